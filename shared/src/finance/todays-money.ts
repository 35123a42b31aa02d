import { requireNumberIn } from './rule-input-error';
import { decimalFraction } from './rounding';
import { rupeesHalfUp } from './savings-growth';
import type { PercentPerYear } from './units';

/** The highest inflation the rule takes, in percent a year. */
export const MAX_INFLATION = 100;
/** The longest span it discounts over, in years (a 100-year RD or SIP). */
export const MAX_INFLATION_YEARS = 100;

/**
 * What an amount due in `years` years is worth in today's money at `inflation` percent a year:
 * amount / (1 + inflation/100)^years, rounded half up to the rupee. Whole years are exact; a part of a
 * year (an FD of 18 months) is a power no fraction holds, so that case is worked out in doubles.
 *
 * Domain: any finite amount from 0 (a maturity can far outgrow `MAX_AMOUNT`), inflation 0 to
 * `MAX_INFLATION`, years 0 to `MAX_INFLATION_YEARS`.
 * @example inTodaysMoney(4068209, 6 as PercentPerYear, 15) // 1697521
 * @throws RuleInputError for input outside the domain.
 */
export function inTodaysMoney(amount: number, inflation: PercentPerYear, years: number): number {
  requireNumberIn('inTodaysMoney', 'amount', amount, { min: 0, max: Number.MAX_VALUE });
  requireNumberIn('inTodaysMoney', 'inflation', inflation, { min: 0, max: MAX_INFLATION });
  requireNumberIn('inTodaysMoney', 'years', years, { min: 0, max: MAX_INFLATION_YEARS });
  if (!Number.isInteger(years)) {
    return Math.round(amount / Math.exp(years * Math.log1p(inflation / 100)));
  }
  const value = decimalFraction(amount);
  const rate = decimalFraction(inflation);
  const base = rate.denominator * 100n;
  const n = BigInt(years);
  return rupeesHalfUp({
    numerator: value.numerator * base ** n,
    denominator: value.denominator * (base + rate.numerator) ** n,
  });
}
