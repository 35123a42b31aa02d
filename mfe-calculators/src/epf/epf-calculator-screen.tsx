import { useMemo } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { calculateEpf, EPF_MAX_AGE, EPF_MAX_RATE, EPF_RETIREMENT_AGE, type EpfInput } from './epf';
import { MAX_INFLATION } from '../common/todays-money';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import type { ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { validateEpfInput, type EpfJoined } from './epf-input';
import { withInflation, type WithInflation } from '../common/inflation-input';
import { AmountField, ChoiceField, NumberField } from '../parts/form-fields';
import { preloadGrowthChart } from '../parts/growth-chart-slot';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { INFLATION_LABEL, SavingsOutcome, todaysMoneyItems } from '../parts/savings-outcome';

/**
 * When the member joined EPF: from 1 September 2014, pay above ₹15,000 means no EPS. Before it first, so a
 * link from before the choice keeps its figures.
 */
const JOINED_OPTIONS: readonly ChoiceOption<EpfJoined>[] = [
  { value: 'before-sep-2014', label: 'Before 1 Sep 2014' },
  { value: 'from-sep-2014', label: 'On or after 1 Sep 2014' },
];

function useEpfCalculator() {
  return useCalculatorForm({
    defaults: {
      monthlyBasic: '30,000',
      age: '25',
      currentBalance: '0',
      yearlyIncrease: '5',
      rate: '8.25',
      joined: 'before-sep-2014',
      inflation: '',
    },
    validate: withInflation(validateEpfInput),
    compute: (checked: WithInflation<EpfInput>) => checked,
    onInvalid: 'clear-result',
    linkOnlyIfChanged: ['inflation'],
  });
}

function EpfOutcome({ input, inflation }: WithInflation<EpfInput>) {
  const t = useT();
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
      announcement={t('A basic of {basic} a month from {age} at {rate} builds {balance} by 58.', {
        basic: formatInr(input.monthlyBasic),
        age: String(input.age),
        rate: formatPercent(input.rate),
        balance: formatInr(result.balanceAt58),
      })}
      years={result.years}
    />
  );
}

/** The EPF calculator: your 12%, the employer's share after EPS (if any), interest credited yearly, to 58. */
export default function EpfCalculatorScreen() {
  const form = useEpfCalculator();
  return (
    <Screen {...toolIntro('epf')}>
      <div onFocus={preloadGrowthChart}>
        <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
          <AmountField form={form} name="monthlyBasic" label="Monthly basic + DA" />
          <NumberField form={form} name="age" label="Your age" max={EPF_MAX_AGE} />
          <ChoiceField
            form={form}
            name="joined"
            label="Joined EPF"
            options={JOINED_OPTIONS}
            hint="From 1 Sep 2014, a basic + DA above ₹15,000 has no EPS: the employer's whole 12% goes to EPF"
          />
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
