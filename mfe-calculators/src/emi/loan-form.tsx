import { LOAN_MAX_RATE, LOAN_MAX_TENURE, type LoanFields } from './loan-input';
import { CopyLinkButton } from '@fintools/shared/ui/copy-link-button';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { CalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { AmountField, NumberField, SelectField } from '../parts/form-fields';
import { TENURE_UNIT_OPTIONS } from '../parts/tenure-unit';
import type { ReactNode } from 'react';

/** docs/product.md §9: ₹5,00,000 at 8.5% for 1 year. The keys are also the shareable URL's query keys. */
export const LOAN_DEFAULTS: Readonly<LoanFields> = {
  loanAmount: '5,00,000',
  rate: '8.5',
  loanTenure: '1',
  unit: 'years',
};

export interface LoanFormViewProps<Field extends string, ErrorKey extends string> {
  /** The EMI screen's form, or the Loan screen's with its prepayments. */
  form: CalculatorForm<keyof LoanFields | Field, unknown, keyof LoanFields | ErrorKey>;
  /** "Calculate EMI" on the Loan screen, "Calculate" on the EMI screen (docs/contracts.md). */
  submitLabel: string;
  /** Called when the visitor focuses or touches the form: the Loan screen starts fetching its chart. */
  onEngage?: () => void;
  /** More of the form under the tenure fields (the Loan screen's Prepayments). */
  children?: ReactNode;
}

/** The loan form both screens share: amount, rate, tenure and its unit, Calculate, Copy link. */
export function LoanFormView<Field extends string, ErrorKey extends string>({
  form,
  submitLabel,
  onEngage,
  children,
}: LoanFormViewProps<Field, ErrorKey>) {
  const t = useT();
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
        <AmountField form={form} name="loanAmount" label="Loan amount" />
        <NumberField form={form} name="rate" label="Interest rate (% p.a.)" decimals={2} max={LOAN_MAX_RATE} />
        <NumberField form={form} name="loanTenure" label="Loan tenure" max={LOAN_MAX_TENURE} />
        {/* A unit that is neither years nor months is reported on the tenure, the field it qualifies. */}
        <SelectField
          form={form}
          name="unit"
          label="Tenure unit"
          options={TENURE_UNIT_OPTIONS}
          placeholder="Choose a unit"
        />
      </div>
      {children}
      <div className={uiClasses.actions}>
        <button type="submit" className={uiClasses.button}>
          {t(submitLabel)}
        </button>
        {form.result !== null && <CopyLinkButton />}
      </div>
    </form>
  );
}
