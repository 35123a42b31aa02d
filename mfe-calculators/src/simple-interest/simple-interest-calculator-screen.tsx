import { useMemo } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { formatInr } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import {
  calculateSimpleInterest,
  SIMPLE_INTEREST_MAX_MONTHS,
  SIMPLE_INTEREST_MAX_RATE,
  SIMPLE_INTEREST_MAX_YEARS,
  type SimpleInterestInput,
} from './simple-interest';
import { validateSimpleInterestInput } from './simple-interest-input';
import { AmountField, NumberField } from '../parts/form-fields';
import { SavingsOutcome } from '../parts/savings-outcome';

function SimpleInterestOutcome({ input }: { input: SimpleInterestInput }) {
  const t = useT();
  const result = useMemo(() => calculateSimpleInterest(input), [input]);
  return (
    <SavingsOutcome
      items={[
        { label: 'Interest', value: formatInr(result.interest) },
        { label: 'Total amount', value: formatInr(result.totalAmount) },
      ]}
      announcement={t('Interest {interest}, total amount {total}.', {
        interest: formatInr(result.interest),
        total: formatInr(result.totalAmount),
      })}
    />
  );
}

/** The Simple Interest Calculator: interest on the principal alone, for years and months. */
export default function SimpleInterestCalculatorScreen() {
  const form = useCalculatorForm({
    defaults: { principal: '1,00,000', rate: '8', years: '5', months: '0' },
    validate: validateSimpleInterestInput,
    compute: (input: SimpleInterestInput) => input,
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('simple-interest')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
        <AmountField form={form} name="principal" label="Principal" />
        <NumberField form={form} name="rate" label="Rate (% a year)" decimals={2} max={SIMPLE_INTEREST_MAX_RATE} />
        <NumberField form={form} name="years" label="Years" max={SIMPLE_INTEREST_MAX_YEARS} />
        <NumberField form={form} name="months" label="Months" max={SIMPLE_INTEREST_MAX_MONTHS} />
      </CalculatorFormCard>
      {form.result && <SimpleInterestOutcome input={form.result} />}
    </Screen>
  );
}
