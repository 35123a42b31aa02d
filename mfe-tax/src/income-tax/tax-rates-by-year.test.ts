import { DEDUCTIONS_BY_YEAR } from './deduction-caps';
import { TAX_RATES_BY_YEAR } from './tax-regimes';
import { TAX_YEARS } from '@fintools/shared/data/tax-years';
import { calculateTax } from './tax';
import { oldRegimeBreakEvenDeduction } from '../tax-compare/tax-break-even';

/** The figures of each year, as docs/tax.md lists them with their sources. */
describe.each(TAX_YEARS)('tax year %s', (year) => {
  const rates = TAX_RATES_BY_YEAR[year];
  const deductions = DEDUCTIONS_BY_YEAR[year];

  test('new regime slabs: nil to ₹4 lakh, then 5% a ₹4 lakh step up to 30% above ₹24 lakh', () => {
    expect(rates.regimes.new.slabs.map(({ from, rate }) => [from, rate])).toEqual([
      [0, 0],
      [400_000, 5],
      [800_000, 10],
      [1_200_000, 15],
      [1_600_000, 20],
      [2_000_000, 25],
      [2_400_000, 30],
    ]);
  });

  test('old regime slabs by age', () => {
    expect(rates.oldSlabsByAge['below-60'].map(({ from, rate }) => [from, rate])).toEqual([
      [0, 0],
      [250_000, 5],
      [500_000, 20],
      [1_000_000, 30],
    ]);
    expect(rates.oldSlabsByAge['60-to-79'][1]).toEqual({ from: 300_000, to: 500_000, rate: 5 });
    expect(rates.oldSlabsByAge['80-and-above'][0]).toEqual({ from: 0, to: 500_000, rate: 0 });
  });

  test('rebate: ₹60,000 to ₹12 lakh with marginal relief (new), ₹12,500 to ₹5 lakh (old)', () => {
    expect(rates.regimes.new.rebate87A).toEqual({
      incomeLimit: 1_200_000,
      maxRebate: 60_000,
      marginalReliefAboveLimit: true,
    });
    expect(rates.regimes.old.rebate87A).toEqual({
      incomeLimit: 500_000,
      maxRebate: 12_500,
      marginalReliefAboveLimit: false,
    });
  });

  test('surcharge bands: 10/15/25/37% old, capped at 25% new', () => {
    expect(rates.regimes.old.surcharge.map((band) => band.rate)).toEqual([10, 15, 25, 37]);
    expect(rates.regimes.new.surcharge.map((band) => band.rate)).toEqual([10, 15, 25]);
  });

  test('deductions: standard ₹50,000 / ₹75,000 and the old regime caps', () => {
    expect(deductions.standardDeduction).toEqual({ old: 50_000, new: 75_000 });
    expect(deductions.oldRegimeCaps.section80C.cap).toBe(150_000);
    expect(deductions.oldRegimeCaps.section80DSelf).toEqual({ cap: 25_000, seniorCap: 50_000 });
    expect(deductions.oldRegimeCaps.homeLoanInterest.cap).toBe(200_000);
    expect(deductions.oldRegimeCaps.nps80CCD1B.cap).toBe(50_000);
    expect(deductions.oldRegimeCaps.savingsInterest80TTA).toEqual({ cap: 10_000, seniorCap: 0 });
    expect(deductions.oldRegimeCaps.depositInterest80TTB).toEqual({ cap: 0, seniorCap: 50_000 });
    expect(deductions.employerNpsSalarySharePercent).toEqual({ old: 10, new: 14 });
  });

  test.each([
    ['new', 1_210_000, 10_400],
    ['new', 1_200_000, 0],
    ['old', 500_001, 13_002],
    ['old', 800_000, 75_400],
  ] as const)('%s regime on ₹%d: total ₹%d', (regime, salary, total) => {
    expect(calculateTax(regime, { salary, deduction: 0, year }).totalTax).toBe(total);
  });
});

test.each(TAX_YEARS)('the break-even of %s: salary ₹15,00,000 → ₹5,93,750; ₹20,00,000 → ₹7,58,334', (year) => {
  expect(oldRegimeBreakEvenDeduction({ salary: 1_500_000, newRegimeDeduction: 75_000, year })).toBe(593_750);
  expect(oldRegimeBreakEvenDeduction({ salary: 2_000_000, newRegimeDeduction: 75_000, year })).toBe(758_334);
});

test('the Finance Act, 2026 carried 2025-26 over: the same figures in both rows', () => {
  expect(TAX_RATES_BY_YEAR['2026-27'].regimes).toEqual(TAX_RATES_BY_YEAR['2025-26'].regimes);
  expect(DEDUCTIONS_BY_YEAR['2026-27']).toEqual(DEDUCTIONS_BY_YEAR['2025-26']);
});

test('a year no table has is refused, not guessed', () => {
  expect(() => calculateTax('new', { salary: 1, deduction: 0, year: '2024-25' as never })).toThrow(/year/);
});
