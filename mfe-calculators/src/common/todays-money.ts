import { requireNumberIn, RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, type Fraction, rupeesHalfUp } from '@fintools/shared/finance/rounding';
import type { PercentPerYear } from '@fintools/shared/finance/units';

/** The highest inflation the rule takes, in percent a year. */
export const MAX_INFLATION = 100;
/** The longest span it discounts over, in years (a 100-year RD or SIP). */
export const MAX_INFLATION_YEARS = 100;

/**
 * What an amount due in `years` years is worth in today's money at `inflation` percent a year:
 * amount / (1 + inflation/100)^years, rounded half up to the rupee once.
 *
 * Pass the EXACT amount a rule worked out (its unrounded maturity as a fraction), not the rupees it
 * shows: discounting a rounded maturity rounds twice and is a rupee off in about 9 % of plans
 * (docs/rounding.md). A double is taken as the decimal it prints as, for a rule that has no exact value
 * (an RD compounds by cube roots). Whole years are exact; a part of a year (an FD of 18 months) is a
 * power no fraction holds, so that case is worked out in doubles from the amount's nearest double.
 *
 * Domain: any finite amount from 0 (a maturity can far outgrow `MAX_AMOUNT`), inflation 0 to
 * `MAX_INFLATION`, years 0 to `MAX_INFLATION_YEARS`.
 * @example inTodaysMoney({ numerator: 406820922n, denominator: 100n }, 6 as PercentPerYear, 15) // 1697522
 * @throws RuleInputError for input outside the domain.
 */
export function inTodaysMoney(amount: number | Fraction, inflation: PercentPerYear, years: number): number {
  const value = typeof amount === 'number' ? numberFraction(amount) : amount;
  if (value.numerator < 0n || value.denominator <= 0n) {
    throw new RuleInputError('inTodaysMoney', 'amount', 'out-of-range', 'an amount from 0', value);
  }
  requireNumberIn('inTodaysMoney', 'inflation', inflation, { min: 0, max: MAX_INFLATION });
  requireNumberIn('inTodaysMoney', 'years', years, { min: 0, max: MAX_INFLATION_YEARS });
  if (!Number.isInteger(years)) {
    const nearest = typeof amount === 'number' ? amount : fractionToNumber(amount);
    return Math.round(nearest / Math.exp(years * Math.log1p(inflation / 100)));
  }
  const rate = decimalFraction(inflation);
  const base = rate.denominator * 100n;
  const n = BigInt(years);
  return rupeesHalfUp({
    numerator: value.numerator * base ** n,
    denominator: value.denominator * (base + rate.numerator) ** n,
  });
}

function numberFraction(amount: number): Fraction {
  requireNumberIn('inTodaysMoney', 'amount', amount, { min: 0, max: Number.MAX_VALUE });
  return decimalFraction(amount);
}

/** The double nearest to a non-negative fraction, to 17 significant digits (enough for any double). */
function fractionToNumber({ numerator, denominator }: Fraction): number {
  const whole = numerator / denominator;
  const digits = whole.toString().length;
  const scale = 10n ** BigInt(Math.max(0, 17 - digits));
  return Number((numerator * scale) / denominator) / Number(scale);
}
