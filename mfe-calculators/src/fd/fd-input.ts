import { fdMaturity } from './fd';
import { MAX_FD_MONTHS, MAX_FD_RATE, MAX_FD_YEARS, type FdInput } from './fd';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { refuseHugeResults } from '../common/result-limit';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { isTenureUnit, type TenureUnit } from '@fintools/shared/finance/tenure';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** docs/product.md §5 "FD", word for word. */
export const FD_INVESTMENT_MESSAGE = 'Please enter a valid investment amount (≥ 500).';
export const FD_RATE_MESSAGE = 'Please enter a valid interest rate.';
/** Smallest deposit, in rupees. */
export const FD_MIN_INVESTMENT = 500;
/** The rate must be above 0 and at most this (percent a year). */
export const FD_MAX_RATE = MAX_FD_RATE;
/** The period must be above 0 and at most this, per unit: the rule's longest deposit. */
export const FD_MAX_PERIOD: Readonly<Record<TenureUnit, number>> = { years: MAX_FD_YEARS, months: MAX_FD_MONTHS };
/** 'Please enter a valid time period (1 - {max}).' with the unit's maximum filled in. */
export const FD_PERIOD_MESSAGES: Readonly<Record<TenureUnit, string>> = {
  years: `Please enter a valid time period (1 - ${FD_MAX_PERIOD.years}).`,
  months: `Please enter a valid time period (1 - ${FD_MAX_PERIOD.months}).`,
};

/** The FD form as the screen holds it. */
export interface FdFields {
  investment: string;
  rate: string;
  timePeriod: string;
  /** 'years' or 'months'. */
  unit: string;
}

/**
 * Checks the FD form (docs/product.md §5): a whole-rupee deposit of at least ₹500 (up to `MAX_AMOUNT`), a rate
 * above 0 and at most 100, and a period above 0 and at most 50 years or 600 months. The period may
 * have decimals (half a year is a real FD term). A unit that is neither years nor months is reported
 * on the period, with the years message.
 * @example
 * validateFdInput({ investment: '1,00,000', rate: '5', timePeriod: '3', unit: 'years' })
 * // { ok: true, value: { investment: 100000, rate: 5, timePeriod: 3, unit: 'years' } }
 * @example
 * validateFdInput({ investment: '1,00,000', rate: '5', timePeriod: '601', unit: 'months' }).errors
 * // { timePeriod: 'Please enter a valid time period (1 - 600).' }
 */
export function validateFdInput(fields: FdFields): Validation<FdInput> {
  const investment = parseGroupedDigits(fields.investment);
  const rate = parseDecimal(fields.rate);
  const timePeriod = parseDecimal(fields.timePeriod);
  const unit: TenureUnit | null = isTenureUnit(fields.unit) ? fields.unit : null;
  const periodValid = unit !== null && timePeriod !== null && timePeriod > 0 && timePeriod <= FD_MAX_PERIOD[unit];
  const checked = resultOf<FdInput, keyof FdInput>(
    {
      investment:
        investment === null || investment < FD_MIN_INVESTMENT || investment > MAX_AMOUNT
          ? FD_INVESTMENT_MESSAGE
          : undefined,
      rate: rate === null || rate <= 0 || rate > FD_MAX_RATE ? FD_RATE_MESSAGE : undefined,
      timePeriod: periodValid ? undefined : FD_PERIOD_MESSAGES[unit ?? 'years'],
    },
    () => ({ investment: investment! as Rupees, rate: rate! as PercentPerYear, timePeriod: timePeriod!, unit: unit! }),
  );
  return refuseHugeResults(checked, 'investment', fdMaturity);
}
