/**
 * The arithmetic the savings and retirement rules share (PPF, Sukanya Samriddhi, NPS, the goal
 * planner): deposits at the start of a period, compounded each period, worked out exactly in whole
 * numbers, and amounts rounded to whole rupees from the exact value.
 */
import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, type Fraction, rupeesHalfUp } from '@fintools/shared/finance/rounding';

/** One year of a savings plan, in whole rupees, each figure rounded from its exact value. */
export interface SavingsYear {
  /** From 1. */
  year: number;
  /** Paid in during the year. */
  deposit: number;
  /** Interest earned during the year. */
  interest: number;
  /** Everything paid in by the end of the year (with an opening balance, if any). */
  invested: number;
  /** The value at the end of the year. */
  balance: number;
}

/**
 * The balance at the end of each of `periods` periods when `deposit` is paid at the start of each of
 * the first `depositPeriods` periods and the balance grows by rate / `periodsPerYear` each period, as
 * exact fractions of the typed decimals. The balance after k periods is kept as N / (deposit's
 * denominator · b^k), with one period's growth g / b, so only whole numbers are multiplied.
 *
 * Domain: a deposit from 0 up, a rate from 0 to 1,000 percent, 1 to 12 periods a year, up to 1,200
 * periods (100 years of months), whole numbers; anything else throws a RuleInputError.
 * @example depositGrowth(1000, 12, 1, 1, 2).map(rupeesHalfUp) // [1120, 1254]
 */
export function depositGrowth(
  deposit: number,
  ratePercent: number,
  periodsPerYear: number,
  depositPeriods: number,
  periods: number,
): Fraction[] {
  requireNumberIn('depositGrowth', 'deposit', deposit, { min: 0, max: Number.MAX_VALUE });
  requireNumberIn('depositGrowth', 'ratePercent', ratePercent, { min: 0, max: 1000 });
  requireNumberIn('depositGrowth', 'periodsPerYear', periodsPerYear, { min: 1, max: 12, integer: true });
  requireNumberIn('depositGrowth', 'periods', periods, { min: 0, max: 1200, integer: true });
  requireNumberIn('depositGrowth', 'depositPeriods', depositPeriods, { min: 0, max: periods, integer: true });
  const amount = decimalFraction(deposit);
  const rate = decimalFraction(ratePercent);
  const base = rate.denominator * 100n * BigInt(periodsPerYear);
  const growth = base + rate.numerator;
  const balances: Fraction[] = [];
  let numerator = 0n;
  let scale = 1n; // b^k
  for (let period = 0; period < periods; period += 1) {
    if (period < depositPeriods) numerator += amount.numerator * scale;
    numerator *= growth;
    scale *= base;
    balances.push({ numerator, denominator: amount.denominator * scale });
  }
  return balances;
}

/**
 * Yearly rows from the balance at the end of each year and the deposits made in each: the interest of a
 * year is its growth less its deposits. Every figure is rounded from its exact value, so a row's
 * figures may differ by a rupee from adding up.
 */
export function savingsYears(
  yearEnds: readonly Fraction[],
  depositOfYear: (year: number) => Fraction,
  opening: Fraction = { numerator: 0n, denominator: 1n },
): SavingsYear[] {
  let previous = opening;
  let invested = opening;
  return yearEnds.map((balance, index) => {
    const deposit = depositOfYear(index + 1);
    invested = add(invested, deposit);
    const interest = subtract(subtract(balance, previous), deposit);
    previous = balance;
    return {
      year: index + 1,
      deposit: rupeesHalfUp(deposit),
      interest: rupeesHalfUp(interest),
      invested: rupeesHalfUp(invested),
      balance: rupeesHalfUp(balance),
    };
  });
}

// Unreduced: these run once per year, and a gcd of numbers thousands of digits long costs more than it saves.
function add(a: Fraction, b: Fraction): Fraction {
  return {
    numerator: a.numerator * b.denominator + b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  };
}
function subtract(a: Fraction, b: Fraction): Fraction {
  return {
    numerator: a.numerator * b.denominator - b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  };
}
