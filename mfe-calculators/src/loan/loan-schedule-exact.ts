/**
 * The loan schedule's exact model, asked only about what its doubles cannot tell (docs/rounding.md): which
 * rupee a figure lying within its error of a half rupee rounds to, and, when the balance or a prepayment
 * lands within that error of the end of the loan, whether the loan ends.
 *
 * The model is the plain monthly recursion on the decimals typed. With a rate of a / b percent, r = a / v
 * for v = 1200·b, and 1 + r = u / v for u = v + a. Each month the interest is B·r and the balance after the
 * EMI B·(1 + r) − EMI, or 0 when that is not above 0 or it is the last month; then that month's prepayments,
 * capped at the balance, come off; in reduce-EMI mode the EMI becomes B·r / (1 − (v/u)^(months left)).
 * Every figure is a fraction, but over a long loan its terms run to hundreds of thousands of bits, and
 * reducing the EMI after each of 1000 prepayments to hundreds of millions. So the recursion runs first on
 * brackets: whole numbers at a scale of 2^p, every step rounded down for the lower end and up for the
 * upper, the bits doubled until each asked question has one answer (`bracketedRun`). Only a true tie,
 * which no bracket ever decides (₹2,88,900 at 2% owes exactly ₹481.50 in month 1), is worked out in
 * exact fractions (`exactRun`).
 */
import type { LoanInput } from '@fintools/shared/finance/emi';
import {
  LOAN_FIGURES,
  loanFigureId,
  ROW_FIGURES,
  rowFigureId,
  type ExactLoan,
  type FigureId,
  type LoanFigure,
  type ScheduleShape,
} from '@fintools/shared/finance/loan-schedule';
import type { Prepayment } from '@fintools/shared/finance/prepayments';
import { addFractions, decimalFraction, type Fraction } from '@fintools/shared/finance/rounding';

/**
 * The exact model of `buildLoanSchedule`'s loan (an `ExactLoanModel`, which the Loan screen passes it).
 * Nothing is worked out until a question is asked.
 * @example
 * const loan = { loanAmount: 288900, rate: 2, loanTenure: 12, unit: 'months' };
 * exactLoan(loan, [], { months: 12, monthsPerRow: 1, reduceEmi: false }).roundLike([rowFigureId(0, 0)], [481.49999999999994]);
 * // [481.5]: month 1's interest is exactly ₹481.50, which rounds to ₹482
 */
export function exactLoan(input: LoanInput, prepayments: readonly Prepayment[], shape: ScheduleShape): ExactLoan {
  const plan = exactPlan(input, prepayments, shape);
  const known = noDecisions(plan.months);
  const decision = (month: number, kind: DecisionKind) => {
    decideUpTo(plan, month, known);
    // A month the model never reaches (its loan ended before) cannot disagree with the doubles: say it ends.
    return known[kind][month] !== NO;
  };
  return {
    endsIn: (month) => decision(month, 'ends'),
    clearsIn: (month) => decision(month, 'clears'),
    roundLike: (figures, values) => roundFigures(plan, figures, values, known),
  };
}

/** The loan as whole numbers: amount, rate as r = a / v and 1 + r = u / v, and each month's prepayments. */
interface ExactPlan extends ScheduleShape {
  amount: Fraction;
  a: bigint;
  v: bigint;
  u: bigint;
  /** By month. */
  prepaid: (Fraction | undefined)[];
  /** Bits the brackets need past those asked for: more for a larger loan and a smaller rate. */
  guardBits: number;
}

function exactPlan(input: LoanInput, prepayments: readonly Prepayment[], shape: ScheduleShape): ExactPlan {
  const rate = decimalFraction(input.rate);
  const amount = decimalFraction(input.loanAmount);
  const v = 1200n * rate.denominator;
  const prepaid: (Fraction | undefined)[] = new Array<Fraction | undefined>(shape.months + 1);
  for (const { amount: paid, month, repeatYearly } of prepayments) {
    const typed = decimalFraction(paid);
    for (let at = month; at <= shape.months; at += repeatYearly ? 12 : shape.months) {
      const before = prepaid[at];
      prepaid[at] = before ? addFractions(before, typed) : typed;
    }
  }
  // Bits the brackets lose: to the amount's size, to 1 / r (the EMI's 1 / (1 − (v/u)^n) when n·r is
  // small) and to a unit of rounding a month.
  const guardBits =
    bitLength(v) -
    bitLength(rate.numerator) +
    bitLength(amount.numerator) -
    bitLength(amount.denominator) +
    2 * bitLength(BigInt(shape.months)) +
    16;
  return { ...shape, amount, a: rate.numerator, v, u: v + rate.numerator, prepaid, guardBits };
}

