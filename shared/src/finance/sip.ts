import type { InvestmentResult } from './investment';
import { annuityDueValue, compoundValue } from './compound-growth';
import { decimalFraction } from './fraction';
import { fromHundredths, hundredthsOf } from './rounding';

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
 * The maturity amount is the formula's exact value for the amount and rate as typed, rounded half up
 * to the paisa (compound-growth.ts works it out in whole numbers, docs/rounding.md says why). Total
 * investment is what was paid in; the return is the maturity amount less that, so the three add up.
 * @example
 * calculateSip({ investmentType: 'sip', amount: 1000, rate: 12, timePeriod: 1 })
 * // { totalInvestment: 12000, returnEarned: 809.33, maturityAmount: 12809.33 }
 * @example
 * calculateSip({ investmentType: 'lumpsum', amount: 100000, rate: 12, timePeriod: 1 })
 * // { totalInvestment: 100000, returnEarned: 12000, maturityAmount: 112000 }
 */
export function calculateSip(input: SipInput): InvestmentResult {
  const lumpsum = input.investmentType === 'lumpsum';
  const months = input.timePeriod * 12;
  const maturity = hundredthsOf(
    lumpsum
      ? compoundValue(input.amount, input.rate, 1, input.timePeriod)
      : annuityDueValue(input.amount, input.rate, 12, months),
  );
  const paidIn = decimalFraction(input.amount);
  const invested = hundredthsOf(lumpsum ? paidIn : { ...paidIn, numerator: paidIn.numerator * BigInt(months) });
  return {
    totalInvestment: fromHundredths(invested),
    returnEarned: fromHundredths(maturity - invested),
    maturityAmount: fromHundredths(maturity),
  };
}
