import type { RegimeComparison } from '../income-tax/tax';
import { formatInr } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';

/** Issue 36: two totals on different salaries say nothing about the regimes. */
export const DIFFERENT_SALARIES_VERDICT = 'Enter the same salary in both regimes to see which costs less.';

/**
 * The comparison's verdict, from `compareRegimes`.
 * @example describeComparison({ cheaper: 'new', saving: 163800 }) // "The new regime costs ₹1,63,800 less."
 */
export function describeComparison(comparison: RegimeComparison, t: Translate = interpolate): string {
  if (comparison.cheaper === 'equal') return t('Both regimes cost the same.');
  if (comparison.cheaper === 'different-salaries') return t(DIFFERENT_SALARIES_VERDICT);
  const saving = { saving: formatInr(comparison.saving) };
  return comparison.cheaper === 'new'
    ? t('The new regime costs {saving} less.', saving)
    : t('The old regime costs {saving} less.', saving);
}
