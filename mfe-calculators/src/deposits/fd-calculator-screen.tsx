import { calculateFd, type FdInput } from '@fintools/shared/finance/fd';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { FD_MAX_PERIOD, FD_MAX_RATE, validateFdInput } from '@fintools/shared/validation/fd';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { InvestmentResults, ZERO_INVESTMENT } from './investment-results';
import { DepositPeriodFields } from './deposit-period-fields';
import { describePeriod } from './tenure-unit';
import { isTenureUnit } from '@fintools/shared/finance/tenure';

/** The FD form: raw field text, the spec's defaults, and a result that only a good Calculate changes. */
function useFdCalculator() {
  const form = useCalculatorForm({
    defaults: { investment: '1,00,000', rate: '5', timePeriod: '3', unit: 'years' },
    validate: validateFdInput,
    compute: (input: FdInput) => ({ input, ...calculateFd(input) }),
    // Spec §4: FD results start at 0 and change only after a successful Calculate.
    onInvalid: 'keep-result',
  });
  // The typed period is capped at the chosen unit's maximum (docs/product.md §5); an unknown unit counts as years.
  const maxPeriod = FD_MAX_PERIOD[isTenureUnit(form.fields.unit) ? form.fields.unit : 'years'];
  return { form, maxPeriod };
}

export default function FdCalculatorScreen() {
  const { form, maxPeriod } = useFdCalculator();
  const { result } = form;
  return (
    <Screen title="FD Calculator">
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(result)}>
        <Field label="Investment amount" error={form.errors.investment}>
          {(control) => (
            <AmountInput
              {...control}
              value={form.fields.investment}
              onValueChange={(text) => form.setField('investment', text)}
            />
          )}
        </Field>
        <Field label="Interest rate (% p.a.)" error={form.errors.rate}>
          {(control) => (
            <NumericInput
              {...control}
              decimals={2}
              max={FD_MAX_RATE}
              value={form.fields.rate}
              onValueChange={(text) => form.setField('rate', text)}
            />
          )}
        </Field>
        <DepositPeriodFields form={form} maxPeriod={maxPeriod} />
      </CalculatorFormCard>
      <InvestmentResults
        result={result ?? ZERO_INVESTMENT}
        decimals={0}
        announcement={
          result
            ? `${formatInr(result.input.investment)} at ${formatPercent(result.input.rate)} for ${describePeriod(result.input.timePeriod, result.input.unit)} matures to ${formatInr(result.maturityAmount)}, earning ${formatInr(result.returnEarned)}.`
            : ''
        }
      />
    </Screen>
  );
}
