import { calculateCagr, type CagrInput } from './cagr';
import { RuleInputError, type RuleInputErrorCode } from '@fintools/shared/finance/rule-input-error';
import type { Rupees } from '@fintools/shared/finance/units';

const span = (initialValue: number, finalValue: number, years: number): CagrInput => ({
  initialValue: initialValue as Rupees,
  finalValue: finalValue as Rupees,
  years,
});

describe('calculateCagr', () => {
  test.each([
    ['₹1,00,000 → ₹2,00,000 in 5 years', span(100000, 200000, 5), 14.87, 100],
    ['₹1,25,000 → ₹3,50,000 in 7 years', span(125000, 350000, 7), 15.85, 180],
    ['₹2,00,000 → ₹1,00,000 in 5 years', span(200000, 100000, 5), -12.94, -50],
    ['no change', span(100000, 100000, 10), 0, 0],
    ['one year is the absolute return', span(100000, 112345, 1), 12.35, 12.35],
    // 1.00005 is exactly half a hundredth of a percent: half up.
    ['a tie rounds up', span(20000, 20001, 1), 0.01, 0.01],
    ['a falling tie rounds up too', span(20000, 19999, 1), 0, -0.01],
    ['a part of a year: 2.5 years of doubling', span(100000, 200000, 2.5), 31.95, 100],
    ['₹1 to the largest value in 100 years', span(1, 1e15, 100), 41.25, 99999999999999900],
    ['the largest value down to ₹1 in 1 year', span(1e15, 1, 1), -100, -100],
  ])('%s', (_name, input, cagr, absoluteReturn) => {
    expect(calculateCagr(input)).toEqual({ cagr, absoluteReturn });
  });
});

describe('calculateCagr refuses input outside its domain', () => {
  test.each<[string, CagrInput, string, RuleInputErrorCode]>([
    ['an initial value of 0', span(0, 100, 5), 'initialValue', 'out-of-range'],
    ['a final value of 0', span(100, 0, 5), 'finalValue', 'out-of-range'],
    ['a final value of NaN', span(100, Number.NaN, 5), 'finalValue', 'not-finite'],
    ['paise', span(100.5, 200, 5), 'initialValue', 'not-integer'],
    ['0 years', span(100, 200, 0), 'years', 'out-of-range'],
    ['101 years', span(100, 200, 101), 'years', 'out-of-range'],
  ])('%s', (_name, input, field, code) => {
    expect(() => calculateCagr(input)).toThrow(expect.objectContaining({ field, code }) as Error);
    expect(() => calculateCagr(input)).toThrow(RuleInputError);
  });
});
