import { calculateEmi, loanMonths, type EmiResult, type LoanInput } from '@fintools/shared/finance/emi';
import { LOAN_MAX_RATE, LOAN_MAX_TENURE, validateLoanInput, type LoanFields } from '@fintools/shared/validation/loan';
import { CopyLinkButton } from '@fintools/shared/ui/copy-link-button';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm, type CalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { isTenureUnit } from '@fintools/shared/finance/tenure';

/** Spec §9: ₹5,00,000 at 8.5% for 1 year. The keys are also the shareable URL's query keys. */
export const LOAN_DEFAULTS: Readonly<LoanFields> = {
  loanAmount: '5,00,000',
  rate: '8.5',
  loanTenure: '1',
  unit: 'years',
};

/** A successful Calculate: the validated loan and its three figures. */
export interface LoanCalculation {
  input: LoanInput;
  emi: EmiResult;
  /** The number of monthly instalments. */
  months: number;
}

export type LoanForm = CalculatorForm<keyof LoanFields, LoanCalculation>;

/**
 * The EMI and Loan screens' form state. The only difference between them here is what a failed
 * Calculate does: EMI keeps its last result (docs/product.md §4), Loan calculates nothing and hides it.
 */
export function useLoanForm(onInvalid: 'keep-result' | 'clear-result'): LoanForm {
  return useCalculatorForm({
    defaults: LOAN_DEFAULTS,
    validate: validateLoanInput,
    compute: (input) => ({ input, emi: calculateEmi(input), months: loanMonths(input) }),
    onInvalid,
  });
}

const UNIT_OPTIONS = [
  { value: 'years', label: 'Years' },
  { value: 'months', label: 'Months' },
] as const;

export interface LoanFormViewProps {
  form: LoanForm;
  /** "Calculate EMI" on the Loan screen, "Calculate" on the EMI screen (docs/contracts.md). */
  submitLabel: string;
  /** Called when the visitor focuses or touches the form: the Loan screen starts fetching its chart. */
  onEngage?: () => void;
}

/** The loan form both screens share: amount, rate, tenure and its unit, Calculate, Copy link. */
export function LoanFormView({ form, submitLabel, onEngage }: LoanFormViewProps) {
  const { fields, errors, setField } = form;
  // A hand-edited link can carry a unit that is neither; the validator reports it on the tenure.
  const unitKnown = isTenureUnit(fields.unit);
  return (
    <form
      className={uiClasses.card}
      noValidate
      onFocus={onEngage}
      onPointerDown={onEngage}
      onSubmit={(event) => {
        event.preventDefault();
        form.calculate();
      }}
    >
      <div className={uiClasses.form}>
        <Field label="Loan amount" error={errors.loanAmount}>
          {(control) => (
            <AmountInput
              {...control}
              value={fields.loanAmount}
              onValueChange={(text) => setField('loanAmount', text)}
            />
          )}
        </Field>
        <Field label="Interest rate (% p.a.)" error={errors.rate}>
          {(control) => (
            <NumericInput
              {...control}
              decimals={2}
              max={LOAN_MAX_RATE}
              value={fields.rate}
              onValueChange={(text) => setField('rate', text)}
            />
          )}
        </Field>
        <Field label="Loan tenure" error={errors.loanTenure}>
          {(control) => (
            <NumericInput
              {...control}
              decimals={0}
              max={LOAN_MAX_TENURE}
              value={fields.loanTenure}
              onValueChange={(text) => setField('loanTenure', text)}
            />
          )}
        </Field>
        <Field label="Tenure unit">
          {(control) => (
            <select
              {...control}
              value={unitKnown ? fields.unit : ''}
              onChange={(event) => setField('unit', event.currentTarget.value)}
            >
              {!unitKnown && (
                <option value="" disabled>
                  Choose a unit
                </option>
              )}
              {UNIT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={uiClasses.actions}>
        <button type="submit" className={uiClasses.button}>
          {submitLabel}
        </button>
        {form.result && <CopyLinkButton />}
      </div>
    </form>
  );
}
