import { calculateRd, rdDepositCount, type RdInput } from './rd';
import { RuleInputError, type RuleInputErrorCode } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const rd = (
  monthlyInvestment: number,
  rate: number,
  timePeriod: number,
  unit: RdInput['unit'] = 'months',
): RdInput => ({
  monthlyInvestment: monthlyInvestment as Rupees,
  rate: rate as PercentPerYear,
  timePeriod,
  unit,
});

/** The IBA formula term by term, as a check on the closed form. */
function maturityBySum(input: RdInput): number {
  const months = rdDepositCount(input.timePeriod, input.unit) ?? 0;
  let total = 0;
  for (let k = 1; k <= months; k += 1) total += input.monthlyInvestment * (1 + input.rate / 400) ** (k / 3);
  return total;
}

describe('calculateRd', () => {
  test.each([
    // The spec's default RD (docs/product.md §9): 12,328.63 before rounding.
    ['spec default: 1,000 a month @ 5% for 1 year', rd(1000, 5, 1, 'years'), 12000, 329, 12329],
    ['the same year as 12 months', rd(1000, 5, 12), 12000, 329, 12329],
    ['5,000 a month @ 7% for 5 years', rd(5000, 7, 5, 'years'), 300000, 59664, 359664],
    ['1,000 a month @ 6.8% for 3 years', rd(1000, 6.8, 3, 'years'), 36000, 4012, 40012],
    // One deposit compounds for one month: 500 × 1.0125^(1/3) = 502.07.
    ['one month, the minimum deposit', rd(500, 5, 1), 500, 2, 502],
    ['18 months as 1.5 years', rd(1000, 5, 1.5, 'years'), 18000, 727, 18727],
  ])('%s', (_name, input, totalInvestment, returnEarned, maturityAmount) => {
    expect(calculateRd(input)).toEqual({ totalInvestment, returnEarned, maturityAmount });
    expect(Math.round(maturityBySum(input))).toBe(maturityAmount);
  });

  test.each([0.01, 5, 12.5, 99.99])(
    'closed form and term-by-term sum agree to the rupee over 1,200 deposits at %d%%',
    (rate) => {
      const input = rd(1000, rate, 1200);
      const bySum = maturityBySum(input);
      expect(Math.abs(calculateRd(input).maturityAmount - bySum) / bySum).toBeLessThan(1e-12 + 0.5 / bySum);
    },
  );

  test('the rupee of the exact sum where doubles lose it: ₹1,000 a month at 28% for 86 years', () => {
    // Σ 1,000 × 1.07^(k/3) for 1,032 deposits is 5,75,04,99,26,77,852.3…; the double of the closed form rounds to …853.
    expect(calculateRd(rd(1000, 28, 86, 'years'))).toEqual({
      totalInvestment: 1_032_000,
      returnEarned: 575_049_925_745_852,
      maturityAmount: 575_049_926_777_852,
    });
  });

  test('a rate whose cube root is a fraction: 1 + r/400 = 1.05³ at 63.05%, worked out exactly', () => {
    // 3 deposits of ₹1,000: 1,000 × (1.05 + 1.1025 + 1.157625) = ₹3,310.125 → ₹3,310.
    expect(calculateRd(rd(1000, 63.05, 3)).maturityAmount).toBe(3310);
    // ₹2,000: exactly ₹6,620.25 → ₹6,620; ₹4,000 × 3.310125 = ₹13,240.50, a true half, rounds up.
    expect(calculateRd(rd(4000, 63.05, 3)).maturityAmount).toBe(13241);
  });

  test('finite at the longest period, rate 100 and the largest amount', () => {
    const result = calculateRd(rd(1e15, 100, 100, 'years'));
    expect(Object.values(result).every(Number.isFinite)).toBe(true);
  });

  test('a rate too small for doubles to see still gives the deposits back', () => {
    expect(calculateRd(rd(1000, 5e-324, 12))).toEqual({
      totalInvestment: 12000,
      returnEarned: 0,
      maturityAmount: 12000,
    });
  });

  test('a period that is not whole months is a programmer error', () => {
    expect(() => calculateRd(rd(1000, 5, 1.1, 'years'))).toThrow(RuleInputError);
    expect(() => calculateRd(rd(1000, 5, 0))).toThrow(RuleInputError);
  });
});

describe('rdDepositCount', () => {
  test.each([
    [1, 'years', 12],
    [1.5, 'years', 18],
    [0.25, 'years', 3],
    [0.1, 'years', null],
    [1.1, 'years', null],
    [100, 'years', 1200],
    [1, 'months', 1],
    [1200, 'months', 1200],
    [2.5, 'months', null],
    [0, 'months', null],
    [0.4, 'months', null],
    [Number.NaN, 'months', null],
  ] as const)('%d %s → %s deposits', (timePeriod, unit, count) => {
    expect(rdDepositCount(timePeriod, unit)).toBe(count);
  });
});

describe('calculateRd refuses input outside its domain', () => {
  test.each<[string, RdInput, string, RuleInputErrorCode]>([
    ['a deposit of 1e308', rd(1e308, 5, 12), 'monthlyInvestment', 'out-of-range'],
    ['a deposit of NaN', rd(Number.NaN, 5, 12), 'monthlyInvestment', 'not-finite'],
    ['a rate above 100', rd(1000, 101, 12), 'rate', 'out-of-range'],
    ['a period of 0', rd(1000, 5, 0), 'timePeriod', 'out-of-range'],
    ['1.1 years (13.2 deposits)', rd(1000, 5, 1.1, 'years'), 'timePeriod', 'not-integer'],
    ['1201 months', rd(1000, 5, 1201), 'timePeriod', 'out-of-range'],
    ['a period of Infinity', rd(1000, 5, Infinity), 'timePeriod', 'not-finite'],
    ['a unit that is neither', rd(1000, 5, 12, 'weeks' as RdInput['unit']), 'unit', 'unknown-choice'],
  ])('%s', (_name, input, field, code) => {
    expect(() => calculateRd(input)).toThrow(expect.objectContaining({ field, code }) as Error);
    expect(() => calculateRd(input)).toThrow(RuleInputError);
  });
});
