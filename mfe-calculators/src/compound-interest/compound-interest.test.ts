import { calculateCompoundInterest, type Compounding, type CompoundInterestInput } from './compound-interest';
import { RuleInputError, type RuleInputErrorCode } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const terms = (principal: number, rate: number, years: number, compounding: Compounding): CompoundInterestInput => ({
  principal: principal as Rupees,
  rate: rate as PercentPerYear,
  years,
  compounding,
});

describe('calculateCompoundInterest', () => {
  test.each([
    // ₹1,00,000 at 8% for 5 years, each way of compounding.
    ['quarterly: 1.02^20', terms(100000, 8, 5, 'quarterly'), 48595, 148595],
    ['monthly: (1 + 0.08/12)^60', terms(100000, 8, 5, 'monthly'), 48985, 148985],
    ['half-yearly: 1.04^10', terms(100000, 8, 5, 'half-yearly'), 48024, 148024],
    ['yearly: 1.08^5', terms(100000, 8, 5, 'yearly'), 46933, 146933],
    ['one year yearly is simple interest', terms(100000, 10, 1, 'yearly'), 10000, 110000],
    // 1,000 × 1.05^2 = 1,102.5 exactly: half up.
    ['a half rupee rounds up', terms(1000, 5, 2, 'yearly'), 103, 1103],
    // 1,000 × 1.0125^4 = 1,050.945… rounds up; 10 × 1.04 = 10.4 rounds down.
    ['₹1,000 at 5% quarterly for a year', terms(1000, 5, 1, 'quarterly'), 51, 1051],
    ['rounds down: ₹10 at 4% yearly', terms(10, 4, 1, 'yearly'), 0, 10],
    ['rate 100 monthly for 1 year', terms(100000, 100, 1, 'monthly'), 161304, 261304],
  ])('%s', (_name, input, interest, maturityAmount) => {
    const result = calculateCompoundInterest(input);
    expect([result.principal, result.interest, result.maturityAmount]).toEqual([
      input.principal,
      interest,
      maturityAmount,
    ]);
  });

  test('a row a year: the principal goes in in year 1, the last balance is the maturity', () => {
    const { years } = calculateCompoundInterest(terms(100000, 8, 5, 'yearly'));
    expect(years.map((row) => [row.year, row.deposit, row.interest, row.balance])).toEqual([
      [1, 100000, 8000, 108000],
      [2, 0, 8640, 116640],
      [3, 0, 9331, 125971],
      [4, 0, 10078, 136049],
      [5, 0, 10884, 146933],
    ]);
    expect(years.every((row) => row.invested === 100000)).toBe(true);
  });

  test('100 years of months is exact and finite', () => {
    const result = calculateCompoundInterest(terms(1000, 1, 100, 'monthly'));
    expect(result.years).toHaveLength(100);
    expect(result.maturityAmount).toBe(2717); // 1,000 × (1 + 0.01/12)^1200 = 2,717.15
  });
});

describe('calculateCompoundInterest refuses input outside its domain', () => {
  test.each<[string, CompoundInterestInput, string, RuleInputErrorCode]>([
    ['a principal of 0', terms(0, 8, 5, 'yearly'), 'principal', 'out-of-range'],
    ['a rate of NaN', terms(1000, Number.NaN, 5, 'yearly'), 'rate', 'not-finite'],
    ['a rate above 100', terms(1000, 101, 5, 'yearly'), 'rate', 'out-of-range'],
    ['0 years', terms(1000, 8, 0, 'yearly'), 'years', 'out-of-range'],
    ['2.5 years', terms(1000, 8, 2.5, 'yearly'), 'years', 'not-integer'],
    ['daily compounding', terms(1000, 8, 5, 'daily' as Compounding), 'compounding', 'unknown-choice'],
  ])('%s', (_name, input, field, code) => {
    expect(() => calculateCompoundInterest(input)).toThrow(expect.objectContaining({ field, code }) as Error);
    expect(() => calculateCompoundInterest(input)).toThrow(RuleInputError);
  });
});
