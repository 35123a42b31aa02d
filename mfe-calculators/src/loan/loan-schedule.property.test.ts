/**
 * The loan schedule's rupees against an exact model (docs/rounding.md): the plain monthly recursion in
 * BigInt fractions on the decimals typed, written here apart from the rule, which works in doubles with an
 * error bound and asks the exact model of this folder (brackets, and fractions for ties) only about what
 * that bound leaves open. Every figure the Loan screen rounds must be the model's rounded half up, across
 * every order of magnitude of amount.
 */
import fc from 'fast-check';
import { monthlyInstalment, type LoanInput } from '@fintools/shared/finance/emi';
import { MAX_RESULT } from '@fintools/shared/finance/limits';
import { buildLoanSchedule, type LoanSchedule } from '@fintools/shared/finance/loan-schedule';
import type { Prepayment, PrepaymentMode } from '@fintools/shared/finance/prepayments';
import { decimalFraction } from '@fintools/shared/finance/rounding';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';
import { exactLoan } from './loan-schedule-exact';

/** A fraction that need not be in lowest terms: n / d, d > 0. */
interface Exact {
  n: bigint;
  d: bigint;
}

const ZERO: Exact = { n: 0n, d: 1n };

function exact(value: number): Exact {
  const { numerator, denominator } = decimalFraction(value);
  return { n: numerator, d: denominator };
}

/**
 * a + b over the larger denominator when it is a multiple of the other: month after month the balance's
 * denominator is the EMI's times a power of v, so the numbers grow by a few digits a month, not squared.
 */
