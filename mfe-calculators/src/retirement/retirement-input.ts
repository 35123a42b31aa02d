import {
  exactCorpus,
  RETIREMENT_MAX_AGE,
  RETIREMENT_MAX_RATE,
  RETIREMENT_MIN_AGE,
  type RetirementInput,
} from './retirement';
import { compoundValue } from '../common/compound-growth';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { Fraction } from '@fintools/shared/finance/rounding';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { refuseHugeResults } from '../common/result-limit';
import { GOAL_INFLATION_MESSAGE } from '../goal/goal-input';

export const RETIREMENT_AGE_MESSAGE = `Enter an age from ${RETIREMENT_MIN_AGE} to ${RETIREMENT_MAX_AGE}.`;
export const RETIREMENT_ORDER_MESSAGE = 'Retirement age must be above your current age.';
export const LIFE_EXPECTANCY_ORDER_MESSAGE = 'Life expectancy must be above your retirement age.';
export const RETIREMENT_EXPENSES_MESSAGE = 'Enter your monthly expenses today.';
/** The Goal Planner's words for the same field and range. */
export const RETIREMENT_INFLATION_MESSAGE = GOAL_INFLATION_MESSAGE;
export const RETIREMENT_RETURN_MESSAGE = `Enter a return from 0 to ${RETIREMENT_MAX_RATE}%.`;
export const RETIREMENT_SAVINGS_MESSAGE = 'Enter your savings today, or 0.';
/** Shown beside a SIP of ₹0. */
export const SAVINGS_COVER_MESSAGE = 'Your savings today already cover the corpus.';

/** The Retirement Planner's form as the screen holds it. */
export interface RetirementFields {
  currentAge: string;
  retirementAge: string;
  lifeExpectancy: string;
  monthlyExpenses: string;
  inflation: string;
  returnBefore: string;
  returnAfter: string;
  /** Empty is 0. */
  savings: string;
}

const age = (text: string) => {
  const value = parseGroupedDigits(text);
  return value === null || value < RETIREMENT_MIN_AGE || value > RETIREMENT_MAX_AGE ? null : value;
};
const rate = (text: string) => {
  const value = parseDecimal(text);
  return value === null || value < 0 || value > RETIREMENT_MAX_RATE ? null : value;
};

/**
 * Checks the Retirement Planner's form: three ages, whole years 18 to 100, each above the one before it (the order's
 * message goes on the later age); monthly expenses above 0 and savings from 0 (empty is 0), whole rupees up to
 * `MAX_AMOUNT`; inflation and both returns from 0 to 100; and a corpus and savings within `MAX_RESULT`.
 * @example
 * validateRetirementInput({ currentAge: '30', retirementAge: '60', lifeExpectancy: '85', monthlyExpenses: '50,000',
 *   inflation: '6', returnBefore: '12', returnAfter: '7', savings: '5,00,000' }).ok // true
 */
export function validateRetirementInput(fields: RetirementFields): Validation<RetirementInput, keyof RetirementFields> {
  const current = age(fields.currentAge);
  const retirement = age(fields.retirementAge);
  const life = age(fields.lifeExpectancy);
  const expenses = parseGroupedDigits(fields.monthlyExpenses);
  const savings = fields.savings.trim() === '' ? 0 : parseGroupedDigits(fields.savings);
  const [inflation, returnBefore, returnAfter] = [fields.inflation, fields.returnBefore, fields.returnAfter].map(rate);
  const checked = resultOf<RetirementInput, keyof RetirementFields>(
    {
      currentAge: current === null ? RETIREMENT_AGE_MESSAGE : undefined,
      retirementAge:
        retirement === null
          ? RETIREMENT_AGE_MESSAGE
          : current !== null && retirement <= current
            ? RETIREMENT_ORDER_MESSAGE
            : undefined,
      lifeExpectancy:
        life === null
          ? RETIREMENT_AGE_MESSAGE
          : retirement !== null && life <= retirement
            ? LIFE_EXPECTANCY_ORDER_MESSAGE
            : undefined,
      monthlyExpenses:
        expenses === null || expenses <= 0 || expenses > MAX_AMOUNT ? RETIREMENT_EXPENSES_MESSAGE : undefined,
      inflation: inflation === null ? RETIREMENT_INFLATION_MESSAGE : undefined,
      returnBefore: returnBefore === null ? RETIREMENT_RETURN_MESSAGE : undefined,
      returnAfter: returnAfter === null ? RETIREMENT_RETURN_MESSAGE : undefined,
      savings: savings === null || savings > MAX_AMOUNT ? RETIREMENT_SAVINGS_MESSAGE : undefined,
    },
    () => ({
      currentAge: current!,
      retirementAge: retirement!,
      lifeExpectancy: life!,
      monthlyExpenses: expenses! as Rupees,
      inflation: inflation! as PercentPerYear,
      returnBefore: returnBefore! as PercentPerYear,
      returnAfter: returnAfter! as PercentPerYear,
      savings: savings! as Rupees,
    }),
  );
  const checkedCorpus = refuseHugeResults<RetirementInput, keyof RetirementFields>(
    checked,
    'monthlyExpenses',
    exactCorpus,
  );
  return refuseHugeResults(checkedCorpus, 'savings', savingsAtRetirement);
}

function savingsAtRetirement(input: RetirementInput): Fraction {
  return compoundValue(input.savings, input.returnBefore, 1, input.retirementAge - input.currentAge);
}
