import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, type Fraction, rupeesHalfUp } from '@fintools/shared/finance/rounding';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** The highest rate the rule takes, in percent a year. */
export const SIMPLE_INTEREST_MAX_RATE = 100;
/** The longest loan or deposit it takes, in whole years (plus up to 11 months). */
export const SIMPLE_INTEREST_MAX_YEARS = 100;
/** Months beyond the whole years: 0 to 11. */
export const SIMPLE_INTEREST_MAX_MONTHS = 11;

/** A sum lent or deposited at simple interest, after validation. */
export interface SimpleInterestInput {
  /** Above 0, at most `MAX_AMOUNT`. */
  principal: Rupees;
  /** Above 0, at most `SIMPLE_INTEREST_MAX_RATE`. */
  rate: PercentPerYear;
  /** Whole years, 0 to `SIMPLE_INTEREST_MAX_YEARS`. */
  years: number;
  /** Whole months beyond the years, 0 to 11; years and months together at least one month. */
  months: number;
}

/** Simple interest in whole rupees. */
export interface SimpleInterestResult {
  interest: number;
  totalAmount: number;
}

/**
 * Simple interest: I = P × r × t / 100 with t = years + months / 12, worked out as an exact fraction of the
 * typed decimals and rounded half up to the rupee once; the total is P + I rounded the same way, so for a
 * whole-rupee principal it is always principal plus interest.
 *
 * Domain: `SimpleInterestInput` as documented on its fields.
 * @example calculateSimpleInterest({ principal: 50000, rate: 7.5, years: 2, months: 6 })
 * // { interest: 9375, totalAmount: 59375 }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateSimpleInterest(input: SimpleInterestInput): SimpleInterestResult {
  const interest = exactSimpleInterest(input);
  const principal = decimalFraction(input.principal);
  return {
    interest: rupeesHalfUp(interest),
    totalAmount: rupeesHalfUp({
      numerator: principal.numerator * interest.denominator + interest.numerator * principal.denominator,
      denominator: principal.denominator * interest.denominator,
    }),
  };
}

/**
 * The interest before rounding, P × r × (12 × years + months) / 1200, exactly.
 * @example exactSimpleInterest({ principal: 50000, rate: 7.5, years: 2, months: 6 }) // 9375 as a fraction
 * @throws RuleInputError for input outside `calculateSimpleInterest`'s domain.
 */
export function exactSimpleInterest(input: SimpleInterestInput): Fraction {
  const rule = 'calculateSimpleInterest';
  requireNumberIn(rule, 'principal', input.principal, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn(rule, 'rate', input.rate, { min: 0, max: SIMPLE_INTEREST_MAX_RATE, minExclusive: true });
  requireNumberIn(rule, 'years', input.years, { min: 0, max: SIMPLE_INTEREST_MAX_YEARS, integer: true });
  const least = input.years === 0 ? 1 : 0;
  requireNumberIn(rule, 'months', input.months, { min: least, max: SIMPLE_INTEREST_MAX_MONTHS, integer: true });
  const principal = decimalFraction(input.principal);
  const rate = decimalFraction(input.rate);
  const months = BigInt(input.years * 12 + input.months);
  return {
    numerator: principal.numerator * rate.numerator * months,
    denominator: principal.denominator * rate.denominator * 1200n,
  };
}
