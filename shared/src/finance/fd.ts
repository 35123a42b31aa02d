import type { InvestmentResult } from './investment';
import type { TenureUnit } from './tenure';

/** A fixed deposit as the FD screen takes it, after validation. */
export interface FdInput {
  /** Amount deposited once, in rupees. */
  investment: number;
  /** Annual interest rate in percent. */
  rate: number;
  /** How long the deposit runs, in `unit`s. */
  timePeriod: number;
  unit: TenureUnit;
}

/**
 * Fixed deposit maturity with quarterly compounding, as Indian banks quote it:
 * A = P · (1 + r/400)^(4t), t in years (months / 12). A period that is not a whole number of quarters
 * compounds for the fraction of a quarter too, which is what the formula gives and what the spec asks.
 * Results are rounded to whole rupees (docs/product.md §9 "FD"); the return is rounded from the exact
 * difference, so it always equals maturity less investment for a whole-rupee deposit.
 * @example
 * calculateFd({ investment: 100000, rate: 5, timePeriod: 3, unit: 'years' })
 * // { totalInvestment: 100000, returnEarned: 16075, maturityAmount: 116075 }
 */
export function calculateFd(input: FdInput): InvestmentResult {
  const years = input.unit === 'years' ? input.timePeriod : input.timePeriod / 12;
  // exp/log1p rather than Math.pow: a tiny rate keeps its digits instead of vanishing into 1 + r.
  const maturity = input.investment * Math.exp(4 * years * Math.log1p(input.rate / 400));
  return {
    totalInvestment: Math.round(input.investment),
    returnEarned: Math.round(maturity - input.investment),
    maturityAmount: Math.round(maturity),
  };
}