function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

type DecisionKind = 'ends' | 'clears';

/** What the exact model decided in each month it has run through: facts, so every run can reuse them. */
type Decisions = Record<DecisionKind, Uint8Array>;

/** A month's decision, by month: not known yet, yes or no. */
const [UNKNOWN, YES, NO] = [0, 1, 2];

function noDecisions(months: number): Decisions {
  return { ends: new Uint8Array(months + 1), clears: new Uint8Array(months + 1) };
}

function record(known: Decisions, month: number, kind: DecisionKind, value: boolean): void {
  known[kind][month] = value ? YES : NO;
}

/** Bits past the rupee of each bracketed run: most questions are settled by the first. */
const BRACKET_BITS = [64, 256, 1024];

/**
 * Past this many bits the exact fractions cost seconds (a long loan whose EMI is worked out again after
 * hundreds of prepayments): a figure is then taken to be the half rupee that 2^-1024 of a rupee could not
 * separate it from, as a balance that close to 0 is taken to be 0.
 */
const EXACT_BITS_LIMIT = 2 ** 22;

/** Records the model's decisions in every month up to `month`, bracketed, then exactly if need be. */
function decideUpTo(plan: ExactPlan, month: number, known: Decisions): void {
  for (const bits of BRACKET_BITS) {
    // The whole loan at once: a schedule the doubles cannot follow asks about month after month.
    const { stuck } = bracketedRun(plan, bits, plan.months, NO_FIGURES, known);
    if (stuck === undefined || stuck.month > month) return;
  }
  if (!exactRun(plan, month, NO_FIGURES, known)) settleTiesUpTo(plan, month, known);
}

/** When even exact fractions are too big: takes each undecided question up to `month` as a tie (it ends, it clears). */
function settleTiesUpTo(plan: ExactPlan, month: number, known: Decisions): void {
  for (;;) {
    const { stuck } = bracketedRun(plan, BRACKET_BITS.at(-1)!, month, NO_FIGURES, known);
    if (stuck === undefined) return;
    record(known, stuck.month, stuck.kind, true);
  }
}

/** The figures a run is asked for: by row index, a bit for each column (bit c for ROW_FIGURES[c]); the loan's. */
interface Wanted {
  rows: Map<number, number>;
  loan: Set<LoanFigure>;
}

function wantedOf(figures: Iterable<FigureId>): Wanted {
  const wanted: Wanted = { rows: new Map(), loan: new Set() };
  for (const figure of figures) {
    if (figure < 0) {
      wanted.loan.add(LOAN_FIGURES[-1 - figure]!);
    } else {
      const row = Math.floor(figure / ROW_FIGURES.length);
      wanted.rows.set(row, (wanted.rows.get(row) ?? 0) | (1 << (figure % ROW_FIGURES.length)));
    }
  }
  return wanted;
}

const NO_FIGURES: Wanted = { rows: new Map(), loan: new Set() };

/** `ExactLoan.roundLike`: each figure bracketed with more and more bits, then exactly, then as a tie. */
function roundFigures(
  plan: ExactPlan,
  figures: readonly FigureId[],
  values: readonly number[],
  known: Decisions,
): number[] {
  const result = [...values];
  // Indices into `figures` of those whose rupee is still open.
  let open = figures.map((_, index) => index);
  let last: BracketedRun | undefined;
  for (const bits of BRACKET_BITS) {
    if (open.length === 0) return result;
    const wanted = wantedOf(open.map((index) => figures[index]!));
    const run = bracketedRun(plan, bits, lastMonthOf(plan, wanted), wanted, known);
    open = open.filter((index) => {
      const bracket = run.figures.get(figures[index]!);
      const rupees = bracket && decidedRupees(bracket, run.scaleBits);
      if (bracket === undefined || rupees === undefined) return true;
      result[index] = roundingTo(values[index]!, rupees, bracket, run.scaleBits);
      return false;
    });
    last = run;
  }
  if (open.length === 0) return result;
  const wanted = wantedOf(open.map((index) => figures[index]!));
  const until = lastMonthOf(plan, wanted);
  const exact = exactRun(plan, until, wanted, known);
  if (!exact) {
    settleTiesUpTo(plan, until, known);
    last = bracketedRun(plan, BRACKET_BITS.at(-1)!, until, wanted, known);
  }
  for (const index of open) {
    const value = exact?.get(figures[index]!);
    const bracket = last?.figures.get(figures[index]!);
    if (value) result[index] = roundingTo(values[index]!, rupeesOf(value), bracketOf(value), 64n);
    // Within 2^-1024 of a half rupee and too big to work out: the half, rounded up.
    else if (bracket)
      result[index] = roundingTo(values[index]!, tieRupees(bracket, last!.scaleBits), bracket, last!.scaleBits);
  }
  return result;
}

