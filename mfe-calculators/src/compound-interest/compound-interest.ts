import { compoundValue } from '../common/compound-growth';
import { savingsYears, type SavingsYear } from '../common/savings-growth';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireChoice, requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, type Fraction, rupeesHalfUp, subtractFractions } from '@fintools/shared/finance/rounding';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** How often interest is added to the principal, and how many times a year that is. */
export const COMPOUNDINGS = ['yearly', 'half-yearly', 'quarterly', 'monthly'] as const;
export type Compounding = (typeof COMPOUNDINGS)[number];
export const PERIODS_PER_YEAR: Readonly<Record<Compounding, number>> = {
  yearly: 1,
  'half-yearly': 2,
  quarterly: 4,
  monthly: 12,
};

/** The highest rate the rule takes, in percent a year. */
export const COMPOUND_MAX_RATE = 100;
/** The longest term it takes, in whole years. */
export const COMPOUND_MAX_YEARS = 100;

/** A sum left to compound, after validation. */
export interface CompoundInterestInput {
  /** Above 0, at most `MAX_AMOUNT`. */
  principal: Rupees;
  /** Above 0, at most `COMPOUND_MAX_RATE`. */
  rate: PercentPerYear;
  /** Whole years, 1 to `COMPOUND_MAX_YEARS`. */
  years: number;
  compounding: Compounding;
}

/** The figures in whole rupees, and each year's row for the table and the chart. */
export interface CompoundInterestResult {
  principal: number;
  interest: number;
  maturityAmount: number;
  years: SavingsYear[];
}

/**
 * Compound interest: A = P · (1 + r/100/k)^(k·t) for k compoundings a year over t whole years, worked out as an
 * exact fraction of the typed decimals; the maturity and the interest (A − P) are each rounded half up to the
 * rupee from it, so for a whole-rupee principal they add up.
 *
 * Domain: `CompoundInterestInput` as documented on its fields.
 * @example calculateCompoundInterest({ principal: 100000, rate: 8, years: 5, compounding: 'quarterly' })
 * // { principal: 100000, interest: 48595, maturityAmount: 148595, years: [… 5 rows] }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateCompoundInterest(input: CompoundInterestInput): CompoundInterestResult {
  const yearEnds = compoundYearEnds(input);
  const principal = decimalFraction(input.principal);
  const maturity = yearEnds.at(-1)!;
  const none: Fraction = { numerator: 0n, denominator: 1n };
  return {
    principal: rupeesHalfUp(principal),
    interest: rupeesHalfUp(subtractFractions(maturity, principal)),
    maturityAmount: rupeesHalfUp(maturity),
    years: savingsYears(yearEnds, (year) => (year === 1 ? principal : none)),
  };
}

/**
 * The exact value at the end of each year, the last being the maturity.
 * @throws RuleInputError for input outside `calculateCompoundInterest`'s domain.
 */
export function compoundYearEnds(input: CompoundInterestInput): Fraction[] {
  const rule = 'calculateCompoundInterest';
  const perYear = PERIODS_PER_YEAR[requireChoice(rule, 'compounding', input.compounding, COMPOUNDINGS)];
  requireNumberIn(rule, 'principal', input.principal, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn(rule, 'rate', input.rate, { min: 0, max: COMPOUND_MAX_RATE, minExclusive: true });
  requireNumberIn(rule, 'years', input.years, { min: 1, max: COMPOUND_MAX_YEARS, integer: true });
  return Array.from({ length: input.years }, (_, index) =>
    compoundValue(input.principal, input.rate, perYear, (index + 1) * perYear),
  );
}