function add(a: Exact, b: Exact): Exact {
  if (a.d === b.d) return { n: a.n + b.n, d: a.d };
  if (a.d > b.d && a.d % b.d === 0n) return { n: a.n + b.n * (a.d / b.d), d: a.d };
  if (b.d > a.d && b.d % a.d === 0n) return { n: a.n * (b.d / a.d) + b.n, d: b.d };
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

const minus = (a: Exact, b: Exact) => add(a, { n: -b.n, d: b.d });
const sign = (a: Exact) => (a.n > 0n ? 1 : a.n < 0n ? -1 : 0);
const halfUp = ({ n, d }: Exact) => Number((2n * n + d) / (2n * d));

interface ModelRow {
  interestPaid: Exact;
  principalPaid: Exact;
  prepayment: Exact;
  balance: Exact;
  interestToDate: Exact;
}

interface Model {
  rows: ModelRow[];
  totalInterest: Exact;
  totalPayment: Exact;
  interestSaved: Exact;
  instalmentsPaid: number;
  firstInstalment: Exact;
  lastInstalment: Exact;
}

/**
 * The schedule, month by month: interest B·r; after the EMI B·(1 + r) − EMI, or 0 when that is at most 0 or
 * in the last month; then the month's prepayments, at most what is left; in reduce-EMI mode the EMI that
 * repays the rest over the months left, B·r / (1 − (1 + r)^−L). With a rate of a/b percent, r = a / v for
 * v = 1200·b, and 1 + r = u / v for u = v + a.
 */
function model(
  amount: number,
  percent: number,
  months: number,
  monthsPerRow: number,
  prepayments: readonly Prepayment[],
  mode: PrepaymentMode,
): Model {
  const P = exact(amount);
  const rate = exact(percent);
  const v = 1200n * rate.d;
  const u = v + rate.n;
  const instalmentFor = (balance: Exact, left: number): Exact => {
    const [up, down] = [u ** BigInt(left), v ** BigInt(left)];
    return { n: balance.n * rate.n * up, d: balance.d * v * (up - down) };
  };
  const prepaid = new Map<number, Exact>();
  for (const { amount: paid, month, repeatYearly } of prepayments) {
    for (let at = month; at <= months; at += repeatYearly ? 12 : months) {
      prepaid.set(at, add(prepaid.get(at) ?? ZERO, exact(paid)));
    }
  }
  const first = instalmentFor(P, months);
  let instalment = first;
  let balance = P;
  let totalInterest = ZERO;
  let instalmentsPaid = 0;
  const rows: ModelRow[] = [];
  for (let month = 1; month <= months && sign(balance) > 0; month += 1) {
    const interest = { n: balance.n * rate.n, d: balance.d * v };
    let next = minus(add(balance, interest), instalment);
    if (sign(next) <= 0 || month === months) next = ZERO;
    let prepayment = ZERO;
    const wanted = prepaid.get(month);
    if (wanted && sign(next) > 0) {
      prepayment = sign(minus(wanted, next)) >= 0 ? next : wanted;
      next = minus(next, prepayment);
      if (mode === 'reduce-emi' && sign(next) > 0) instalment = instalmentFor(next, months - month);
    }
    if ((month - 1) % monthsPerRow === 0) {
      rows.push({ interestPaid: ZERO, principalPaid: ZERO, prepayment: ZERO, balance: ZERO, interestToDate: ZERO });
    }
    const row = rows.at(-1)!;
    row.interestPaid = add(row.interestPaid, interest);
    row.principalPaid = add(row.principalPaid, minus(balance, next));
    row.prepayment = add(row.prepayment, prepayment);
    row.balance = next;
    totalInterest = add(totalInterest, interest);
    row.interestToDate = totalInterest;
    instalmentsPaid += 1;
    balance = next;
  }
  const interestWithout = minus({ n: first.n * BigInt(months), d: first.d }, P);
  return {
    rows,
    totalInterest,
    totalPayment: add(P, totalInterest),
    interestSaved: minus(interestWithout, totalInterest),
    instalmentsPaid,
    firstInstalment: first,
    lastInstalment: instalment,
  };
}

const loan = (loanAmount: number, rate: number, loanTenure: number, unit: LoanInput['unit']): LoanInput => ({
  loanAmount: loanAmount as Rupees,
  rate: rate as PercentPerYear,
  loanTenure,
  unit,
});

const monthsOf = (input: LoanInput) => (input.unit === 'years' ? input.loanTenure * 12 : input.loanTenure);

const LOAN_FIGURES = ['totalInterest', 'totalPayment', 'interestSaved', 'firstInstalment', 'lastInstalment'] as const;
const ROW_FIGURES = ['interestPaid', 'principalPaid', 'prepayment', 'balance', 'interestToDate'] as const;

/** Every rupee the schedule shows that is not the model's, as "row 3 balance: 1234 for 1235". */
function wrongRupees(schedule: LoanSchedule, exactly: Model): string[] {
  const wrong: string[] = [];
  const check = (name: string, shown: number, value: Exact) => {
    if (Math.round(shown) !== halfUp(value)) wrong.push(`${name}: ${Math.round(shown)} for ${halfUp(value)}`);
  };
  if (schedule.instalmentsPaid !== exactly.instalmentsPaid) {
    wrong.push(`instalments: ${schedule.instalmentsPaid} for ${exactly.instalmentsPaid}`);
  }
  if (schedule.rows.length !== exactly.rows.length)
    wrong.push(`rows: ${schedule.rows.length} for ${exactly.rows.length}`);
  schedule.rows.forEach((row, index) => {
    const modelRow = exactly.rows[index];
    if (modelRow) for (const figure of ROW_FIGURES) check(`row ${row.period} ${figure}`, row[figure], modelRow[figure]);
  });
  for (const figure of LOAN_FIGURES) check(figure, schedule[figure], exactly[figure]);
  return wrong;
}

function wrongRupeesOf(input: LoanInput, prepayments: readonly Prepayment[], mode: PrepaymentMode): string[] {
  const schedule = buildLoanSchedule(input, prepayments, mode, exactLoan);
  const monthsPerRow = input.unit === 'years' ? 12 : 1;
  return wrongRupees(schedule, model(input.loanAmount, input.rate, monthsOf(input), monthsPerRow, prepayments, mode));
}

const once = (amount: number, month: number): Prepayment => ({ amount: amount as Rupees, month, repeatYearly: false });
const yearly = (amount: number, month: number): Prepayment => ({ amount: amount as Rupees, month, repeatYearly: true });

interface WrongBefore {
  name: string;
  input: LoanInput;
  prepayments: readonly Prepayment[];
  mode: PrepaymentMode;
  figure: (schedule: LoanSchedule) => number;
  /** What the rule showed before it was exact. */
  shown: number;
  /** The exact value, rounded half up. */
  exact: number;
}

// Found against the model. The doubles were a hair off a half rupee, or the old rule moved a Total Interest
// within 8 ulps a month of a half to the half, or took less than 10^-9 of a month left for the end of the loan.
const WRONG_BEFORE: WrongBefore[] = [
  {
    // ₹50,00,000 prepaid in month 1 ends the loan: only month 1's interest, 48,47,700 × 2 / 1200 = 8,079.50
    // exactly; the doubles' sum was 8,079.4999999999991.
    name: 'Total Interest of ₹48,47,700 at 2% cleared in month 1 is exactly ₹8,079.50',
    input: loan(4847700, 2, 18, 'months'),
    prepayments: [once(5000000, 1)],
    mode: 'reduce-tenure',
    figure: (s) => s.totalInterest,
    shown: 8079,
    exact: 8080,
  },
  {
    // 2,88,900 × 2 / 1200 = 481.50 exactly; the doubles made it 481.49999999999994.
    name: 'month 1 of ₹2,88,900 at 2% owes exactly ₹481.50',
    input: loan(288900, 2, 12, 'months'),
    prepayments: [],
    mode: 'reduce-tenure',
    figure: (s) => s.rows[0]!.interestPaid,
    shown: 481,
    exact: 482,
  },
  {
    // The EMI screen's ₹3,302; the schedule's first EMI was 3,301.4999999999995.
    name: 'the EMI of ₹3,100 at 78% for a month is exactly ₹3,301.50',
    input: loan(3100, 78, 1, 'months'),
    prepayments: [once(1000, 1)],
    mode: 'reduce-emi',
    figure: (s) => s.firstInstalment,
    shown: 3301,
    exact: 3302,
  },
  {
    // The difference of two sums of doubles was 0.49999999999940.
    name: '₹100 in month 11 of ₹5,100 at 6% saves exactly ₹0.50',
    input: loan(5100, 6, 12, 'months'),
    prepayments: [once(100, 11)],
    mode: 'reduce-tenure',
    figure: (s) => s.interestSaved,
    shown: 0,
    exact: 1,
  },
  {
    // Month 146's balance is exactly ₹48,57,14,86,525.49988; the doubles made it …525.50003.
    name: '₹10,000 crore at 18% with ₹100 crore a year: a balance',
    input: loan(1e11, 18, 360, 'months'),
    prepayments: [yearly(1e9, 1)],
    mode: 'reduce-tenure',
    figure: (s) => s.rows[145]!.balance,
    shown: 48571486526,
    exact: 48571486525,
  },
  {
    // Exactly ₹54,66,62,42,624.49937; the doubles had it, and the old rule moved it to the half.
    name: '₹3,000 crore at 24% with ₹60 crore a year: Total Interest',
    input: loan(3e10, 24, 15, 'years'),
    prepayments: [yearly(6e8, 24)],
    mode: 'reduce-tenure',
    figure: (s) => s.totalInterest,
    shown: 54666242625,
    exact: 54666242624,
  },
  {
    // Exactly ₹4,35,52,10,66,518.7473 saved, shown from 518.372: Total Interest moved to a half, 0.375 off.
    name: '₹3,75,000 crore at 8% with ₹3,750 crore a year: Interest saved',
    input: loan(3.75e12, 8, 15, 'years'),
    prepayments: [yearly(3.75e10, 6)],
    mode: 'reduce-tenure',
    figure: (s) => s.interestSaved,
    shown: 435521066518,
    exact: 435521066519,
  },
  {
    // Row 33's balance is exactly ₹3,52,25,52,94,38,289.4974; its double was …289.5.
    name: '₹37.5 lakh crore at 12%, reduce EMI: a balance',
    input: loan(3.75e13, 12, 360, 'months'),
    prepayments: [once(1.875e12, 6)],
    mode: 'reduce-emi',
    figure: (s) => s.rows[32]!.balance,
    shown: 35225529438290,
    exact: 35225529438289,
  },
  {
    // After month 81 ₹0.48 is left (10^-10 of an EMI), so month 82 pays a last EMI of 49 paise.
    name: '₹2,84,04,27,82,296 at 12% with ₹1,75,36,35,19,800 in month 78: EMIs paid',
    input: loan(284042782296, 12, 149, 'months'),
    prepayments: [once(175363519800, 78)],
    mode: 'reduce-tenure',
    figure: (s) => s.instalmentsPaid,
    shown: 81,
    exact: 82,
  },
  {
    // The Interest Breakdown table's row 5 is the step between rounded interest to date; the screen summed
    // the rows' doubles for it, …946.5, shown as …947 (schedule-rows.test.ts checks the table's side).
    name: '₹7,15,00,00,00,00,000 at 9.82% for 74 months: interest to month 5',
    input: loan(7.15e12, 9.82, 74, 'months'),
    prepayments: [],
    mode: 'reduce-tenure',
    figure: (s) => s.rows[4]!.interestToDate,
    shown: 286722329947,
    exact: 286722329946,
  },
];

describe('the schedule shows the exact rupees where it showed others', () => {
  test.each(WRONG_BEFORE)('$name: $exact, not $shown', ({ input, prepayments, mode, figure, exact }) => {
    expect(Math.round(figure(buildLoanSchedule(input, prepayments, mode, exactLoan)))).toBe(exact);
    expect(wrongRupeesOf(input, prepayments, mode)).toEqual([]);
  });
});

/** An amount of any order of magnitude from ₹1,000 to MAX_AMOUNT: a whole number of rupees, sometimes a round one. */
const anyAmount = fc.oneof(
  fc
    .tuple(fc.integer({ min: 3, max: 14 }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([digits, spread]) => Math.round(10 ** (digits + spread))),
  // Round amounts owe exact halves (₹2,88,900 at 2% owes ₹481.50 in month 1).
  fc.tuple(fc.integer({ min: 10, max: 99_999 }), fc.integer({ min: 2, max: 10 })).map(([a, zeros]) => a * 10 ** zeros),
);

/** Rates from 0.01% to 100% as typed: to two decimals, or one of many digits. */
const anyRate = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }).map((hundredths) => hundredths / 100),
  fc.constantFrom(2, 6, 8.5, 12, 18, 24, 100),
  fc.double({ min: 0.01, max: 100, noNaN: true }),
);