/** The last month the wanted figures need: their last row's, the loan's last for its totals, none for the first EMI. */
function lastMonthOf(plan: ExactPlan, wanted: Wanted): number {
  if ([...wanted.loan].some((figure) => figure !== 'firstInstalment')) return plan.months;
  let lastRow = -1;
  for (const row of wanted.rows.keys()) lastRow = Math.max(lastRow, row);
  return Math.min(plan.months, (lastRow + 1) * plan.monthsPerRow);
}

/** Keeps a finished row's wanted columns, by their figure numbers. */
function keepRow<Value>(figures: FigureValues<Value>, wanted: Wanted, row: number, columns: readonly Value[]): void {
  const bits = wanted.rows.get(row) ?? 0;
  for (let column = 0; bits >> column !== 0; column += 1) {
    if ((bits >> column) & 1) figures.set(rowFigureId(row, column), columns[column]!);
  }
}

/** Keeps the loan's wanted figures, by their figure numbers. */
function keepLoan<Value>(figures: FigureValues<Value>, wanted: Wanted, values: Record<LoanFigure, Value>): void {
  for (const figure of wanted.loan) figures.set(loanFigureId(figure), values[figure]);
}

/** Values by figure number, in arrays: a run keeps tens of thousands, and a Map of them is slower to fill. */
class FigureValues<Value> {
  private readonly rows: (Value | undefined)[];
  private readonly loan: (Value | undefined)[] = [];

  constructor(rowFigures: number) {
    this.rows = new Array<Value | undefined>(rowFigures);
  }

  set(figure: FigureId, value: Value): void {
    if (figure < 0) this.loan[-1 - figure] = value;
    else this.rows[figure] = value;
  }

  get(figure: FigureId): Value | undefined {
    return figure < 0 ? this.loan[-1 - figure] : this.rows[figure];
  }
}

/** How many row figures a schedule of the plan's shape has at most. */
function rowFigureCount({ months, monthsPerRow }: ScheduleShape): number {
  return ROW_FIGURES.length * Math.ceil(months / monthsPerRow);
}

/** [low, high] × 2^-p: a bracket on a number. */
interface Bracket {
  low: bigint;
  high: bigint;
}

interface BracketedRun {
  /** p: the brackets are in units of 2^-p rupee. */
  scaleBits: bigint;
  figures: FigureValues<Bracket>;
  /** The first month whose question the brackets could not decide: the run stopped there. */
  stuck?: { month: number; kind: DecisionKind };
}

/**
 * The monthly recursion on brackets, from month 1 to `until`, at `bits` past the rupee (and the plan's guard
 * bits, which the rounding eats). Decisions the brackets settle are recorded in `known`; one they cannot
 * settle and `known` does not hold stops the run.
 *
 * Brackets run forward widen by (1 + r) a month: by e^960 over 1000 years at 100%. So while the EMI repays
 * the balance over the months to the loan's end (before any prepayment, and after each in reduce-EMI mode)
 * the balance is its closed form, EMI · (1 − (v/u)^(months left)) / r, from a table of the powers worked out
 * upwards (multiplying by v/u < 1 shrinks each bracket's width, so they stay a few units wide). Only after a
 * prepayment in reduce-tenure mode does the run step forward, and then for as many months as it takes the
 * same EMI to repay what is left: the balance's sensitivity to where it started, which no method escapes.
 */
