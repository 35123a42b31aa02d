import { annuityDueValue, compoundValue } from '../common/compound-growth';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import type { Fraction } from '@fintools/shared/finance/rounding';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';
import { rupeesHalfUp, rupeesUp } from '@fintools/shared/finance/rounding';

export const GOAL_MIN_YEARS = 1;
export const GOAL_MAX_YEARS = 50;
/** The highest expected return and inflation the rule takes, in percent a year. */
export const GOAL_MAX_RATE = 100;

/** A goal as the Goal Planner takes it, after validation. */
export interface GoalInput {
  /** The goal in today's money: above 0, at most `MAX_AMOUNT`. */
  target: Rupees;
  /** Whole years to the goal, `GOAL_MIN_YEARS` to `GOAL_MAX_YEARS`. */
  years: number;
  /** Above 0, at most `GOAL_MAX_RATE`. */
  expectedReturn: PercentPerYear;
  /** 0 to `GOAL_MAX_RATE`. */
  inflation: PercentPerYear;
}

/** The Goal Planner's figures in whole rupees. */
export interface GoalResult {
  /** The target grown by inflation, rounded half up. */
  futureTarget: number;
  /** Rounded up: the SIP calculator with this amount reaches the future target. */
  monthlySip: number;
  /** Rounded up: a lump sum that grows to the future target. */
  lumpSum: number;
}

/**
 * What it takes to reach a goal:
 * - future target = target × (1 + inflation)^years;
 * - monthly SIP needed: the SIP calculator's convention (paid at the start of each month, compounded
 *   monthly at rate / 12), rounded up to the rupee, so that SIP reaches the future target;
 * - lump sum needed: compounded yearly (the spec's lump-sum convention), rounded up too.
 * All three come from exact fractions of the typed decimals.
 *
 * Domain: `GoalInput` as documented on its fields.
 * @example
 * calculateGoal({ target: 10000000, years: 15, expectedReturn: 12, inflation: 6 })
 * // { futureTarget: 23965582, monthlySip: 47497, lumpSum: 4378423 }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateGoal(input: GoalInput): GoalResult {
  const rule = 'calculateGoal';
  requireNumberIn(rule, 'target', input.target, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn(rule, 'years', input.years, { min: GOAL_MIN_YEARS, max: GOAL_MAX_YEARS, integer: true });
  requireNumberIn(rule, 'expectedReturn', input.expectedReturn, { min: 0, max: GOAL_MAX_RATE, minExclusive: true });
  requireNumberIn(rule, 'inflation', input.inflation, { min: 0, max: GOAL_MAX_RATE });
  const future = goalFutureTarget(input);
  const perRupeeMonthly = annuityDueValue(1, input.expectedReturn, 12, input.years * 12);
  const perRupeeOnce = compoundValue(1, input.expectedReturn, 1, input.years);
  return {
    futureTarget: rupeesHalfUp(future),
    monthlySip: rupeesUp(divide(future, perRupeeMonthly)),
    lumpSum: rupeesUp(divide(future, perRupeeOnce)),
  };
}

/**
 * The target grown by inflation, exactly: target × (1 + inflation)^years. The largest figure the planner
 * shows (the SIP and the lump sum that reach it are less), so its validator checks it against the limit.
 * @example goalFutureTarget({ target: 100, years: 2, expectedReturn: 12, inflation: 10 }) // 121 as a fraction
 */
export function goalFutureTarget(input: GoalInput): Fraction {
  return compoundValue(input.target, input.inflation, 1, input.years);
}

function divide(a: Fraction, b: Fraction): Fraction {
  return { numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator };
}
