import fc from 'fast-check';
import { calculateEmi, monthlyInstalment, type LoanInput } from './emi';
import {
  buildLoanSchedule,
  buildSchedule,
  ROW_FIGURES,
  rowFigureId,
  type ExactLoanModel,
  type ScheduleRow,
} from './loan-schedule';
import { MAX_PREPAYMENTS, type Prepayment, type PrepaymentMode } from './prepayments';
import { RuleInputError, type RuleInputErrorCode } from './rule-input-error';
import type { PercentPerYear, Rupees } from './units';

const loan = (loanAmount: number, rate: number, loanTenure: number, unit: LoanInput['unit'] = 'years'): LoanInput => ({
  loanAmount: loanAmount as Rupees,
  rate: rate as PercentPerYear,
  loanTenure,
  unit,
});

/** Periods of rows with a non-finite figure, a negative payment, or a balance below 0 or rising. */
function rowsBreakingRules(rows: ScheduleRow[], amount: number): number[] {
  const broken: number[] = [];
  let previous = amount;
  for (const row of rows) {
    const finite = [row.interestPaid, row.principalPaid, row.balance].every(Number.isFinite);
    if (!finite || row.interestPaid < 0 || row.principalPaid < 0 || row.balance < 0 || row.balance > previous) {
      broken.push(row.period);
    }
    previous = row.balance;
  }
  return broken;
}

const sum = (rows: ScheduleRow[], key: 'interestPaid' | 'principalPaid') =>
  rows.reduce((total, row) => total + row[key], 0);