function bracketedRun(plan: ExactPlan, bits: number, until: number, wanted: Wanted, known: Decisions): BracketedRun {
  const { a, v, months, monthsPerRow, reduceEmi } = plan;
  const scaleBits = BigInt(bits + plan.guardBits);
  const one = 1n << scaleBits;
  const figures = new FigureValues<Bracket>(rowFigureCount(plan));
  const discounts = discountTable(plan, scaleBits);
  const amount = fractionBracket(plan.amount, scaleBits);
  const firstInstalment = instalmentBracket(amount, discounts[months]!, a, v, one);
  if (wanted.loan.has('firstInstalment')) figures.set(loanFigureId('firstInstalment'), firstInstalment);
  let instalment = firstInstalment;
  // Whether the balance is the EMI's over the months to the end (else stepped forward).
  let toTheEnd = true;
  let balance = amount;
  let rowStart = amount;
  let rowInterest = ZERO;
  let rowPrepaid = ZERO;
  let totalInterest = ZERO;
  for (let month = 1; month <= Math.min(until, months); month += 1) {
    const interest = { low: (balance.low * a) / v, high: ceilDivide(balance.high * a, v) };
    let next = ZERO;
    let ends: boolean | undefined = true;
    if (month < months && toTheEnd) {
      // B·(1 + r) − EMI is the closed form's next balance, above 0 while months are left.
      next = balanceToTheEnd(instalment, discounts[months - month]!, a, v, scaleBits);
      ends = false;
      record(known, month, 'ends', false);
    } else if (month < months) {
      const due = minus(plus(balance, interest), instalment);
      ends = decided(known, month, 'ends', due.high <= 0n, due.low > 0n);
      if (ends === undefined) return { scaleBits, figures, stuck: { month, kind: 'ends' } };
      if (!ends) next = atLeastZero(due);
    }
    let prepayment = ZERO;
    let cleared = false;
    const prepaid = ends ? undefined : plan.prepaid[month];
    if (prepaid) {
      const paid = fractionBracket(prepaid, scaleBits);
      const clears = decided(known, month, 'clears', paid.low >= next.high, paid.high < next.low);
      if (clears === undefined) return { scaleBits, figures, stuck: { month, kind: 'clears' } };
      cleared = clears;
      prepayment = cleared ? next : paid;
      next = cleared ? ZERO : atLeastZero(minus(next, paid));
      toTheEnd = reduceEmi;
      if (reduceEmi && !cleared) instalment = instalmentBracket(next, discounts[months - month]!, a, v, one);
    }
    rowInterest = plus(rowInterest, interest);
    rowPrepaid = plus(rowPrepaid, prepayment);
    totalInterest = plus(totalInterest, interest);
    const last = ends || cleared;
    if (month % monthsPerRow === 0 || last) {
      const row = Math.floor((month - 1) / monthsPerRow);
      if (wanted.rows.has(row))
        keepRow(figures, wanted, row, [rowInterest, minus(rowStart, next), rowPrepaid, next, totalInterest]);
      rowStart = next;
      rowInterest = ZERO;
      rowPrepaid = ZERO;
    }
    balance = next;
    if (last) {
      keepLoan(figures, wanted, {
        totalInterest,
        totalPayment: plus(amount, totalInterest),
        interestSaved: minus(minus(times(firstInstalment, BigInt(months)), amount), totalInterest),
        firstInstalment,
        lastInstalment: instalment,
      });
      break;
    }
  }
  return { scaleBits, figures };
}

/** (v/u)^k × 2^p bracketed for k = 0 to the loan's months, each from the one before, rounded outwards. */
function discountTable({ u, v, months }: ExactPlan, scaleBits: bigint): Bracket[] {
  const table: Bracket[] = [{ low: 1n << scaleBits, high: 1n << scaleBits }];
  for (let k = 1; k <= months; k += 1) {
    const { low, high } = table[k - 1]!;
    table.push({ low: (low * v) / u, high: ceilDivide(high * v, u) });
  }
  return table;
}

/** EMI · (1 − discount) / r at a scale of 2^p: the balance this EMI repays over the months `discount` stands for. */
function balanceToTheEnd(instalment: Bracket, discount: Bracket, a: bigint, v: bigint, scaleBits: bigint): Bracket {
  const one = 1n << scaleBits;
  const low = (instalment.low * (one - discount.high) * v) / a;
  const high = ceilDivide(instalment.high * (one - discount.low) * v, a);
  return { low: low >> scaleBits, high: (high + one - 1n) >> scaleBits };
}

/**
 * The known decision of a month, else the brackets' (recorded), else undefined when they cannot tell.
 * `yes` and `no` are what the brackets show for certain; both false means undecided.
 */
function decided(known: Decisions, month: number, kind: DecisionKind, yes: boolean, no: boolean): boolean | undefined {
  const fact = known[kind][month];
  if (fact !== UNKNOWN) return fact === YES;
  if (yes === no) return undefined;
  record(known, month, kind, yes);
  return yes;
}

