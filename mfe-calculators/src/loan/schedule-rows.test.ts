import { calculateEmi, type LoanInput } from '@fintools/shared/finance/emi';
import { buildLoanSchedule, buildSchedule } from '@fintools/shared/finance/loan-schedule';
import type { Prepayment } from '@fintools/shared/finance/prepayments';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';
import { exactLoan } from './loan-schedule-exact';
import { roundSchedule, type DisplayScheduleRow } from './schedule-rows';
import { buildScheduleCsv } from './schedule-csv';
import { MAX_CHART_POINTS, toChartPoints } from './chart-data';

const loan = (loanAmount: number, rate: number, loanTenure: number, unit: LoanInput['unit']): LoanInput => ({
  loanAmount: loanAmount as Rupees,
  rate: rate as PercentPerYear,
  loanTenure,
  unit,
});

function displayRows(input: LoanInput): DisplayScheduleRow[] {
  return roundSchedule(buildSchedule(input), input.loanAmount, calculateEmi(input).totalInterest);
}

const total = (rows: DisplayScheduleRow[], key: 'interestPaid' | 'principalPaid') =>
  rows.reduce((sum, row) => sum + row[key], 0);

describe('roundSchedule', () => {
  test('the default loan is one year that repays ₹5,00,000 with ₹23,319 of interest', () => {
    expect(displayRows(loan(500000, 8.5, 1, 'years'))).toEqual([
      {
        period: 1,
        interestPaid: 23319,
        prepayment: 0,
        principalPaid: 500000,
        balance: 0,
        cumulativeInterest: 23319,
        cumulativePrincipal: 500000,
      },
    ]);
  });

  test.each([
    loan(500000, 8.5, 1, 'years'),
    loan(500000, 8.5, 18, 'months'),
    loan(500000, 8.5, 2, 'years'),
    loan(123457, 7.35, 37, 'months'),
    loan(2500000, 9.15, 20, 'years'),
    loan(1, 0.01, 1, 'months'),
    loan(5000000, 100, 1000, 'months'),
    loan(5000000, 100, 1000, 'years'),
    loan(1e15, 100, 1000, 'years'),
  ])('%o: whole rupees that add up to the result list and step down to 0', (input) => {
    const rows = displayRows(input);
    const emi = calculateEmi(input);
    expect(total(rows, 'principalPaid')).toBe(input.loanAmount);
    expect(total(rows, 'interestPaid')).toBe(emi.totalInterest);
    expect(rows.at(-1)?.balance).toBe(0);
    let balance: number = input.loanAmount;
    for (const row of rows) {
      for (const value of [row.interestPaid, row.principalPaid, row.balance]) {
        expect(Number.isInteger(value) && value >= 0).toBe(true);
      }
      expect(row.balance).toBe(balance - row.principalPaid);
      balance = row.balance;
    }
  });

  test('interest follows the schedule’s interest to date, not a sum of its rows (₹7,15,00,00,00,00,000 at 9.82%)', () => {
    // The exact interest to month 5 rounds to …946; the rows' doubles summed came to …946.5, shown as …947.
    const input = loan(7.15e12, 9.82, 74, 'months');
    const schedule = buildLoanSchedule(input, [], 'reduce-tenure', exactLoan);
    const rows = roundSchedule(schedule.rows, input.loanAmount, Math.round(schedule.totalInterest));
    expect(rows[4]?.cumulativeInterest).toBe(286722329946);
    expect(rows[4]!.cumulativeInterest - rows[3]!.cumulativeInterest).toBe(rows[4]?.interestPaid);
  });

  test('rows follow the unit: 18 months, 2 years, a last partial year', () => {
    expect(displayRows(loan(500000, 8.5, 18, 'months'))).toHaveLength(18);
    expect(displayRows(loan(500000, 8.5, 2, 'years'))).toHaveLength(2);
    expect(displayRows(loan(500000, 8.5, 1000, 'years'))).toHaveLength(1000);
  });
});

