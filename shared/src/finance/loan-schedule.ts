import { MAX_AMOUNT, MAX_RESULT } from './limits';
import { annuityFactor, loanMonths, monthlyInstalment, monthlyRate, type LoanInput } from './emi';
import { requireChoice, requireNumberIn } from './rule-input-error';
import { MAX_PREPAYMENTS, PREPAYMENT_MODES, type Prepayment, type PrepaymentMode } from './prepayments';
import type { FractionPerMonth } from './units';

/**
 * What the loops below use of other modules, read once: where modules become CommonJS (Node, Jest) or
 * webpack modules, every use of an imported name is a getter call, a third of a schedule's time here.
 */
const annuityOver = annuityFactor;
/** Above MAX_RESULT no screen shows a figure, and no double holds each rupee. */
const LARGEST_SHOWN = MAX_RESULT;

/** The columns of a schedule's rows that screens round, in the order of their figure numbers. */
export const ROW_FIGURES = ['interestPaid', 'principalPaid', 'prepayment', 'balance', 'interestToDate'] as const;

export type RowFigure = (typeof ROW_FIGURES)[number];

/** The figures of the whole loan, in the order of their figure numbers. */
export const LOAN_FIGURES = [
  'totalInterest',
  'totalPayment',
  'interestSaved',
  'firstInstalment',
  'lastInstalment',
] as const;

export type LoanFigure = (typeof LOAN_FIGURES)[number];

/**
 * A figure of a schedule by number, so that the tens of thousands of a long loan cost no strings: column c
 * (in ROW_FIGURES) of the row at index i is 5·i + c, and a loan figure is −1 − its index in LOAN_FIGURES.
 */
export type FigureId = number;

/** @example rowFigureId(2, ROW_FIGURES.indexOf('balance')) // 13 */
export function rowFigureId(row: number, column: number): FigureId {
  return ROW_FIGURES.length * row + column;
}

/** @example loanFigureId('totalInterest') // -1 */
export function loanFigureId(figure: LoanFigure): FigureId {
  return -1 - LOAN_FIGURES.indexOf(figure);
}

/** How the schedule counts months: the rule's `loanMonths`, its rows and its mode. */
export interface ScheduleShape {
  months: number;
  monthsPerRow: number;
  reduceEmi: boolean;
}

/** Answers about a loan's exact schedule; each is worked out on first asking and kept. */
export interface ExactLoan {
  /** Whether the EMI of `month` is the last: the balance plus its interest is at most the EMI. */
  endsIn(month: number): boolean;
  /** Whether the prepayments of `month` are at least the balance the EMI left, and so clear the loan. */
  clearsIn(month: number): boolean;
  /**
   * Doubles that round half up (`Math.round`) to each figure's exact rupee: the figure's double from
   * `values` (in the order of `figures`) where it already does, else the double nearest the exact value,
   * moved if need be to the exact value's side of the half rupee.
   */
  roundLike(figures: readonly FigureId[], values: readonly number[]): number[];
}

/**
 * The exact model of a loan, for what the doubles cannot tell: the Loan Calculator's
 * (mfe-calculators/src/loan/loan-schedule-exact.ts). It lives with the one tool that shows every row, and
 * loads with that tool's results: a caller that rounds only its own sums, exactly, needs none of its 2.9 KB.
 */
