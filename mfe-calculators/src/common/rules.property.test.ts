/**
 * Properties every finance rule keeps for ANY input its validator accepts: finite numbers,
 * totals that add up, monotonic interest and tax, and maturity never below what was invested. The
 * table tests pin exact reference values; these look for the inputs nobody thought to write down.
 */
import fc from 'fast-check';
import { buildSchedule } from '@fintools/shared/finance/loan-schedule';
import { calculateEmi, monthlyInstalment, loanMonths, type LoanInput } from '@fintools/shared/finance/emi';
import { calculateFd } from '../fd/fd';
import { calculateRd } from '../rd/rd';
import { calculateSip } from '../sip/sip';
import { calculateTds } from '../tds/tds';
import { TDS_SECTION_IDS } from '../tds/tds-sections';
import { calculatePercentage, calculateValueOfPercentage } from '../percentage/percentage';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const RUNS = { numRuns: 300 };
const rate = fc.double({ min: 0.01, max: 100, noNaN: true });
const amount = fc.integer({ min: 1, max: MAX_AMOUNT });
const everyday = fc.integer({ min: 1, max: 10_00_00_000 });
const unit = fc.constantFrom('years' as const, 'months' as const);
/** What the validators hand the rules: amounts in rupees and rates in percent a year. */
const rupees = (value: number) => value as Rupees;
const percent = (value: number) => value as PercentPerYear;

/** Equal to the paisa, or to 12 significant digits where a double can no longer hold every paisa. */
function expectClose(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.max(0.01, Math.abs(expected) * 1e-12));
}

function allFinite(value: object): boolean {
  return Object.values(value).every((entry) => typeof entry !== 'number' || Number.isFinite(entry));
}

describe('EMI and schedule', () => {
  const loan = fc.record<LoanInput>({
    loanAmount: amount.map(rupees),
    rate: rate.map(percent),
    loanTenure: fc.integer({ min: 1, max: 1000 }),
    unit,
  });

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
      loanAmount: everyday.map(rupees),
      rate: rate.map(percent),
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
        let previous: number = input.loanAmount;
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
          calculateEmi({ loanAmount: rupees(loanAmount), rate: percent(r), loanTenure: months, unit: 'months' })
            .totalInterest;
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
        const [deposit, lumpSum, yearly] = [
          rupees(Math.max(500, investment)),
          rupees(Math.max(1000, investment)),
          percent(r),
        ];
        const fd = calculateFd({ investment: deposit, rate: yearly, timePeriod: period, unit: u });
        const rd = calculateRd({ monthlyInvestment: deposit, rate: yearly, timePeriod: period, unit: u });
        const sip = calculateSip({ investmentType: 'sip', amount: deposit, rate: yearly, timePeriod: period });
        const lump = calculateSip({ investmentType: 'lumpsum', amount: lumpSum, rate: yearly, timePeriod: period });
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
    const [most, highest] = [rupees(MAX_AMOUNT), percent(100)];
    expect(allFinite(calculateFd({ investment: most, rate: highest, timePeriod: 50, unit: 'years' }))).toBe(true);
    expect(allFinite(calculateRd({ monthlyInvestment: most, rate: highest, timePeriod: 100, unit: 'years' }))).toBe(
      true,
    );
    const sip = { investmentType: 'sip', amount: most, rate: highest, timePeriod: 100, stepUp: highest } as const;
    expect(allFinite(calculateSip(sip))).toBe(true);
    expect(allFinite(calculateEmi({ loanAmount: most, rate: highest, loanTenure: 1000, unit: 'years' }))).toBe(true);
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