describe('roundSchedule with prepayments', () => {
  const prepaid = (input: LoanInput, prepayments: Prepayment[]) => {
    const schedule = buildLoanSchedule(input, prepayments);
    return roundSchedule(schedule.rows, input.loanAmount, Math.round(schedule.totalInterest));
  };
  const every = (amount: number, month: number): Prepayment => ({
    amount: amount as Rupees,
    month,
    repeatYearly: true,
  });

  test('the prepayment column adds up to what was prepaid, and principal still to the loan', () => {
    const input = loan(5000000, 8.5, 20, 'years');
    const rows = prepaid(input, [every(100000, 12)]);
    expect(rows).toHaveLength(14);
    expect(rows.map((row) => row.prepayment)).toEqual([...Array(13).fill(100000), rows.at(-1)!.prepayment]);
    expect(total(rows, 'principalPaid')).toBe(5000000);
    expect(rows.at(-1)?.balance).toBe(0);
    for (const row of rows) expect(row.principalPaid).toBeGreaterThanOrEqual(row.prepayment);
  });

  test('a capped prepayment rounds with the rest: a prepayment that clears the loan', () => {
    const input = loan(123457, 7.35, 12, 'months');
    const rows = prepaid(input, [{ amount: 200000 as Rupees, month: 5, repeatYearly: false }]);
    expect(rows).toHaveLength(5);
    expect(rows[4]?.balance).toBe(0);
    expect(rows[4]?.prepayment).toBe(rows[3]!.balance - (rows[4]!.principalPaid - rows[4]!.prepayment));
    expect(total(rows, 'principalPaid')).toBe(123457);
  });
});

describe('buildScheduleCsv', () => {
  test('with prepayments: a Prepayment column before the balance', () => {
    const rows = roundSchedule(
      buildLoanSchedule(loan(100000, 12, 3, 'months'), [{ amount: 10000 as Rupees, month: 1, repeatYearly: false }])
        .rows,
      100000,
      1000,
    );
    const [header, first] = buildScheduleCsv(rows, 'months', true).split('\n');
    expect(header).toBe('Month,Interest Paid,Principal Paid,Prepayment,Balance');
    expect(first).toMatch(/^1,1000,\d+,10000,\d+$/);
  });

  test('the default loan: a header and one line of plain whole rupees', () => {
    expect(buildScheduleCsv(displayRows(loan(500000, 8.5, 1, 'years')), 'years', false)).toBe(
      'Year,Interest Paid,Principal Paid,Balance\n1,23319,500000,0',
    );
  });

  test('one line per month with unit months, in the order of the table', () => {
    const rows = displayRows(loan(100000, 12, 3, 'months'));
    const lines = buildScheduleCsv(rows, 'months', false).split('\n');
    expect(lines[0]).toBe('Month,Interest Paid,Principal Paid,Balance');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1)).toEqual(
      rows.map((row) => `${row.period},${row.interestPaid},${row.principalPaid},${row.balance}`),
    );
    expect(lines[1]).toBe('1,1000,33002,66998');
  });

  test('huge amounts stay plain digits: no ₹, no grouping, no exponent', () => {
    const csv = buildScheduleCsv(displayRows(loan(1e15, 100, 1000, 'years')), 'years', false);
    const [header, ...lines] = csv.split('\n');
    expect(header).toBe('Year,Interest Paid,Principal Paid,Balance');
    expect(lines).toHaveLength(1000);
    for (const line of lines) expect(line).toMatch(/^\d+,\d+,\d+,\d+$/);
  });
});

describe('toChartPoints', () => {
  test('a one-year loan still draws an area: from nothing paid to everything paid', () => {
    expect(toChartPoints(displayRows(loan(500000, 8.5, 1, 'years')))).toEqual([
      { period: 0, principalPaid: 0, interestPaid: 0 },
      { period: 1, principalPaid: 500000, interestPaid: 23319 },
    ]);
  });

  test('short schedules keep every period, as running totals', () => {
    const rows = displayRows(loan(500000, 8.5, 18, 'months'));
    const points = toChartPoints(rows);
    expect(points).toHaveLength(19);
    expect(points[1]).toEqual({
      period: 1,
      principalPaid: rows[0]?.principalPaid,
      interestPaid: rows[0]?.interestPaid,
    });
    expect(points[2]?.principalPaid).toBe((rows[0]?.principalPaid ?? 0) + (rows[1]?.principalPaid ?? 0));
    expect(points.at(-1)).toEqual({
      period: 18,
      principalPaid: 500000,
      interestPaid: calculateEmi(loan(500000, 8.5, 18, 'months')).totalInterest,
    });
  });

  test.each([239, 240, 241, 1000])(
    '%i periods come to at most 240 points, the first and last periods kept',
    (months) => {
      const points = toChartPoints(displayRows(loan(5000000, 100, months, 'months')));
      expect(points).toHaveLength(Math.min(MAX_CHART_POINTS, months + 1));
      expect(points.slice(0, 2).map((point) => point.period)).toEqual([0, 1]);
      expect(points.at(-1)?.period).toBe(months);
      for (let index = 1; index < points.length; index += 1) {
        expect(points[index]!.period).toBeGreaterThan(points[index - 1]!.period);
      }
    },
  );
});
