import type { InvestmentResult } from './investment';
import { roundToPaise } from './rounding';

/** The SIP screen's two modes: a monthly SIP, or one lump sum. */
export type SipInvestmentType = 'sip' | 'lumpsum';

/** The investment-type selector's values; SIP is the default. */
export const SIP_INVESTMENT_TYPES: readonly SipInvestmentType[] = ['sip', 'lumpsum'];

/**
 * Narrows a select's or URL's string to an investment type.
 * @example isSipInvestmentType('lumpsum') // true
 */
export function isSipInvestmentType(value: string): value is SipInvestmentType {
  return value === 'sip' || value === 'lumpsum';
}

/** An investment as the SIP screen takes it, after validation. */
export interface SipInput {
  investmentType: SipInvestmentType;
  /** The monthly instalment (sip) or the one-time amount (lumpsum), in rupees. */
  amount: number;
  /** Expected annual return in percent. */
  rate: number;
  /** Whole years. */
  timePeriod: number;
}

/**
 * Future value of a SIP or a lump sum (docs/product.md §9 "SIP"), to 2 decimals.
 *
 * - sip: monthly compounding with each instalment paid at the start of its month (an annuity due):
 *   FV = P · ((1 + i)^n − 1) / i · (1 + i), with i = rate / 12 / 100 and n = years · 12.
 * - lumpsum: compounded once a year: FV = P · (1 + rate/100)^years.
 *
 * Powers are taken through `expm1`/`log1p` so a tiny rate keeps its digits. Total investment is what
 * was paid in; the return is the maturity amount less that, both rounded half away from zero.
 * @example
 * calculateSip({ investmentType: 'sip', amount: 1000, rate: 12, timePeriod: 1 })
 * // { totalInvestment: 12000, returnEarned: 809.33, maturityAmount: 12809.33 }
 * @example
 * calculateSip({ investmentType: 'lumpsum', amount: 100000, rate: 12, timePeriod: 1 })
 * // { totalInvestment: 100000, returnEarned: 12000, maturityAmount: 112000 }
 */
export function calculateSip(input: SipInput): InvestmentResult {
  let invested: number;
  let maturity: number;
  if (input.investmentType === 'lumpsum') {
    invested = input.amount;
    maturity = input.amount * Math.exp(input.timePeriod * Math.log1p(input.rate / 100));
  } else {
    const months = input.timePeriod * 12;
    const rate = input.rate / 12 / 100;
    invested = input.amount * months;
    // Below this ((1 + i)^n − 1) / i is n to double precision, and a subnormal i would lose digits.
    const paidIn = rate * (months + 1) < Number.EPSILON ? months : Math.expm1(months * Math.log1p(rate)) / rate;
    maturity = input.amount * paidIn * (1 + rate);
  }
  const maturityAmount = roundToPaise(maturity);
  return {
    totalInvestment: roundToPaise(invested),
    returnEarned: roundToPaise(maturityAmount - invested),
    maturityAmount,
  };
}
