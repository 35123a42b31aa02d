import { annuityDueValue, compoundValue } from '../common/compound-growth';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireNumberIn, RuleInputError } from '@fintools/shared/finance/rule-input-error';
import {
  decimalFraction,
  divideFractions,
  type Fraction,
  multiplyFractions,
  rupeesHalfUp,
  rupeesUp,
  subtractFractions,
} from '@fintools/shared/finance/rounding';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** Ages the planner takes, in whole years. */
export const RETIREMENT_MIN_AGE = 18;
export const RETIREMENT_MAX_AGE = 100;
/** The highest inflation and returns it takes, in percent a year. */
export const RETIREMENT_MAX_RATE = 100;

/** A retirement plan as the planner takes it, after validation. */
export interface RetirementInput {
  /** Whole years, 18 to 100, below `retirementAge`. */
  currentAge: number;
  /** Whole years, 18 to 100, below `lifeExpectancy`. */
  retirementAge: number;
  /** Whole years, 18 to 100. */
  lifeExpectancy: number;
  /** Today's monthly expenses: whole rupees above 0, at most `MAX_AMOUNT`. */
  monthlyExpenses: Rupees;
  /** 0 to `RETIREMENT_MAX_RATE`. */
  inflation: PercentPerYear;
  /** 0 to `RETIREMENT_MAX_RATE`. */
  returnBefore: PercentPerYear;
  /** 0 to `RETIREMENT_MAX_RATE`. */
  returnAfter: PercentPerYear;
  /** Savings today: whole rupees from 0, at most `MAX_AMOUNT`. */
  savings: Rupees;
}

/** The plan's figures in whole rupees. */
export interface RetirementResult {
  /** Rounded half up. */
  monthlyExpensesAtRetirement: number;
  /** Rounded half up. */
  corpusNeeded: number;
  /** Rounded half up. */
  savingsGrowTo: number;
  /** Rounded up, so that it reaches the corpus; 0 when the savings already do. */
  monthlySip: number;
  /** The savings alone reach the corpus. */
  savingsCoverCorpus: boolean;
}

/** The exact values behind `RetirementResult`, for the figures and the chart. */
interface RetirementPlan {
  expensesAtRetirement: Fraction;
  corpus: Fraction;
  savingsAtRetirement: Fraction;
}

/**
 * A retirement plan, worked out as exact fractions of the typed decimals:
 * - monthly expenses at retirement = expenses × (1 + inflation)^(retirement age − current age);
 * - corpus needed = the value at retirement of 12 × that monthly figure paid at the start of each year of
 *   retirement, growing by inflation each year and discounted at the return after retirement, for (life
 *   expectancy − retirement age) years: 12E · Σ_{k<m} ((1 + i) / (1 + r))^k;
 * - savings today grow to savings × (1 + return before)^(years to retirement);
 * - the monthly SIP closes the gap, paid at the start of each month at return before / 12 (the SIP calculator's
 *   convention), rounded up as the Goal Planner's is, so that it reaches the corpus.
 *
 * Domain: `RetirementInput` as documented on its fields.
 * @example
 * calculateRetirement({ currentAge: 30, retirementAge: 60, lifeExpectancy: 85, monthlyExpenses: 50000,
 *   inflation: 6, returnBefore: 12, returnAfter: 7, savings: 500000 })
 * // { monthlyExpensesAtRetirement: 287175, corpusNeeded: 77148478, savingsGrowTo: 14979961, monthlySip: 17612, … }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateRetirement(input: RetirementInput): RetirementResult {
  const plan = retirementPlan(input);
  const gap = subtractFractions(plan.corpus, plan.savingsAtRetirement);
  const covered = gap.numerator <= 0n;
  const months = (input.retirementAge - input.currentAge) * 12;
  return {
    monthlyExpensesAtRetirement: rupeesHalfUp(plan.expensesAtRetirement),
    corpusNeeded: rupeesHalfUp(plan.corpus),
    savingsGrowTo: rupeesHalfUp(plan.savingsAtRetirement),
    monthlySip: covered ? 0 : rupeesUp(divideFractions(gap, annuityDueValue(1, input.returnBefore, 12, months))),
    savingsCoverCorpus: covered,
  };
}

/**
 * The corpus needed at retirement, exactly: for the result limit, which must see the largest figure.
 * @throws RuleInputError for input outside `calculateRetirement`'s domain.
 */
export function exactCorpus(input: RetirementInput): Fraction {
  return retirementPlan(input).corpus;
}

/** One age on the chart: what the plan holds at that birthday. */
export interface CorpusPoint {
  age: number;
  /** Whole rupees. */
  corpus: number;
}

