import { calculateFd, type FdInput } from './fd';
import { RuleInputError, type RuleInputErrorCode } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const fd = (investment: number, rate: number, timePeriod: number, unit: FdInput['unit'] = 'years'): FdInput => ({
  investment: investment as Rupees,
  rate: rate as PercentPerYear,
  timePeriod,
  unit,
});

describe('calculateFd', () => {
  test.each([
    // The spec's default deposit (docs/product.md §9): 1,00,000 × 1.0125^12 = 1,16,075.45.
    ['spec default: 1,00,000 @ 5% for 3 years', fd(100000, 5, 3), 100000, 16075, 116075],
    // Published bank-calculator figures.
    ['10,000 @ 6.5% for 5 years', fd(10000, 6.5, 5), 10000, 3804, 13804],
    ['1,00,000 @ 7% for 1 year', fd(100000, 7, 1), 100000, 7186, 107186],
    ['the same 3 years as 36 months', fd(100000, 5, 36, 'months'), 100000, 16075, 116075],
    // One month is a third of a quarter: 1,00,000 × 1.0125^(1/3) = 1,00,414.94.
    ['one month', fd(100000, 5, 1, 'months'), 100000, 415, 100415],
    ['the minimum, ₹500 @ 5% for 1 year', fd(500, 5, 1), 500, 25, 525],
    ['rate 100 for 1 year: 1.25^4', fd(100000, 100, 1), 100000, 144141, 244141],
    // Rounding: 1,000 × 1.0125^4 = 1,050.95 rounds up; × 1.0125^2 = 1,025.16 rounds down.
    ['rounds half up: 1,000 @ 5% for 1 year', fd(1000, 5, 1), 1000, 51, 1051],
    ['rounds down: 1,000 @ 5% for 6 months', fd(1000, 5, 6, 'months'), 1000, 25, 1025],
  ])('%s', (_name, input, totalInvestment, returnEarned, maturityAmount) => {
    expect(calculateFd(input)).toEqual({ totalInvestment, returnEarned, maturityAmount });
  });

  test.each([
    [50, 'years'],
    [600, 'months'],
  ] as const)('finite at the longest period, %d %s, rate 100, largest amount', (timePeriod, unit) => {
    const result = calculateFd(fd(1e15, 100, timePeriod, unit));
    expect(Object.values(result).every(Number.isFinite)).toBe(true);
    // 50 years of quarters at 25% a quarter: 1.25^200 = 2.41 × 10^19.
    expect(result.maturityAmount / (1e15 * 1.25 ** 200)).toBeCloseTo(1, 12);
  });

  test('a tiny rate still earns its interest instead of vanishing into 1 + r', () => {
    // 10^12 × (e^(4 × 10 × ln(1 + 10^-8/4)) − 1) = 10^12 × 10^-7 = 1,00,000
    expect(calculateFd(fd(1e12, 0.000001, 10)).returnEarned).toBe(100000);
  });
});

describe('calculateFd refuses input outside its domain', () => {
  test.each<[string, FdInput, string, RuleInputErrorCode]>([
    ['an investment of 1e308', fd(1e308, 5, 3), 'investment', 'out-of-range'],
    ['an investment of NaN', fd(Number.NaN, 5, 3), 'investment', 'not-finite'],
    ['an investment of -0', fd(-0, 5, 3), 'investment', 'negative-zero'],
    ['a rate of 0', fd(100000, 0, 3), 'rate', 'out-of-range'],
    ['a rate of Infinity', fd(100000, Infinity, 3), 'rate', 'not-finite'],
    ['a period of 0', fd(100000, 5, 0), 'timePeriod', 'out-of-range'],
    ['51 years', fd(100000, 5, 51), 'timePeriod', 'out-of-range'],
    ['601 months', fd(100000, 5, 601, 'months'), 'timePeriod', 'out-of-range'],
    ['a unit that is neither', fd(100000, 5, 3, 'weeks' as FdInput['unit']), 'unit', 'unknown-choice'],
  ])('%s', (_name, input, field, code) => {
    expect(() => calculateFd(input)).toThrow(expect.objectContaining({ field, code }) as Error);
    expect(() => calculateFd(input)).toThrow(RuleInputError);
  });

  test('the longest deposits are in it and finite', () => {
    for (const input of [fd(1e15, 100, 50), fd(1e15, 100, 600, 'months')]) {
      expect(Object.values(calculateFd(input)).every(Number.isFinite)).toBe(true);
    }
  });
});

describe('calculateFd over part of a quarter: the exact value’s rupee', () => {
  test.each([
    // 1,000 × 1.157625^(1/3) is 1,000 × 1.05 exactly, so 1,010 gives a true half, ₹1,060.50, shown ₹1,061.
    ['a rational root, a true half: 1,010 @ 63.05% for 1 month', fd(1010, 63.05, 1, 'months'), 51, 1061],
    // 500 × 1.157625^(561.9/3) = 4,02,93,70,02,86,756.31 (decimal, 80 digits); exp/log1p gave …755.
    ['500 @ 63.05% for 561.9 months', fd(500, 63.05, 561.9, 'months'), 402937002866256, 402937002866756],
  ])('%s', (_name, input, returnEarned, maturityAmount) => {
    expect(calculateFd(input)).toEqual({ totalInvestment: input.investment, returnEarned, maturityAmount });
  });
});