export type ExactLoanModel = (input: LoanInput, prepayments: readonly Prepayment[], shape: ScheduleShape) => ExactLoan;

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
  /**
   * Interest from the loan's start to the end of the period, unrounded: the table shows each row's interest
   * as the step between these rounded, so the column adds up to Total Interest (the last row's).
   */
  interestToDate: number;
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
 * With `exactLoan`, every figure rounds half up to the rupee of the exact model's value (docs/rounding.md):
 * the monthly recursion on the decimals typed, in fractions. The doubles carry a bound on their error
 * (`estimateSchedule`); a figure within it of a half rupee, and a month whose balance lies within it of
 * the end of the loan, are decided by the exact model, which is only then worked out. ₹2,88,900 at 2%
 * owes exactly ₹481.50 in month 1, which the doubles make 481.4999… Without it, the figures are the
 * doubles', each within its bound of the exact value: enough for a caller that rounds only its own sums
 * and decides those exactly (the Home Loan Tax Benefit's year).
 *
 * Domain: a loan `monthlyInstalment` accepts and at most `MAX_PREPAYMENTS` prepayments of above ₹0 up
 * to `MAX_AMOUNT` in months 1 to the loan's months. Figures above `MAX_RESULT`, which no screen shows
 * and whose rupees no double holds, are the doubles'.
 * @example
 * buildLoanSchedule({ loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' }).rows
 * // [{ period: 1, interestPaid: 23318.69…, principalPaid: 500000, prepayment: 0, balance: 0, interestToDate: 23318.69… }]
 * @example
 * const loan = { loanAmount: 5000000, rate: 8.5, loanTenure: 20, unit: 'years' };
 * const schedule = buildLoanSchedule(loan, [{ amount: 500000, month: 12, repeatYearly: false }]);
 * // schedule.totalInterest ≈ 38,10,188; schedule.interestSaved ≈ 16,03,691; schedule.instalmentsPaid 192
 * @example
 * buildLoanSchedule({ loanAmount: 288900, rate: 2, loanTenure: 12, unit: 'months' }, [], 'reduce-tenure', exactLoan)
 * // rows[0].interestPaid 481.5 (without exactLoan 481.4999…, which rounds to ₹481)
 * @throws RuleInputError for a loan or a prepayment outside the domain (a caller skipped validation).
 */
export function buildLoanSchedule(
  input: LoanInput,
  prepayments: readonly Prepayment[] = [],
  mode: PrepaymentMode = 'reduce-tenure',
  exactLoan?: ExactLoanModel,
): LoanSchedule {
  const months = loanMonths(input);
  const firstInstalment = monthlyInstalment(input);
  const prepaid = prepaymentsByMonth(prepayments, months);
  const reduceEmi = requireChoice('buildLoanSchedule', 'mode', mode, PREPAYMENT_MODES) === 'reduce-emi';
  const shape: ScheduleShape = { months, monthsPerRow: input.unit === 'years' ? 12 : 1, reduceEmi };
  let exact: ExactLoan | undefined;
  const exactModel = exactLoan && (() => (exact ??= exactLoan(input, prepayments, shape)));
  return roundedLikeExact(estimateSchedule(input, firstInstalment, prepaid, shape, exactModel), exactModel);
}

/** The unit roundoff of a double: an operation's result is within 2^-53 of its exact value, relatively. */
const ROUNDOFF = 2 ** -53;

/**
 * The bounds below count each operation's error from the guarantees of IEEE arithmetic (half an ulp) and of
 * fdlibm's log1p and expm1 (under an ulp), rounding the counts up. A figure counts as decided only when it
 * is this many times its bound from a half rupee, for a count that missed something; the property test
 * finds the errors under half their bounds.
 */
const BOUND_MARGIN = 4;

/**
 * Relative error of EMI = P / annuityFactor(r, n) against the exact EMI: r = rate / 12 / 100 is 3 roundings
 * from the decimal typed and a(n) moves at most twice as much as r (|d ln a / d ln r| ≤ 2), 6 ulps; log1p,
 * the product, expm1 and the division under 6; P's double and the last division 2. 14 in all.
 */
const INSTALMENT_ERROR = 20 * ROUNDOFF;

/**
 * Relative error of EMI · annuityFactor(r, L − j) against the exact balance over whole months to the end,
 * B_s · a(L − j) / a(L): the EMI's 14 ulps, a(L − j)'s 12 and the product, under 28.
 */
const BALANCE_ERROR = 48 * ROUNDOFF;

/** The doubles' schedule, and for each figure a bound on how far its exact value may be from it. */
interface EstimatedSchedule {
  schedule: LoanSchedule;
  /** Each row figure's bound at its figure number (`rowFigureId`). */
  rowErrors: Float64Array;
  loanErrors: Record<LoanFigure, number>;
}

/**
 * The months from the loan's start or a prepayment to the next: one EMI, and the balance it starts from,
 * which each month's balance is worked out from directly.
 */
interface Stretch {
  /** The month it follows: 0, or the prepayment's. */
  start: number;
  /** The months the EMI repays the start balance in, counted from `start`: a fraction in reduce-tenure mode. */
  term: number;
  /** Whether `term` runs to the loan's end: before any prepayment, and after each in reduce-EMI mode. */
  toTheEnd: boolean;
  /** Bound on the start balance's error. */
  startError: number;
  instalment: number;
  /** Bound on the EMI's error, which moves the balances of a stretch not to the end. */
  instalmentError: number;
}

/**
 * The schedule in doubles, each figure with a bound on its error. Each month's balance is worked out from
 * the stretch's start (`dueError`), so errors do not pile up month by month. A month whose balance the bound
 * cannot tell from the end of the loan (B·(1 + r) ≤ EMI), or whose prepayment it cannot tell from what is
 * left, is decided by the exact model.
 */
function estimateSchedule(
  input: LoanInput,
  firstInstalment: number,
  prepaid: PrepaidByMonth,
  { months, monthsPerRow, reduceEmi }: ScheduleShape,
  exactModel: (() => ExactLoan) | undefined,
): EstimatedSchedule {
  const rate = monthlyRate(input.rate);
  const amount: number = input.loanAmount;
  const rows: ScheduleRow[] = [];
  const rowErrors = new Float64Array(ROW_FIGURES.length * Math.ceil(months / monthsPerRow));
  // The double of a typed amount is within half an ulp of its decimal.
  let balance = amount;
  let balanceError = ROUNDOFF * amount;
  let stretch: Stretch = {
    start: 0,
    term: months,
    toTheEnd: true,
    startError: balanceError,
    instalment: firstInstalment,
    instalmentError: INSTALMENT_ERROR * firstInstalment,
  };
  // Summed with Neumaier's compensation: over 12,000 months a plain sum's own error would be the larger.
  let totalInterest = 0;
  let compensation = 0;
  let totalInterestError = 0;
  let instalmentsPaid = 0;
  let row: ScheduleRow | undefined;
  let rowStart = amount;
  let rowStartError = balanceError;
  let rowInterestError = 0;
  let rowPrepaymentError = 0;
  let ended = false;
  for (let month = 1; month <= months && !ended; month += 1) {
    const interest = balance * rate;
    const interestError = rate * balanceError + 4 * ROUNDOFF * interest;
    const left = stretch.term - (month - stretch.start);
    let next = 0;
    let nextError = 0;
    let continues = false;
    if (month < months) {
      const due = stretch.instalment * annuityOver(rate, left);
      const error = dueError(stretch, month, due, rate);
      continues = isAbove(due, error) ?? (exactModel ? !exactModel().endsIn(month) : due > 0);
      // A balance the exact model keeps but the doubles put at or below 0 is 0, within its bound.
      next = Math.min(Math.max(due, 0), balance);
      nextError = due > balance ? Math.max(error, balanceError) : error;
    }
    if (!continues) {
      next = 0;
      nextError = 0;
      ended = true;
    }
    let prepayment = 0;
    let prepaymentError = 0;
    const paid = prepaid.amounts[month] ?? 0;
    if (continues && paid > 0) {
      const paidError = prepaid.errors[month] ?? 0;
      const surplus = paid - next;
      const clears =
        isAbove(surplus, nextError + paidError + ROUNDOFF * Math.abs(surplus)) ??
        (exactModel ? exactModel().clearsIn(month) : surplus >= 0);
      prepayment = clears ? next : paid;
      prepaymentError = clears ? nextError : paidError;
      if (clears) {
        next = 0;
        nextError = 0;
        ended = true;
      } else {
        next = Math.max(next - paid, 0);
        nextError += paidError + ROUNDOFF * next;
        stretch = reduceEmi
          ? stretchToTheEnd(month, months, next, nextError, rate)
          : stretchOfSameInstalment(stretch, month, left, next, nextError, rate);
      }
    }
    if (row === undefined || (month - 1) % monthsPerRow === 0) {
      row = {
        period: rows.length + 1,
        interestPaid: 0,
        principalPaid: 0,
        prepayment: 0,
        balance: 0,
        interestToDate: 0,
      };
      rows.push(row);
      rowStart = balance;
      rowStartError = balanceError;
      rowInterestError = 0;
      rowPrepaymentError = 0;
    }
    row.interestPaid += interest;
    row.prepayment += prepayment;
    row.principalPaid = rowStart - next;
    row.balance = next;
    rowInterestError += interestError + ROUNDOFF * row.interestPaid;
    rowPrepaymentError += prepaymentError + ROUNDOFF * row.prepayment;
    const rowEnds = ended || month % monthsPerRow === 0 || month === months;
    if (rowEnds) {
      const at = rowFigureId(rows.length - 1, 0);
      rowErrors[at] = rowInterestError;
      rowErrors[at + 1] = rowStartError + nextError + ROUNDOFF * row.principalPaid;
      rowErrors[at + 2] = rowPrepaymentError;
      rowErrors[at + 3] = nextError;
    }
    const sum = totalInterest + interest;
    compensation +=
      Math.abs(totalInterest) >= Math.abs(interest) ? totalInterest - sum + interest : interest - sum + totalInterest;
    totalInterest = sum;
    totalInterestError += interestError;
    row.interestToDate = totalInterest + compensation;
    // The sum's bound as Total Interest's below; the interest after compensation is the same figure.
    if (rowEnds) rowErrors[rowFigureId(rows.length - 1, 4)] = totalInterestError + 3 * ROUNDOFF * row.interestToDate;
    instalmentsPaid += 1;
    balance = next;
    balanceError = nextError;
  }
  totalInterest += compensation;
  totalInterestError += 3 * ROUNDOFF * totalInterest;
  const totalPayment = amount + totalInterest;
  const paidWithout = firstInstalment * months;
  // Never below 0: prepayments only ever lower interest, and the difference of two sums is noise there.
  const interestSaved = Math.max(0, paidWithout - amount - totalInterest);
  return {
    schedule: {
      rows,
      totalInterest,
      totalPayment,
      interestSaved,
      instalmentsPaid,
      firstInstalment,
      lastInstalment: stretch.instalment,
    },
    rowErrors,
    loanErrors: {
      totalInterest: totalInterestError,
      totalPayment: totalInterestError + ROUNDOFF * (amount + totalPayment),
      // The EMI's error n times, the amount's decimal, and three roundings of at most EMI × n each.
      interestSaved:
        totalInterestError + months * INSTALMENT_ERROR * firstInstalment + ROUNDOFF * (amount + 3 * paidWithout),
      firstInstalment: INSTALMENT_ERROR * firstInstalment,
      lastInstalment: stretch.instalmentError,
    },
  };
}

/**
 * A bound on the error of `due`, EMI · annuityFactor(r, months left), the balance after `month`'s EMI.
 * - Over whole months to the loan's end the balance is the start balance times a(L − j) / a(L): the start's
 *   error shrinks with it, and the doubles add `BALANCE_ERROR`.
 * - After a prepayment in reduce-tenure mode the months left are a fraction from a logarithm (`stretchOfSameInstalment`),
 *   and the balance j months on is (1 + r)^j · (B_s − EMI/r) + EMI/r: a wrong start balance grows by
 *   (1 + r)^j, a wrong EMI by (1 + r)^j − 1)/r ≤ j·(1 + r)^j. a(L − j) adds 16 ulps of the balance, and
 *   L − j, a fraction's difference, half an ulp of L, which moves the balance by less than EMI · that.
 */
function dueError(stretch: Stretch, month: number, due: number, rate: FractionPerMonth): number {
  if (stretch.toTheEnd) return stretch.startError + BALANCE_ERROR * Math.abs(due);
  const elapsed = month - stretch.start;
  const growth = (1 + rate) ** elapsed;
  return (
    growth * (stretch.startError + elapsed * stretch.instalmentError) +
    16 * ROUNDOFF * Math.abs(due) +
    2 * ROUNDOFF * stretch.instalment * (stretch.term + 1)
  );
}

/** After a prepayment in reduce-EMI mode: the EMI that repays `balance` over the months left to the end. */
function stretchToTheEnd(
  month: number,
  months: number,
  balance: number,
  balanceError: number,
  rate: FractionPerMonth,
): Stretch {
  const factor = annuityOver(rate, months - month);
  const instalment = balance / factor;
  return {
    start: month,
    term: months - month,
    toTheEnd: true,
    startError: balanceError,
    instalment,
    instalmentError: balanceError / factor + INSTALMENT_ERROR * instalment,
  };
}

/**
 * After a prepayment in reduce-tenure mode: the same EMI over the months it needs for `balance`, a fraction
 * of a month included. Those months stand for the balance the EMI repays in them, and its distance from
 * `balance` joins the start's error.
 */
function stretchOfSameInstalment(
  { instalment, instalmentError }: Stretch,
  month: number,
  left: number,
  balance: number,
  balanceError: number,
  rate: FractionPerMonth,
): Stretch {
  const term = Math.min(left, monthsToRepay(balance, instalment, rate, left));
  const repaid = instalment * annuityOver(rate, term);
  return {
    start: month,
    term,
    toTheEnd: false,
    startError: Math.abs(repaid - balance) + 16 * ROUNDOFF * repaid + balanceError,
    instalment,
    instalmentError,
  };
}

/** Whether a value known to within `error` is above 0 (true), at most 0 (false), or too close to tell. */
function isAbove(value: number, error: number): boolean | undefined {
  const margin = BOUND_MARGIN * error;
  return value > margin ? true : value < -margin ? false : undefined;
}

/**
 * The schedule with every figure that may round to another rupee than its exact value replaced by a double
 * that rounds to that rupee: the figure itself when it already does, else one as close to it as that allows.
 */
function roundedLikeExact(
  { schedule, rowErrors, loanErrors }: EstimatedSchedule,
  exactModel: (() => ExactLoan) | undefined,
): LoanSchedule {
  if (!exactModel) return schedule;
  const doubtful: FigureId[] = [];
  const { rows } = schedule;
  for (let index = 0; index < rows.length; index += 1) {
    // Named one by one: this runs for every row of every schedule, and a lookup by name is slower.
    const { interestPaid, principalPaid, prepayment, balance, interestToDate } = rows[index]!;
    const at = rowFigureId(index, 0);
    if (mayRoundWrong(interestPaid, rowErrors[at]!)) doubtful.push(at);
    if (mayRoundWrong(principalPaid, rowErrors[at + 1]!)) doubtful.push(at + 1);
    if (mayRoundWrong(prepayment, rowErrors[at + 2]!)) doubtful.push(at + 2);
    if (mayRoundWrong(balance, rowErrors[at + 3]!)) doubtful.push(at + 3);
    if (mayRoundWrong(interestToDate, rowErrors[at + 4]!)) doubtful.push(at + 4);
  }
  for (const figure of LOAN_FIGURES) {
    if (mayRoundWrong(schedule[figure], loanErrors[figure])) doubtful.push(loanFigureId(figure));
  }
  if (doubtful.length === 0) return schedule;
  const values = doubtful.map((figure) =>
    figure < 0
      ? schedule[LOAN_FIGURES[-1 - figure]!]
      : rows[Math.floor(figure / ROW_FIGURES.length)]![ROW_FIGURES[figure % ROW_FIGURES.length]!],
  );
  const rounded = exactModel().roundLike(doubtful, values);
  doubtful.forEach((figure, index) => {
    if (figure < 0) schedule[LOAN_FIGURES[-1 - figure]!] = rounded[index]!;
    else rows[Math.floor(figure / ROW_FIGURES.length)]![ROW_FIGURES[figure % ROW_FIGURES.length]!] = rounded[index]!;
  });
  // A balance moved towards its exact value can pass the row before's by less than that one's error; the
  // exact balances never rise, so both round to the same rupee, and the earlier one keeps it.
  for (let index = 1; index < rows.length; index += 1) {
    rows[index]!.balance = Math.min(rows[index]!.balance, rows[index - 1]!.balance);
  }
  return schedule;
}

/** Whether the exact value, within `error` of `value`, may lie on the other side of a half rupee. */
function mayRoundWrong(value: number, error: number): boolean {
  return Math.abs(value) <= LARGEST_SHOWN && Math.abs(value - Math.floor(value) - 0.5) <= BOUND_MARGIN * error;
}

/** The months of `instalment` that repay `balance`, a fraction included; `atMost` when it cannot tell. */
function monthsToRepay(balance: number, instalment: number, rate: FractionPerMonth, atMost: number): number {
  // The same threshold as annuityFactor: at such rates a month's instalment repays its own amount.
  if (rate * (atMost + 1) < Number.EPSILON) return balance / instalment;
  const months = -Math.log1p((-balance * rate) / instalment) / Math.log1p(rate);
  return Number.isFinite(months) ? months : atMost;
}

/** Each month's prepayments (index = month), repeats unrolled, and a bound on each sum's error. */
interface PrepaidByMonth {
  amounts: Float64Array;
  errors: Float64Array;
}

/** The prepayments falling in each month of the loan, repeats unrolled. */
function prepaymentsByMonth(prepayments: readonly Prepayment[], months: number): PrepaidByMonth {
  requireNumberIn('buildLoanSchedule', 'prepayments', prepayments.length, { min: 0, max: MAX_PREPAYMENTS });
  const amounts = new Float64Array(months + 1);
  const errors = new Float64Array(months + 1);
  for (const { amount, month, repeatYearly } of prepayments) {
    requireNumberIn('buildLoanSchedule', 'prepayment amount', amount, { min: 0, max: MAX_AMOUNT, minExclusive: true });
    requireNumberIn('buildLoanSchedule', 'prepayment month', month, { min: 1, max: months, integer: true });
    for (let paid = month; paid <= months; paid += repeatYearly ? 12 : months) {
      amounts[paid] = (amounts[paid] ?? 0) + amount;
      // The double of the amount typed, then the sum's rounding.
      errors[paid] = (errors[paid] ?? 0) + ROUNDOFF * (amount + (amounts[paid] ?? 0));
    }
  }
  return { amounts, errors };
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
