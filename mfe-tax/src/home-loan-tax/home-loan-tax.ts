/**
 * What a home loan on a self-occupied house saves in income tax in one tax year, in the old regime: the year's
 * interest and principal from the loan calculator's own schedule, the two deductions after their caps, and the
 * tax without and with them. docs/tax.md "Home loan tax benefit" lists the sources.
 */

import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { MAX_LOAN_RATE, MAX_LOAN_YEARS, calculateEmi, type LoanInput } from '@fintools/shared/finance/emi';
import { buildLoanSchedule } from '@fintools/shared/finance/loan-schedule';
import { decimalFraction, rupeesHalfUp, type Fraction } from '@fintools/shared/finance/rounding';
import { requireChoice, requireNumberIn, type NumberDomain } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';
import { TAX_YEARS, type TaxYear } from '@fintools/shared/data/tax-years';
import { DEDUCTIONS_BY_YEAR } from '../income-tax/deduction-caps';
import { calculateTax, TAXPAYER_AGES, type TaxpayerAge } from '../income-tax/tax';
import { monthsFromTo, type CalendarMonth } from '../common/months';

/** The loan's amount: whole rupees above ₹0, at most MAX_AMOUNT. */
export const HOME_LOAN_AMOUNT_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT, minExclusive: true, integer: true };
/** The annual rate: above 0, at most the loan rules' 100 %. */
export const HOME_LOAN_RATE_DOMAIN: NumberDomain = { min: 0, max: MAX_LOAN_RATE, minExclusive: true };
/** The tenure in whole years, 1 to the loan rules' longest. */
export const HOME_LOAN_YEARS_DOMAIN: NumberDomain = { min: 1, max: MAX_LOAN_YEARS, integer: true };
/** Taxable income and other investments: whole rupees from ₹0 to MAX_AMOUNT. */
export const HOME_LOAN_TAX_AMOUNT_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT, integer: true };
/** The first EMI's year: the four-digit years of a month field. */
export const FIRST_EMI_YEARS: NumberDomain = { min: 1, max: 9999, integer: true };

export interface HomeLoanTaxInput {
  loanAmount: number;
  /** Percent a year: 8.5 is 8.5 %. */
  rate: number;
  tenureYears: number;
  firstEmi: CalendarMonth;
  year: TaxYear;
  /** Taxable income in the old regime before the home loan's deductions. */
  taxableIncome: number;
  /** Other investments of section 80C (123): PF, PPF, ELSS, life insurance … */
  otherSection80C: number;
  age: TaxpayerAge;
}

export interface HomeLoanTaxResult {
  /** The loan's EMI, whole rupees (the EMI calculator's). */
  emi: number;
  /** EMIs paid in the tax year: 0 to 12. */
  emisInYear: number;
  /** Interest of the year's EMIs, whole rupees, rounded half up once. */
  interestPaid: number;
  /** Principal of the year's EMIs, whole rupees, rounded half up once. */
  principalRepaid: number;
  /** Interest paid, at most ₹2,00,000 (section 22; 24(b)). */
  interestDeduction: number;
  /** Principal repaid, at most what the other investments leave of ₹1,50,000 (section 123; 80C). */
  principalDeduction: number;
  /** What the other investments leave of the ₹1,50,000 cap. */
  section80CLeft: number;
  /** Old-regime Total Tax on the taxable income. */
  taxWithoutLoan: number;
  /** Old-regime Total Tax after both deductions. */
  taxWithLoan: number;
  taxSaved: number;
}

