import { compoundValue } from '../common/compound-growth';
import { inTodaysMoney, MAX_INFLATION, MAX_INFLATION_YEARS } from '../common/todays-money';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { type Fraction, rupeesHalfUp } from '@fintools/shared/finance/rounding';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** The highest inflation the calculator takes, in percent a year: today's-money rule's own. */
export const INFLATION_MAX_RATE = MAX_INFLATION;
/** The longest span, in whole years. */
export const INFLATION_MAX_YEARS = MAX_INFLATION_YEARS;

/** An amount, a rate of inflation and a number of years, after validation. */
export interface InflationInput {
  /** Whole rupees above 0, at most `MAX_AMOUNT`. */
  amount: Rupees;
  /** 0 to `INFLATION_MAX_RATE`. */
  inflation: PercentPerYear;
  /** Whole years, 1 to `INFLATION_MAX_YEARS`. */
  years: number;
}

/** Both in whole rupees. */
export interface InflationResult {
  /** What costs `amount` today will cost after the years. */
  futureCost: number;
  /** What `amount` received after the years is worth today. */
  todaysValue: number;
}

/**
 * Inflation both ways: the future cost A · (1 + i)^n, and the value in today's money A / (1 + i)^n, each an exact
 * fraction of the typed decimals rounded half up to the rupee once (the second is the rule every calculator's
 * "In today's money" uses).
 *
 * Domain: `InflationInput` as documented on its fields.
 * @example calculateInflation({ amount: 100000, inflation: 6, years: 10 }) // { futureCost: 179085, todaysValue: 55839 }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateInflation(input: InflationInput): InflationResult {
  return {
    futureCost: rupeesHalfUp(exactFutureCost(input)),
    todaysValue: inTodaysMoney(input.amount, input.inflation, input.years),
  };
}

/**
 * The future cost before rounding.
 * @throws RuleInputError for input outside `calculateInflation`'s domain.
 */
export function exactFutureCost(input: InflationInput): Fraction {
  const rule = 'calculateInflation';
  requireNumberIn(rule, 'amount', input.amount, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn(rule, 'inflation', input.inflation, { min: 0, max: INFLATION_MAX_RATE });
  requireNumberIn(rule, 'years', input.years, { min: 1, max: INFLATION_MAX_YEARS, integer: true });
  return compoundValue(input.amount, input.inflation, 1, input.years);
}
