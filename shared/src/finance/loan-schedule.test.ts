import fc from 'fast-check';
import { calculateEmi, monthlyInstalment, type LoanInput } from './emi';
import { buildSchedule, type ScheduleRow } from './loan-schedule';

const loan = (loanAmount: number, rate: number, loanTenure: number, unit: LoanInput['unit'] = 'years'): LoanInput => ({
  loanAmount,
  rate,
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
  test('the spec default: one yearly row that repays everything', () => {
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
    let balance = input.loanAmount;
    const offBy: number[] = [];
    for (const row of buildSchedule(input)) {
      const interestError = Math.abs(row.interestPaid - (balance * 9) / 1200);
      const paymentError = Math.abs(row.interestPaid + row.principalPaid - instalment);
      if (interestError > 1e-6 || paymentError > 1e-6) offBy.push(row.period);
      balance = row.balance;
    }
    expect(offBy).toEqual([]);
  });

  test('12,000 monthly rows at rate 100 stay accurate and are built fast', () => {
    const input = loan(1e15, 100, 12000, 'months');
    const started = performance.now();
    const rows = buildSchedule(input);
    const elapsed = performance.now() - started;
    expect(rows).toHaveLength(12000);
    expect(elapsed).toBeLessThan(250);
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
