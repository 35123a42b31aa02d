/**
 * Properties every finance rule keeps for ANY input its validator accepts: finite numbers,
 * totals that add up, monotonic interest and tax, and maturity never below what was invested. The
 * table tests pin exact reference values; these look for the inputs nobody thought to write down.
 */
import fc from 'fast-check';
import { buildSchedule } from '../finance/loan-schedule';
import { calculateEmi, monthlyInstalment, loanMonths, type LoanInput } from '../finance/emi';
import { calculateFd } from '../finance/fd';
import { calculateRd } from '../finance/rd';
import { calculateSip } from '../finance/sip';
import { calculateTax } from '../finance/tax';
import { calculateTds } from '../finance/tds';
import { TDS_SECTION_IDS } from '../data/tds-sections';
import { calculatePercentage, calculateValueOfPercentage } from '../finance/percentage';
import { MAX_AMOUNT } from '../finance/limits';

const RUNS = { numRuns: 300 };
const rate = fc.double({ min: 0.01, max: 100, noNaN: true });
const amount = fc.integer({ min: 1, max: MAX_AMOUNT });
const everyday = fc.integer({ min: 1, max: 10_00_00_000 });
const unit = fc.constantFrom('years' as const, 'months' as const);

/** Equal to the paisa, or to 12 significant digits where a double can no longer hold every paisa. */
function expectClose(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.max(0.01, Math.abs(expected) * 1e-12));
}

function allFinite(value: object): boolean {
  return Object.values(value).every((entry) => typeof entry !== 'number' || Number.isFinite(entry));
}

describe('EMI and schedule', () => {
  const loan = fc.record<LoanInput>({ loanAmount: amount, rate, loanTenure: fc.integer({ min: 1, max: 1000 }), unit });

  test('results are finite whole rupees, and EMI × months ≈ total payment', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const result = calculateEmi(input);
        expect(allFinite(result)).toBe(true);
        expect(Number.isInteger(result.emi) && Number.isInteger(result.totalPayment)).toBe(true);
        const months = loanMonths(input);
        // Totals come from the unrounded EMI; the rounded EMI may differ by half a rupee a month.
        expect(Math.abs(result.emi * months - result.totalPayment)).toBeLessThanOrEqual(
          months * 0.5 + 1 + result.totalPayment * 1e-12,
        );
        expectClose(result.totalPayment - result.totalInterest, input.loanAmount);
      }),
      RUNS,
    );
  });

  test('schedule rows add up, the balance never rises and ends at 0', () => {
    const shortLoan = fc.record<LoanInput>({
      loanAmount: everyday,
      rate,
      loanTenure: fc.integer({ min: 1, max: 40 }),
      unit,
    });
    fc.assert(
      fc.property(shortLoan, (input) => {
        const rows = buildSchedule(input);
        const principal = rows.reduce((sum, row) => sum + row.principalPaid, 0);
        const interest = rows.reduce((sum, row) => sum + row.interestPaid, 0);
        expect(principal).toBeCloseTo(input.loanAmount, 2);
        expect(interest + principal).toBeCloseTo(monthlyInstalment(input) * loanMonths(input), 2);
        let previous = input.loanAmount;
        for (const row of rows) {
          expect(row.balance).toBeLessThanOrEqual(previous + 1e-6);
          expect(row.balance).toBeGreaterThanOrEqual(0);
          previous = row.balance;
        }
        expect(rows.at(-1)?.balance).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  test('more rate never means less interest', () => {
    fc.assert(
      fc.property(everyday, rate, rate, fc.integer({ min: 1, max: 360 }), (loanAmount, a, b, months) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const interest = (r: number) =>
          calculateEmi({ loanAmount, rate: r, loanTenure: months, unit: 'months' }).totalInterest;
        expect(interest(high)).toBeGreaterThanOrEqual(interest(low));
      }),
      RUNS,
    );
  });
});

describe('deposits', () => {
  test('FD, RD and SIP are finite and mature at or above what was invested', () => {
    fc.assert(
      fc.property(everyday, rate, fc.integer({ min: 1, max: 50 }), unit, (investment, r, period, u) => {
        const fd = calculateFd({ investment: Math.max(500, investment), rate: r, timePeriod: period, unit: u });
        const rd = calculateRd({ monthlyInvestment: Math.max(500, investment), rate: r, timePeriod: period, unit: u });
        const sip = calculateSip({
          investmentType: 'sip',
          amount: Math.max(500, investment),
          rate: r,
          timePeriod: period,
        });
        const lump = calculateSip({
          investmentType: 'lumpsum',
          amount: Math.max(1000, investment),
          rate: r,
          timePeriod: period,
        });
        for (const result of [fd, rd, sip, lump]) {
          expect(allFinite(result)).toBe(true);
          expect(result.maturityAmount).toBeGreaterThanOrEqual(result.totalInvestment);
          expectClose(result.returnEarned, result.maturityAmount - result.totalInvestment);
        }
      }),
      RUNS,
    );
  });

  test('the largest inputs the validators accept stay finite', () => {
    expect(allFinite(calculateFd({ investment: MAX_AMOUNT, rate: 100, timePeriod: 50, unit: 'years' }))).toBe(true);
    expect(allFinite(calculateRd({ monthlyInvestment: MAX_AMOUNT, rate: 100, timePeriod: 100, unit: 'years' }))).toBe(
      true,
    );
    expect(allFinite(calculateSip({ investmentType: 'sip', amount: MAX_AMOUNT, rate: 100, timePeriod: 100 }))).toBe(
      true,
    );
    expect(allFinite(calculateEmi({ loanAmount: MAX_AMOUNT, rate: 100, loanTenure: 1000, unit: 'years' }))).toBe(true);
  });
});

describe('tax', () => {
  test('more income never means less tax, in either regime', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60_00_00_000 }),
        fc.integer({ min: 0, max: 5_00_000 }),
        fc.constantFrom('old' as const, 'new' as const),
        (income, extra, regime) => {
          const lower = calculateTax(regime, { salary: income, deduction: 0 }).totalTax;
          const higher = calculateTax(regime, { salary: income + extra, deduction: 0 }).totalTax;
          expect(higher).toBeGreaterThanOrEqual(lower);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('every amount is finite up to the largest salary', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT }),
        fc.constantFrom('old' as const, 'new' as const),
        (salary, regime) => {
          expect(allFinite(calculateTax(regime, { salary, deduction: 0 }))).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

test('TDS is finite, never negative and never more than the amount', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...TDS_SECTION_IDS),
      fc.double({ min: 0.01, max: MAX_AMOUNT, noNaN: true }),
      fc.boolean(),
      (section, value, hasPan) => {
        const result = calculateTds({ section, amount: value, hasPan });
        expect(Number.isFinite(result.tds)).toBe(true);
        expect(result.tds).toBeGreaterThanOrEqual(0);
        expect(result.tds).toBeLessThanOrEqual(value);
      },
    ),
    RUNS,
  );
});

test('percentages are finite for any accepted input', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: MAX_AMOUNT }),
      fc.integer({ min: 1, max: MAX_AMOUNT }),
      fc.double({ min: 0, max: 100, noNaN: true }),
      (part, total, percentage) => {
        expect(Number.isFinite(calculatePercentage({ part, total }))).toBe(true);
        expect(Number.isFinite(calculateValueOfPercentage({ percentage, total }))).toBe(true);
      },
    ),
    RUNS,
  );
});