/**
 * The corpus by age: savings and SIP growing at the return before retirement up to it, then drawn down at the
 * start of each year by that year's expenses and growing at the return after, to life expectancy. With the SIP
 * rounded up it ends at a little above ₹0 (far above when the savings alone cover the corpus). A picture of the
 * plan in doubles: the figures above it are the exact ones.
 * @example corpusByAge(plan, result)[0] // { age: 30, corpus: 500000 }
 */
export function corpusByAge(input: RetirementInput, result: RetirementResult): CorpusPoint[] {
  const before = input.returnBefore / 1200;
  const after = input.returnAfter / 100;
  const inflation = input.inflation / 100;
  const points: CorpusPoint[] = [];
  // The savings compound yearly and the SIP monthly, as the figures above the chart have them.
  let savings: number = input.savings;
  let sip = 0;
  for (let age = input.currentAge; age < input.retirementAge; age += 1) {
    points.push({ age, corpus: Math.round(savings + sip) });
    savings *= 1 + input.returnBefore / 100;
    for (let month = 0; month < 12; month += 1) sip = (sip + result.monthlySip) * (1 + before);
  }
  let balance = savings + sip;
  let yearly = 12 * result.monthlyExpensesAtRetirement;
  for (let age = input.retirementAge; age < input.lifeExpectancy; age += 1) {
    points.push({ age, corpus: Math.round(balance) });
    balance = Math.max(0, balance - yearly) * (1 + after);
    yearly *= 1 + inflation;
  }
  points.push({ age: input.lifeExpectancy, corpus: Math.round(balance) });
  return points;
}

function retirementPlan(input: RetirementInput): RetirementPlan {
  const rule = 'calculateRetirement';
  const age = { min: RETIREMENT_MIN_AGE, max: RETIREMENT_MAX_AGE, integer: true };
  const rate = { min: 0, max: RETIREMENT_MAX_RATE };
  requireNumberIn(rule, 'currentAge', input.currentAge, age);
  requireNumberIn(rule, 'retirementAge', input.retirementAge, age);
  requireNumberIn(rule, 'lifeExpectancy', input.lifeExpectancy, age);
  if (input.retirementAge <= input.currentAge) {
    throw new RuleInputError(rule, 'retirementAge', 'out-of-range', 'above the current age', input.retirementAge);
  }
  if (input.lifeExpectancy <= input.retirementAge) {
    throw new RuleInputError(rule, 'lifeExpectancy', 'out-of-range', 'above the retirement age', input.lifeExpectancy);
  }
  requireNumberIn(rule, 'monthlyExpenses', input.monthlyExpenses, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn(rule, 'inflation', input.inflation, rate);
  requireNumberIn(rule, 'returnBefore', input.returnBefore, rate);
  requireNumberIn(rule, 'returnAfter', input.returnAfter, rate);
  requireNumberIn(rule, 'savings', input.savings, { min: 0, max: MAX_AMOUNT });
  const years = input.retirementAge - input.currentAge;
  const expensesAtRetirement = compoundValue(input.monthlyExpenses, input.inflation, 1, years);
  const yearsRetired = input.lifeExpectancy - input.retirementAge;
  return {
    expensesAtRetirement,
    corpus: multiplyFractions(
      { numerator: 12n, denominator: 1n },
      expensesAtRetirement,
      growingAnnuityFactor(input.inflation, input.returnAfter, yearsRetired),
    ),
    savingsAtRetirement: compoundValue(input.savings, input.returnBefore, 1, years),
  };
}

/**
 * Σ_{k=0}^{m−1} q^k with q = (1 + inflation) / (1 + return): today's value, at the start of retirement, of ₹1 a
 * year paid at the start of each of m years and growing by inflation. As whole numbers, q = a / b and the sum is
 * (a^m − b^m) / (b^(m−1) · (a − b)), or m when a = b.
 */
function growingAnnuityFactor(inflation: number, returnAfter: number, years: number): Fraction {
  const i = decimalFraction(inflation);
  const r = decimalFraction(returnAfter);
  const a = (i.denominator * 100n + i.numerator) * r.denominator * 100n;
  const b = i.denominator * 100n * (r.denominator * 100n + r.numerator);
  const m = BigInt(years);
  if (a === b) return { numerator: m, denominator: 1n };
  // Both signs flipped when inflation is below the return, so the denominator stays above 0.
  const [high, low] = a > b ? [a, b] : [b, a];
  return { numerator: high ** m - low ** m, denominator: b ** (m - 1n) * (high - low) };
}
