import { calculateSsy } from './ssy';
import {
  SSY_MAX_AGE,
  SSY_MAX_DEPOSIT,
  SSY_MAX_RATE,
  SSY_MAX_START_YEAR,
  SSY_MIN_AGE,
  SSY_MIN_DEPOSIT,
  SSY_MIN_START_YEAR,
  type SsyInput,
} from './ssy';
import { formatInr, parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { refuseHugeResults } from '../common/result-limit';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

export const SSY_DEPOSIT_MESSAGE = `Enter a yearly deposit from ${formatInr(SSY_MIN_DEPOSIT)} to ${formatInr(SSY_MAX_DEPOSIT)}.`;
export const SSY_AGE_MESSAGE = `Enter the girl's age from ${SSY_MIN_AGE} to ${SSY_MAX_AGE}.`;
export const SSY_RATE_MESSAGE = `Enter a valid interest rate (0–${SSY_MAX_RATE}%).`;
export const SSY_START_YEAR_MESSAGE = `Enter a start year from ${SSY_MIN_START_YEAR} to ${SSY_MAX_START_YEAR}.`;

/** The Sukanya Samriddhi form as the screen holds it. */
export interface SsyFields {
  yearlyDeposit: string;
  girlAge: string;
  rate: string;
  startYear: string;
}

/**
 * Checks the Sukanya Samriddhi form: a whole-rupee yearly deposit within the scheme's limits, the girl's
 * age in whole years 0 to 9 (below 10, para 3(1)), a rate above 0 and at most 100, and a start year from 2015 to 2100.
 * @example
 * validateSsyInput({ yearlyDeposit: '1,50,000', girlAge: '5', rate: '8.2', startYear: '2026' })
 * // { ok: true, value: { yearlyDeposit: 150000, girlAge: 5, rate: 8.2, startYear: 2026 } }
 */
export function validateSsyInput(fields: SsyFields): Validation<SsyInput, keyof SsyFields> {
  const deposit = parseGroupedDigits(fields.yearlyDeposit);
  const age = parseGroupedDigits(fields.girlAge);
  const rate = parseDecimal(fields.rate);
  // A year is written without grouping; "2,026" is still read as 2026.
  const startYear = parseGroupedDigits(fields.startYear);
  const checked = resultOf<SsyInput, keyof SsyFields>(
    {
      yearlyDeposit:
        deposit === null || deposit < SSY_MIN_DEPOSIT || deposit > SSY_MAX_DEPOSIT ? SSY_DEPOSIT_MESSAGE : undefined,
      girlAge: age === null || age < SSY_MIN_AGE || age > SSY_MAX_AGE ? SSY_AGE_MESSAGE : undefined,
      rate: rate === null || rate <= 0 || rate > SSY_MAX_RATE ? SSY_RATE_MESSAGE : undefined,
      startYear:
        startYear === null || startYear < SSY_MIN_START_YEAR || startYear > SSY_MAX_START_YEAR
          ? SSY_START_YEAR_MESSAGE
          : undefined,
    },
    () => ({
      yearlyDeposit: deposit! as Rupees,
      girlAge: age!,
      rate: rate! as PercentPerYear,
      startYear: startYear!,
    }),
  );
  return refuseHugeResults(checked, 'yearlyDeposit', (input) => calculateSsy(input).exactMaturity);
}
