import {
  exactSimpleInterest,
  SIMPLE_INTEREST_MAX_MONTHS,
  SIMPLE_INTEREST_MAX_RATE,
  SIMPLE_INTEREST_MAX_YEARS,
  type SimpleInterestInput,
} from './simple-interest';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { refuseHugeResults } from '../common/result-limit';

export const SIMPLE_PRINCIPAL_MESSAGE = 'Enter a valid principal amount.';
export const SIMPLE_RATE_MESSAGE = `Enter a rate above 0 and up to ${SIMPLE_INTEREST_MAX_RATE}%.`;
export const SIMPLE_YEARS_MESSAGE = `Enter years from 0 to ${SIMPLE_INTEREST_MAX_YEARS}.`;
export const SIMPLE_MONTHS_MESSAGE = `Enter months from 0 to ${SIMPLE_INTEREST_MAX_MONTHS}.`;
export const SIMPLE_PERIOD_MESSAGE = 'Enter a period of at least one month.';

/** The Simple Interest form as the screen holds it. */
export interface SimpleInterestFields {
  principal: string;
  rate: string;
  years: string;
  /** Empty is 0. */
  months: string;
}

/**
 * Checks the Simple Interest form: a whole-rupee principal above 0 (up to `MAX_AMOUNT`), a rate above 0 and at
 * most 100, whole years 0 to 100 and months 0 to 11 (empty is 0), together at least one month; and a total
 * within `MAX_RESULT`.
 * @example validateSimpleInterestInput({ principal: '50,000', rate: '7.5', years: '2', months: '6' })
 * // { ok: true, value: { principal: 50000, rate: 7.5, years: 2, months: 6 } }
 */
export function validateSimpleInterestInput(
  fields: SimpleInterestFields,
): Validation<SimpleInterestInput, keyof SimpleInterestFields> {
  const principal = parseGroupedDigits(fields.principal);
  const rate = parseDecimal(fields.rate);
  const years = parseGroupedDigits(fields.years);
  const months = fields.months.trim() === '' ? 0 : parseGroupedDigits(fields.months);
  const yearsValid = years !== null && years <= SIMPLE_INTEREST_MAX_YEARS;
  const monthsValid = months !== null && months <= SIMPLE_INTEREST_MAX_MONTHS;
  const checked = resultOf<SimpleInterestInput, keyof SimpleInterestFields>(
    {
      principal: principal === null || principal <= 0 || principal > MAX_AMOUNT ? SIMPLE_PRINCIPAL_MESSAGE : undefined,
      rate: rate === null || rate <= 0 || rate > SIMPLE_INTEREST_MAX_RATE ? SIMPLE_RATE_MESSAGE : undefined,
      years: !yearsValid
        ? SIMPLE_YEARS_MESSAGE
        : monthsValid && years + months === 0
          ? SIMPLE_PERIOD_MESSAGE
          : undefined,
      months: monthsValid ? undefined : SIMPLE_MONTHS_MESSAGE,
    },
    () => ({ principal: principal! as Rupees, rate: rate! as PercentPerYear, years: years!, months: months! }),
  );
  return refuseHugeResults(checked, 'principal', (input) => {
    const interest = exactSimpleInterest(input);
    return {
      numerator: interest.numerator + BigInt(input.principal) * interest.denominator,
      denominator: interest.denominator,
    };
  });
}
