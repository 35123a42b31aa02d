import { calculatePpf, isPpfTerm, type PpfInput } from './ppf';
import type { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const ppf = (yearlyDeposit: number, rate: number, years: number): PpfInput => ({
  yearlyDeposit: yearlyDeposit as Rupees,
  rate: rate as PercentPerYear,
  years,
});

describe('calculatePpf', () => {
  test.each([
    // Issue 35's reference figures.
    ['₹1,50,000 a year, 15 years at 7.1%', ppf(150000, 7.1, 15), 2250000, 1818209, 4068209],
    ['₹50,000 a year, 20 years at 7.1%', ppf(50000, 7.1, 20), 1000000, 1219429, 2219429],
    // 500 × 1.1 = 550 in year 1; the 15 deposits of ₹500 at 10% grow to 500 · 1.1 · (1.1^15 − 1) / 0.1 = 17,474.86…
    ['the smallest deposit at 10%', ppf(500, 10, 15), 7500, 9975, 17475],
  ])('%s', (_name, input, totalInvestment, totalInterest, maturityValue) => {
    const result = calculatePpf(input);
    expect([result.totalInvestment, result.totalInterest, result.maturityValue]).toEqual([
      totalInvestment,
      totalInterest,
      maturityValue,
    ]);
  });

  test('the table: year 1 of ₹50,000 at 7.1% earns ₹3,550, and the last row is the maturity', () => {
    const result = calculatePpf(ppf(50000, 7.1, 20));
    expect(result.years).toHaveLength(20);
    expect(result.years[0]).toEqual({ year: 1, deposit: 50000, interest: 3550, invested: 50000, balance: 53550 });
    expect(result.years.at(-1)).toMatchObject({ year: 20, invested: 1000000, balance: 2219429 });
  });

  test('the longest term with the largest deposit at the highest rate stays finite', () => {
    const result = calculatePpf(ppf(150000, 100, 50));
    expect(Number.isFinite(result.maturityValue)).toBe(true);
    expect(result.years).toHaveLength(50);
  });

  test.each([
    ['a deposit below ₹500', ppf(499, 7.1, 15), 'out-of-range'],
    ['a deposit above ₹1,50,000', ppf(150001, 7.1, 15), 'out-of-range'],
    ['a rate of 0', ppf(500, 0, 15), 'out-of-range'],
    ['NaN rate', ppf(500, Number.NaN, 15), 'not-finite'],
    ['14 years', ppf(500, 7.1, 14), 'out-of-range'],
    ['17 years: not a 5-year extension', ppf(500, 7.1, 17), 'out-of-range'],
    ['55 years', ppf(500, 7.1, 55), 'out-of-range'],
    ['15.5 years', ppf(500, 7.1, 15.5), 'not-integer'],
  ])('refuses %s', (_name, input, code) => {
    expect(() => calculatePpf(input)).toThrow(expect.objectContaining({ code }) as RuleInputError);
  });

  test.each([
    [15, true],
    [20, true],
    [50, true],
    [16, false],
    [10, false],
    [55, false],
  ])('isPpfTerm(%d) is %s', (years, expected) => {
    expect(isPpfTerm(years)).toBe(expected);
  });
});
