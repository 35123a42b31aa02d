import { MAX_AMOUNT } from './limits';
import { annuityFactor, loanMonths, monthlyInstalment, monthlyRate, type LoanInput } from './emi';
import { requireChoice, requireNumberIn } from './rule-input-error';
import { MAX_PREPAYMENTS, PREPAYMENT_MODES, type Prepayment, type PrepaymentMode } from './prepayments';
import type { FractionPerMonth } from './units';

/** One line of the Interest Breakdown table: a year (unit years) or a month (unit months). */
export interface ScheduleRow {
  /** Year or month number, from 1. */
  period: number;
  /** Interest paid in the period, unrounded (screens round for display). */
  interestPaid: number;
  /** Principal repaid in the period, prepayments included, unrounded. */
  principalPaid: number;
  /** Prepayments made in the period (their sum for a yearly row), unrounded; 0 without any. */
  prepayment: number;
  /** What is still owed at the end of the period; never below 0, exactly 0 after the last row. */
  balance: number;
}

/** A repayment schedule and the totals the Loan screen shows, all unrounded. */
export interface LoanSchedule {
  /** Until the balance reaches 0: a loan that prepayments end early has fewer rows. */
  rows: ScheduleRow[];
  /** Interest over the whole loan. */
  totalInterest: number;
  /** Everything paid: the EMIs and the prepayments (the amount borrowed plus the interest). */
  totalPayment: number;
  /** Interest the prepayments save: the loan's interest without them less `totalInterest` (≥ 0). */
  interestSaved: number;
  /** How many EMIs were paid, the last (smaller) one included. */
  instalmentsPaid: number;
  /** The first EMI, which is the loan's EMI without prepayments. */
  firstInstalment: number;
  /** The EMI in force at the end: lower than the first after a prepayment in reduce-EMI mode. */
  lastInstalment: number;
}

/**
 * The repayment schedule of a reducing-balance loan (docs/product.md §9), with optional prepayments: one row per
 * month for unit months; for unit years the months are summed per year, a last partial year included
 * (1.5 years → 2 rows). Rows stop when the balance reaches 0.
 *
 * Each month the EMI is paid first (interest = balance × rate / 12 / 100, the rest repays principal;
 * the last payment is the balance plus its interest), then that month's prepayments, capped at what is
 * left. In `reduce-tenure` mode the EMI stays and the loan ends early; in `reduce-emi` mode the EMI is
 * worked out again after each prepayment on the balance over the months left to the original end.
 * A prepayment after the loan has ended does nothing.
 *
 * The balance is never carried forward month by month, which multiplies each rounding error by
 * (1 + r) every month (at 100% over 12,000 months that grows by e^960). Between prepayments the EMI
 * and the months still due are fixed, so the balance after month k is the present value of the
 * payments still due, EMI · annuityFactor(r, months left), worked out directly. After a prepayment in
 * reduce-tenure mode the months left are those the same EMI needs for the new balance, a fraction of
 * a month included: −ln(1 − B·r / EMI) / ln(1 + r). The balance never rises or goes below 0, and the
 * principal column adds up to the amount borrowed because each row's principal is the drop in balance.
 *
 * Domain: a loan `monthlyInstalment` accepts and at most `MAX_PREPAYMENTS` prepayments of above ₹0 up
 * to `MAX_AMOUNT` in months 1 to the loan's months.
 * @example
 * buildLoanSchedule({ loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' }).rows
 * // [{ period: 1, interestPaid: 23318.69…, principalPaid: 500000, prepayment: 0, balance: 0 }]
 * @example
 * const loan = { loanAmount: 5000000, rate: 8.5, loanTenure: 20, unit: 'years' };
 * const schedule = buildLoanSchedule(loan, [{ amount: 500000, month: 12, repeatYearly: false }]);
 * // schedule.totalInterest ≈ 38,10,188; schedule.interestSaved ≈ 16,03,691; schedule.instalmentsPaid 192
 * @throws RuleInputError for a loan or a prepayment outside the domain (a caller skipped validation).
 */
