import { annuityDueValue, compoundValue } from './compound-growth';
import type { InvestmentResult } from './investment';
import { MAX_AMOUNT } from './limits';
import { decimalFraction, fromHundredths, hundredthsOf, roundToPaise, type Fraction } from './rounding';
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
 * never gives less. Powers are taken through `expm1`/`log1p` so a tiny rate keeps its digits.
 *
 * Without a step-up (the common case) the figures are exact: the formula's value for the amount and rate
 * as typed, worked out in whole numbers (compound-growth.ts) and rounded half up to the paisa, so an
 * amount within a hair of a half paisa (₹92,200 a month at 13% for 14 years: 4,39,76,182.9749999…) is not
 * decided by a double's last bit. A stepped-up instalment is an unrounded product of powers, so those
 * sums are kept in doubles. Total investment is what was paid in and the return the maturity amount
 * less that, each rounded once from its exact value.
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
  return resultAfter(input, checkSip(input).timePeriod);
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
    const { totalInvestment, maturityAmount } = resultAfter(input, year);
    years.push({
      year,
      monthlyInvestment: lumpsum ? null : roundToPaise(instalmentOfYear(input, year)),
      investedSoFar: totalInvestment,
      valueAtYearEnd: maturityAmount,
    });
  }
  return years;
}

/**
 * The three results after `years` whole years. The plain SIP (or lump sum) is exact; a step-up adds
 * layers on top of it (see `stepUpLayers`), kept in doubles and added to the exact base before the one
 * rounding, so a tiny step-up can never come out a paisa below no step-up at all.
 */
function resultAfter(input: SipInput, years: number): InvestmentResult {
  const lumpsum = input.investmentType === 'lumpsum';
  const months = years * 12;
  const paid = decimalFraction(input.amount);
  let maturity = lumpsum
    ? compoundValue(input.amount, input.rate, 1, years)
    : annuityDueValue(input.amount, input.rate, 12, months);
  let invested = lumpsum ? paid : { ...paid, numerator: paid.numerator * BigInt(months) };
  if (!lumpsum && input.stepUp) {
    const extra = stepUpLayers(input, years);
    maturity = plusDecimal(maturity, extra.value);
    invested = plusDecimal(invested, extra.invested);
  }
  // Each figure is its exact value rounded once. Without a step-up what was paid in is whole paise, so
  // the three add up; with one, the instalments have unrounded paise and the return may differ from the
  // difference of the two rounded figures by a paisa.
  const gain = {
    numerator: maturity.numerator * invested.denominator - invested.numerator * maturity.denominator,
    denominator: maturity.denominator * invested.denominator,
  };
  return {
    totalInvestment: fromHundredths(hundredthsOf(invested)),
    returnEarned: fromHundredths(hundredthsOf(gain)),
    maturityAmount: fromHundredths(hundredthsOf(maturity)),
  };
}

/** fraction + a double's decimal, exactly; no reduction, since the fraction's digits run to thousands. */
function plusDecimal(fraction: Fraction, value: number): Fraction {
  const extra = decimalFraction(value);
  return {
    numerator: fraction.numerator * extra.denominator + extra.numerator * fraction.denominator,
    denominator: fraction.denominator * extra.denominator,
  };
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

/**
 * What the step-up adds after `years` whole years, unrounded: layer y (from year 2) is year y's raise
 * over year y − 1, amount × s × (1 + s)^(y − 2), paid every month from year y to the end. Each raise is a
 * product of factors that never fall as s rises, so neither can the sum; for s = 0 it is exactly 0.
 */
function stepUpLayers(input: SipInput, years: number): { invested: number; value: number } {
  const rate = (input.rate / 12 / 100) as FractionPerMonth;
  const step = (input.stepUp ?? 0) / 100;
  let invested = 0;
  let value = 0;
  for (let year = 2; year <= years; year += 1) {
    const raise = instalmentOfYear(input, year - 1) * step;
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
