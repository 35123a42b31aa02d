import type { TenureUnit } from './tenure';
import type { InvestmentResult } from './investment';

/** A recurring deposit as the RD screen takes it, after validation. */
export interface RdInput {
  /** The same deposit made at the start of every month, in rupees. */
  monthlyInvestment: number;
  /** Annual interest rate in percent. */
  rate: number;
  /** How long deposits are made, in `unit`s; must come to a whole number of months. */
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
 * R · g · (g^n − 1) / (g − 1), with `expm1` so a tiny rate does not cancel to 0/0.
 * Results are rounded to whole rupees, like FD.
 * @example
 * calculateRd({ monthlyInvestment: 1000, rate: 5, timePeriod: 12, unit: 'months' })
 * // { totalInvestment: 12000, returnEarned: 329, maturityAmount: 12329 } (12,328.63 before rounding)
 * @throws RangeError when the period is not a whole number of months (a caller skipped validation).
 */
export function calculateRd(input: RdInput): InvestmentResult {
  const months = rdDepositCount(input.timePeriod, input.unit);
  if (months === null) {
    throw new RangeError(`An RD needs a whole number of months, got ${input.timePeriod} ${input.unit}`);
  }
  const monthlyGrowth = Math.log1p(input.rate / 400) / 3;
  const deposits =
    monthlyGrowth * (months + 1) < Number.EPSILON
      ? months
      : (Math.exp(monthlyGrowth) * Math.expm1(months * monthlyGrowth)) / Math.expm1(monthlyGrowth);
  const maturity = input.monthlyInvestment * deposits;
  const invested = input.monthlyInvestment * months;
  return {
    totalInvestment: Math.round(invested),
    returnEarned: Math.round(maturity - invested),
    maturityAmount: Math.round(maturity),
  };
}
