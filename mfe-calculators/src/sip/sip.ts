import { compoundValue } from '../common/compound-growth';
import type { InvestmentResult } from '../common/investment';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { decimalFraction, fromHundredths, hundredthsOf, type Fraction } from '@fintools/shared/finance/rounding';
import { requireChoice, requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import {
  isSipInvestmentType,
  MAX_SIP_RATE,
  MAX_SIP_YEARS,
  SIP_INVESTMENT_TYPES,
  type SipInvestmentType,
} from './sip-terms';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

// The modes and limits live apart so that a form can check them without this module; they stay
// importable from here too, where remotes built before the split look for them.
export { isSipInvestmentType, MAX_SIP_RATE, MAX_SIP_YEARS, SIP_INVESTMENT_TYPES, type SipInvestmentType };

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
 * Every figure is the formula's exact value for the amount, rate and step-up as typed, rounded half up
 * to the paisa once (worked out in whole numbers, docs/rounding.md says why): Total Investment is what
 * was paid in, Return Earned the exact maturity less that. With a step-up the three can then differ by a
 * paisa from adding up (₹9,56,245.476 + ₹7,30,917.656 = ₹16,87,163.132); without one the investment is
 * whole paise and they always add up. A step-up of 0 gives exactly the plain SIP, and a higher step-up
 * never gives less: each year's instalment only grows with it, and nothing is rounded before the end.
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
  const last = exactYears(input).at(-1)!;
  return {
    totalInvestment: paise(last.invested),
    returnEarned: paise({
      numerator: last.value.numerator * last.invested.denominator - last.invested.numerator * last.value.denominator,
      denominator: last.value.denominator * last.invested.denominator,
    }),
    maturityAmount: paise(last.value),
  };
}

/**
 * The maturity before rounding, exactly, for figures worked out from it ("In today's money").
 * @example sipMaturity({ investmentType: 'lumpsum', amount: 100000, rate: 12, timePeriod: 1 }) // 112000 as a fraction
 * @throws RuleInputError for input outside `calculateSip`'s domain.
 */
export function sipMaturity(input: SipInput): Fraction {
  return exactYears(input).at(-1)!.value;
}

/**
 * The Year by year table: each year's monthly instalment (sip), what was paid in so far and the value
 * at the year's end, to 2 decimals. The last row's figures are `calculateSip`'s.
 * @example
 * buildSipYears({ investmentType: 'sip', amount: 1000, rate: 12, timePeriod: 2, stepUp: 10 })
 * // [{ year: 1, monthlyInvestment: 1000, investedSoFar: 12000, valueAtYearEnd: 12809.33 },
 * //  { year: 2, monthlyInvestment: 1100, investedSoFar: 25200, valueAtYearEnd: 28524.13 }]
 * @throws RuleInputError for input outside `calculateSip`'s domain.
 */
export function buildSipYears(input: SipInput): SipYear[] {
  return exactYears(input).map((year, index) => ({
    year: index + 1,
    monthlyInvestment: year.instalment && paise(year.instalment),
    investedSoFar: paise(year.invested),
    valueAtYearEnd: paise(year.value),
  }));
}

const paise = (amount: Fraction) => fromHundredths(hundredthsOf(amount));

/** One year's end, exactly: that year's monthly instalment (null for a lump sum), paid in so far, the value. */
interface ExactYear {
  instalment: Fraction | null;
  invested: Fraction;
  value: Fraction;
}

/**
 * Every year's end of the investment, as exact fractions of the typed decimals. For a SIP with the
 * monthly growth g / b (b = 1200 × the rate's denominator, g = b + its numerator) and the yearly raise
 * U / V (V = 100 × the step-up's denominator, U = V + its numerator), a year adds its instalment's
 * annuity due, A_y · g(g¹² − b¹²) / (b¹² · (g − b)), to the last year's value grown by g¹² / b¹². Kept
 * over the common denominator amount's · V^(y−1) · (g − b) · b^(12y), only numerators are multiplied.
 */
function exactYears(input: SipInput): ExactYear[] {
  requireChoice('calculateSip', 'investmentType', input.investmentType, SIP_INVESTMENT_TYPES);
  requireNumberIn('calculateSip', 'amount', input.amount, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn('calculateSip', 'rate', input.rate, { min: 0, max: MAX_SIP_RATE, minExclusive: true });
  requireNumberIn('calculateSip', 'timePeriod', input.timePeriod, { min: 1, max: MAX_SIP_YEARS, integer: true });
  requireNumberIn('calculateSip', 'stepUp', input.stepUp ?? 0, { min: 0, max: MAX_SIP_RATE });
  const amount = decimalFraction(input.amount);
  const years: ExactYear[] = [];
  if (input.investmentType === 'lumpsum') {
    for (let year = 1; year <= input.timePeriod; year += 1) {
      years.push({ instalment: null, invested: amount, value: compoundValue(input.amount, input.rate, 1, year) });
    }
    return years;
  }
  const rate = decimalFraction(input.rate);
  const base = rate.denominator * 1200n;
  const growth = base + rate.numerator;
  const stepUp = decimalFraction(input.stepUp ?? 0);
  const V = stepUp.denominator * 100n;
  const U = V + stepUp.numerator;
  const yearGrowth = growth ** 12n;
  const yearBase = base ** 12n;
  const firstYear = growth * (yearGrowth - yearBase);
  // U^(y−1), V^(y−1), b^(12(y−1)); the value's and the investment's numerators.
  let raised = 1n;
  let unraised = 1n;
  let grownBase = 1n;
  let value = 0n;
  let invested = 0n;
  for (let year = 1; year <= input.timePeriod; year += 1) {
    value = value * yearGrowth * V + amount.numerator * raised * firstYear * grownBase;
    invested = invested * V + 12n * amount.numerator * raised;
    const perRaise = amount.denominator * unraised;
    years.push({
      instalment: { numerator: amount.numerator * raised, denominator: perRaise },
      invested: { numerator: invested, denominator: perRaise },
      value: { numerator: value, denominator: perRaise * rate.numerator * grownBase * yearBase },
    });
    raised *= U;
    unraised *= V;
    grownBase *= yearBase;
  }
  return years;
}
