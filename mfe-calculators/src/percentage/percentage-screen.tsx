import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { useT } from '@fintools/shared/ui/language';
import { calculatePercentage } from './percentage';
import { formatNumberIn, formatPercent } from '@fintools/shared/format/indian-number';
import { validatePercentageInput } from './percentage-input';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';

export default function PercentageScreen() {
  const t = useT();
  const form = useCalculatorForm({
    defaults: { part: '', total: '' },
    validate: validatePercentageInput,
    compute: (input) => ({ ...input, percentage: calculatePercentage(input) }),
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('percentage')}>
      <CalculatorFormCard
        submitLabel="Calculate Percentage"
        onCalculate={form.calculate}
        canCopyLink={form.result !== null}
      >
        <Field label="Part" error={form.errors.part}>
          {(control) => (
            <AmountInput {...control} value={form.fields.part} onValueChange={(text) => form.setField('part', text)} />
          )}
        </Field>
        <Field label="Total" error={form.errors.total}>
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
            items={[{ label: 'Percentage', value: formatPercent(form.result.percentage) }]}
            announcement={t('{part} is {percentage} of {total}.', {
              part: formatNumberIn(form.result.part),
              percentage: formatPercent(form.result.percentage),
              total: formatNumberIn(form.result.total),
            })}
          />
        </section>
      )}
    </Screen>
  );
}
