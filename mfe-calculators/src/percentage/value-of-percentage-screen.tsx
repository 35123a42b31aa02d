import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { useT } from '@fintools/shared/ui/language';
import { calculateValueOfPercentage } from './percentage';
import { formatNumberIn, formatPercent } from '@fintools/shared/format/indian-number';
import { MAX_PERCENTAGE, validateValueOfPercentageInput } from './percentage-input';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';

export default function ValueOfPercentageScreen() {
  const t = useT();
  const form = useCalculatorForm({
    defaults: { percentage: '', total: '' },
    validate: validateValueOfPercentageInput,
    compute: (input) => ({ ...input, value: calculateValueOfPercentage(input) }),
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('value-of-percentage')}>
      <CalculatorFormCard submitLabel="Calculate Value" onCalculate={form.calculate} canCopyLink={form.result !== null}>
        <Field label="Percentage (%)" error={form.errors.percentage} hint="0 to 100">
          {(control) => (
            <NumericInput
              {...control}
              decimals={2}
              max={MAX_PERCENTAGE}
              value={form.fields.percentage}
              onValueChange={(text) => form.setField('percentage', text)}
            />
          )}
        </Field>
        <Field label="Total value" error={form.errors.total}>
          {(control) => (
            <AmountInput
              {...control}
              value={form.fields.total}
              onValueChange={(text) => form.setField('total', text)}
            />
          )}
        </Field>
      </CalculatorFormCard>
      {form.result && (
        <section className={uiClasses.card} aria-label={t('Result')}>
          <ResultList
            items={[{ label: 'Value', value: formatNumberIn(form.result.value, { decimals: 2, minDecimals: 0 }) }]}
            announcement={t('{percentage} of {total} is {value}.', {
              percentage: formatPercent(form.result.percentage),
              total: formatNumberIn(form.result.total),
              value: formatNumberIn(form.result.value, { decimals: 2, minDecimals: 0 }),
            })}
          />
        </section>
      )}
    </Screen>
  );
}
