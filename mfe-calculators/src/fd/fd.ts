import type { InvestmentResult } from '../common/investment';
import { rupeesOfPower } from '../common/root-growth';
import { isWithinMaxResult, MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireChoice, requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, type Fraction, rupeesHalfUp, subtractFractions } from '@fintools/shared/finance/rounding';
import { TENURE_UNITS, type TenureUnit } from '@fintools/shared/finance/tenure';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** The longest fixed deposit the rule takes, in years (docs/product.md §9). */
export const MAX_FD_YEARS = 50;

/** The longest fixed deposit the rule takes, in months: 50 years. */
export const MAX_FD_MONTHS = MAX_FD_YEARS * 12;

/** The highest annual rate the rule takes, in percent. */
export const MAX_FD_RATE = 100;

/** A fixed deposit as the FD screen takes it, after validation. */
export interface FdInput {
  /** Amount deposited once: above 0, at most `MAX_AMOUNT`. */
  investment: Rupees;
  /** Annual interest rate: above 0, at most 100. */
  rate: PercentPerYear;
  /** How long the deposit runs, in `unit`s: above 0, at most `MAX_FD_MONTHS` months. */
  timePeriod: number;
  unit: TenureUnit;
}

/**
 * Fixed deposit maturity with quarterly compounding, as Indian banks quote it:
 * A = P · (1 + r/400)^(4t), t in years (months / 12). A period that is not a whole number of quarters
 * compounds for the fraction of a quarter too, which is what the formula gives and what the spec asks.
 * Results are the exact value's whole rupees, rounded half up (docs/product.md §9 "FD"): whole quarters
 * are a fraction, a part of a quarter a root, whose rupee `rupeesOfPower` decides exactly (the double's
 * is wrong from about ₹10^11). The return is maturity less investment, both whole rupees.
 *
 * Domain: `FdInput` as documented on its fields; finite results everywhere in it.
 * @example
 * calculateFd({ investment: 100000, rate: 5, timePeriod: 3, unit: 'years' })
 * // { totalInvestment: 100000, returnEarned: 16075, maturityAmount: 116075 }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateFd(input: FdInput): InvestmentResult {
  const maturity = fdMaturity(input);
  if (typeof maturity !== 'number') {
    return {
      totalInvestment: Math.round(input.investment),
      returnEarned: rupeesHalfUp(subtractFractions(maturity, decimalFraction(input.investment))),
      maturityAmount: rupeesHalfUp(maturity),
    };
  }
  const totalInvestment = Math.round(input.investment);
  // Past the result limit the form refuses the deposit, so no screen shows the (slower) exact rupee.
  if (!isWithinMaxResult(maturity)) {
    return {
      totalInvestment,
      returnEarned: Math.round(maturity - input.investment),
      maturityAmount: Math.round(maturity),
    };
  }
  // A part of a quarter: the double's rupee is wrong from about ₹10^11, so the exact power's is taken.
  const { growth, quarters } = fdTerms(input);
  const rupees = rupeesOfPower(decimalFraction(input.investment), growth, quarters, maturity);
  // A whole-rupee deposit (all the form takes) makes this exact; a rule caller's paise round once more.
  return { totalInvestment, returnEarned: rupees - totalInvestment, maturityAmount: rupees };
}

/** The quarter's growth 1 + r/400 and the number of quarters, as the fractions typed. */
function fdTerms(input: FdInput): { growth: Fraction; quarters: Fraction } {
  const period = decimalFraction(input.timePeriod);
  const rate = decimalFraction(input.rate);
  const base = rate.denominator * 400n;
  // Quarters = period × 4 (years) or period ÷ 3 (months).
  const years = input.unit === 'years';
  return {
    growth: { numerator: base + rate.numerator, denominator: base },
    quarters: { numerator: period.numerator * (years ? 4n : 1n), denominator: period.denominator * (years ? 1n : 3n) },
  };
}

/**
 * The FD's maturity before rounding: P · (1 + r/400)^q for q quarters. A whole number of quarters (any
 * whole years, 3, 6, 9 … months) is a ratio of whole numbers, returned exactly as a fraction; a part of
 * a quarter is a root no fraction holds, returned as the double of the formula. `calculateFd` and
 * "In today's money" both round from it, once.
 * @example fdMaturity({ investment: 100000, rate: 5, timePeriod: 3, unit: 'years' }) // 116075.45… as a fraction
 * @throws RuleInputError for input outside `calculateFd`'s domain.
 */
export function fdMaturity(input: FdInput): Fraction | number {
  const perYear = requireChoice('calculateFd', 'unit', input.unit, TENURE_UNITS) === 'years' ? 1 : 12;
  requireNumberIn('calculateFd', 'investment', input.investment, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn('calculateFd', 'rate', input.rate, { min: 0, max: MAX_FD_RATE, minExclusive: true });
  const years =
    requireNumberIn('calculateFd', 'timePeriod', input.timePeriod, {
      min: 0,
      max: MAX_FD_YEARS * perYear,
      minExclusive: true,
    }) / perYear;
  const { growth, quarters } = fdTerms(input);
  // A whole number of quarters when the division leaves nothing.
  if (quarters.numerator % quarters.denominator === 0n) {
    const whole = quarters.numerator / quarters.denominator;
    const amount = decimalFraction(input.investment);
    return {
      numerator: amount.numerator * growth.numerator ** whole,
      denominator: amount.denominator * growth.denominator ** whole,
    };
  }
  // exp/log1p rather than Math.pow: a tiny rate keeps its digits instead of vanishing into 1 + r.
  return input.investment * Math.exp(4 * years * Math.log1p(input.rate / 400));
}
