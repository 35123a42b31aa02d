import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { calculateEmi, loanMonths } from '@fintools/shared/finance/emi';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm, type CalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { validateLoanInput, type LoanFields } from './loan-input';
import { LOAN_DEFAULTS, LoanFormView } from './loan-form';
import { LoanResults, type LoanCalculation } from './loan-results';
import { SplitDonutSlot } from './split-donut-slot';

export type LoanForm = CalculatorForm<keyof LoanFields, LoanCalculation>;

/**
 * The EMI screen's form state: a failed Calculate keeps the last result (docs/product.md §4). The Loan
 * screen's, with prepayments, is `useLoanCalculator`; its figures come from `calculateLoan`.
 */
export function useEmiForm(): LoanForm {
  return useCalculatorForm({
    defaults: LOAN_DEFAULTS,
    validate: validateLoanInput,
    compute: (input) => ({ input, emi: calculateEmi(input), months: loanMonths(input) }),
    onInvalid: 'keep-result',
  });
}

/**
 * The EMI calculator: the Loan Calculator's form with results that start at ₹0 and change only after
 * a successful Calculate (docs/product.md §2, §4), then the donut of principal against interest (recharts,
 * downloaded after the first Calculate). No schedule.
 */
export default function EmiCalculatorScreen() {
  const form = useEmiForm();
  return (
    <Screen {...toolIntro('emi')}>
      <LoanFormView form={form} submitLabel="Calculate" />
      <LoanResults calculation={form.result} />
      {form.result && (
        <SplitDonutSlot principal={form.result.input.loanAmount} interest={form.result.emi.totalInterest} />
      )}
    </Screen>
  );
}
