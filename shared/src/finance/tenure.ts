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
