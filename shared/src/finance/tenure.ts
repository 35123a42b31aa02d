/**
 * Tenures and deposit periods: the screens' Years/Months selector, shared by EMI, loan, FD and RD.
 */

/** Whether a tenure or time period is counted in years or months (the screens' selector). */
export type TenureUnit = 'years' | 'months';

/** The selector's values, in the order the screens offer them (years is the default). */
export const TENURE_UNITS: readonly TenureUnit[] = ['years', 'months'];

/**
 * Narrows a select's or URL's string to a tenure unit.
 * @example isTenureUnit('months') // true
 * @example isTenureUnit('weeks') // false
 */
export function isTenureUnit(value: string): value is TenureUnit {
  return value === 'years' || value === 'months';
}

/**
 * The months a tenure comes to, to the nearest whole month (1.5 years is 18). The loan rule checks its
 * domain around this (`loanMonths`); validators use it on tenures they have already checked.
 * @example tenureMonths(2, 'years') // 24
 */
export function tenureMonths(tenure: number, unit: TenureUnit): number {
  return Math.round(unit === 'years' ? tenure * 12 : tenure);
}
