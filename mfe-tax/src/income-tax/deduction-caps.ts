/**
 * The deductions a salaried resident individual can itemise for financial year 2025-26 (assessment year
 * 2026-27), and the caps the Income-tax Act, 1961 puts on them. The rule that applies them is
 * `finance/tax-deductions.ts`; like the slab tables beside this file, a new Finance Act changes data here,
 * not code.
 */

import type { TaxRegime } from './tax-regimes';
import type { TaxYear } from '@fintools/shared/data/tax-years';

/**
 * Standard deduction from salary, section 16(ia): ₹50,000; for an individual taxed under section
 * 115BAC(1A) (the new regime), ₹75,000 by its proviso, inserted by the Finance (No. 2) Act, 2024.
 */
export const STANDARD_DEDUCTION: Readonly<Record<TaxRegime, number>> = { old: 50_000, new: 75_000 };

/**
 * A cap of the law, and the cap that applies to a senior citizen (60 or more) where it differs: larger for
 * 80D, 0 for 80TTA (which a senior citizen cannot claim), and 80TTB's cap for a senior citizen with 0 below 60.
 */
export interface DeductionCap {
  cap: number;
  seniorCap?: number;
}

/** The old regime's capped deductions. Chapter VI-A deductions are not allowed under section 115BAC(2). */
export const OLD_REGIME_DEDUCTION_CAPS = {
  /**
   * Section 80C (provident fund, PPF, ELSS, life insurance premium, principal of a home loan, …): section
   * 80CCE caps 80C, 80CCC and 80CCD(1) together at ₹1,50,000.
   */
  section80C: { cap: 150_000 },
  /**
   * Section 80D, health insurance and preventive check-ups for oneself, spouse and dependent children:
   * ₹25,000, or ₹50,000 when the taxpayer or spouse is a senior citizen.
   */
  section80DSelf: { cap: 25_000, seniorCap: 50_000 },
  /** Section 80D, the same for parents: a further ₹25,000, or ₹50,000 when a parent is a senior citizen. */
  section80DParents: { cap: 25_000, seniorCap: 50_000 },
  /**
   * Section 24(b), interest on a loan for a self-occupied house: at most ₹2,00,000 by its second proviso
   * (section 71(3A) holds the loss set off against salary to the same amount).
   */
  homeLoanInterest: { cap: 200_000 },
  /** Section 80CCD(1B), the taxpayer's own National Pension System contribution: ₹50,000 over the 80CCE cap. */
  nps80CCD1B: { cap: 50_000 },
  /**
   * Section 80TTA, interest on savings bank accounts: at most ₹10,000, and not for a senior citizen (its
   * sub-section (2), inserted by the Finance Act, 2018, when 80TTB replaced it for them).
   */
  savingsInterest80TTA: { cap: 10_000, seniorCap: 0 },
  /**
   * Section 80TTB, a senior citizen's interest on deposits (savings, fixed and recurring, with a bank,
   * co-operative bank or post office): at most ₹50,000. Only for a senior citizen.
   */
  depositInterest80TTB: { cap: 0, seniorCap: 50_000 },
} as const satisfies Record<string, DeductionCap>;

/**
 * Section 80CCD(2), the employer's NPS contribution, is the one Chapter VI-A deduction the new regime keeps.
 * Its cap is a share of the employee's basic salary and dearness allowance (14% under section 115BAC, as
 * amended by the Finance (No. 2) Act, 2024; 10% otherwise), which the total salary alone does not tell, so
 * the itemised total takes it as entered.
 */
export const EMPLOYER_NPS_SALARY_SHARE_PERCENT: Readonly<Record<TaxRegime, number>> = { old: 10, new: 14 };

/** One year's deduction figures (the comment on each row says where the law states them). */
export interface YearDeductions {
  standardDeduction: Readonly<Record<TaxRegime, number>>;
  oldRegimeCaps: typeof OLD_REGIME_DEDUCTION_CAPS;
  employerNpsSalarySharePercent: Readonly<Record<TaxRegime, number>>;
}

/**
 * The deduction figures by tax year. The Income-tax Act, 2025 carried every figure over: standard deduction
 * in the table of section 19 (was 16(ia)), the ₹1,50,000 of section 123 with Schedule XV (was 80C with
 * 80CCE's common cap), NPS in section 124 (was 80CCD), health insurance in section 126 (was 80D), savings and
 * deposit interest in section 153 (was 80TTA and 80TTB), home loan interest in section 22 (was 24(b)); the
 * new regime's limits in section 202 (was 115BAC). The itemise rule reads these shared figures; a year that
 * changes one gets its own object here.
 */
const FY_2025_26_DEDUCTIONS: YearDeductions = {
  standardDeduction: STANDARD_DEDUCTION,
  oldRegimeCaps: OLD_REGIME_DEDUCTION_CAPS,
  employerNpsSalarySharePercent: EMPLOYER_NPS_SALARY_SHARE_PERCENT,
};

export const DEDUCTIONS_BY_YEAR: Readonly<Record<TaxYear, YearDeductions>> = {
  // Income-tax Act, 2025: sections 19 (standard deduction ₹50,000; ₹75,000 under section 202), 22 (home loan
  // interest ₹2,00,000), 123 with Schedule XV (₹1,50,000), 124 (own NPS ₹50,000; employer's 14% of salary under
  // section 202, else 10%), 126 (₹25,000, ₹50,000 for a senior citizen), 153 (₹10,000; ₹50,000 for a senior
  // citizen); carried over by the Finance Act, 2026.
  '2026-27': FY_2025_26_DEDUCTIONS,
  // Income-tax Act, 1961: sections 16(ia) and its proviso (Finance (No. 2) Act, 2024), 24(b), 80C with 80CCE,
  // 80CCD(1B) and 80CCD(2), 80D, 80TTA, 80TTB, 115BAC(2).
  '2025-26': FY_2025_26_DEDUCTIONS,
};
