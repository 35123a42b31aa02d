import { useMemo } from 'react';
import { useT } from '@fintools/shared/ui/language';
import {
  calculateNps,
  NPS_MAX_AGE,
  NPS_MAX_ANNUITY_SHARE,
  NPS_MAX_RATE,
  NPS_RETIREMENT_AGE,
  type NpsInput,
  type NpsSubscriber,
} from './nps';
import { MAX_INFLATION } from '../common/todays-money';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import type { ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { withInflation, type WithInflation } from '../common/inflation-input';
import { validateNpsInput } from './nps-input';
import { AmountField, ChoiceField, NumberField } from '../parts/form-fields';
import { preloadGrowthChart } from '../parts/growth-chart-slot';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { INFLATION_LABEL, SavingsOutcome, todaysMoneyItems } from '../parts/savings-outcome';

/**
 * Who the subscriber is decides the least annuity at 60 (20% or 40% since 19 December 2025). Non-government
 * (All Citizen, corporate) first: most visitors are, and a link from before the choice means it.
 */
const SUBSCRIBER_OPTIONS: readonly ChoiceOption<NpsSubscriber>[] = [
  { value: 'non-government', label: 'Non-government' },
  { value: 'government', label: 'Government' },
];

function useNpsCalculator() {
  return useCalculatorForm({
    defaults: {
      monthlyContribution: '5,000',
      age: '30',
      expectedReturn: '10',
      annuityShare: '40',
      annuityRate: '6',
      subscriber: 'non-government',
      inflation: '',
    },
    validate: withInflation(validateNpsInput),
    compute: (checked: WithInflation<NpsInput>) => checked,
    onInvalid: 'clear-result',
    linkOnlyIfChanged: ['inflation'],
  });
}

function NpsOutcome({ input, inflation }: WithInflation<NpsInput>) {
  const t = useT();
  const result = useMemo(() => calculateNps(input), [input]);
  const years = NPS_RETIREMENT_AGE - input.age;
  return (
    <SavingsOutcome
      items={[
        { label: 'Total Investment', value: formatInr(result.totalInvestment) },
        { label: 'Corpus at 60', value: formatInr(result.corpus) },
        { label: 'Lump sum', value: formatInr(result.lumpSum) },
        { label: 'Annuity purchase', value: formatInr(result.annuityPurchase) },
        { label: 'Monthly pension', value: formatInr(result.monthlyPension) },
        ...todaysMoneyItems(result.exactCorpus, inflation, years),
      ]}
      announcement={t(
        '{contribution} a month from {age} at {rate} builds {corpus} at 60: a lump sum of {lumpSum} and a monthly pension of {pension}.',
        {
          contribution: formatInr(input.monthlyContribution),
          age: String(input.age),
          rate: formatPercent(input.expectedReturn),
          corpus: formatInr(result.corpus),
          lumpSum: formatInr(result.lumpSum),
          pension: formatInr(result.monthlyPension),
        },
      )}
      years={result.years}
    />
  );
}

/** The NPS calculator: monthly contributions to 60, then the annuity split and the pension. */
export default function NpsCalculatorScreen() {
  const form = useNpsCalculator();
  return (
    <Screen {...toolIntro('nps')}>
      <div onFocus={preloadGrowthChart}>
        <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
          <AmountField form={form} name="monthlyContribution" label="Monthly contribution" />
          <ChoiceField
            form={form}
            name="subscriber"
            label="Subscriber"
            options={SUBSCRIBER_OPTIONS}
            hint="Annuity at 60: at least 20% (non-government) or 40% (government); none up to ₹8 lakh"
          />
          <NumberField form={form} name="age" label="Your age" max={NPS_MAX_AGE} />
          <NumberField
            form={form}
            name="expectedReturn"
            label="Expected return (% p.a.)"
            decimals={2}
            max={NPS_MAX_RATE}
          />
          <NumberField
            form={form}
            name="annuityShare"
            label="Annuity share (%)"
            decimals={2}
            max={NPS_MAX_ANNUITY_SHARE}
          />
          <NumberField form={form} name="annuityRate" label="Annuity rate (% p.a.)" decimals={2} max={NPS_MAX_RATE} />
          <NumberField form={form} name="inflation" label={INFLATION_LABEL} decimals={2} max={MAX_INFLATION} />
        </CalculatorFormCard>
      </div>
      {form.result && <NpsOutcome {...form.result} />}
    </Screen>
  );
}
