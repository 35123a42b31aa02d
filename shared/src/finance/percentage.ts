/** Percentages, rounded to two decimals as the spec says (§9 Other). */

function roundTo2(value: number): number {
  // Round half away from zero on the decimal value: EPSILON nudges 1.005 (stored as 1.00499…) to 1.01.
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON * Math.abs(value)) * 100)) / 100;
}

/**
 * What percentage `part` is of `total`.
 * @example calculatePercentage({ part: 1, total: 3 }) // 33.33
 * @example calculatePercentage({ part: 250, total: 200 }) // 125
 */
export function calculatePercentage({ part, total }: { part: number; total: number }): number {
  return roundTo2((part / total) * 100);
}

/**
 * What `percentage` percent of `total` comes to.
 * @example calculateValueOfPercentage({ percentage: 12.5, total: 2000 }) // 250
 */
export function calculateValueOfPercentage({ percentage, total }: { percentage: number; total: number }): number {
  return roundTo2((total * percentage) / 100);
}
