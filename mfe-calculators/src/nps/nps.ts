import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireChoice, requireNumberIn, RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, type Fraction, rupeesHalfUp } from '@fintools/shared/finance/rounding';
import { depositGrowth, savingsYears, type SavingsYear } from '../common/savings-growth';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** The smallest monthly contribution the calculator takes (a Tier I account's yearly minimum is ₹1,000). */
export const NPS_MIN_CONTRIBUTION = 500;
/** Contributions run to 60; a subscriber joins from 18 (and the calculator needs a year to 60). */
export const NPS_RETIREMENT_AGE = 60;
export const NPS_MIN_AGE = 18;
export const NPS_MAX_AGE = 59;
/**
 * Who the subscriber is: a government employee, or anyone else (All Citizen Model, corporate sector). The
 * PFRDA (Exits and Withdrawals under the NPS) (Amendment) Regulations, 2025, notified 19 December 2025,
 * set different exits for each.
 */
export type NpsSubscriber = 'non-government' | 'government';
export const NPS_SUBSCRIBERS: readonly NpsSubscriber[] = ['non-government', 'government'];
/**
 * The least share of the corpus that buys an annuity at exit at 60: 40% for a government subscriber, 20%
 * for anyone else (the 2025 amendment; it was 40% for everyone before 19 December 2025).
 */
export const NPS_MIN_ANNUITY_SHARE: Readonly<Record<NpsSubscriber, number>> = {
  'non-government': 20,
  government: 40,
};
export const NPS_MAX_ANNUITY_SHARE = 100;
/** A corpus up to ₹8,00,000 may all be taken as a lump sum, by any subscriber (the 2025 amendment). */
export const NPS_FULL_WITHDRAWAL_LIMIT = 8_00_000;
/**
 * A government subscriber's corpus above ₹8 lakh and up to ₹12 lakh: a lump sum of at most ₹6 lakh, the
 * rest buys an annuity (the 2025 amendment). A non-government subscriber there may take 80:20 instead, which
 * the 20% minimum already allows.
 */
export const NPS_GOVERNMENT_BAND_LIMIT = 12_00_000;
export const NPS_GOVERNMENT_BAND_LUMP_SUM = 6_00_000;
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
  /** Percent of the corpus that buys an annuity: `npsMinimumAnnuityShare` to 100. */
  annuityShare: number;
  /** Default 'non-government' (a link from before the choice). */
  subscriber?: NpsSubscriber;
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
 * and the rest is the lump sum, the share being at least what the exit rules allow for that corpus and
 * subscriber (`npsMinimumAnnuityShare`: 20% non-government, 40% government, 0 up to ₹8 lakh); the monthly pension is annuity purchase × annuity rate / 12. Every
 * figure is its exact value rounded half up to the rupee.
 *
 * Domain: `NpsInput` as documented on its fields; a share below `npsMinimumAnnuityShare` throws.
 * @example
 * calculateNps({ monthlyContribution: 5000, age: 30, expectedReturn: 10, annuityShare: 40, annuityRate: 6 })
 * // { totalInvestment: 1800000, corpus: 11396627, lumpSum: 6837976, annuityPurchase: 4558651, monthlyPension: 22793, years: [...] }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateNps(input: NpsInput): NpsResult {
  const rule = 'calculateNps';
  requireNumberIn(rule, 'annuityShare', input.annuityShare, { min: 0, max: NPS_MAX_ANNUITY_SHARE });
  requireNumberIn(rule, 'annuityRate', input.annuityRate, { min: 0, max: NPS_MAX_RATE, minExclusive: true });
  const balances = npsBalances(input);
  const least = leastAnnuityPercent(balances.at(-1)!, input.subscriber ?? 'non-government');
  const typed = decimalFraction(input.annuityShare);
  if (typed.numerator * least.denominator < least.numerator * typed.denominator) {
    throw new RuleInputError(
      rule,
      'annuityShare',
      'out-of-range',
      'at least npsMinimumAnnuityShare',
      input.annuityShare,
    );
  }
  const contribution = decimalFraction(input.monthlyContribution);
  const yearly = { numerator: contribution.numerator * 12n, denominator: contribution.denominator };
  const years = savingsYears(
    balances.filter((_balance, index) => index % 12 === 11),
    () => yearly,
  );
  const corpus = balances.at(-1)!;
  const annuity = {
    numerator: corpus.numerator * typed.numerator,
    denominator: corpus.denominator * typed.denominator * 100n,
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

/**
 * The least annuity share, in percent, the exit rules allow for this plan's corpus at 60, rounded up to
 * two decimals (so a form can say it, and the figure it says is always allowed):
 * - a corpus up to ₹8 lakh: 0 (all of it may be withdrawn);
 * - government, above ₹8 lakh up to ₹12 lakh: what is left after a ₹6 lakh lump sum, as a share;
 * - otherwise 40% (government) or 20% (non-government).
 * @example npsMinimumAnnuityShare({ monthlyContribution: 5000, age: 30, expectedReturn: 10, annuityShare: 20, annuityRate: 6 }) // 20
 * @example npsMinimumAnnuityShare({ monthlyContribution: 500, age: 50, expectedReturn: 8, annuityShare: 0, annuityRate: 6 }) // 0 (₹92,000 or so)
 * @throws RuleInputError for a contribution, age or return outside `calculateNps`'s domain.
 */
export function npsMinimumAnnuityShare(input: NpsInput): number {
  const least = leastAnnuityPercent(npsCorpus(input), input.subscriber ?? 'non-government');
  return Number((least.numerator * 100n + least.denominator - 1n) / least.denominator) / 100;
}

/**
 * The corpus at 60, exactly: what the exit rules and the result limit are checked against.
 * @throws RuleInputError for a contribution, age or return outside `calculateNps`'s domain.
 */
export function npsCorpus(input: NpsInput): Fraction {
  return npsBalances(input).at(-1)!;
}

function npsBalances(input: NpsInput): Fraction[] {
  const rule = 'calculateNps';
  requireNumberIn(rule, 'monthlyContribution', input.monthlyContribution, {
    min: NPS_MIN_CONTRIBUTION,
    max: MAX_AMOUNT,
  });
  requireNumberIn(rule, 'age', input.age, { min: NPS_MIN_AGE, max: NPS_MAX_AGE, integer: true });
  requireNumberIn(rule, 'expectedReturn', input.expectedReturn, { min: 0, max: NPS_MAX_RATE, minExclusive: true });
  requireChoice(rule, 'subscriber', input.subscriber ?? 'non-government', NPS_SUBSCRIBERS);
  const months = (NPS_RETIREMENT_AGE - input.age) * 12;
  return depositGrowth(input.monthlyContribution, input.expectedReturn, 12, months, months);
}

/** The least annuity share in percent, exactly, for a corpus at 60. */
function leastAnnuityPercent(corpus: Fraction, subscriber: NpsSubscriber): Fraction {
  const atMost = (limit: number) => corpus.numerator <= BigInt(limit) * corpus.denominator;
  if (atMost(NPS_FULL_WITHDRAWAL_LIMIT)) return { numerator: 0n, denominator: 1n };
  if (subscriber === 'government' && atMost(NPS_GOVERNMENT_BAND_LIMIT)) {
    // (corpus − ₹6 lakh) / corpus × 100
    const rest = corpus.numerator - BigInt(NPS_GOVERNMENT_BAND_LUMP_SUM) * corpus.denominator;
    return { numerator: rest * 100n, denominator: corpus.numerator };
  }
  return { numerator: BigInt(NPS_MIN_ANNUITY_SHARE[subscriber]), denominator: 1n };
}

function minus(a: Fraction, b: Fraction): Fraction {
  return {
    numerator: a.numerator * b.denominator - b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  };
}
