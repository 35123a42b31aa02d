/**
 * Loan EMI on the standard reducing-balance method (docs/product.md §9 "EMI and Loan"): interest is charged
 * monthly on the balance still owed, at a monthly rate of annual rate / 12 / 100.
 */

import type { TenureUnit } from './tenure';

/** A loan as the EMI and Loan screens take it, after validation. */
export interface LoanInput {
  /** Amount borrowed, in rupees. */
  loanAmount: number;
  /** Annual interest rate in percent (8.5 means 8.5% a year). */
  rate: number;
  /** How long the loan runs, in `unit`s. */
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
 * @example loanMonths({ loanAmount: 500000, rate: 8.5, loanTenure: 2, unit: 'years' }) // 24
 * @throws RangeError when the tenure comes to less than one month (a caller skipped validation).
 */
export function loanMonths(input: Pick<LoanInput, 'loanTenure' | 'unit'>): number {
  const months = Math.round(input.unit === 'years' ? input.loanTenure * 12 : input.loanTenure);
  if (!Number.isFinite(months) || months < 1) {
    throw new RangeError(`A loan needs at least one month, got ${input.loanTenure} ${input.unit}`);
  }
  return months;
}

/**
 * The monthly rate as a fraction: annual percent / 12 / 100.
 * @example monthlyRate(12) // 0.01
 */
export function monthlyRate(annualPercent: number): number {
  return annualPercent / 12 / 100;
}

/**
 * What one rupee a month for `months` months is worth today at `rate` a month:
 * (1 − (1 + r)^−n) / r. Written with `expm1` and `log1p` because the textbook form loses every digit
 * to cancellation when r is tiny, and (1 + r)^n overflows for 100% over 1000 years; here the power
 * simply underflows to 0 and the factor settles at 1 / r.
 * @example annuityFactor(0.01, 12) // 11.2550775…
 * @example annuityFactor(0, 12) // 12: no interest, twelve rupees are worth twelve rupees
 */
export function annuityFactor(rate: number, months: number): number {
  // Below this the series 1 − (n+1)r/2 + … equals 1 in doubles, and a subnormal r would make
  // expm1/log1p lose precision, so the factor is exactly n.
  if (rate * (months + 1) < Number.EPSILON) return months;
  return -Math.expm1(-months * Math.log1p(rate)) / rate;
}

/**
 * The unrounded monthly instalment, for the schedule and for totals that must not compound the
 * rounding of the EMI: P / annuityFactor(r, n), the same as P·r / (1 − (1 + r)^−n).
 * @example monthlyInstalment({ loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' }) // 43609.891…
 */
export function monthlyInstalment(input: LoanInput): number {
  return input.loanAmount / annuityFactor(monthlyRate(input.rate), loanMonths(input));
}

/**
 * Monthly EMI, total interest and total payment, in whole rupees. The total payment is the unrounded
 * EMI times the months, rounded once, so a long loan does not pile up the EMI's rounding.
 *
 * Finite for every input `validateLoanInput` accepts, up to ₹10^15 at 100% for 1000 years.
 * @example
 * calculateEmi({ loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' })
 * // { emi: 43610, totalInterest: 23319, totalPayment: 523319 }
 * @throws RangeError when the tenure comes to less than one month (a caller skipped validation).
 */
export function calculateEmi(input: LoanInput): EmiResult {
  const instalment = monthlyInstalment(input);
  const payment = instalment * loanMonths(input);
  return {
    emi: Math.round(instalment),
    totalInterest: Math.round(payment - input.loanAmount),
    totalPayment: Math.round(payment),
  };
}
