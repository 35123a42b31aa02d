import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { TENURE_UNITS, type TenureUnit } from '@fintools/shared/finance/tenure';

/** The Years/Months selector's options, in the shared order (years first, the default). */
export const TENURE_UNIT_OPTIONS: readonly { value: TenureUnit; label: string }[] = TENURE_UNITS.map((unit) => ({
  value: unit,
  label: unit === 'years' ? 'Years' : 'Months',
}));

/** "3 years", "1 month": a period in words for the result sentence, in the page's language (`t`). */
export function describePeriod(count: number, unit: TenureUnit, t: Translate = interpolate): string {
  return countOf(formatNumberIn(count, { decimals: 2, minDecimals: 0 }), count === 1, unit, t);
}

/** Every count of years or months the area's sentences say, one message each for one and for more. */
const COUNT_MESSAGES = {
  years: ['{count} year', '{count} years'],
  months: ['{count} month', '{count} months'],
} as const;

/**
 * An already formatted count with its unit, in the page's language: the figure is a value, never translated.
 * @example countOf('1', true, 'years') // '1 year'
 */
export function countOf(count: string, one: boolean, unit: TenureUnit, t: Translate = interpolate): string {
  const [singular, plural] = COUNT_MESSAGES[unit];
  return t(one ? singular : plural, { count });
}
