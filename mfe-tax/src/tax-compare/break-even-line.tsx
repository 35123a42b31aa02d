import { oldRegimeBreakEvenDeduction, type BreakEvenInput } from './tax-break-even';
import { formatInr } from '@fintools/shared/format/indian-number';

/**
 * The comparison's break-even line, from `oldRegimeBreakEvenDeduction`.
 * @example describeBreakEven(593750)
 * // "The old regime would cost the same or less with deductions of ₹5,93,750 or more."
 */
export function describeBreakEven(deduction: number): string {
  return `The old regime would cost the same or less with deductions of ${formatInr(deduction)} or more.`;
}

/**
 * The break-even sentence for one salary. The screen downloads it (and the rule) only when the line is
 * due, after both regimes are calculated, so opening the comparison costs no more bytes.
 */
export default function BreakEvenLine(input: BreakEvenInput) {
  return describeBreakEven(oldRegimeBreakEvenDeduction(input));
}
