import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { TENURE_UNITS, type TenureUnit } from '@fintools/shared/finance/tenure';

/** The Years/Months selector's options, in the shared order (years first, the default). */
export const TENURE_UNIT_OPTIONS: readonly { value: TenureUnit; label: string }[] = TENURE_UNITS.map((unit) => ({
  value: unit,
  label: unit === 'years' ? 'Years' : 'Months',
}));

/** "3 years", "1 month": a period in words for the result sentence. */
export function describePeriod(count: number, unit: TenureUnit): string {
  const singular = unit === 'years' ? 'year' : 'month';
  return `${formatNumberIn(count, { decimals: 2, minDecimals: 0 })} ${count === 1 ? singular : `${singular}s`}`;
}
