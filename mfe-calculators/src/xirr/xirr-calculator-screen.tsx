import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { validateXirrInput, XIRR_MAX_DATE, XIRR_MIN_DATE, type XirrResult } from './xirr-input';
import { XirrFlows } from './xirr-flows';
import { AmountField } from '../parts/form-fields';
import { SavingsOutcome } from '../parts/savings-outcome';

function XirrOutcome({ result }: { result: XirrResult }) {
  const xirr = `${formatNumberIn(result.xirr, { decimals: 2, minDecimals: 2 })}%`;
  return (
    <SavingsOutcome
      items={[
        { label: 'XIRR', value: xirr },
        { label: 'Total invested', value: formatInr(result.invested) },
        { label: 'Gain', value: formatInr(result.gain) },
      ]}
      announcement={`XIRR ${xirr} on ${formatInr(result.invested)} invested.`}
    />
  );
}

/** The XIRR Calculator: the yearly return of investments made on different dates, as spreadsheets compute it. */
export default function XirrCalculatorScreen() {
  const form = useCalculatorForm({
    defaults: { flows: '2024-01-01i10,000_2024-07-01i10,000', currentValue: '22,000', valuationDate: '2025-01-01' },
    validate: validateXirrInput,
    compute: (result: XirrResult) => result,
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('xirr')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(form.result)}>
        <XirrFlows form={form} />
        <AmountField form={form} name="currentValue" label="Current value" />
        <Field label="Valuation date" error={form.errors.valuationDate}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={XIRR_MIN_DATE}
              max={XIRR_MAX_DATE}
              value={form.fields.valuationDate}
              onChange={(event) => form.setField('valuationDate', event.currentTarget.value)}
            />
          )}
        </Field>
      </CalculatorFormCard>
      {form.result && <XirrOutcome result={form.result} />}
    </Screen>
  );
}
