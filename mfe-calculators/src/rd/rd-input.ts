import { rdMaturity } from './rd';
import { MAX_RD_MONTHS, MAX_RD_RATE, MAX_RD_YEARS, rdDepositCount, type RdInput } from './rd';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { refuseHugeResults } from '../common/result-limit';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { isTenureUnit, type TenureUnit } from '@fintools/shared/finance/tenure';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** docs/product.md §5 "RD", word for word. */
export const RD_INVESTMENT_MESSAGE = 'Enter a valid monthly investment (≥ ₹500).';
export const RD_RATE_MESSAGE = `Enter a valid interest rate (0–${MAX_RD_RATE}%).`;
export const RD_PERIOD_MESSAGE = 'Enter a valid time period.';

/** Smallest monthly deposit, in rupees. */
export const RD_MIN_INVESTMENT = 500;
/** The rate must be above 0 and at most this (percent a year). */
export const RD_MAX_RATE = MAX_RD_RATE;
/** Longest period per unit: the rule's longest deposit. */
export const RD_MAX_PERIOD: Readonly<Record<TenureUnit, number>> = { years: MAX_RD_YEARS, months: MAX_RD_MONTHS };

/** The RD form as the screen holds it. */
export interface RdFields {
  monthlyInvestment: string;
  rate: string;
  timePeriod: string;
  /** 'years' or 'months'. */
  unit: string;
}

/**
 * Checks the RD form (docs/product.md §5): a whole-rupee monthly deposit of at least ₹500 (up to `MAX_AMOUNT`),
 * a rate above 0 and at most 100, and a period above 0 that comes to a whole number of monthly
 * deposits (1.5 years is 18; 1.1 years is not), at most 100 years or 1,200 months.
 * @example
 * validateRdInput({ monthlyInvestment: '1,000', rate: '5', timePeriod: '1', unit: 'years' })
 * // { ok: true, value: { monthlyInvestment: 1000, rate: 5, timePeriod: 1, unit: 'years' } }
 * @example
 * validateRdInput({ monthlyInvestment: '499', rate: '101', timePeriod: '2.5', unit: 'months' }).errors
 * // { monthlyInvestment: RD_INVESTMENT_MESSAGE, rate: RD_RATE_MESSAGE, timePeriod: RD_PERIOD_MESSAGE }
 */
export function validateRdInput(fields: RdFields): Validation<RdInput> {
  const monthlyInvestment = parseGroupedDigits(fields.monthlyInvestment);
  const rate = parseDecimal(fields.rate);
  const timePeriod = parseDecimal(fields.timePeriod);
  const unit: TenureUnit | null = isTenureUnit(fields.unit) ? fields.unit : null;
  const periodValid =
    unit !== null &&
    timePeriod !== null &&
    timePeriod > 0 &&
    timePeriod <= RD_MAX_PERIOD[unit] &&
    rdDepositCount(timePeriod, unit) !== null;
  const checked = resultOf<RdInput, keyof RdInput>(
    {
      monthlyInvestment:
        monthlyInvestment === null || monthlyInvestment < RD_MIN_INVESTMENT || monthlyInvestment > MAX_AMOUNT
          ? RD_INVESTMENT_MESSAGE
          : undefined,
      rate: rate === null || rate <= 0 || rate > RD_MAX_RATE ? RD_RATE_MESSAGE : undefined,
      timePeriod: periodValid ? undefined : RD_PERIOD_MESSAGE,
    },
    () => ({
      monthlyInvestment: monthlyInvestment! as Rupees,
      rate: rate! as PercentPerYear,
      timePeriod: timePeriod!,
      unit: unit!,
    }),
  );
  return refuseHugeResults(checked, 'monthlyInvestment', rdMaturity);
}
