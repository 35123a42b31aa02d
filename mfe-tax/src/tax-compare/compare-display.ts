import type { RegimeComparison } from '../income-tax/tax';
import { formatInr } from '@fintools/shared/format/indian-number';

/** Issue 36: two totals on different salaries say nothing about the regimes. */
export const DIFFERENT_SALARIES_VERDICT = 'Enter the same salary in both regimes to see which costs less.';

/**
 * The comparison's verdict, from `compareRegimes`.
 * @example describeComparison({ cheaper: 'new', saving: 163800 }) // "The new regime costs ₹1,63,800 less."
 */
export function describeComparison(comparison: RegimeComparison): string {
  if (comparison.cheaper === 'equal') return 'Both regimes cost the same.';
  if (comparison.cheaper === 'different-salaries') return DIFFERENT_SALARIES_VERDICT;
  return `The ${comparison.cheaper} regime costs ${formatInr(comparison.saving)} less.`;
}
