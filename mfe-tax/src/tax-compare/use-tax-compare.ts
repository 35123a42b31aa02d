import { compareRegimes, type RegimeComparison } from '../income-tax/tax';
import type { BreakEvenInput } from './tax-break-even';
import { COMPARE_FIELD_NAMES } from '../regime-panel/tax-field-names';
import { useRegimeTax, type RegimeTaxForm } from '../regime-panel/use-regime-tax';

export interface TaxCompare {
  oldRegime: RegimeTaxForm;
  newRegime: RegimeTaxForm;
  /** Which regime costs less, once both sides have been calculated; null until then. */
  comparison: RegimeComparison | null;
  /**
   * What the break-even line is worked out from, when it shows: both sides were calculated for the same
   * salary and the new regime costs less. Null otherwise.
   */
  breakEven: BreakEvenInput | null;
}

/**
 * Two independent regime forms in one URL (oldSalary, oldDeduction, newSalary, newDeduction): each side
 * has its own inputs because the deductions a visitor may claim differ between the regimes.
 */
export function useTaxCompare(): TaxCompare {
  const oldRegime = useRegimeTax('old', COMPARE_FIELD_NAMES.old);
  const newRegime = useRegimeTax('new', COMPARE_FIELD_NAMES.new);
  const comparison = oldRegime.result && newRegime.result ? compareRegimes(oldRegime.result, newRegime.result) : null;
  const salary = oldRegime.input?.salary;
  const breakEven =
    comparison?.cheaper === 'new' && newRegime.input && salary === newRegime.input.salary
      ? {
          salary,
          newRegimeDeduction: newRegime.input.deduction,
          age: oldRegime.input?.age ?? 'below-60',
          year: oldRegime.result?.year,
        }
      : null;
  return { oldRegime, newRegime, comparison, breakEven };
}
