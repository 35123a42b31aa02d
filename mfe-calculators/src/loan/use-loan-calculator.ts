import { useCalculatorForm, type CalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import {
  validatePrepaidLoanInput,
  type PrepaidLoanErrorKey,
  type PrepaidLoanFields,
  type PrepaidLoanInput,
} from './loan-prepayments-input';
import { LOAN_DEFAULTS } from '../emi/loan-form';

/** The Loan screen starts with the EMI screen's loan, no prepayments, and "Reduce tenure". */
export const LOAN_CALCULATOR_DEFAULTS: Readonly<PrepaidLoanFields> = {
  ...LOAN_DEFAULTS,
  prepayments: '',
  afterPrepayment: 'reduce-tenure',
};

export type LoanCalculatorForm = CalculatorForm<keyof PrepaidLoanFields, PrepaidLoanInput, PrepaidLoanErrorKey>;

/**
 * The Loan screen's form state: the loan, its prepayment rows and the "After a prepayment" choice. A
 * failed Calculate EMI calculates nothing and hides the results (docs/product.md §4). The result is the
 * checked input: the figures are worked out where they are shown (`LoanOutcome`), whose code downloads
 * only when needed. Links made without prepayments stay the plain loan link they always were.
 */
export function useLoanCalculator(): LoanCalculatorForm {
  return useCalculatorForm({
    defaults: LOAN_CALCULATOR_DEFAULTS,
    validate: validatePrepaidLoanInput,
    compute: (input: PrepaidLoanInput) => input,
    onInvalid: 'clear-result',
    linkOnlyIfChanged: ['prepayments', 'afterPrepayment'],
  });
}