const anyTenure = fc.oneof(
  fc.record({ unit: fc.constant<LoanInput['unit']>('months'), loanTenure: fc.integer({ min: 1, max: 480 }) }),
  fc.record({ unit: fc.constant<LoanInput['unit']>('years'), loanTenure: fc.integer({ min: 1, max: 40 }) }),
);

const anyMode = fc.constantFrom<PrepaymentMode>('reduce-tenure', 'reduce-emi');

/** 1 to 6 prepayments, each a share of the loan from a millionth to a fifth more than all of it. */
const somePrepayments = fc.array(
  fc.record({
    share: fc.double({ min: -6, max: 0.08, noNaN: true }),
    at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
    repeatYearly: fc.boolean(),
  }),
  { minLength: 1, maxLength: 6 },
);

/** Whether the screens would take the loan: every figure within MAX_RESULT (the validators' EMI × months). */
function withinMaxResult(input: LoanInput): boolean {
  return monthlyInstalment(input) * monthsOf(input) <= MAX_RESULT;
}

test('every figure is the exact model’s rupee, for loans of every size, rate, tenure and prepayment', () => {
  fc.assert(
    fc.property(anyAmount, anyRate, anyTenure, somePrepayments, anyMode, (amount, rate, tenure, raw, mode) => {
      const input = loan(amount, rate, tenure.loanTenure, tenure.unit);
      fc.pre(withinMaxResult(input));
      const months = monthsOf(input);
      const prepayments = raw.map(({ share, at, repeatYearly }) => ({
        amount: Math.min(1e15, Math.max(1, Math.round(amount * 10 ** share))) as Rupees,
        month: 1 + Math.floor(at * months),
        repeatYearly,
      }));
      expect(wrongRupeesOf(input, prepayments, mode)).toEqual([]);
    }),
    { numRuns: 500 },
  );
});

