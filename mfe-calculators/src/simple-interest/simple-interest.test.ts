import { calculateSimpleInterest, type SimpleInterestInput } from './simple-interest';
import { RuleInputError, type RuleInputErrorCode } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const terms = (principal: number, rate: number, years: number, months = 0): SimpleInterestInput => ({
  principal: principal as Rupees,
  rate: rate as PercentPerYear,
  years,
  months,
});

describe('calculateSimpleInterest', () => {
  test.each([
    ['₹1,00,000 at 8% for 5 years 0 months', terms(100000, 8, 5, 0), 40000, 140000],
    ['₹50,000 at 7.5% for 2 years 6 months', terms(50000, 7.5, 2, 6), 9375, 59375],
    ['one month: 1,00,000 × 12% / 12', terms(100000, 12, 0, 1), 1000, 101000],
    ['11 months and no years', terms(120000, 10, 0, 11), 11000, 131000],
    // 1,000 × 5% × 1/12 = 4.1666… rounds down; 1,000 × 7% × 1/12 = 5.8333… rounds up.
    ['rounds down: ₹1,000 at 5% for a month', terms(1000, 5, 0, 1), 4, 1004],
    ['rounds up: ₹1,000 at 7% for a month', terms(1000, 7, 0, 1), 6, 1006],
    // 100 × 0.5% × 1 = 0.5 exactly: half up.
    ['a half rupee rounds up', terms(100, 0.5, 1, 0), 1, 101],
    ['rate 100 for 100 years 11 months', terms(1000, 100, 100, 11), 100917, 101917],
    ['a tiny rate on the largest principal', terms(1e15, 0.01, 1), 100000000000, 1000100000000000],
  ])('%s', (_name, input, interest, totalAmount) => {
    expect(calculateSimpleInterest(input)).toEqual({ interest, totalAmount });
  });
});

describe('calculateSimpleInterest refuses input outside its domain', () => {
  test.each<[string, SimpleInterestInput, string, RuleInputErrorCode]>([
    ['a principal of 0', terms(0, 8, 5), 'principal', 'out-of-range'],
    ['a principal above MAX_AMOUNT', terms(1e15 + 1, 8, 5), 'principal', 'out-of-range'],
    ['a principal of NaN', terms(Number.NaN, 8, 5), 'principal', 'not-finite'],
    ['a rate of 0', terms(1000, 0, 5), 'rate', 'out-of-range'],
    ['a rate above 100', terms(1000, 100.5, 5), 'rate', 'out-of-range'],
    ['101 years', terms(1000, 8, 101), 'years', 'out-of-range'],
    ['half a year', terms(1000, 8, 0.5), 'years', 'not-integer'],
    ['12 months', terms(1000, 8, 1, 12), 'months', 'out-of-range'],
    ['no time at all', terms(1000, 8, 0, 0), 'months', 'out-of-range'],
    ['-0 months', terms(1000, 8, 1, -0), 'months', 'negative-zero'],
  ])('%s', (_name, input, field, code) => {
    expect(() => calculateSimpleInterest(input)).toThrow(expect.objectContaining({ field, code }) as Error);
    expect(() => calculateSimpleInterest(input)).toThrow(RuleInputError);
  });
});