describe('buildSchedule', () => {
  test('the default loan: one yearly row that repays everything', () => {
    const rows = buildSchedule(loan(500000, 8.5, 1));
    expect(rows).toHaveLength(1);
    const [year] = rows;
    expect(year?.period).toBe(1);
    expect(year?.interestPaid).toBeCloseTo(23318.6948, 3);
    expect(year?.principalPaid).toBeCloseTo(500000, 6);
    expect(year?.balance).toBe(0);
  });

  test('monthly rows of 1,00,000 @ 12% for 2 months, to the paisa', () => {
    const rows = buildSchedule(loan(100000, 12, 2, 'months'));
    expect(rows.map((row) => row.period)).toEqual([1, 2]);
    // EMI 50,751.24: month 1 charges 1% of 1,00,000; month 2 1% of what is left.
    expect(rows[0]?.interestPaid).toBeCloseTo(1000, 9);
    expect(rows[0]?.principalPaid).toBeCloseTo(49751.24, 2);
    expect(rows[0]?.balance).toBeCloseTo(50248.76, 2);
    expect(rows[1]?.interestPaid).toBeCloseTo(502.49, 2);
    expect(rows[1]?.principalPaid).toBeCloseTo(50248.76, 2);
    expect(rows[1]?.balance).toBe(0);
  });

  test.each([
    ['1 year in years', loan(500000, 8.5, 1), 1],
    ['1 year in months', loan(500000, 8.5, 12, 'months'), 12],
    ['one month', loan(100000, 12, 1, 'months'), 1],
    ['20 years', loan(1000000, 10, 20), 20],
    ['18 months as 1.5 years: the last partial year is a row', loan(100000, 10, 1.5), 2],
    ['1000 years in years', loan(500000, 100, 1000), 1000],
    ['1000 years in months', loan(500000, 100, 12000, 'months'), 12000],
    ['1000 months', loan(500000, 8.5, 1000, 'months'), 1000],
  ])('%s: %d rows that add up to the EMI totals', (_name, input, rowCount) => {
    const rows = buildSchedule(input);
    const totals = calculateEmi(input);
    expect(rows).toHaveLength(rowCount);
    expect(rows.map((row) => row.period)).toEqual(Array.from({ length: rowCount }, (_, index) => index + 1));
    expect(Math.round(sum(rows, 'interestPaid'))).toBe(totals.totalInterest);
    expect(sum(rows, 'principalPaid')).toBeCloseTo(input.loanAmount, 4);
    expect(rows.at(-1)?.balance).toBe(0);
    expect(rowsBreakingRules(rows, input.loanAmount)).toEqual([]);
  });

  test('18 months in years: a full year of 12 EMIs, then 6', () => {
    const input = loan(100000, 10, 1.5);
    const [first, second] = buildSchedule(input);
    const instalment = monthlyInstalment(input);
    expect((first?.interestPaid ?? 0) + (first?.principalPaid ?? 0)).toBeCloseTo(12 * instalment, 6);
    expect((second?.interestPaid ?? 0) + (second?.principalPaid ?? 0)).toBeCloseTo(6 * instalment, 6);
  });

  test('each month pays one EMI, split into interest on the balance and principal', () => {
    const input = loan(2500000, 9, 240, 'months');
    const instalment = monthlyInstalment(input);
    let balance: number = input.loanAmount;
    const offBy: number[] = [];
    for (const row of buildSchedule(input)) {
      const interestError = Math.abs(row.interestPaid - (balance * 9) / 1200);
      const paymentError = Math.abs(row.interestPaid + row.principalPaid - instalment);
      if (interestError > 1e-6 || paymentError > 1e-6) offBy.push(row.period);
      balance = row.balance;
    }
    expect(offBy).toEqual([]);
  });

  // How fast they are built is `pnpm bench:loan`'s to measure, not a unit test's to time.
  test('12,000 monthly rows at rate 100 stay accurate', () => {
    const input = loan(1e15, 100, 12000, 'months');
    const rows = buildSchedule(input);
    expect(rows).toHaveLength(12000);
    // Forward recursion would have blown up here; the closed form keeps the last months exact.
    const last = rows.at(-1);
    expect(last?.balance).toBe(0);
    expect(last?.principalPaid).toBeCloseTo(monthlyInstalment(input) / (1 + 100 / 1200), -2);
    // Around 10^18 doubles are 128 apart: the sum agrees with the total to that precision.
    expect(sum(rows, 'interestPaid') / calculateEmi(input).totalInterest).toBeCloseTo(1, 12);
    expect(rowsBreakingRules(rows, input.loanAmount)).toEqual([]);
  });

  test('any valid loan gives a schedule that repays exactly the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom<LoanInput['unit']>('years', 'months'),
        (amount, rate, tenure, unit) => {
          const rows = buildSchedule(loan(amount, rate, tenure, unit));
          const principal = sum(rows, 'principalPaid');
          return (
            Math.abs(principal - amount) <= amount * 1e-9 &&
            rows.at(-1)?.balance === 0 &&
            rowsBreakingRules(rows, amount).length === 0
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('buildLoanSchedule with prepayments', () => {
  const homeLoan = loan(5000000, 8.5, 20);
  const once = (amount: number, month: number): Prepayment => ({
    amount: amount as Rupees,
    month,
    repeatYearly: false,
  });
  const yearly = (amount: number, month: number): Prepayment => ({
    amount: amount as Rupees,
    month,
    repeatYearly: true,
  });
  const totalOf = (rows: ScheduleRow[], key: 'interestPaid' | 'principalPaid' | 'prepayment') =>
    rows.reduce((total, row) => total + row[key], 0);

  // The published reference: ₹50,00,000 at 8.5% for 20 years (EMI ₹43,391, interest ₹54,13,879 without prepayments).
  test.each([
    ['₹5,00,000 in month 12, reduce tenure', [once(500000, 12)], 'reduce-tenure', 3810188, 1603691, 48, 43391],
    ['₹5,00,000 in month 12, reduce EMI', [once(500000, 12)], 'reduce-emi', 4904471, 509408, 0, 38964],
    [
      '₹1,00,000 from month 12 every year, reduce tenure',
      [yearly(100000, 12)],
      'reduce-tenure',
      3558489,
      1855389,
      72,
      43391,
    ],
  ] as const)('%s', (_name, prepayments, mode, totalInterest, interestSaved, monthsSaved, lastEmi) => {
    const schedule = buildLoanSchedule(homeLoan, prepayments, mode);
    expect(Math.round(schedule.firstInstalment)).toBe(43391);
    expect(Math.round(schedule.totalInterest)).toBe(totalInterest);
    expect(Math.round(schedule.interestSaved)).toBe(interestSaved);
    expect(240 - schedule.instalmentsPaid).toBe(monthsSaved);
    expect(Math.round(schedule.lastInstalment)).toBe(lastEmi);
    expect(schedule.totalPayment).toBeCloseTo(5000000 + schedule.totalInterest, 4);
    // Yearly rows until the balance reaches 0: 192 EMIs are 16 years.
    expect(schedule.rows).toHaveLength(Math.ceil(schedule.instalmentsPaid / 12));
    expect(schedule.rows[0]?.prepayment).toBe(prepayments[0].amount);
    expect(totalOf(schedule.rows, 'principalPaid')).toBeCloseTo(5000000, 4);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
    expect(rowsBreakingRules(schedule.rows, 5000000)).toEqual([]);
  });

  test('without an exact model the figures are the doubles’, within their bound (₹481.50 stays 481.4999…)', () => {
    // 2,88,900 × 2 / 1200 = 481.50 exactly; only the Loan screen's exact model (mfe-calculators) moves it to 481.5.
    const [first] = buildLoanSchedule(loan(288900, 2, 12, 'months')).rows;
    expect(first?.interestPaid).toBeLessThan(481.5);
    expect(first?.interestPaid).toBeCloseTo(481.5, 9);
  });

  test('an exact model decides what the doubles cannot, and is asked about nothing else', () => {
    const asked: number[][] = [];
    const model: ExactLoanModel = () => ({
      endsIn: () => true,
      clearsIn: () => true,
      roundLike: (figures, values) => {
        asked.push([...figures]);
        return values.map((value) => Math.ceil(value));
      },
    });
    const schedule = buildLoanSchedule(loan(288900, 2, 12, 'months'), [], 'reduce-tenure', model);
    expect(schedule.rows[0]?.interestPaid).toBe(482);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(rowFigureId(0, ROW_FIGURES.indexOf('interestPaid')));
    expect(buildLoanSchedule(loan(500000, 8.5, 1), [], 'reduce-tenure', model).rows).toHaveLength(1);
    expect(asked).toHaveLength(1);
  });

  test('no prepayments: the same schedule and totals as the EMI screen, nothing saved', () => {
    const schedule = buildLoanSchedule(homeLoan);
    expect(Math.round(schedule.totalInterest)).toBe(calculateEmi(homeLoan).totalInterest);
    expect(schedule.interestSaved).toBeLessThan(0.5);
    expect(schedule.instalmentsPaid).toBe(240);
    expect(schedule.lastInstalment).toBe(schedule.firstInstalment);
    expect(schedule.rows.every((row) => row.prepayment === 0)).toBe(true);
  });

  test('in month 1: the EMI is paid first, then the prepayment', () => {
    const input = loan(100000, 12, 12, 'months');
    const emi = monthlyInstalment(input);
    const [first, second] = buildLoanSchedule(input, [once(10000, 1)]).rows;
    expect(first?.interestPaid).toBeCloseTo(1000, 9);
    expect(first?.prepayment).toBe(10000);
    expect(first?.principalPaid).toBeCloseTo(emi - 1000 + 10000, 6);
    expect(first?.balance).toBeCloseTo(100000 - (emi - 1000) - 10000, 6);
    // Month 2 charges interest on what is left after both.
    expect(second?.interestPaid).toBeCloseTo((first?.balance ?? 0) * 0.01, 6);
  });

  test('larger than the balance: capped at what is left, and the loan ends that month', () => {
    const input = loan(500000, 8.5, 12, 'months');
    const schedule = buildLoanSchedule(input, [once(1000000, 3)]);
    const noPrepayment = buildLoanSchedule(input).rows;
    expect(schedule.rows).toHaveLength(3);
    expect(schedule.instalmentsPaid).toBe(3);
    expect(schedule.rows[2]?.prepayment).toBeCloseTo(noPrepayment[2]?.balance ?? 0, 6);
    expect(schedule.rows[2]?.balance).toBe(0);
    expect(totalOf(schedule.rows, 'principalPaid')).toBeCloseTo(500000, 6);
    expect(schedule.totalInterest).toBeCloseTo(totalOf(noPrepayment.slice(0, 3), 'interestPaid'), 6);
  });

  test.each(['reduce-tenure', 'reduce-emi'] as const)('in the last month (%s): nothing left to prepay', (mode) => {
    const input = loan(500000, 8.5, 12, 'months');
    const schedule = buildLoanSchedule(input, [once(100000, 12)], mode);
    expect(schedule.rows.map((row) => row.prepayment)).toEqual(Array(12).fill(0));
    expect(schedule.instalmentsPaid).toBe(12);
    expect(schedule.totalInterest).toBe(buildLoanSchedule(input).totalInterest);
  });

  test('repeated past the end, and a prepayment after the loan has ended, do nothing', () => {
    const input = loan(300000, 10, 36, 'months');
    const schedule = buildLoanSchedule(input, [yearly(100000, 6), once(50000, 30)]);
    // ₹1,00,000 in month 6; in month 18 the second ₹1,00,000 is more than is left, so it clears the loan.
    // The third (month 30) and the ₹50,000 in month 30 come after the end.
    const paid = schedule.rows.filter((row) => row.prepayment > 0).map((row) => row.period);
    expect(paid).toEqual([6, 18]);
    expect(schedule.rows).toHaveLength(18);
    expect(schedule.rows[17]?.prepayment).toBeLessThan(100000);
    expect(totalOf(schedule.rows, 'principalPaid')).toBeCloseTo(300000, 6);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
    expect(rowsBreakingRules(schedule.rows, 300000)).toEqual([]);
  });

  test('reduce EMI: after each prepayment, the standard EMI on the balance over the months left', () => {
    const input = loan(1000000, 9, 120, 'months');
    const schedule = buildLoanSchedule(input, [once(200000, 24)], 'reduce-emi');
    const balance = schedule.rows[23]?.balance ?? 0;
    const expected = monthlyInstalment(loan(balance, 9, 96, 'months'));
    expect(schedule.lastInstalment).toBeCloseTo(expected, 6);
    expect(schedule.instalmentsPaid).toBe(120);
    // Every later month pays the new EMI.
    const later = schedule.rows[24];
    expect((later?.interestPaid ?? 0) + (later?.principalPaid ?? 0)).toBeCloseTo(expected, 6);
  });

  test('yearly rows add up the months’ prepayments', () => {
    const schedule = buildLoanSchedule(loan(1000000, 9, 5), [once(10000, 2), once(20000, 11), once(40000, 13)]);
    expect(schedule.rows.map((row) => row.prepayment)).toEqual([30000, 40000, 0, 0, 0]);
  });

  test('12,000 months at 100% with a yearly prepayment stay accurate', () => {
    const input = loan(5000000, 100, 1000);
    const schedule = buildLoanSchedule(input, [yearly(100000, 12)]);
    expect(schedule.rows.at(-1)?.balance).toBe(0);
    expect(totalOf(schedule.rows, 'principalPaid')).toBeCloseTo(5000000, 3);
    expect(schedule.totalInterest).toBeLessThan(buildLoanSchedule(input).totalInterest);
    expect(rowsBreakingRules(schedule.rows, 5000000)).toEqual([]);
  });

  test.each<[string, readonly Prepayment[], string, RuleInputErrorCode]>([
    ['an amount of 0', [once(0, 1)], 'prepayment amount', 'out-of-range'],
    ['an amount of NaN', [once(Number.NaN, 1)], 'prepayment amount', 'not-finite'],
    ['an amount above MAX_AMOUNT', [once(2e15, 1)], 'prepayment amount', 'out-of-range'],
    ['month 0', [once(1000, 0)], 'prepayment month', 'out-of-range'],
    ['a month after the loan', [once(1000, 13)], 'prepayment month', 'out-of-range'],
    ['a month that is not whole', [once(1000, 1.5)], 'prepayment month', 'not-integer'],
    [
      'more prepayments than MAX_PREPAYMENTS',
      Array(MAX_PREPAYMENTS + 1).fill(once(1000, 1)),
      'prepayments',
      'out-of-range',
    ],
  ])('refuses %s', (_name, prepayments, field, code) => {
    expect(() => buildLoanSchedule(loan(500000, 8.5, 1), prepayments)).toThrow(
      expect.objectContaining({ name: 'RuleInputError', field, code }) as Error,
    );
  });

  test('refuses a mode that is neither', () => {
    expect(() => buildLoanSchedule(loan(500000, 8.5, 1), [], 'reduce-both' as PrepaymentMode)).toThrow(RuleInputError);
  });

  const anyLoan = fc.record({
    amount: fc.integer({ min: 1000, max: 1e10 }),
    rate: fc.double({ min: 0.01, max: 100, noNaN: true }),
    months: fc.integer({ min: 1, max: 480 }),
    unit: fc.constantFrom<LoanInput['unit']>('years', 'months'),
  });
  const somePrepayments = fc.array(
    fc.record({
      amount: fc.integer({ min: 1, max: 1e10 }),
      month: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
      repeatYearly: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6 },
  );

  test('property: prepayments never raise total interest, and the schedule still repays exactly the loan', () => {
    fc.assert(
      fc.property(
        anyLoan,
        somePrepayments,
        fc.constantFrom<PrepaymentMode>('reduce-tenure', 'reduce-emi'),
        (l, raw, mode) => {
          const input = loan(l.amount, l.rate, l.unit === 'years' ? Math.ceil(l.months / 12) : l.months, l.unit);
          const months = input.unit === 'years' ? input.loanTenure * 12 : input.loanTenure;
          const prepayments = raw.map((p) => ({
            amount: p.amount as Rupees,
            month: 1 + Math.floor(p.month * months),
            repeatYearly: p.repeatYearly,
          }));
          const without = buildLoanSchedule(input);
          const withThem = buildLoanSchedule(input, prepayments, mode);
          expect(withThem.totalInterest).toBeLessThanOrEqual(without.totalInterest * (1 + 1e-12) + 1e-6);
          expect(withThem.interestSaved).toBeGreaterThanOrEqual(0);
          expect(withThem.instalmentsPaid).toBeLessThanOrEqual(months);
          expect(Math.abs(totalOf(withThem.rows, 'principalPaid') - l.amount)).toBeLessThanOrEqual(l.amount * 1e-9);
          expect(withThem.rows.at(-1)?.balance).toBe(0);
          expect(rowsBreakingRules(withThem.rows, l.amount)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('property: a bigger prepayment never costs more interest', () => {
    fc.assert(
      fc.property(
        anyLoan,
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (l, a, b, at) => {
          const input = loan(l.amount, l.rate, l.months, 'months');
          const month = 1 + Math.floor(at * l.months);
          const interest = (amount: number) => buildLoanSchedule(input, [once(amount, month)]).totalInterest;
          const [small, big] = a <= b ? [a, b] : [b, a];
          expect(interest(big)).toBeLessThanOrEqual(interest(small) * (1 + 1e-12) + 1e-6);
        },
      ),
      { numRuns: 200 },
    );
  });
});
