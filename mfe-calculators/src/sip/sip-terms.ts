/**
 * The SIP screen's modes and limits, apart from the rule (sip.ts) so that the form can check its fields
 * without downloading the arithmetic, which comes with the first Calculate.
 */

/** The SIP screen's two modes: a monthly SIP, or one lump sum. */
export type SipInvestmentType = 'sip' | 'lumpsum';

/** The investment-type selector's values; SIP is the default. */
export const SIP_INVESTMENT_TYPES: readonly SipInvestmentType[] = ['sip', 'lumpsum'];

/** The longest SIP or lump sum the rule takes, in whole years. */
export const MAX_SIP_YEARS = 100;

/** The highest expected return, and the highest annual step-up, in percent a year. */
export const MAX_SIP_RATE = 100;

/**
 * Narrows a select's or URL's string to an investment type.
 * @example isSipInvestmentType('lumpsum') // true
 */
export function isSipInvestmentType(value: string): value is SipInvestmentType {
  return value === 'sip' || value === 'lumpsum';
}

/**
 * The SIP's or lump sum's maturity worked out in doubles, close enough (a few parts in 10^15) for the form
 * to refuse a plan whose figures would pass `MAX_RESULT` without downloading the exact rule. The same
 * formulas as `calculateSip`: an annuity due each year, A_y · g(g¹² − 1)/(g − 1) with g = 1 + rate/1200,
 * added to last year's value grown by g¹²; a lump sum compounds yearly.
 * @example estimateSipMaturity({ investmentType: 'lumpsum', amount: 100000, rate: 12, timePeriod: 1 }) // 112000
 */
export function estimateSipMaturity(input: {
  investmentType: SipInvestmentType;
  amount: number;
  rate: number;
  timePeriod: number;
  stepUp?: number;
}): number {
  if (input.investmentType === 'lumpsum') return input.amount * (1 + input.rate / 100) ** input.timePeriod;
  const monthlyRate = input.rate / 1200;
  const year = Math.exp(12 * Math.log1p(monthlyRate));
  // expm1/log1p keep a tiny rate's digits; a rate that underflows is no growth at all: 12 instalments.
  const annuity = monthlyRate === 0 ? 12 : ((1 + monthlyRate) * Math.expm1(12 * Math.log1p(monthlyRate))) / monthlyRate;
  let value = 0;
  let instalment = input.amount;
  for (let index = 0; index < input.timePeriod; index += 1) {
    value = value * year + instalment * annuity;
    instalment *= 1 + (input.stepUp ?? 0) / 100;
  }
  return value;
}
