import { useMemo } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { formatInr } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import {
  calculateCompoundInterest,
  COMPOUND_MAX_RATE,
  COMPOUND_MAX_YEARS,
  type CompoundInterestInput,
} from './compound-interest';
import { validateCompoundInterestInput } from './compound-interest-input';
import { AmountField, NumberField, SelectField } from '../parts/form-fields';
import { SavingsOutcome } from '../parts/savings-outcome';

const COMPOUNDING_OPTIONS = [
  { value: 'yearly', label: 'Yearly' },
  { value: 'half-yearly', label: 'Half-yearly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'monthly', label: 'Monthly' },
] as const;

function CompoundInterestOutcome({ input }: { input: CompoundInterestInput }) {
  const t = useT();
  const result = useMemo(() => calculateCompoundInterest(input), [input]);
  return (
    <SavingsOutcome
      items={[
        { label: 'Principal', value: formatInr(result.principal) },
        { label: 'Interest', value: formatInr(result.interest) },
        { label: 'Maturity amount', value: formatInr(result.maturityAmount) },
      ]}
      announcement={t('{principal} grows to {maturity}, earning {interest}.', {
        principal: formatInr(result.principal),
        maturity: formatInr(result.maturityAmount),
        interest: formatInr(result.interest),
      })}
      years={result.years}
    />
  );
}

/** The Compound Interest Calculator: a sum compounded yearly, half-yearly, quarterly or monthly. */
export default function CompoundInterestCalculatorScreen() {
  const form = useCalculatorForm({
    defaults: { principal: '1,00,000', rate: '8', years: '5', compounding: 'quarterly' },
    validate: validateCompoundInterestInput,
    compute: (input: CompoundInterestInput) => input,
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('compound-interest')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
        <AmountField form={form} name="principal" label="Principal" />
        <NumberField form={form} name="rate" label="Rate (% a year)" decimals={2} max={COMPOUND_MAX_RATE} />
        <NumberField form={form} name="years" label="Time (years)" max={COMPOUND_MAX_YEARS} />
        <SelectField
          form={form}
          name="compounding"
          label="Compounding"
          options={COMPOUNDING_OPTIONS}
          placeholder="Choose how often"
        />
      </CalculatorFormCard>
      {form.result && <CompoundInterestOutcome input={form.result} />}
    </Screen>
  );
}
