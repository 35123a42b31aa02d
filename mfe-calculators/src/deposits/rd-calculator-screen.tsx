import { calculateRd, type RdInput } from '@fintools/shared/finance/rd';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { RD_MAX_PERIOD, RD_MAX_RATE, validateRdInput } from '@fintools/shared/validation/rd';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { InvestmentResults } from './investment-results';
import { DepositPeriodFields } from './deposit-period-fields';
import { describePeriod } from './tenure-unit';
import { isTenureUnit } from '@fintools/shared/finance/tenure';

/** The RD form: raw field text and the spec's defaults; a failed Calculate hides the result. */
function useRdCalculator() {
  const form = useCalculatorForm({
    defaults: { monthlyInvestment: '1,000', rate: '5', timePeriod: '1', unit: 'years' },
    validate: validateRdInput,
    compute: (input: RdInput) => ({ input, ...calculateRd(input) }),
    // Spec §4: RD results stay hidden until the first good Calculate, and a failed one hides them.
    onInvalid: 'clear-result',
  });
  // The validator's longest RD, per unit: typing past it is refused rather than reported.
  const maxPeriod = RD_MAX_PERIOD[isTenureUnit(form.fields.unit) ? form.fields.unit : 'years'];
  return { form, maxPeriod };
}

export default function RdCalculatorScreen() {
  const { form, maxPeriod } = useRdCalculator();
  const { result } = form;
  return (
    <Screen title="RD Calculator">
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(result)}>
        <Field label="Monthly investment" error={form.errors.monthlyInvestment}>
          {(control) => (
            <AmountInput
              {...control}
              value={form.fields.monthlyInvestment}
              onValueChange={(text) => form.setField('monthlyInvestment', text)}
            />
          )}
        </Field>
        <Field label="Interest rate (% p.a.)" error={form.errors.rate}>
          {(control) => (
            <NumericInput
              {...control}
              decimals={2}
              max={RD_MAX_RATE}
              value={form.fields.rate}
              onValueChange={(text) => form.setField('rate', text)}
            />
          )}
        </Field>
        <DepositPeriodFields form={form} maxPeriod={maxPeriod} />
      </CalculatorFormCard>
      {result && (
        <InvestmentResults
          result={result}
          decimals={0}
          announcement={`${formatInr(result.input.monthlyInvestment)} a month at ${formatPercent(result.input.rate)} for ${describePeriod(result.input.timePeriod, result.input.unit)} matures to ${formatInr(result.maturityAmount)}, earning ${formatInr(result.returnEarned)}.`}
        />
      )}
    </Screen>
  );
}
