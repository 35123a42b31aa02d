import { useMemo } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { calculateSsy, SSY_MATURITY_YEARS, SSY_MAX_AGE, SSY_MAX_RATE, type SsyInput } from './ssy';
import { MAX_INFLATION } from '../common/todays-money';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { withInflation, type WithInflation } from '../common/inflation-input';
import { validateSsyInput } from './ssy-input';
import { AmountField, NumberField } from '../parts/form-fields';
import { preloadGrowthChart } from '../parts/growth-chart-slot';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { INFLATION_LABEL, SavingsOutcome, todaysMoneyItems } from '../parts/savings-outcome';

function useSsyCalculator() {
  return useCalculatorForm({
    defaults: {
      yearlyDeposit: '1,50,000',
      girlAge: '5',
      rate: '8.2',
      // This year, as the visitor's clock has it.
      startYear: String(new Date().getFullYear()),
      inflation: '',
    },
    validate: withInflation(validateSsyInput),
    compute: (checked: WithInflation<SsyInput>) => checked,
    onInvalid: 'clear-result',
    linkOnlyIfChanged: ['inflation'],
  });
}

function SsyOutcome({ input, inflation }: WithInflation<SsyInput>) {
  const t = useT();
  const result = useMemo(() => calculateSsy(input), [input]);
  return (
    <SavingsOutcome
      items={[
        { label: 'Total Investment', value: formatInr(result.totalInvestment) },
        { label: 'Total Interest', value: formatInr(result.totalInterest) },
        { label: 'Maturity Value', value: formatInr(result.maturityValue) },
        { label: 'Maturity year', value: String(result.maturityYear) },
        ...todaysMoneyItems(result.exactMaturity, inflation, SSY_MATURITY_YEARS),
      ]}
      announcement={t(
        '{deposit} a year at {rate} matures in {year}, when she is {age}, to {maturity}, earning {interest}.',
        {
          deposit: formatInr(input.yearlyDeposit),
          rate: formatPercent(input.rate),
          year: String(result.maturityYear),
          age: String(result.maturityAge),
          maturity: formatInr(result.maturityValue),
          interest: formatInr(result.totalInterest),
        },
      )}
      years={result.years}
    />
  );
}

/** The Sukanya Samriddhi calculator: 15 yearly deposits, maturity 21 years after opening. */
export default function SsyCalculatorScreen() {
  const form = useSsyCalculator();
  return (
    <Screen {...toolIntro('ssy')}>
      <div onFocus={preloadGrowthChart}>
        <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
          <AmountField form={form} name="yearlyDeposit" label="Yearly deposit" />
          <NumberField form={form} name="girlAge" label="Girl's age" max={SSY_MAX_AGE} />
          <NumberField form={form} name="rate" label="Interest rate (% p.a.)" decimals={2} max={SSY_MAX_RATE} />
          <NumberField form={form} name="startYear" label="Start year" max={9999} />
          <NumberField form={form} name="inflation" label={INFLATION_LABEL} decimals={2} max={MAX_INFLATION} />
        </CalculatorFormCard>
      </div>
      {form.result && <SsyOutcome {...form.result} />}
    </Screen>
  );
}
