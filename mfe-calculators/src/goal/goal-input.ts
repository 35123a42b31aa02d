import { GOAL_MAX_RATE, GOAL_MAX_YEARS, GOAL_MIN_YEARS, goalFutureTarget, type GoalInput } from './goal';
import { refuseHugeResults } from '../common/result-limit';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

export const GOAL_TARGET_MESSAGE = 'Enter a valid target amount.';
export const GOAL_YEARS_MESSAGE = `Enter a valid time period (${GOAL_MIN_YEARS} - ${GOAL_MAX_YEARS}).`;
export const GOAL_RETURN_MESSAGE = `Enter a valid expected return (0–${GOAL_MAX_RATE}%).`;
export const GOAL_INFLATION_MESSAGE = `Enter inflation from 0 to ${GOAL_MAX_RATE}%.`;

/** The Goal Planner's form as the screen holds it. */
export interface GoalFields {
  target: string;
  years: string;
  expectedReturn: string;
  inflation: string;
}

/**
 * Checks the Goal Planner's form: a whole-rupee target above 0 (up to `MAX_AMOUNT`), whole years from 1
 * to 50, a return above 0 and at most 100, and inflation from 0 to 100 (empty is 0). A goal whose future
 * target would pass `MAX_RESULT` gets the result-limit message on the target, as every growth form does:
 * ₹10^15 over 30 years at 12% inflation would be ₹29,95,99,22,12,09,11,073 (a double printed …070).
 * @example
 * validateGoalInput({ target: '1,00,00,000', years: '15', expectedReturn: '12', inflation: '6' })
 * // { ok: true, value: { target: 10000000, years: 15, expectedReturn: 12, inflation: 6 } }
 */
export function validateGoalInput(fields: GoalFields): Validation<GoalInput, keyof GoalFields> {
  const target = parseGroupedDigits(fields.target);
  const years = parseGroupedDigits(fields.years);
  const expected = parseDecimal(fields.expectedReturn);
  const inflation = fields.inflation.trim() === '' ? 0 : parseDecimal(fields.inflation);
  const checked = resultOf<GoalInput, keyof GoalFields>(
    {
      target: target === null || target <= 0 || target > MAX_AMOUNT ? GOAL_TARGET_MESSAGE : undefined,
      years: years === null || years < GOAL_MIN_YEARS || years > GOAL_MAX_YEARS ? GOAL_YEARS_MESSAGE : undefined,
      expectedReturn: expected === null || expected <= 0 || expected > GOAL_MAX_RATE ? GOAL_RETURN_MESSAGE : undefined,
      inflation: inflation === null || inflation < 0 || inflation > GOAL_MAX_RATE ? GOAL_INFLATION_MESSAGE : undefined,
    },
    () => ({
      target: target! as Rupees,
      years: years!,
      expectedReturn: expected! as PercentPerYear,
      inflation: inflation! as PercentPerYear,
    }),
  );
  return refuseHugeResults(checked, 'target', goalFutureTarget);
}
