/**
 * Loan EMI on the standard reducing-balance method (docs/product.md §9 "EMI and Loan"): interest is charged
 * monthly on the balance still owed, at a monthly rate of annual rate / 12 / 100.
 */

import { MAX_AMOUNT } from './limits';
import { decimalFraction, type Fraction } from './rounding';
import { requireChoice, requireNumberIn } from './rule-input-error';
import { TENURE_UNITS, tenureMonths, type TenureUnit } from './tenure';
import type { FractionPerMonth, PercentPerYear, Rupees } from './units';

/** The longest loan the rules take, in years: also the longest tenure the screens accept in either unit. */
export const MAX_LOAN_YEARS = 1000;

/** The longest loan the rules take: 1000 years of monthly instalments. */
export const MAX_LOAN_MONTHS = MAX_LOAN_YEARS * 12;

/** The highest annual rate the loan rules take, in percent. */
export const MAX_LOAN_RATE = 100;

/** A loan as the EMI and Loan screens take it, after validation. */
export interface LoanInput {
  /** Amount borrowed: above 0, at most `MAX_AMOUNT`. */
  loanAmount: Rupees;
  /** Annual interest rate: above 0, at most 100 (8.5 means 8.5% a year). */
  rate: PercentPerYear;
  /** How long the loan runs, in `unit`s: from one month to `MAX_LOAN_MONTHS` months. */
  loanTenure: number;
  unit: TenureUnit;
}

/** The three figures the EMI screen shows, each rounded to whole rupees. */
export interface EmiResult {
  /** Monthly EMI. */
  emi: number;
  /** Total Interest: total payment less the amount borrowed. */
  totalInterest: number;
  /** Total Payment: the unrounded EMI times the number of months. */
  totalPayment: number;
}

/**
 * The number of monthly instalments. A fractional number of years is taken to the nearest whole
 * month (1.5 years is 18 months), because an EMI is only ever paid once a month.
 * @example loanMonths({ loanTenure: 2, unit: 'years' }) // 24
 * @throws RuleInputError unless the unit is years or months and the tenure comes to 1 to
 *   `MAX_LOAN_MONTHS` months (a caller skipped validation).
 */
export function loanMonths(input: Pick<LoanInput, 'loanTenure' | 'unit'>): number {
  const perUnit = requireChoice('loanMonths', 'unit', input.unit, TENURE_UNITS) === 'years' ? 12 : 1;
  const tenure = requireNumberIn('loanMonths', 'loanTenure', input.loanTenure, {
    min: 0,
    max: MAX_LOAN_MONTHS / perUnit,
    minExclusive: true,
  });
  return requireNumberIn('loanMonths', 'loanTenure', tenureMonths(tenure, input.unit), {
    min: 1,
    max: MAX_LOAN_MONTHS,
  });
}

/**
 * The monthly rate as a fraction: annual percent / 12 / 100. The one place a loan's rate changes unit.
 * @example monthlyRate(12 as PercentPerYear) // 0.01
 */
export function monthlyRate(annualPercent: PercentPerYear): FractionPerMonth {
  return (annualPercent / 12 / 100) as FractionPerMonth;
}

/**
 * What one rupee a month for `months` months is worth today at `rate` a month:
 * (1 − (1 + r)^−n) / r. Written with `expm1` and `log1p` because the textbook form loses every digit
 * to cancellation when r is tiny, and (1 + r)^n overflows for 100% over 1000 years; here the power
 * simply underflows to 0 and the factor settles at 1 / r. `months` need not be whole: the loan
 * schedule asks what is left of a loan that ends part-way through a month.
 *
 * Domain: a rate from 0 to 100/1200 and 0 to `MAX_LOAN_MONTHS` months, which the rules calling it
 * have checked (it runs once a month of a schedule, so it does not check again).
 * @example annuityFactor(0.01 as FractionPerMonth, 12) // 11.2550775…
 * @example annuityFactor(0 as FractionPerMonth, 12) // 12: no interest, twelve rupees are worth twelve rupees
 */
export function annuityFactor(rate: FractionPerMonth, months: number): number {
  // Below this the series 1 − (n+1)r/2 + … equals 1 in doubles, and a subnormal r would make
  // expm1/log1p lose precision, so the factor is exactly n.
  if (rate * (months + 1) < Number.EPSILON) return months;
  return -Math.expm1(-months * Math.log1p(rate)) / rate;
}

/**
 * The unrounded monthly instalment, for the schedule and for totals that must not compound the
 * rounding of the EMI: P / annuityFactor(r, n), the same as P·r / (1 − (1 + r)^−n).
 * @example monthlyInstalment({ loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' }) // 43609.891…
 * @throws RuleInputError for an amount outside (0, `MAX_AMOUNT`], a rate outside (0, 100] or a
 *   tenure `loanMonths` refuses.
 */
