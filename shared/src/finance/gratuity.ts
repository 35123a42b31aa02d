/**
 * Gratuity on leaving a job, and how much of it is free of tax: the Payment of Gratuity Act, 1972,
 * section 4, and section 10(10) of the Income-tax Act, 1961.
 */

import { requireChoice, requireNumberIn, type NumberDomain } from './rule-input-error';

/**
 * The most gratuity that is free of tax for an employee outside government: ₹20,00,000, notified under
 * section 10(10)(ii) and (iii) (Notification S.O. 1213(E), 8 March 2019), equal to the ceiling of section
 * 4(3) of the Payment of Gratuity Act as amended in 2018.
 */
export const GRATUITY_TAX_FREE_LIMIT = 2_000_000;
/** Section 4(1): gratuity is payable after at least five years of continuous service. */
export const GRATUITY_MIN_YEARS = 5;

export interface GratuityInput {
  /** Last drawn monthly basic salary plus dearness allowance, whole rupees. */
  monthlySalary: number;
  /** Completed years of service. */
  years: number;
  /** Months beyond the completed years, 0 to 11. */
  months: number;
  /** Whether the employer is covered by the Payment of Gratuity Act. */
  covered: boolean;
}

export interface GratuityResult {
  /** False under five years of service: no gratuity is due and every amount is 0. */
  eligible: boolean;
  /** The years the formula counts (covered: more than six months rounds up a year). */
  yearsCounted: number;
  /** Rounded half up to the rupee. */
  gratuity: number;
  taxFree: number;
  taxable: number;
}

export const GRATUITY_SALARY_DOMAIN: NumberDomain = { min: 0, max: 10_000_000_000, integer: true };
export const GRATUITY_YEARS_DOMAIN: NumberDomain = { min: 0, max: 100, integer: true };
export const GRATUITY_MONTHS_DOMAIN: NumberDomain = { min: 0, max: 11, integer: true };

/**
 * Gratuity for the service given.
 *
 * - Covered by the Act (section 4(2)): 15 days' wages for each completed year, a day's wage being a 26th
 *   of the month's (15/26 × salary × years), where a part of a year above six months counts as a year.
 * - Not covered (section 10(10)(iii) of the Income-tax Act): half a month's average salary for each
 *   completed year (15/30 × salary × years); the part year does not count.
 * - Tax-free up to GRATUITY_TAX_FREE_LIMIT; the rest is taxable as salary.
 * - Under five years of service (section 4(1)) nothing is due.
 *
 * Worked in whole rupees with integer arithmetic, so the half-up rounding is exact.
 *
 * Domain: salary in GRATUITY_SALARY_DOMAIN, years in GRATUITY_YEARS_DOMAIN, months 0 to 11, covered a
 * boolean; anything else throws a RuleInputError.
 * @example calculateGratuity({ monthlySalary: 60_000, years: 10, months: 7, covered: true }).gratuity // 380769
 * @example calculateGratuity({ monthlySalary: 60_000, years: 10, months: 7, covered: false }).gratuity // 300000
 */
export function calculateGratuity(input: GratuityInput): GratuityResult {
  requireNumberIn('calculateGratuity', 'monthlySalary', input.monthlySalary, GRATUITY_SALARY_DOMAIN);
  requireNumberIn('calculateGratuity', 'years', input.years, GRATUITY_YEARS_DOMAIN);
  requireNumberIn('calculateGratuity', 'months', input.months, GRATUITY_MONTHS_DOMAIN);
  const covered = requireChoice('calculateGratuity', 'covered', input.covered, [true, false]);
  if (input.years < GRATUITY_MIN_YEARS) {
    return { eligible: false, yearsCounted: 0, gratuity: 0, taxFree: 0, taxable: 0 };
  }
  const yearsCounted = covered && input.months > 6 ? input.years + 1 : input.years;
  const daysInMonth = covered ? 26n : 30n;
  const numerator = 15n * BigInt(input.monthlySalary) * BigInt(yearsCounted);
  const gratuity = Number((2n * numerator + daysInMonth) / (2n * daysInMonth));
  const taxFree = Math.min(gratuity, GRATUITY_TAX_FREE_LIMIT);
  return { eligible: true, yearsCounted, gratuity, taxFree, taxable: gratuity - taxFree };
}
