import { oldRegimeBreakEvenDeduction, type BreakEvenInput } from './tax-break-even';
import { formatInr } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { useT } from '@fintools/shared/ui/language';

/**
 * The comparison's break-even line, from `oldRegimeBreakEvenDeduction`.
 * @example describeBreakEven(593750)
 * // "The old regime would cost the same or less with deductions of ₹5,93,750 or more."
 */
export function describeBreakEven(deduction: number, t: Translate = interpolate): string {
  return t('The old regime would cost the same or less with deductions of {deduction} or more.', {
    deduction: formatInr(deduction),
  });
}

/**
 * The break-even sentence for one salary. The screen downloads it (and the rule) only when the line is
 * due, after both regimes are calculated, so opening the comparison costs no more bytes.
 */
export default function BreakEvenLine(input: BreakEvenInput) {
  const t = useT();
  return describeBreakEven(oldRegimeBreakEvenDeduction(input), t);
}
