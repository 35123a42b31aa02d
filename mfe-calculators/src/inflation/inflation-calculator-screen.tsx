import { useMemo } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { calculateInflation, INFLATION_MAX_RATE, INFLATION_MAX_YEARS, type InflationInput } from './inflation';
import { validateInflationInput } from './inflation-input';
import { AmountField, NumberField } from '../parts/form-fields';
import { INFLATION_LABEL, SavingsOutcome } from '../parts/savings-outcome';

function InflationOutcome({ input }: { input: InflationInput }) {
  const t = useT();
  const result = useMemo(() => calculateInflation(input), [input]);
  const amount = formatInr(input.amount);
  return (
    <SavingsOutcome
      items={[
        { label: 'Future cost', value: formatInr(result.futureCost) },
        { label: "Value in today's money", value: formatInr(result.todaysValue) },
      ]}
      announcement={t(
        'At {inflation} a year, what costs {amount} today costs {future} in {years} years, and {amount} then is worth {today} today.',
        {
          inflation: formatPercent(input.inflation),
          amount,
          future: formatInr(result.futureCost),
          years: String(input.years),
          today: formatInr(result.todaysValue),
        },
      )}
    />
  );
}

/** The Inflation Calculator: what a sum costs in the future, and what a future sum is worth today. */
export default function InflationCalculatorScreen() {
  const form = useCalculatorForm({
    defaults: { amount: '1,00,000', inflation: '6', years: '10' },
    validate: validateInflationInput,
    compute: (input: InflationInput) => input,
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('inflation')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
        <AmountField form={form} name="amount" label="Amount" />
        <NumberField form={form} name="inflation" label={INFLATION_LABEL} decimals={2} max={INFLATION_MAX_RATE} />
        <NumberField form={form} name="years" label="Years" max={INFLATION_MAX_YEARS} />
      </CalculatorFormCard>
      {form.result && <InflationOutcome input={form.result} />}
    </Screen>
  );
}
