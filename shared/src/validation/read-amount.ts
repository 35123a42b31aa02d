import { parseDecimal, parseGroupedDigits } from '../format/indian-number';
import type { NumberDomain } from '../finance/rule-input-error';

/**
 * One amount as typed, for the taxpayer tools (HRA, salary, gratuity, capital gains, GST): grouped
 * digits (or, with `paise`, a decimal to two places) within `domain`. Empty is `empty` (0 for an optional
 * field, null for a required one); anything else out of reach is null, which the caller reports with the
 * field's message.
 * @example readAmount('1,50,000', { min: 0, max: 1e15 }) // 150000
 * @example readAmount('', { min: 0, max: 1e15 }, null) // null (required)
 */
export function readAmount(text: string, domain: NumberDomain, empty: number | null = 0, paise = false): number | null {
  if (text.trim() === '') return empty;
  const value = paise ? parseDecimal(text) : parseGroupedDigits(text);
  if (value === null) return null;
  if (paise && !/^[^.]*(\.\d{0,2})?$/.test(text.trim())) return null;
  const belowMin = domain.minExclusive ? value <= domain.min : value < domain.min;
  return belowMin || value > domain.max ? null : value;
}
