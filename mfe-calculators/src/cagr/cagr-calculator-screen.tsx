import { useMemo } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { calculateCagr, CAGR_MAX_YEARS, type CagrInput } from './cagr';
import { validateCagrInput } from './cagr-input';
import { AmountField, NumberField } from '../parts/form-fields';
import { SavingsOutcome } from '../parts/savings-outcome';

/** Always two decimals: 100.00%, 14.87%, -12.94%. */
const percent = (value: number) => `${formatNumberIn(value, { decimals: 2, minDecimals: 2 })}%`;

function CagrOutcome({ input }: { input: CagrInput }) {
  const t = useT();
  const result = useMemo(() => calculateCagr(input), [input]);
  return (
    <SavingsOutcome
      items={[
        { label: 'CAGR', value: percent(result.cagr) },
        { label: 'Absolute return', value: percent(result.absoluteReturn) },
      ]}
      announcement={t('CAGR {cagr}, absolute return {absolute}.', {
        cagr: percent(result.cagr),
        absolute: percent(result.absoluteReturn),
      })}
    />
  );
}

/** The CAGR Calculator: the yearly rate that takes the initial value to the final one. */
export default function CagrCalculatorScreen() {
  const form = useCalculatorForm({
    defaults: { initialValue: '1,00,000', finalValue: '2,00,000', years: '5' },
    validate: validateCagrInput,
    compute: (input: CagrInput) => input,
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('cagr')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
        <AmountField form={form} name="initialValue" label="Initial value" />
        <AmountField form={form} name="finalValue" label="Final value" />
        <NumberField form={form} name="years" label="Duration (years)" decimals={2} max={CAGR_MAX_YEARS} />
      </CalculatorFormCard>
      {form.result && <CagrOutcome input={form.result} />}
    </Screen>
  );
}
