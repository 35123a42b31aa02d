import { useMemo } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { calculatePpf, PPF_EXTENSION_YEARS, PPF_MAX_RATE, PPF_MAX_YEARS, PPF_MIN_YEARS, type PpfInput } from './ppf';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { MAX_INFLATION } from '../common/todays-money';
import { withInflation, type WithInflation } from '../common/inflation-input';
import { validatePpfInput } from './ppf-input';
import { AmountField, NumberField, SelectField } from '../parts/form-fields';
import { preloadGrowthChart } from '../parts/growth-chart-slot';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { INFLATION_LABEL, SavingsOutcome, todaysMoneyItems } from '../parts/savings-outcome';

/** 15 years, then each 5-year extension up to 50. */
const YEAR_OPTIONS = Array.from({ length: (PPF_MAX_YEARS - PPF_MIN_YEARS) / PPF_EXTENSION_YEARS + 1 }, (_, index) => {
  const years = String(PPF_MIN_YEARS + index * PPF_EXTENSION_YEARS);
  return { value: years, label: years };
});

function usePpfCalculator() {
  return useCalculatorForm({
    defaults: { yearlyDeposit: '1,50,000', rate: '7.1', years: '15', inflation: '' },
    validate: withInflation(validatePpfInput),
    compute: (checked: WithInflation<PpfInput>) => checked,
    onInvalid: 'clear-result',
    linkOnlyIfChanged: ['inflation'],
  });
}

function PpfOutcome({ input, inflation }: WithInflation<PpfInput>) {
  const t = useT();
  const result = useMemo(() => calculatePpf(input), [input]);
  return (
    <SavingsOutcome
      items={[
        { label: 'Total Investment', value: formatInr(result.totalInvestment) },
        { label: 'Total Interest', value: formatInr(result.totalInterest) },
        { label: 'Maturity Value', value: formatInr(result.maturityValue) },
        ...todaysMoneyItems(result.exactMaturity, inflation, input.years),
      ]}
      announcement={t('{deposit} a year at {rate} for {years} years matures to {maturity}, earning {interest}.', {
        deposit: formatInr(input.yearlyDeposit),
        rate: formatPercent(input.rate),
        years: String(input.years),
        maturity: formatInr(result.maturityValue),
        interest: formatInr(result.totalInterest),
      })}
      years={result.years}
    />
  );
}

/** The PPF calculator: a yearly deposit at the start of each year, compounded yearly. */
export default function PpfCalculatorScreen() {
  const form = usePpfCalculator();
  return (
    <Screen {...toolIntro('ppf')}>
      <div onFocus={preloadGrowthChart}>
        <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
          <AmountField form={form} name="yearlyDeposit" label="Yearly deposit" />
          <NumberField form={form} name="rate" label="Interest rate (% p.a.)" decimals={2} max={PPF_MAX_RATE} />
          <SelectField form={form} name="years" label="Years" options={YEAR_OPTIONS} placeholder="Choose the years" />
          <NumberField form={form} name="inflation" label={INFLATION_LABEL} decimals={2} max={MAX_INFLATION} />
        </CalculatorFormCard>
      </div>
      {form.result && <PpfOutcome {...form.result} />}
    </Screen>
  );
}