export function monthlyInstalment(input: LoanInput): number {
  const months = loanMonths(input);
  requireNumberIn('monthlyInstalment', 'loanAmount', input.loanAmount, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn('monthlyInstalment', 'rate', input.rate, { min: 0, max: MAX_LOAN_RATE, minExclusive: true });
  return input.loanAmount / annuityFactor(monthlyRate(input.rate), months);
}

/**
 * Monthly EMI, total interest and total payment, in whole rupees, each the exact value rounded half
 * up. The total payment is the unrounded EMI times the months, rounded once, so a long loan does not
 * pile up the EMI's rounding.
 *
 * Exact, not just close: ₹1,575 at 8% for one month owes exactly ₹1,585.50, which a double holds as
 * 1,585.4999…, and `Math.round` would show ₹1,585. So when a figure lies within its double's error of
 * a half rupee, the rule decides the rounding again in exact rational arithmetic on the decimal
 * amount and rate (`exactInstalment`); elsewhere the double is far enough from a half that its
 * rounding is the exact one.
 *
 * Domain: an amount above 0 up to `MAX_AMOUNT`, a rate above 0 up to 100 and 1 to `MAX_LOAN_MONTHS`
 * months; the results are finite everywhere in it.
 * @example
 * calculateEmi({ loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' })
 * // { emi: 43610, totalInterest: 23319, totalPayment: 523319 }
 * @example
 * calculateEmi({ loanAmount: 1575, rate: 8, loanTenure: 1, unit: 'months' })
 * // { emi: 1586, totalInterest: 11, totalPayment: 1586 }
 * @throws RuleInputError for input outside the domain (NaN, Infinity, ₹1e308, 0 months…).
 */
export function calculateEmi(input: LoanInput): EmiResult {
  const instalment = monthlyInstalment(input);
  const months = loanMonths(input);
  const payment = instalment * months;
  const n = BigInt(months);
  let exact: Fraction | null | undefined;
  // n × EMI − k × P, exactly: the total payment (k = 0) or the total interest (k = 1).
  const exactTotal = (times: bigint, less: bigint) => (): Fraction | null => {
    exact = exact === undefined ? exactInstalment(input, months) : exact;
    if (!exact) return null;
    const amount = decimalFraction(input.loanAmount);
    return {
      numerator: times * exact.numerator * amount.denominator - less * amount.numerator * exact.denominator,
      denominator: exact.denominator * amount.denominator,
    };
  };
  return {
    emi: roundHalfUp(instalment, instalment, exactTotal(1n, 0n)),
    totalInterest: roundHalfUp(payment - input.loanAmount, payment, exactTotal(n, 1n)),
    totalPayment: roundHalfUp(payment, payment, exactTotal(n, 0n)),
  };
}

/**
 * How far a double from this rule may be from the exact value, relative to the magnitude it came from:
 * the EMI's few roundings (rate / 1200, log1p, expm1, a division) cost under 16 ulps, and this allows
 * over 500, so no figure whose exact value rounds the other way escapes the exact check.
 */
const DOUBLE_ERROR = 2 ** -44;

/** Past this many bits the exact powers cost seconds: only rates with dozens of decimals get there. */
const EXACT_BITS_LIMIT = 2 ** 22;

/**
 * `value` rounded to whole rupees, half up: by the double when it is clearly on one side of a half,
 * else by `exact()`, the same figure as an exact fraction.
 */
function roundHalfUp(value: number, magnitude: number, exact: () => Fraction | null): number {
  const fraction = Math.abs(value - Math.floor(value) - 0.5) <= magnitude * DOUBLE_ERROR ? exact() : null;
  if (!fraction) return Math.round(value);
  const { numerator, denominator } = fraction;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * The EMI as an exact fraction, from the decimal amount and rate a visitor typed (`decimalFraction`:
 * 8.1, not 8.0999999999999996447…). With r = a / (1200·b) for a rate of
 * a / b percent, (1 + r)^n = uⁿ / vⁿ for v = 1200·b and u = v + a, so
 * EMI = P·r·(1 + r)ⁿ / ((1 + r)ⁿ − 1) = P·a·uⁿ / (v·(uⁿ − vⁿ)).
 * Null when the powers would be too big to work out quickly (a rate typed with dozens of decimals).
 */
function exactInstalment(input: LoanInput, months: number): Fraction | null {
  const amount = decimalFraction(input.loanAmount);
  const rate = decimalFraction(input.rate);
  const v = 1200n * rate.denominator;
  const u = v + rate.numerator;
  if (u.toString(2).length * months > EXACT_BITS_LIMIT) return null;
  const n = BigInt(months);
  const grown = u ** n;
  return {
    numerator: amount.numerator * rate.numerator * grown,
    denominator: amount.denominator * v * (grown - v ** n),
  };
}
