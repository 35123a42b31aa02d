import type { InvestmentResult } from './investment';
import { MAX_AMOUNT } from './limits';
import { roundToPaise } from './rounding';
import { requireChoice, requireNumberIn } from './rule-input-error';
import type { FractionPerMonth, PercentPerYear, Rupees } from './units';

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

/** An investment as the SIP screen takes it, after validation. */
export interface SipInput {
  investmentType: SipInvestmentType;
  /** The monthly instalment of the first year (sip) or the one-time amount (lumpsum): above 0, at most `MAX_AMOUNT`. */
  amount: Rupees;
  /** Expected annual return: above 0, at most 100. */
  rate: PercentPerYear;
  /** Whole years, 1 to `MAX_SIP_YEARS`. */
  timePeriod: number;
  /** Annual step-up of a SIP's monthly instalment, 0 to 100 (10 raises it by 10% each year); none when absent. Lumpsum ignores it. */
  stepUp?: PercentPerYear;
}

/** One row of the Year by year table, to 2 decimals like the results. */
export interface SipYear {
  /** From 1. */
  year: number;
  /** That year's monthly instalment (sip); null for a lump sum. */
  monthlyInvestment: number | null;
  /** Everything paid in by the end of the year. */
  investedSoFar: number;
  /** What the investment is worth at the end of the year. */
  valueAtYearEnd: number;
}

/**
 * Future value of a SIP or a lump sum (docs/product.md §9 "SIP"), to 2 decimals.
 *
 * - sip: monthly compounding with each instalment paid at the start of its month (an annuity due) at
 *   i = rate / 12 / 100. With a step-up s, year y's instalment is amount × (1 + s/100)^(y−1), unrounded.
 *   Without one, FV = P · ((1 + i)^n − 1) / i · (1 + i) for n = years · 12.
 * - lumpsum: compounded once a year: FV = P · (1 + rate/100)^years.
 *
 * A stepped-up SIP is summed as layers: the first year's instalment paid every month of the whole
 * period, plus each year's raise paid from that year to the end. Every layer is the plain SIP formula
 * and adds a non-negative amount, so a step-up of 0 gives exactly the plain SIP, and a higher step-up
 * never gives less. Powers are taken through `expm1`/`log1p` so a tiny rate keeps its digits. Total
 * investment is what was paid in; the return is the maturity amount less that; each is rounded once,
 * half away from zero.
 *
 * Domain: `SipInput` as documented on its fields; finite results everywhere in it.
 * @example
 * calculateSip({ investmentType: 'sip', amount: 1000, rate: 12, timePeriod: 1 })
 * // { totalInvestment: 12000, returnEarned: 809.33, maturityAmount: 12809.33 }
 * @example
 * calculateSip({ investmentType: 'sip', amount: 5000, rate: 12, timePeriod: 10, stepUp: 10 })
 * // { totalInvestment: 956245.48, returnEarned: 730917.66, maturityAmount: 1687163.13 }
 * @example
 * calculateSip({ investmentType: 'lumpsum', amount: 100000, rate: 12, timePeriod: 1 })
 * // { totalInvestment: 100000, returnEarned: 12000, maturityAmount: 112000 }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateSip(input: SipInput): InvestmentResult {
  const { invested, value } = growth(input, checkSip(input).timePeriod);
  const maturityAmount = roundToPaise(value);
  return {
    totalInvestment: roundToPaise(invested),
    // From the unrounded maturity: each figure is its exact value rounded once.
    returnEarned: roundToPaise(value - invested),
    maturityAmount,
  };
}

/**
 * The Year by year table: each year's monthly instalment (sip), what was paid in so far and the value
 * at the year's end, to 2 decimals. The last row's value is `calculateSip`'s maturity amount.
 * @example
 * buildSipYears({ investmentType: 'sip', amount: 1000, rate: 12, timePeriod: 2, stepUp: 10 })
 * // [{ year: 1, monthlyInvestment: 1000, investedSoFar: 12000, valueAtYearEnd: 12809.33 },
 * //  { year: 2, monthlyInvestment: 1100, investedSoFar: 25200, valueAtYearEnd: 28524.13 }]
 * @throws RuleInputError for input outside `calculateSip`'s domain.
 */
export function buildSipYears(input: SipInput): SipYear[] {
  const years: SipYear[] = [];
  const lumpsum = checkSip(input).investmentType === 'lumpsum';
  for (let year = 1; year <= input.timePeriod; year += 1) {
    const { invested, value } = growth(input, year);
    years.push({
      year,
      monthlyInvestment: lumpsum ? null : roundToPaise(instalmentOfYear(input, year)),
      investedSoFar: roundToPaise(invested),
      valueAtYearEnd: roundToPaise(value),
    });
  }
  return years;
}

function checkSip(input: SipInput): SipInput {
  requireChoice('calculateSip', 'investmentType', input.investmentType, SIP_INVESTMENT_TYPES);
  requireNumberIn('calculateSip', 'amount', input.amount, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn('calculateSip', 'rate', input.rate, { min: 0, max: MAX_SIP_RATE, minExclusive: true });
  requireNumberIn('calculateSip', 'timePeriod', input.timePeriod, { min: 1, max: MAX_SIP_YEARS, integer: true });
  requireNumberIn('calculateSip', 'stepUp', input.stepUp ?? 0, { min: 0, max: MAX_SIP_RATE });
  return input;
}

/** Year y's monthly instalment: amount × (1 + step-up)^(y − 1). */
function instalmentOfYear(input: SipInput, year: number): number {
  return input.amount * Math.exp((year - 1) * Math.log1p((input.stepUp ?? 0) / 100));
}

/** What was paid in, and what it is worth, after `years` whole years; unrounded. */
function growth(input: SipInput, years: number): { invested: number; value: number } {
  if (input.investmentType === 'lumpsum') {
    return { invested: input.amount, value: input.amount * Math.exp(years * Math.log1p(input.rate / 100)) };
  }
  const rate = (input.rate / 12 / 100) as FractionPerMonth;
  const step = (input.stepUp ?? 0) / 100;
  let invested = 0;
  let value = 0;
  // Layer y: year y's raise over year y − 1 (the whole first instalment for y = 1), paid every month
  // from year y to the end. A raise is amount × s × (1 + s)^(y − 2): a product of factors that never
  // fall as s rises, so neither can the sum; for s = 0 every raise is exactly 0.
  for (let year = 1; year <= years; year += 1) {
    const raise = year === 1 ? input.amount : instalmentOfYear(input, year - 1) * step;
    const months = (years - year + 1) * 12;
    invested += raise * months;
    value += raise * paidIn(rate, months) * (1 + rate);
  }
  return { invested, value };
}

/** What one rupee paid at the start of each of `months` months has come to, before the last month's growth: ((1 + i)^n − 1) / i. */
function paidIn(rate: FractionPerMonth, months: number): number {
  // Below this ((1 + i)^n − 1) / i is n to double precision, and a subnormal i would lose digits.
  return rate * (months + 1) < Number.EPSILON ? months : Math.expm1(months * Math.log1p(rate)) / rate;
}
