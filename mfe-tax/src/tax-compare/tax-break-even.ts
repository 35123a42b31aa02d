/**
 * The old regime's break-even: how large the old-regime deductions must be for the old regime to cost no
 * more than the new one, on the same salary (financial year 2025-26).
 */

import { calculateTax, TAX_AMOUNT_DOMAIN, type TaxpayerAge } from '../income-tax/tax';
import type { TaxYear } from '@fintools/shared/data/tax-years';
import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';

export interface BreakEvenInput {
  /** Total salary for the year, in rupees: the same in both regimes. */
  salary: number;
  /** The new regime's total deduction (the standard deduction, employer NPS). */
  newRegimeDeduction: number;
  /** The taxpayer's age, for the old regime's senior-citizen slabs; 'below-60' when absent. */
  age?: TaxpayerAge;
  /** The tax year whose rates apply on both sides; the default year when absent. */
  year?: TaxYear;
}

/**
 * The smallest whole-rupee old-regime total deduction X at which the old regime's Total Tax is at most the
 * new regime's, with every rule of `calculateTax` (slabs, the 87A rebate, surcharge, marginal relief, cess
 * and the rounding of the total) on both sides.
 *
 * The old regime's total tax never falls as income rises (marginal relief keeps it continuous at each
 * surcharge threshold; the 87A cliff at ₹5,00,000 only jumps up), so it never rises as the deduction
 * grows, and a binary search over whole rupees from 0 to the salary finds X exactly in about 50 steps. At
 * a deduction equal to the salary the old regime costs nothing, so X always exists; X is 0 when the old
 * regime already costs no more without deductions.
 *
 * The old regime's total follows the age's slabs (a senior citizen's tax also never falls as income rises:
 * the slabs only start later), so the same search holds at every age.
 *
 * Domain: salary and newRegimeDeduction in TAX_AMOUNT_DOMAIN (₹0 to MAX_AMOUNT), age one of TAXPAYER_AGES
 * or absent; anything else throws a RuleInputError.
 *
 * @example
 * // ₹15,00,000: the new regime (₹75,000 deduction) costs ₹97,500; the old regime costs as much at an
 * // income of ₹9,06,250, so a deduction of ₹5,93,750.
 * oldRegimeBreakEvenDeduction({ salary: 1_500_000, newRegimeDeduction: 75_000 }); // 593750
 * // At 80 the old regime taxes nothing to ₹5,00,000: ₹93,750 is due at ₹9,68,750, a deduction of ₹5,31,250.
 * oldRegimeBreakEvenDeduction({ salary: 1_500_000, newRegimeDeduction: 75_000, age: '80-and-above' }); // 531250
 */
export function oldRegimeBreakEvenDeduction(input: BreakEvenInput): number {
  const salary = requireNumberIn('oldRegimeBreakEvenDeduction', 'salary', input.salary, TAX_AMOUNT_DOMAIN);
  const newDeduction = requireNumberIn(
    'oldRegimeBreakEvenDeduction',
    'newRegimeDeduction',
    input.newRegimeDeduction,
    TAX_AMOUNT_DOMAIN,
  );
  const { age, year } = input;
  const target = calculateTax('new', { salary, deduction: newDeduction, year }).totalTax;
  const oldCostsNoMore = (deduction: number) =>
    calculateTax('old', { salary, deduction, age, year }).totalTax <= target;

  // Invariant: oldCostsNoMore(high) holds, and every deduction below `low` fails it.
  let low = 0;
  let high = Math.ceil(salary);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (oldCostsNoMore(middle)) high = middle;
    else low = middle + 1;
  }
  return high;
}
