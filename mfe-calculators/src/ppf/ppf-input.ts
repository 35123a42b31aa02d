import { calculatePpf } from './ppf';
import {
  isPpfTerm,
  PPF_MAX_DEPOSIT,
  PPF_MAX_RATE,
  PPF_MAX_YEARS,
  PPF_MIN_DEPOSIT,
  PPF_MIN_YEARS,
  type PpfInput,
} from './ppf';
import { formatInr, parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { refuseHugeResults } from '../common/result-limit';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

export const PPF_DEPOSIT_MESSAGE = `Enter a yearly deposit from ${formatInr(PPF_MIN_DEPOSIT)} to ${formatInr(PPF_MAX_DEPOSIT)}.`;
export const PPF_RATE_MESSAGE = `Enter a valid interest rate (0–${PPF_MAX_RATE}%).`;
export const PPF_YEARS_MESSAGE = `Enter ${PPF_MIN_YEARS} years, or more in steps of 5 up to ${PPF_MAX_YEARS}.`;

/** The PPF form as the screen holds it. */
export interface PpfFields {
  yearlyDeposit: string;
  rate: string;
  years: string;
}

/**
 * Checks the PPF form: a whole-rupee yearly deposit within the scheme's limits, a rate above 0 and at
 * most 100, and 15 years or a 5-year extension of it up to 50.
 * @example
 * validatePpfInput({ yearlyDeposit: '1,50,000', rate: '7.1', years: '15' })
 * // { ok: true, value: { yearlyDeposit: 150000, rate: 7.1, years: 15 } }
 */
export function validatePpfInput(fields: PpfFields): Validation<PpfInput, keyof PpfFields> {
  const deposit = parseGroupedDigits(fields.yearlyDeposit);
  const rate = parseDecimal(fields.rate);
  const years = parseGroupedDigits(fields.years);
  const checked = resultOf<PpfInput, keyof PpfFields>(
    {
      yearlyDeposit:
        deposit === null || deposit < PPF_MIN_DEPOSIT || deposit > PPF_MAX_DEPOSIT ? PPF_DEPOSIT_MESSAGE : undefined,
      rate: rate === null || rate <= 0 || rate > PPF_MAX_RATE ? PPF_RATE_MESSAGE : undefined,
      years: years === null || !isPpfTerm(years) ? PPF_YEARS_MESSAGE : undefined,
    },
    () => ({ yearlyDeposit: deposit! as Rupees, rate: rate! as PercentPerYear, years: years! }),
  );
  return refuseHugeResults(checked, 'yearlyDeposit', (input) => calculatePpf(input).exactMaturity);
}
