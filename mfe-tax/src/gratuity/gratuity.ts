/**
 * Gratuity on leaving a job, what the employer must pay, and how much of it is free of tax: the Payment of
 * Gratuity Act, 1972, section 4, carried into the Code on Social Security, 2020, sections 53 and 54 (in
 * force from 21 November 2025), and section 10(10) of the Income-tax Act, 1961.
 */

import { requireChoice, requireNumberIn, type NumberDomain } from '@fintools/shared/finance/rule-input-error';

/**
 * The most gratuity that is free of tax for an employee outside government: ₹20,00,000, notified under
 * section 10(10)(ii) and (iii) (Notification S.O. 1213(E), 8 March 2019), equal to the ceiling of section
 * 4(3) of the Payment of Gratuity Act as amended in 2018.
 */
export const GRATUITY_TAX_FREE_LIMIT = 2_000_000;
/**
 * The most gratuity an employer covered by the law has to pay: ₹20,00,000 (Payment of Gratuity Act, section
 * 4(3), as amended in 2018 and notified on 29 March 2018; the amount the Code on Social Security, 2020,
 * section 53(3), keeps). A formula above it is not payable beyond it; what the employer pays is a separate
 * line from what is free of tax.
 */
export const GRATUITY_PAYMENT_CEILING = 2_000_000;
/** Section 4(1) (Code section 53(1)): gratuity is payable after at least five years of continuous service. */
export const GRATUITY_MIN_YEARS = 5;
/**
 * A fixed-term employee is paid gratuity, pro rata, after one year of service (Code on Social Security,
 * 2020, section 53(1), proviso, in force from 21 November 2025).
 */
export const GRATUITY_FIXED_TERM_MIN_YEARS = 1;

export interface GratuityInput {
  /** Last drawn monthly basic salary plus dearness allowance, whole rupees. */
  monthlySalary: number;
  /** Completed years of service. */
  years: number;
  /** Months beyond the completed years, 0 to 11. */
  months: number;
  /**
   * Whether the employer is covered by the Payment of Gratuity Act (now the Code). Not covered: the salary
   * is the average of the 10 months before the month of leaving (section 10(10)(iii), Explanation).
   */
  covered: boolean;
  /** A fixed-term employee (the contract's term ends it): due after one year instead of five. Default false. */
  fixedTerm?: boolean;
}

export interface GratuityResult {
  /** False under five years of service (one for a fixed-term employee): nothing is due and every amount is 0. */
  eligible: boolean;
  /** The years the formula counts (covered: more than six months rounds up a year). */
  yearsCounted: number;
  /** The formula's gratuity, rounded half up to the rupee. */
  gratuity: number;
  /** What the employer pays: covered, the formula up to `GRATUITY_PAYMENT_CEILING`; not covered, the formula. */
  payable: number;
  /** The part of the payment free of tax (section 10(10)(ii) or (iii)). */
  taxFree: number;
  /** Payable less tax-free, taxable as salary. */
  taxable: number;
}

export const GRATUITY_SALARY_DOMAIN: NumberDomain = { min: 0, max: 10_000_000_000, integer: true };
export const GRATUITY_YEARS_DOMAIN: NumberDomain = { min: 0, max: 100, integer: true };
export const GRATUITY_MONTHS_DOMAIN: NumberDomain = { min: 0, max: 11, integer: true };

/**
 * Gratuity for the service given.
 *
 * - Covered by the Act (section 4(2); Code section 53(2)): 15 days' wages for each completed year, a day's
 *   wage being a 26th of the month's (15/26 × salary × years), where a part of a year above six months
 *   counts as a year. The employer pays it up to GRATUITY_PAYMENT_CEILING (section 4(3); Code 53(3)).
 * - Not covered (section 10(10)(iii) of the Income-tax Act): half a month's average salary (the average of
 *   the 10 months before the month of leaving) for each completed year (15/30 × salary × years); the part
 *   year does not count. No Act caps what such an employer pays, so the formula is what is shown as paid.
 * - Tax-free: the payment up to GRATUITY_TAX_FREE_LIMIT; the rest is taxable as salary.
 * - Under five years of service (section 4(1)), or one for a fixed-term employee (Code section 53(1),
 *   proviso), nothing is due.
 *
 * Worked in whole rupees with integer arithmetic, so the half-up rounding is exact.
 *
 * Domain: salary in GRATUITY_SALARY_DOMAIN, years in GRATUITY_YEARS_DOMAIN, months 0 to 11, covered and
 * fixedTerm booleans; anything else throws a RuleInputError.
 * @example calculateGratuity({ monthlySalary: 60_000, years: 10, months: 7, covered: true }).gratuity // 380769
 * @example calculateGratuity({ monthlySalary: 60_000, years: 10, months: 7, covered: false }).gratuity // 300000
 * @example calculateGratuity({ monthlySalary: 300_000, years: 30, months: 0, covered: true })
 * // { gratuity: 5192308, payable: 2000000, taxFree: 2000000, taxable: 0, … }
 * @example calculateGratuity({ monthlySalary: 60_000, years: 1, months: 0, covered: true, fixedTerm: true }).payable // 34615
 */
export function calculateGratuity(input: GratuityInput): GratuityResult {
  requireNumberIn('calculateGratuity', 'monthlySalary', input.monthlySalary, GRATUITY_SALARY_DOMAIN);
  requireNumberIn('calculateGratuity', 'years', input.years, GRATUITY_YEARS_DOMAIN);
  requireNumberIn('calculateGratuity', 'months', input.months, GRATUITY_MONTHS_DOMAIN);
  const covered = requireChoice('calculateGratuity', 'covered', input.covered, [true, false]);
  const fixedTerm = requireChoice('calculateGratuity', 'fixedTerm', input.fixedTerm ?? false, [true, false]);
  if (input.years < (fixedTerm ? GRATUITY_FIXED_TERM_MIN_YEARS : GRATUITY_MIN_YEARS)) {
    return { eligible: false, yearsCounted: 0, gratuity: 0, payable: 0, taxFree: 0, taxable: 0 };
  }
  const yearsCounted = covered && input.months > 6 ? input.years + 1 : input.years;
  const daysInMonth = covered ? 26n : 30n;
  const numerator = 15n * BigInt(input.monthlySalary) * BigInt(yearsCounted);
  const gratuity = Number((2n * numerator + daysInMonth) / (2n * daysInMonth));
  const payable = covered ? Math.min(gratuity, GRATUITY_PAYMENT_CEILING) : gratuity;
  const taxFree = Math.min(payable, GRATUITY_TAX_FREE_LIMIT);
  return { eligible: true, yearsCounted, gratuity, payable, taxFree, taxable: payable - taxFree };
}