test('a prepayment that leaves (almost) a whole number of EMIs, or (almost) clears the loan, ends it where the model does', () => {
  // Where the doubles cannot tell whether the balance is gone, the exact model decides: the prepayment is
  // placed from the model's own balance, k EMIs' worth short of it (k = 0: the whole of it), to the rupee.
  fc.assert(
    fc.property(
      fc.integer({ min: 6, max: 14 }),
      fc.constantFrom(8.5, 12, 24, 100),
      fc.integer({ min: 3, max: 240 }),
      fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
      fc.integer({ min: 0, max: 4 }),
      fc.integer({ min: -1, max: 1 }),
      anyMode,
      (digits, rate, months, at, emisLeft, nudge, mode) => {
        const input = loan(10 ** digits + 12_345, rate, months, 'months');
        fc.pre(withinMaxResult(input));
        const month = 1 + Math.floor(at * (months - 1));
        const { rows, firstInstalment } = model(input.loanAmount, rate, months, 1, [], 'reduce-tenure');
        const toDouble = ({ n, d }: Exact) => Number((n << 64n) / d) / 2 ** 64;
        const r = rate / 1200;
        const leftOver = (toDouble(firstInstalment) * (1 - (1 + r) ** -emisLeft)) / r;
        const amount = Math.round(toDouble(rows[month - 1]!.balance) - leftOver) + nudge;
        fc.pre(amount >= 1);
        expect(wrongRupeesOf(input, [once(amount, month)], mode)).toEqual([]);
      },
    ),
    { numRuns: 60 },
  );
});
