import { exactFutureCost, INFLATION_MAX_RATE, INFLATION_MAX_YEARS, type InflationInput } from './inflation';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { refuseHugeResults } from '../common/result-limit';
import { GOAL_INFLATION_MESSAGE } from '../goal/goal-input';

export const INFLATION_AMOUNT_MESSAGE = 'Enter a valid amount.';
/** The Goal Planner's words for the same field and range. */
export const INFLATION_RATE_MESSAGE = GOAL_INFLATION_MESSAGE;
export const INFLATION_YEARS_MESSAGE = `Enter years from 1 to ${INFLATION_MAX_YEARS}.`;

/** The Inflation Calculator's form as the screen holds it. */
export interface InflationFields {
  amount: string;
  inflation: string;
  years: string;
}

/**
 * Checks the Inflation Calculator's form: a whole-rupee amount above 0 (up to `MAX_AMOUNT`), inflation from 0 to
 * 100 and whole years 1 to 100; and a future cost within `MAX_RESULT`.
 * @example validateInflationInput({ amount: '1,00,000', inflation: '6', years: '10' })
 * // { ok: true, value: { amount: 100000, inflation: 6, years: 10 } }
 */
export function validateInflationInput(fields: InflationFields): Validation<InflationInput, keyof InflationFields> {
  const amount = parseGroupedDigits(fields.amount);
  const inflation = parseDecimal(fields.inflation);
  const years = parseGroupedDigits(fields.years);
  const checked = resultOf<InflationInput, keyof InflationFields>(
    {
      amount: amount === null || amount <= 0 || amount > MAX_AMOUNT ? INFLATION_AMOUNT_MESSAGE : undefined,
      inflation:
        inflation === null || inflation < 0 || inflation > INFLATION_MAX_RATE ? INFLATION_RATE_MESSAGE : undefined,
      years: years === null || years < 1 || years > INFLATION_MAX_YEARS ? INFLATION_YEARS_MESSAGE : undefined,
    },
    () => ({ amount: amount! as Rupees, inflation: inflation! as PercentPerYear, years: years! }),
  );
  return refuseHugeResults(checked, 'amount', exactFutureCost);
}
