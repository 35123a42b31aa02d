import { MAX_AMOUNT } from './limits';
import { requireNumberIn } from './rule-input-error';
import { decimalFraction, type Fraction } from './rounding';
import { depositGrowth, rupeesHalfUp, savingsYears, type SavingsYear } from './savings-growth';
import type { PercentPerYear, Rupees } from './units';

/** The smallest monthly contribution the calculator takes (a Tier I account's yearly minimum is ₹1,000). */
export const NPS_MIN_CONTRIBUTION = 500;
/** Contributions run to 60; a subscriber joins from 18 (and the calculator needs a year to 60). */
export const NPS_RETIREMENT_AGE = 60;
export const NPS_MIN_AGE = 18;
export const NPS_MAX_AGE = 59;
/** At least 40% of the corpus buys an annuity at exit (PFRDA (Exits and Withdrawals) Regulations, 2015). */
export const NPS_MIN_ANNUITY_SHARE = 40;
export const NPS_MAX_ANNUITY_SHARE = 100;
/** The highest expected return and annuity rate the rule takes, in percent a year. */
export const NPS_MAX_RATE = 100;

/** An NPS plan as the screen takes it, after validation. */
export interface NpsInput {
  /** Paid at the start of each month until 60: at least `NPS_MIN_CONTRIBUTION`, at most `MAX_AMOUNT`. */
  monthlyContribution: Rupees;
  /** Whole years, `NPS_MIN_AGE` to `NPS_MAX_AGE`. */
  age: number;
  /** Expected return: above 0, at most `NPS_MAX_RATE`. */
  expectedReturn: PercentPerYear;
  /** Percent of the corpus that buys an annuity: 40 to 100. */
  annuityShare: number;
  /** The annuity's yearly rate: above 0, at most `NPS_MAX_RATE`. */
  annuityRate: PercentPerYear;
}

/** The NPS screen's figures in whole rupees, and the yearly rows up to 60. */
export interface NpsResult {
  totalInvestment: number;
  corpus: number;
  /** The corpus before rounding, for figures worked out from it ("In today's money"). */
  exactCorpus: Fraction;
  lumpSum: number;
  annuityPurchase: number;
  monthlyPension: number;
  years: SavingsYear[];
}

/**
 * National Pension System: a contribution at the start of each month until 60, compounded monthly at
 * rate / 12. At 60 the annuity share of the corpus buys an annuity (annuity purchase = corpus × share)
 * and the rest is the lump sum; the monthly pension is annuity purchase × annuity rate / 12. Every
 * figure is its exact value rounded half up to the rupee.
 *
 * Domain: `NpsInput` as documented on its fields.
 * @example
 * calculateNps({ monthlyContribution: 5000, age: 30, expectedReturn: 10, annuityShare: 40, annuityRate: 6 })
 * // { totalInvestment: 1800000, corpus: 11396627, lumpSum: 6837976, annuityPurchase: 4558651, monthlyPension: 22793, years: [...] }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateNps(input: NpsInput): NpsResult {
  const rule = 'calculateNps';
  requireNumberIn(rule, 'monthlyContribution', input.monthlyContribution, {
    min: NPS_MIN_CONTRIBUTION,
    max: MAX_AMOUNT,
  });
  requireNumberIn(rule, 'age', input.age, { min: NPS_MIN_AGE, max: NPS_MAX_AGE, integer: true });
  requireNumberIn(rule, 'expectedReturn', input.expectedReturn, { min: 0, max: NPS_MAX_RATE, minExclusive: true });
  requireNumberIn(rule, 'annuityShare', input.annuityShare, { min: NPS_MIN_ANNUITY_SHARE, max: NPS_MAX_ANNUITY_SHARE });
  requireNumberIn(rule, 'annuityRate', input.annuityRate, { min: 0, max: NPS_MAX_RATE, minExclusive: true });
  const yearCount = NPS_RETIREMENT_AGE - input.age;
  const months = yearCount * 12;
  const balances = depositGrowth(input.monthlyContribution, input.expectedReturn, 12, months, months);
  const contribution = decimalFraction(input.monthlyContribution);
  const yearly = { numerator: contribution.numerator * 12n, denominator: contribution.denominator };
  const years = savingsYears(
    balances.filter((_balance, index) => index % 12 === 11),
    () => yearly,
  );
  const corpus = balances.at(-1)!;
  const share = decimalFraction(input.annuityShare);
  const annuity = {
    numerator: corpus.numerator * share.numerator,
    denominator: corpus.denominator * share.denominator * 100n,
  };
  const rate = decimalFraction(input.annuityRate);
  return {
    totalInvestment: years.at(-1)!.invested,
    corpus: rupeesHalfUp(corpus),
    exactCorpus: corpus,
    lumpSum: rupeesHalfUp(minus(corpus, annuity)),
    annuityPurchase: rupeesHalfUp(annuity),
    monthlyPension: rupeesHalfUp({
      numerator: annuity.numerator * rate.numerator,
      denominator: annuity.denominator * rate.denominator * 1200n,
    }),
    years,
  };
}

function minus(a: Fraction, b: Fraction): Fraction {
  return {
    numerator: a.numerator * b.denominator - b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  };
}
