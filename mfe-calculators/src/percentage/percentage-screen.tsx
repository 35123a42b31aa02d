import { calculatePercentage, formatNumberIn, formatPercent, validatePercentageInput } from '@fintools/shared';
import {
  CalculatorFormCard,
  AmountInput,
  Field,
  ResultList,
  Screen,
  uiClasses,
  useCalculatorForm,
} from '@fintools/shared/ui';

export default function PercentageScreen() {
  const form = useCalculatorForm({
    defaults: { part: '', total: '' },
    validate: validatePercentageInput,
    compute: (input) => ({ ...input, percentage: calculatePercentage(input) }),
    onInvalid: 'clear-result',
  });
  return (
    <Screen title="Percentage Calculator">
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
        <section className={uiClasses.card} aria-label="Result">
          <ResultList
            items={[{ label: 'Percentage', value: formatPercent(form.result.percentage) }]}
            announcement={`${formatNumberIn(form.result.part)} is ${formatPercent(form.result.percentage)} of ${formatNumberIn(form.result.total)}.`}
          />
        </section>
      )}
    </Screen>
  );
}
