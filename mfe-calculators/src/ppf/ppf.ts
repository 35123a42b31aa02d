import { requireNumberIn, RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, type Fraction, rupeesHalfUp } from '@fintools/shared/finance/rounding';
import { depositGrowth, savingsYears, type SavingsYear } from '../common/savings-growth';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** The smallest and largest deposit a PPF account takes in a year (PPF Scheme, 2019, para 3). */
export const PPF_MIN_DEPOSIT = 500;
export const PPF_MAX_DEPOSIT = 1_50_000;
/** A PPF account matures after 15 full years, and can then be extended in blocks of 5 years. */
export const PPF_MIN_YEARS = 15;
export const PPF_EXTENSION_YEARS = 5;
/** The longest plan the calculator draws: 15 years and seven extensions. */
export const PPF_MAX_YEARS = 50;
/** The highest interest rate the rule takes, in percent a year. */
export const PPF_MAX_RATE = 100;

/** A PPF plan as the screen takes it, after validation. */
export interface PpfInput {
  /** Paid at the start of each year: `PPF_MIN_DEPOSIT` to `PPF_MAX_DEPOSIT`. */
  yearlyDeposit: Rupees;
  /** Above 0, at most `PPF_MAX_RATE`. */
  rate: PercentPerYear;
  /** 15, 20, 25 … 50. */
  years: number;
}

/** The PPF screen's figures in whole rupees, and the table's rows. */
export interface PpfResult {
  totalInvestment: number;
  totalInterest: number;
  maturityValue: number;
  /** The maturity before rounding, for figures worked out from it ("In today's money"). */
  exactMaturity: Fraction;
  years: SavingsYear[];
}

/**
 * Whether `years` is a PPF term the rule takes: 15, then 5-year extensions up to 50.
 * @example isPpfTerm(20) // true
 * @example isPpfTerm(17) // false
 */
export function isPpfTerm(years: number): boolean {
  return (
    Number.isInteger(years) &&
    years >= PPF_MIN_YEARS &&
    years <= PPF_MAX_YEARS &&
    (years - PPF_MIN_YEARS) % PPF_EXTENSION_YEARS === 0
  );
}

/**
 * Public Provident Fund: the deposit is made at the start of each year and interest is compounded
 * yearly, so the balance after year y is (balance + deposit) · (1 + rate/100). Every figure is its
 * exact value rounded half up to the rupee; Total Interest is rounded from maturity less investment.
 *
 * Domain: `PpfInput` as documented on its fields.
 * @example
 * calculatePpf({ yearlyDeposit: 150000, rate: 7.1, years: 15 })
 * // { totalInvestment: 2250000, totalInterest: 1818209, maturityValue: 4068209, exactMaturity: 4068209.2199…, years: [...] }
 * @throws RuleInputError for input outside the domain.
 */
export function calculatePpf(input: PpfInput): PpfResult {
  requireNumberIn('calculatePpf', 'yearlyDeposit', input.yearlyDeposit, { min: PPF_MIN_DEPOSIT, max: PPF_MAX_DEPOSIT });
  requireNumberIn('calculatePpf', 'rate', input.rate, { min: 0, max: PPF_MAX_RATE, minExclusive: true });
  requireNumberIn('calculatePpf', 'years', input.years, { min: PPF_MIN_YEARS, max: PPF_MAX_YEARS, integer: true });
  if (!isPpfTerm(input.years)) {
    throw new RuleInputError('calculatePpf', 'years', 'out-of-range', '15, 20, 25 … 50', input.years);
  }
  const ends = depositGrowth(input.yearlyDeposit, input.rate, 1, input.years, input.years);
  const deposit = decimalFraction(input.yearlyDeposit);
  const years = savingsYears(ends, () => deposit);
  const last = years.at(-1)!;
  return {
    totalInvestment: last.invested,
    totalInterest: rupeesHalfUp(interestOf(ends.at(-1)!, deposit, input.years)),
    maturityValue: last.balance,
    exactMaturity: ends.at(-1)!,
    years,
  };
}

function interestOf(balance: { numerator: bigint; denominator: bigint }, deposit: typeof balance, count: number) {
  const paid = deposit.numerator * BigInt(count);
  return {
    numerator: balance.numerator * deposit.denominator - paid * balance.denominator,
    denominator: balance.denominator * deposit.denominator,
  };
}