/**
 * The home loan's tax benefit for one tax year, old regime, a self-occupied house.
 *
 * - The year's EMIs are those falling from April to March of the tax year, counted from the month of the first
 *   EMI; their interest and principal are the rows of `buildLoanSchedule`, the Loan Calculator's schedule, month
 *   by month. Each total is rounded half up to the rupee once. Where a total lies within its doubles' error of
 *   a half rupee, the rounding is decided again exactly (see `exactYearSplit`), as `calculateEmi` does.
 * - Interest: section 22 of the Income-tax Act, 2025 (section 24(b) and its second proviso of the 1961 Act)
 *   allows at most ₹2,00,000 a year for a self-occupied house (`DEDUCTIONS_BY_YEAR`).
 * - Principal: section 123 with Schedule XV (section 80C(2)(xviii) within the ₹1,50,000 of section 80CCE), what
 *   the other investments of the year leave of ₹1,50,000.
 * - Tax: `calculateTax` in the old regime at the age and year chosen, on the taxable income before the loan and
 *   after both deductions. The new regime gives a self-occupied house's loan no deduction (section 202;
 *   section 115BAC(2)), which the screen says.
 * Not modelled: a loan taken before 1 April 1999 or for repairs (₹30,000), interest before completion (a fifth
 * a year for five years), joint borrowers, a let-out house.
 *
 * Domain: the loan in the HOME_LOAN_* domains, a first EMI month of FIRST_EMI_YEARS, a year of TAX_YEARS, the
 * income and investments in HOME_LOAN_TAX_AMOUNT_DOMAIN, an age of TAXPAYER_AGES; else a RuleInputError.
 * @example
 * const result = calculateHomeLoanTax({
 *   loanAmount: 5_000_000, rate: 8.5, tenureYears: 20, firstEmi: { year: 2026, month: 4 },
 *   year: '2026-27', taxableIncome: 1_950_000, otherSection80C: 50_000, age: 'below-60',
 * });
 * result.emi; // 43391
 * result.interestPaid; // 421182
 * result.principalRepaid; // 99511
 * [result.interestDeduction, result.principalDeduction]; // [200000, 99511]
 * [result.taxWithoutLoan, result.taxWithLoan, result.taxSaved]; // [413400, 319953, 93447]
 */
export function calculateHomeLoanTax(input: HomeLoanTaxInput): HomeLoanTaxResult {
  const rule = 'calculateHomeLoanTax';
  const year = requireChoice(rule, 'year', input.year, TAX_YEARS);
  const age = requireChoice(rule, 'age', input.age, TAXPAYER_AGES);
  const loanAmount = requireNumberIn(rule, 'loanAmount', input.loanAmount, HOME_LOAN_AMOUNT_DOMAIN);
  const rate = requireNumberIn(rule, 'rate', input.rate, HOME_LOAN_RATE_DOMAIN);
  const tenureYears = requireNumberIn(rule, 'tenureYears', input.tenureYears, HOME_LOAN_YEARS_DOMAIN);
  requireNumberIn(rule, 'firstEmi.year', input.firstEmi?.year, FIRST_EMI_YEARS);
  requireNumberIn(rule, 'firstEmi.month', input.firstEmi.month, { min: 1, max: 12, integer: true });
  const taxableIncome = requireNumberIn(rule, 'taxableIncome', input.taxableIncome, HOME_LOAN_TAX_AMOUNT_DOMAIN);
  const other80C = requireNumberIn(rule, 'otherSection80C', input.otherSection80C, HOME_LOAN_TAX_AMOUNT_DOMAIN);

  const loan: LoanInput = {
    loanAmount: loanAmount as Rupees,
    rate: rate as PercentPerYear,
    loanTenure: tenureYears * 12,
    unit: 'months',
  };
  const { rows } = buildLoanSchedule(loan);
  const { first, last } = emisOfYear(input.firstEmi, year, rows.length);
  let interest = 0;
  let principal = 0;
  for (const row of rows.slice(first - 1, last)) {
    interest += row.interestPaid;
    principal += row.principalPaid;
  }
  const exact = lazyExactSplit(loan, first, last);
  const tolerance = loanAmount * DOUBLE_ERROR + 2 ** -20;
  const interestPaid = roundHalfUp(interest, tolerance, () => exact()?.interest);
  const principalRepaid = roundHalfUp(principal, tolerance, () => exact()?.principal);

  const caps = DEDUCTIONS_BY_YEAR[year].oldRegimeCaps;
  const interestDeduction = Math.min(interestPaid, caps.homeLoanInterest.cap);
  const section80CLeft = Math.max(0, caps.section80C.cap - other80C);
  const principalDeduction = Math.min(principalRepaid, section80CLeft);
  const taxOf = (deduction: number) => calculateTax('old', { salary: taxableIncome, deduction, age, year }).totalTax;
  const taxWithoutLoan = taxOf(0);
  const taxWithLoan = taxOf(interestDeduction + principalDeduction);
  return {
    emi: calculateEmi(loan).emi,
    emisInYear: Math.max(0, last - first + 1),
    interestPaid,
    principalRepaid,
    interestDeduction,
    principalDeduction,
    section80CLeft,
    taxWithoutLoan,
    taxWithLoan,
    taxSaved: taxWithoutLoan - taxWithLoan,
  };
}