const ZERO: Bracket = { low: 0n, high: 0n };

function plus(x: Bracket, y: Bracket): Bracket {
  return { low: x.low + y.low, high: x.high + y.high };
}

function minus(x: Bracket, y: Bracket): Bracket {
  return { low: x.low - y.high, high: x.high - y.low };
}

function times(x: Bracket, factor: bigint): Bracket {
  return { low: x.low * factor, high: x.high * factor };
}

/** A balance the model knows to be above 0 whose lower end the rounding took below it. */
function atLeastZero(x: Bracket): Bracket {
  return x.low < 0n ? { low: 0n, high: x.high < 0n ? 0n : x.high } : x;
}

/** ⌈n / d⌉ for n ≥ 0, d > 0. */
function ceilDivide(n: bigint, d: bigint): bigint {
  return (n + d - 1n) / d;
}

/** ⌊n / d⌋ for d > 0 and n of either sign (BigInt division truncates towards 0). */
function floorDivide(n: bigint, d: bigint): bigint {
  return n >= 0n ? n / d : -ceilDivide(-n, d);
}

/** A fraction ≥ 0 at a scale of 2^p. */
function fractionBracket({ numerator, denominator }: Fraction, scaleBits: bigint): Bracket {
  const scaled = numerator << scaleBits;
  return { low: scaled / denominator, high: ceilDivide(scaled, denominator) };
}

/**
 * The EMI that repays `balance` over the months `discount` = (v/u)^months stands for: balance · r / (1 −
 * discount). 1 − discount is at least r / (1 + r) less a unit a month, and the guard bits (the 1 / r among
 * them) keep r / (1 + r) above 2^64 units, so it is never 0.
 */
function instalmentBracket(balance: Bracket, discount: Bracket, a: bigint, v: bigint, one: bigint): Bracket {
  const [least, most] = [one - discount.high, one - discount.low];
  return {
    low: (balance.low * a * one) / (v * most),
    high: ceilDivide(balance.high * a * one, v * least),
  };
}

/** Half up to whole rupees, when both ends of the bracket round to the same one. */
function decidedRupees({ low, high }: Bracket, scaleBits: bigint): number | undefined {
  const half = 1n << (scaleBits - 1n);
  // ⌊x / 2^p + ½⌋, the shift flooring for either sign.
  const rupees = (low + half) >> scaleBits;
  return rupees === (high + half) >> scaleBits ? Number(rupees) : undefined;
}

/** A bracket around a half rupee whose exact value was too big to work out: taken to be the half. */
function tieRupees({ high }: Bracket, scaleBits: bigint): number {
  return Number((high + (1n << (scaleBits - 1n))) >> scaleBits);
}

function rupeesOf({ numerator, denominator }: Fraction): number {
  return Number(floorDivide(2n * numerator + denominator, 2n * denominator));
}

/** A fraction at a scale of 2^64 (a bracket of no width), enough for the double nearest to it. */
function bracketOf({ numerator, denominator }: Fraction): Bracket {
  const scaled = floorDivide(numerator << 64n, denominator);
  return { low: scaled, high: scaled };
}

/**
 * A double that `Math.round` takes to `rupees`: `value` if it does, else the one nearest the middle of the
 * bracket (the exact value) if it does, else the nearest on the right side of the half rupee between them.
 */
function roundingTo(value: number, rupees: number, { low, high }: Bracket, scaleBits: bigint): number {
  if (Math.round(value) === rupees) return value;
  const near = nearDouble(low + high, scaleBits + 1n);
  if (Math.round(near) === rupees) return near;
  // Below 2^52 every half rupee is a double; above it doubles are whole rupees, the rupee itself one of them.
  if (rupees >= 2 ** 52) return rupees;
  return near < rupees ? rupees - 0.5 : doubleBelow(rupees + 0.5);
}

/** The largest double below a positive double: the bit pattern one lower. */
function doubleBelow(value: number): number {
  const bits = new Float64Array([value]);
  const pattern = new BigUint64Array(bits.buffer);
  pattern[0] = pattern[0]! - 1n;
  return bits[0]!;
}

/** x × 2^-bits as a double, x of any size: the top bits only, since a double keeps no more. */
function nearDouble(x: bigint, bits: bigint): number {
  const shift = bits > 64n ? bits - 64n : 0n;
  return Number(x >> shift) / 2 ** Number(bits - shift);
}

