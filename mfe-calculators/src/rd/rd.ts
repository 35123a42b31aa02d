import type { InvestmentResult } from '../common/investment';
import { rupeesOfRootSum } from '../common/root-growth';
import { decimalFraction } from '@fintools/shared/finance/rounding';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireChoice, requireNumberIn, RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { TENURE_UNITS, type TenureUnit } from '@fintools/shared/finance/tenure';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/**
 * The longest recurring deposit the rule takes, in years. The spec sets no maximum; 100 years (1,200
 * deposits) is far beyond any bank's RD and keeps the result a number a screen can show.
 */
export const MAX_RD_YEARS = 100;

/** The most monthly deposits the rule takes: 100 years of them. */
export const MAX_RD_MONTHS = MAX_RD_YEARS * 12;

/** The highest annual rate the rule takes, in percent. */
export const MAX_RD_RATE = 100;

/** A recurring deposit as the RD screen takes it, after validation. */
export interface RdInput {
  /** The same deposit made at the start of every month: above 0, at most `MAX_AMOUNT`. */
  monthlyInvestment: Rupees;
  /** Annual interest rate: above 0, at most 100. */
  rate: PercentPerYear;
  /** How long deposits are made, in `unit`s: a whole number of months, 1 to `MAX_RD_MONTHS`. */
  timePeriod: number;
  unit: TenureUnit;
}

/**
 * The number of monthly deposits a period comes to, or null when that is not a whole number of at
 * least one (1.1 years would be 13.2 deposits). Only binary noise is forgiven, such as
 * 0.1 × 12 = 1.2000000000000002, so the validator and the rule agree on every period.
 * @example rdDepositCount(1.5, 'years') // 18
 * @example rdDepositCount(1.1, 'years') // null
 */
export function rdDepositCount(timePeriod: number, unit: TenureUnit): number | null {
  const exact = unit === 'years' ? timePeriod * 12 : timePeriod;
  const months = Math.round(exact);
  if (!Number.isFinite(exact) || months < 1 || Math.abs(exact - months) > 1e-9 * months) return null;
  return months;
}

/**
 * Recurring deposit maturity by the Indian Banks' Association method (docs/product.md §9 "RD"): each monthly
 * deposit is compounded quarterly for the months it stays in, so with n deposits the k-th from the end
 * earns for k months: maturity = Σ_{k=1..n} R · (1 + r/400)^(k/3).
 *
 * Summed in closed form as a geometric series with ratio g = (1 + r/400)^(1/3):
 * R · g · (g^n − 1) / (g − 1), with `expm1` so a tiny rate does not cancel to 0/0 (`rdMaturity`). The
 * rupees shown are the exact sum's, rounded half up (`rupeesOfRootSum`): the double's rupee is wrong from
 * about ₹10^11 (₹1,000 a month at 28% for 86 years is ₹…852, the double rounds to …853).
 *
 * Domain: `RdInput` as documented on its fields; finite results everywhere in it.
 * @example
 * calculateRd({ monthlyInvestment: 1000, rate: 5, timePeriod: 12, unit: 'months' })
 * // { totalInvestment: 12000, returnEarned: 329, maturityAmount: 12329 } (12,328.63 before rounding)
 * @throws RuleInputError for input outside the domain, such as a period that is not a whole number
 *   of months (a caller skipped validation).
 */
export function calculateRd(input: RdInput): InvestmentResult {
  rdMaturity(input); // the domain's checks
  const months = rdDepositCount(input.timePeriod, input.unit)!;
  const invested = input.monthlyInvestment * months;
  const rate = decimalFraction(input.rate);
  const base = rate.denominator * 400n;
  const growth = { numerator: base + rate.numerator, denominator: base };
  const maturity = rupeesOfRootSum(BigInt(input.monthlyInvestment), growth, 3n, 1n, BigInt(months));
  return { totalInvestment: invested, returnEarned: maturity - invested, maturityAmount: maturity };
}

/**
 * The RD's maturity before rounding, as the double of the formula: the deposits compound by cube roots
 * of (1 + r/400), which no fraction holds. `calculateRd` and "In today's money" both round from it, once.
 * @example rdMaturity({ monthlyInvestment: 1000, rate: 5, timePeriod: 12, unit: 'months' }) // 12328.63…
 * @throws RuleInputError for input outside `calculateRd`'s domain.
 */
export function rdMaturity(input: RdInput): number {
  const perUnit = requireChoice('calculateRd', 'unit', input.unit, TENURE_UNITS) === 'years' ? 12 : 1;
  requireNumberIn('calculateRd', 'monthlyInvestment', input.monthlyInvestment, {
    min: 0,
    max: MAX_AMOUNT,
    minExclusive: true,
  });
  requireNumberIn('calculateRd', 'rate', input.rate, { min: 0, max: MAX_RD_RATE, minExclusive: true });
  const domain = { min: 0, max: MAX_RD_MONTHS / perUnit, minExclusive: true };
  const months = rdDepositCount(requireNumberIn('calculateRd', 'timePeriod', input.timePeriod, domain), input.unit);
  if (months === null) {
    throw new RuleInputError('calculateRd', 'timePeriod', 'not-integer', 'a whole number of months', input.timePeriod);
  }
  const monthlyGrowth = Math.log1p(input.rate / 400) / 3;
  const deposits =
    monthlyGrowth * (months + 1) < Number.EPSILON
      ? months
      : (Math.exp(monthlyGrowth) * Math.expm1(months * monthlyGrowth)) / Math.expm1(monthlyGrowth);
  return input.monthlyInvestment * deposits;
}