/**
 * The EMIs (numbered from 1) that fall in the tax year, April to March, for a first EMI in `firstEmi`; `last`
 * is below `first` when none does (a loan starting after the year, or repaid before it).
 * @example emisOfYear({ year: 2025, month: 10 }, '2026-27', 240) // { first: 7, last: 18 }
 */
export function emisOfYear(
  firstEmi: CalendarMonth,
  year: TaxYear,
  instalments: number,
): { first: number; last: number } {
  // The number of April's EMI: 1 when the first EMI is that April, less when it comes later.
  const april = monthsFromTo(firstEmi, { year: Number(year.slice(0, 4)), month: 4 });
  return { first: Math.max(1, april), last: Math.min(instalments, april + 11) };
}

/**
 * How far the year's totals from the schedule's doubles may be from the exact ones, relative to the amount
 * borrowed: each month's balance comes from a closed form whose error is under (n·r + 16) ulps of the loan
 * (n·r ≤ 1000 for 100 % over 1000 years), so a year's twelve rows stay under 2^-38 of it; this allows 2^-30.
 */
const DOUBLE_ERROR = 2 ** -30;

/** `value` rounded half up, or by `exact()` when the double is within `tolerance` of a half rupee. */
function roundHalfUp(value: number, tolerance: number, exact: () => Fraction | undefined): number {
  if (Math.abs(value - Math.floor(value) - 0.5) > tolerance) return Math.round(value);
  const fraction = exact();
  return fraction ? Math.max(0, rupeesHalfUp(fraction)) : Math.round(value);
}

/** `exactYearSplit`, worked out once and only when a total needs it. */
function lazyExactSplit(loan: LoanInput, first: number, last: number) {
  let split: ReturnType<typeof exactYearSplit> | undefined;
  return () => (split === undefined ? (split = exactYearSplit(loan, first, last)) : split);
}

/** Past this many bits the exact powers cost seconds: only rates typed with dozens of decimals get there. */
const EXACT_BITS_LIMIT = 2 ** 22;

/**
 * The principal and interest of EMIs `first` to `last`, exactly, from the decimal amount and rate. With a
 * monthly rate r = a / (1200·b) for a rate of a / b percent, q = 1 + r = u / v (v = 1200·b, u = v + a) and n
 * months, the balance after k EMIs is P·(qⁿ − qᵏ)/(qⁿ − 1), so EMIs f to l repay
 * P·(uˡ·vⁿ⁻ˡ − uᶠ⁻¹·vⁿ⁻ᶠ⁺¹)/(uⁿ − vⁿ), and their interest is (l − f + 1)·EMI less that, EMI = P·a·uⁿ/(v·(uⁿ − vⁿ)).
 * Null when no EMI falls in the year, or when the powers would be too big to work out quickly.
 */
function exactYearSplit(
  loan: LoanInput,
  first: number,
  last: number,
): { principal: Fraction; interest: Fraction } | null {
  if (last < first) return null;
  const amount = decimalFraction(loan.loanAmount);
  const rate = decimalFraction(loan.rate);
  const v = 1200n * rate.denominator;
  const u = v + rate.numerator;
  const months = loan.loanTenure;
  if (u.toString(2).length * months > EXACT_BITS_LIMIT) return null;
  const n = BigInt(months);
  const [f, l] = [BigInt(first), BigInt(last)];
  const un = u ** n;
  const span = un - v ** n;
  const repaid = u ** l * v ** (n - l) - u ** (f - 1n) * v ** (n - f + 1n);
  // Over the common denominator amount.denominator · v · span.
  const denominator = amount.denominator * v * span;
  const principal = amount.numerator * repaid * v;
  const paid = (l - f + 1n) * amount.numerator * rate.numerator * un;
  return {
    principal: { numerator: principal, denominator },
    interest: { numerator: paid - principal, denominator },
  };
}
