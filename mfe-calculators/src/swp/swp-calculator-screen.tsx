import { useMemo } from 'react';
import { calculateSwp, SWP_MAX_RATE, SWP_MAX_YEARS, type SwpInput, type SwpResult } from './swp';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { validateSwpInput } from './swp-input';
import { AmountField, NumberField } from '../parts/form-fields';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { SavingsOutcome } from '../parts/savings-outcome';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * How long the money lasted, in years and months: 89 months → "Lasts 7 years 5 months".
 * @example describeLasting(89) // 'Lasts 7 years 5 months'
 */
export function describeLasting(months: number): string {
  const [years, rest] = [Math.floor(months / 12), months % 12];
  const parts = [years > 0 ? plural(years, 'year') : '', rest > 0 ? plural(rest, 'month') : ''].filter(Boolean);
  return `Lasts ${parts.join(' ')}`;
}

function SwpOutcome({ input }: { input: SwpInput }) {
  const result: SwpResult = useMemo(() => calculateSwp(input), [input]);
  const lasting = result.lastedMonths === null ? null : describeLasting(result.lastedMonths);
  return (
    <SavingsOutcome
      items={[
        ...(lasting ? [{ label: 'Money runs out', value: lasting, tone: 'danger' as const }] : []),
        { label: 'Total Withdrawal', value: formatInr(result.totalWithdrawal) },
        { label: 'Final Value', value: formatInr(result.finalValue) },
      ]}
      announcement={
        lasting
          ? `${formatInr(input.monthlyWithdrawal)} a month from ${formatInr(input.investment)} at ${formatPercent(input.expectedReturn)}: the money runs out. ${lasting}, paying out ${formatInr(result.totalWithdrawal)}.`
          : `${formatInr(input.monthlyWithdrawal)} a month from ${formatInr(input.investment)} at ${formatPercent(input.expectedReturn)} for ${plural(input.years, 'year')} pays out ${formatInr(result.totalWithdrawal)} and leaves ${formatInr(result.finalValue)}.`
      }
    />
  );
}

/** The SWP calculator: grow, then withdraw, each month; says when the money runs out first. */
export default function SwpCalculatorScreen() {
  const form = useCalculatorForm({
    defaults: { investment: '10,00,000', monthlyWithdrawal: '10,000', expectedReturn: '8', years: '10' },
    validate: validateSwpInput,
    compute: (input: SwpInput) => input,
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('swp')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
        <AmountField form={form} name="investment" label="Total investment" />
        <AmountField form={form} name="monthlyWithdrawal" label="Monthly withdrawal" />
        <NumberField
          form={form}
          name="expectedReturn"
          label="Expected return (% p.a.)"
          decimals={2}
          max={SWP_MAX_RATE}
        />
        <NumberField form={form} name="years" label="Years" max={SWP_MAX_YEARS} />
      </CalculatorFormCard>
      {form.result && <SwpOutcome input={form.result} />}
    </Screen>
  );
}
