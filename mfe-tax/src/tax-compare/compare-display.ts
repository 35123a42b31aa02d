import type { RegimeComparison } from '@fintools/shared/finance/tax';
import { formatInr } from '@fintools/shared/format/indian-number';

/**
 * The comparison's verdict, from `compareRegimes`.
 * @example describeComparison({ cheaper: 'new', saving: 163800 }) // "The new regime costs ₹1,63,800 less."
 */
export function describeComparison(comparison: RegimeComparison): string {
  if (comparison.cheaper === 'equal') return 'Both regimes cost the same.';
  return `The ${comparison.cheaper} regime costs ${formatInr(comparison.saving)} less.`;
}