export function buildLoanSchedule(
  input: LoanInput,
  prepayments: readonly Prepayment[] = [],
  mode: PrepaymentMode = 'reduce-tenure',
): LoanSchedule {
  const months = loanMonths(input);
  const rate = monthlyRate(input.rate);
  const firstInstalment = monthlyInstalment(input);
  const prepaid = prepaymentsByMonth(prepayments, months);
  const reduceEmi = requireChoice('buildLoanSchedule', 'mode', mode, PREPAYMENT_MODES) === 'reduce-emi';
  const monthsPerRow = input.unit === 'years' ? 12 : 1;
  const rows: ScheduleRow[] = [];

  let instalment = firstInstalment;
  let balance: number = input.loanAmount;
  // The current instalment repays the balance in `term` months counted from the end of month `start`.
  let term = months;
  let start = 0;
  let totalInterest = 0;
  let instalmentsPaid = 0;
  let row: ScheduleRow | undefined;
  for (let month = 1; month <= months && balance > 0; month += 1) {
    const interest = balance * rate;
    const left = term - (month - start);
    // The last EMI pays off the balance. A few 1e-9 of a month is the noise of the logarithms.
    let next = month === months || left < 1e-9 ? 0 : instalment * annuityFactor(rate, left);
    // Doubles can put the closed form an ulp above last month's balance; a balance never rises.
    if (next > balance) next = balance;
    const prepayment = Math.min(prepaid[month] ?? 0, next);
    if (prepayment > 0) {
      next -= prepayment;
      start = month;
      term = reduceEmi ? months - month : Math.min(left, monthsToRepay(next, instalment, rate, left));
      if (reduceEmi && next > 0) instalment = next / annuityFactor(rate, term);
    }
    if (row === undefined || (month - 1) % monthsPerRow === 0) {
      row = { period: rows.length + 1, interestPaid: 0, principalPaid: 0, prepayment: 0, balance: 0 };
      rows.push(row);
    }
    row.interestPaid += interest;
    row.principalPaid += balance - next;
    row.prepayment += prepayment;
    row.balance = next;
    totalInterest += interest;
    instalmentsPaid += 1;
    balance = next;
  }
  totalInterest = snapToHalfRupee(totalInterest, instalmentsPaid);
  return {
    rows,
    totalInterest,
    totalPayment: input.loanAmount + totalInterest,
    // Never below 0: prepayments only ever lower interest, and the difference of two sums is noise there.
    interestSaved: Math.max(0, firstInstalment * months - input.loanAmount - totalInterest),
    instalmentsPaid,
    firstInstalment,
    lastInstalment: instalment,
  };
}

/**
 * A sum of `terms` doubles that lies within their rounding error of a half rupee is that half rupee, so a
 * screen rounding it half up shows the exact interest's rupee: ₹48,47,700 at 2% for 18 months, all
 * prepaid in month 1, is charged 48,47,700 × 2 / 1200 = ₹8,079.50 exactly, which doubles make
 * 8,079.4999999999991 and Math.round shows as ₹8,079. The tolerance is a few units in the last place per
 * term, far below a paisa, so only a true tie (or a value no double can tell from one) moves.
 * @example snapToHalfRupee(8079.499999999999, 1) // 8079.5
 * @example snapToHalfRupee(8079.49, 1) // 8079.49
 */
function snapToHalfRupee(sum: number, terms: number): number {
  const half = Math.floor(sum) + 0.5;
  const tolerance = Math.max(1, terms) * 8 * Number.EPSILON * Math.max(1, Math.abs(sum));
  return Math.abs(sum - half) <= tolerance ? half : sum;
}

/** The months of `instalment` that repay `balance`, a fraction included; `atMost` when it cannot tell. */
function monthsToRepay(balance: number, instalment: number, rate: FractionPerMonth, atMost: number): number {
  // The same threshold as annuityFactor: at such rates a month's instalment repays its own amount.
  if (rate * (atMost + 1) < Number.EPSILON) return balance / instalment;
  const months = -Math.log1p((-balance * rate) / instalment) / Math.log1p(rate);
  return Number.isFinite(months) ? months : atMost;
}

/** The prepayments falling in each month of the loan (index = month), repeats unrolled. */
function prepaymentsByMonth(prepayments: readonly Prepayment[], months: number): Float64Array {
  requireNumberIn('buildLoanSchedule', 'prepayments', prepayments.length, { min: 0, max: MAX_PREPAYMENTS });
  const byMonth = new Float64Array(months + 1);
  for (const { amount, month, repeatYearly } of prepayments) {
    requireNumberIn('buildLoanSchedule', 'prepayment amount', amount, { min: 0, max: MAX_AMOUNT, minExclusive: true });
    requireNumberIn('buildLoanSchedule', 'prepayment month', month, { min: 1, max: months, integer: true });
    for (let paid = month; paid <= months; paid += repeatYearly ? 12 : months)
      byMonth[paid] = (byMonth[paid] ?? 0) + amount;
  }
  return byMonth;
}

/**
 * The rows of a loan's schedule without prepayments: `buildLoanSchedule(input).rows`, kept with the
 * signature remotes built before prepayments call.
 * @example buildSchedule({ loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' }).length // 1
 * @throws RuleInputError for a loan outside `monthlyInstalment`'s domain.
 */
export function buildSchedule(input: LoanInput): ScheduleRow[] {
  return buildLoanSchedule(input).rows;
}
