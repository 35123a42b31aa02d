import { calculateInflation, type InflationInput } from './inflation';
import { RuleInputError, type RuleInputErrorCode } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const terms = (amount: number, inflation: number, years: number): InflationInput => ({
  amount: amount as Rupees,
  inflation: inflation as PercentPerYear,
  years,
});

describe('calculateInflation', () => {
  test.each([
    // 1.06^10 = 1.790847…: 1,79,084.77 and 55,839.48.
    ['₹1,00,000 at 6% for 10 years', terms(100000, 6, 10), 179085, 55839],
    ['no inflation', terms(100000, 0, 30), 100000, 100000],
    ['one year at 10%', terms(100000, 10, 1), 110000, 90909],
    // 1,000 × 1.05^2 = 1,102.5 exactly (half up); 1,000 / 1.05^2 = 907.03.
    ['a half rupee rounds up', terms(1000, 5, 2), 1103, 907],
    ['100% for 100 years: ₹1 → 2^100', terms(1, 100, 100), 1267650600228229401496703205376, 0],
    ['the largest amount at a tiny rate', terms(1e15, 0.01, 1), 1000100000000000, 999900009999000],
  ])('%s', (_name, input, futureCost, todaysValue) => {
    expect(calculateInflation(input)).toEqual({ futureCost, todaysValue });
  });
});

describe('calculateInflation refuses input outside its domain', () => {
  test.each<[string, InflationInput, string, RuleInputErrorCode]>([
    ['an amount of 0', terms(0, 6, 10), 'amount', 'out-of-range'],
    ['inflation above 100', terms(1000, 101, 10), 'inflation', 'out-of-range'],
    ['negative inflation', terms(1000, -1, 10), 'inflation', 'out-of-range'],
    ['0 years', terms(1000, 6, 0), 'years', 'out-of-range'],
    ['101 years', terms(1000, 6, 101), 'years', 'out-of-range'],
    ['a year and a half', terms(1000, 6, 1.5), 'years', 'not-integer'],
  ])('%s', (_name, input, field, code) => {
    expect(() => calculateInflation(input)).toThrow(expect.objectContaining({ field, code }) as Error);
    expect(() => calculateInflation(input)).toThrow(RuleInputError);
  });
});
