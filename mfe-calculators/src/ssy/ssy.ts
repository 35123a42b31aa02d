import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, type Fraction, rupeesHalfUp } from '@fintools/shared/finance/rounding';
import { depositGrowth, savingsYears, type SavingsYear } from '../common/savings-growth';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** The smallest and largest deposit a Sukanya Samriddhi account takes in a year (SSA Scheme, 2019, para 3). */
export const SSY_MIN_DEPOSIT = 250;
export const SSY_MAX_DEPOSIT = 1_50_000;
/**
 * An account is opened for a girl child "who has not attained the age of ten years" (Sukanya Samriddhi
 * Account Scheme, 2019, para 3(1)): whole years 0 to 9. A girl of 10 can no longer have one opened.
 */
export const SSY_MIN_AGE = 0;
export const SSY_MAX_AGE = 9;
/** Deposits are made for 15 years from opening; the account matures 21 years after it (paras 3, 10). */
export const SSY_DEPOSIT_YEARS = 15;
export const SSY_MATURITY_YEARS = 21;
/** The scheme opened in 2015; the calculator plans up to 2100. */
export const SSY_MIN_START_YEAR = 2015;
export const SSY_MAX_START_YEAR = 2100;
/** The highest interest rate the rule takes, in percent a year. */
export const SSY_MAX_RATE = 100;

/** A Sukanya Samriddhi plan as the screen takes it, after validation. */
export interface SsyInput {
  /** Paid at the start of each of the first 15 years: `SSY_MIN_DEPOSIT` to `SSY_MAX_DEPOSIT`. */
  yearlyDeposit: Rupees;
  /** The girl's age in whole years when the account opens, `SSY_MIN_AGE` to `SSY_MAX_AGE` (below 10). */
  girlAge: number;
  /** Above 0, at most `SSY_MAX_RATE`. */
  rate: PercentPerYear;
  /** The calendar year the account opens. */
  startYear: number;
}

/** The Sukanya Samriddhi screen's figures in whole rupees, with the year it matures and the yearly rows. */
export interface SsyResult {
  totalInvestment: number;
  totalInterest: number;
  maturityValue: number;
  /** The maturity before rounding, for figures worked out from it ("In today's money"). */
  exactMaturity: Fraction;
  maturityYear: number;
  /** The girl's age when the account matures. */
  maturityAge: number;
  years: SavingsYear[];
}

/**
 * Sukanya Samriddhi: deposits at the start of each of the first 15 years, interest compounded yearly,
 * maturity 21 years after opening (maturity year = start year + 21). Figures are exact values rounded
 * half up to the rupee.
 *
 * Domain: `SsyInput` as documented on its fields.
 * @example
 * calculateSsy({ yearlyDeposit: 150000, girlAge: 5, rate: 8.2, startYear: 2026 })
 * // { totalInvestment: 2250000, totalInterest: 4932119, maturityValue: 7182119, maturityYear: 2047, maturityAge: 26, years: [...] }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateSsy(input: SsyInput): SsyResult {
  requireNumberIn('calculateSsy', 'yearlyDeposit', input.yearlyDeposit, { min: SSY_MIN_DEPOSIT, max: SSY_MAX_DEPOSIT });
  requireNumberIn('calculateSsy', 'girlAge', input.girlAge, { min: SSY_MIN_AGE, max: SSY_MAX_AGE, integer: true });
  requireNumberIn('calculateSsy', 'rate', input.rate, { min: 0, max: SSY_MAX_RATE, minExclusive: true });
  requireNumberIn('calculateSsy', 'startYear', input.startYear, {
    min: SSY_MIN_START_YEAR,
    max: SSY_MAX_START_YEAR,
    integer: true,
  });
  const ends = depositGrowth(input.yearlyDeposit, input.rate, 1, SSY_DEPOSIT_YEARS, SSY_MATURITY_YEARS);
  const deposit = decimalFraction(input.yearlyDeposit);
  const none = { numerator: 0n, denominator: 1n };
  const years = savingsYears(ends, (year) => (year <= SSY_DEPOSIT_YEARS ? deposit : none));
  const last = ends.at(-1)!;
  const paid = deposit.numerator * BigInt(SSY_DEPOSIT_YEARS);
  return {
    totalInvestment: years.at(-1)!.invested,
    totalInterest: rupeesHalfUp({
      numerator: last.numerator * deposit.denominator - paid * last.denominator,
      denominator: last.denominator * deposit.denominator,
    }),
    maturityValue: rupeesHalfUp(last),
    exactMaturity: last,
    maturityYear: input.startYear + SSY_MATURITY_YEARS,
    maturityAge: input.girlAge + SSY_MATURITY_YEARS,
    years,
  };
}
