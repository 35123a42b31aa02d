import { useMemo } from 'react';
import {
  calculateEpf,
  EPF_MAX_AGE,
  EPF_MAX_RATE,
  EPF_RETIREMENT_AGE,
  type EpfInput,
} from '@fintools/shared/finance/epf';
import { MAX_INFLATION } from '@fintools/shared/finance/todays-money';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { validateEpfInput } from '@fintools/shared/validation/epf';
import { withInflation, type WithInflation } from '@fintools/shared/validation/inflation';
import { AmountField, NumberField } from '../parts/form-fields';
import { preloadGrowthChart } from '../parts/growth-chart-slot';
import { toolIntro } from '../tool-intro';
import { INFLATION_LABEL, SavingsOutcome, todaysMoneyItems } from './savings-outcome';

function useEpfCalculator() {
  return useCalculatorForm({
    defaults: {
      monthlyBasic: '30,000',
      age: '25',
      currentBalance: '0',
      yearlyIncrease: '5',
      rate: '8.25',
      inflation: '',
    },
    validate: withInflation(validateEpfInput),
    compute: (checked: WithInflation<EpfInput>) => checked,
    onInvalid: 'clear-result',
    linkOnlyIfChanged: ['inflation'],
  });
}

function EpfOutcome({ input, inflation }: WithInflation<EpfInput>) {
  const result = useMemo(() => calculateEpf(input), [input]);
  return (
    <SavingsOutcome
      items={[
        { label: 'Your contribution', value: formatInr(result.yourContribution) },
        { label: "Employer's contribution", value: formatInr(result.employerContribution) },
        { label: 'Total Interest', value: formatInr(result.totalInterest) },
        { label: 'Balance at 58', value: formatInr(result.balanceAt58) },
        ...todaysMoneyItems(result.exactBalanceAt58, inflation, EPF_RETIREMENT_AGE - input.age),
      ]}
      announcement={`A basic of ${formatInr(input.monthlyBasic)} a month from ${input.age} at ${formatPercent(input.rate)} builds ${formatInr(result.balanceAt58)} by 58.`}
      years={result.years}
    />
  );
}

/** The EPF calculator: your 12%, the employer's share after EPS, interest credited yearly, to 58. */
export default function EpfCalculatorScreen() {
  const form = useEpfCalculator();
  return (
    <Screen {...toolIntro('epf')}>
      <div onFocus={preloadGrowthChart}>
        <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
          <AmountField form={form} name="monthlyBasic" label="Monthly basic + DA" />
          <NumberField form={form} name="age" label="Your age" max={EPF_MAX_AGE} />
          <AmountField form={form} name="currentBalance" label="Current EPF balance" />
          <NumberField
            form={form}
            name="yearlyIncrease"
            label="Yearly salary increase (%)"
            decimals={2}
            max={EPF_MAX_RATE}
          />
          <NumberField form={form} name="rate" label="Interest rate (% p.a.)" decimals={2} max={EPF_MAX_RATE} />
          <NumberField form={form} name="inflation" label={INFLATION_LABEL} decimals={2} max={MAX_INFLATION} />
        </CalculatorFormCard>
      </div>
      {form.result && <EpfOutcome {...form.result} />}
    </Screen>
  );
}