/**
 * The monthly recursion in exact fractions up to `until`, every decision recorded in `known`, and the
 * wanted figures' values; null when the fractions would pass `EXACT_BITS_LIMIT`. Every amount is a
 * numerator over one common denominator D: the balance X / D, the EMI T / D. A month multiplies D by v
 * (the interest is X·a / (D·v)), so the numbers grow by a few digits a month instead of squaring.
 */
function exactRun(plan: ExactPlan, until: number, wanted: Wanted, known: Decisions): FigureValues<Fraction> | null {
  const { a, v, u, months, monthsPerRow, reduceEmi, amount } = plan;
  const figures = new FigureValues<Fraction>(rowFigureCount(plan));
  const bitsOfV = bitLength(v);
  if (bitLength(u) * months * 2 > EXACT_BITS_LIMIT) return null;
  // EMI = P·a·uⁿ / (v·(uⁿ − vⁿ)), and the balance P over the same denominator.
  const [grown, shrunk] = [u ** BigInt(months), v ** BigInt(months)];
  let denominator = amount.denominator * v * (grown - shrunk);
  let balance = amount.numerator * v * (grown - shrunk);
  let instalment = amount.numerator * a * grown;
  const firstInstalment = { numerator: instalment, denominator };
  let size = bitLength(denominator);
  // Sums over the same denominator, scaled with it; `sinceFirst` is D over the first EMI's denominator.
  let [rowStart, rowInterest, rowPrepaid, totalInterest, sinceFirst] = [balance, 0n, 0n, 0n, 1n];
  const scale = (factor: bigint) => {
    denominator *= factor;
    sinceFirst *= factor;
    balance *= factor;
    instalment *= factor;
    rowStart *= factor;
    rowInterest *= factor;
    rowPrepaid *= factor;
    totalInterest *= factor;
    size += bitLength(factor);
  };
  for (let month = 1; month <= Math.min(until, months); month += 1) {
    if (size + bitsOfV > EXACT_BITS_LIMIT) return null;
    const interest = balance * a;
    scale(v);
    rowInterest += interest;
    totalInterest += interest;
    // balance · (1 + r) − EMI over D·v: (X·u − T·v) / (D·v), and X·v + X·a = X·u.
    balance += interest - instalment;
    const ends = month === months || balance <= 0n;
    record(known, month, 'ends', ends);
    if (ends) balance = 0n;
    const prepaid = ends ? undefined : plan.prepaid[month];
    let cleared = false;
    if (prepaid) {
      cleared = prepaid.numerator * denominator >= balance * prepaid.denominator;
      record(known, month, 'clears', cleared);
      if (cleared) {
        rowPrepaid += balance;
        balance = 0n;
      } else {
        const before = denominator;
        scale(prepaid.denominator);
        balance -= prepaid.numerator * before;
        rowPrepaid += prepaid.numerator * before;
        if (reduceEmi) {
          // EMI = B·a·uᴸ / (v·(uᴸ − vᴸ)) for the L months left: over D·v·(uᴸ − vᴸ), its numerator X·a·uᴸ.
          const left = BigInt(months - month);
          const [up, down] = [u ** left, v ** left];
          const remaining = balance;
          scale(v * (up - down));
          if (size > EXACT_BITS_LIMIT) return null;
          instalment = remaining * a * up;
        }
      }
    }
    const last = ends || cleared;
    if (month % monthsPerRow === 0 || last) {
      const row = Math.floor((month - 1) / monthsPerRow);
      const over = (numerator: bigint): Fraction => ({ numerator, denominator });
      if (wanted.rows.has(row)) {
        keepRow(figures, wanted, row, [
          over(rowInterest),
          over(rowStart - balance),
          over(rowPrepaid),
          over(balance),
          over(totalInterest),
        ]);
      }
      [rowStart, rowInterest, rowPrepaid] = [balance, 0n, 0n];
    }
    if (last) {
      const borrowed = amount.numerator * (denominator / amount.denominator);
      const over = (numerator: bigint): Fraction => ({ numerator, denominator });
      keepLoan(figures, wanted, {
        totalInterest: over(totalInterest),
        totalPayment: over(borrowed + totalInterest),
        interestSaved: over(firstInstalment.numerator * BigInt(months) * sinceFirst - borrowed - totalInterest),
        firstInstalment,
        lastInstalment: over(instalment),
      });
      break;
    }
  }
  if (wanted.loan.has('firstInstalment')) figures.set(loanFigureId('firstInstalment'), firstInstalment);
  return figures;
}
