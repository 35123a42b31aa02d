import { Screen } from '@fintools/shared/ui/screen';
import { LoanFormView, useLoanForm } from './loan-form';
import { LoanResults } from './loan-results';

/**
 * The EMI calculator: the Loan Calculator's form with results that start at ₹0 and change only after
 * a successful Calculate (docs/product.md §2, §4). No schedule and no chart, so this screen never loads recharts.
 */
export default function EmiCalculatorScreen() {
  const form = useLoanForm('keep-result');
  return (
    <Screen title="EMI Calculator">
      <LoanFormView form={form} submitLabel="Calculate" />
      <LoanResults calculation={form.result} />
    </Screen>
  );
}
