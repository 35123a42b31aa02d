import { calculateSwp, type SwpInput } from './swp';
import type { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const swp = (investment: number, withdrawal: number, rate: number, years: number): SwpInput => ({
  investment: investment as Rupees,
  monthlyWithdrawal: withdrawal as Rupees,
  expectedReturn: rate as PercentPerYear,
  years,
});

describe('calculateSwp', () => {
  test.each([
    // Issue 35's reference figures.
    ['₹10,000 a month from ₹10,00,000 at 8% for 10 years', swp(1000000, 10000, 8, 10), 1200000, 390180, null],
    // "Lasts 7 years 5 months": the 89th withdrawal takes what is left.
    ['₹15,000 a month instead: runs out', swp(1000000, 15000, 8, 10), 1326936, 0, 89],
    // One month at 12%: 1,000 grows to 1,010, and 1,010 is taken: used up with 11 months to go.
    ['used up exactly in month 1 of 12', swp(1000, 1010, 12, 1), 1010, 0, 1],
  ])('%s', (_name, input, totalWithdrawal, finalValue, lastedMonths) => {
    expect(calculateSwp(input)).toEqual({ totalWithdrawal, finalValue, lastedMonths });
  });

  test('a withdrawal larger than the grown balance: the first month takes it all', () => {
    expect(calculateSwp(swp(1000, 5000, 12, 1))).toEqual({ totalWithdrawal: 1010, finalValue: 0, lastedMonths: 1 });
  });

  test('a withdrawal no bigger than the monthly growth never runs out', () => {
    // 1% a month on ₹1,00,000 is ₹1,000: the balance stays at ₹1,00,000.
    expect(calculateSwp(swp(100000, 1000, 12, 50))).toEqual({
      totalWithdrawal: 600000,
      finalValue: 100000,
      lastedMonths: null,
    });
  });

  test.each([
    ['no investment', swp(0, 1000, 8, 10), 'out-of-range'],
    ['no withdrawal', swp(1000, 0, 8, 10), 'out-of-range'],
    ['51 years', swp(1000, 10, 8, 51), 'out-of-range'],
    ['a rate above 100', swp(1000, 10, 101, 10), 'out-of-range'],
    ['half a year', swp(1000, 10, 8, 0.5), 'out-of-range'],
    ['1.5 years', swp(1000, 10, 8, 1.5), 'not-integer'],
  ])('refuses %s', (_name, input, code) => {
    expect(() => calculateSwp(input)).toThrow(expect.objectContaining({ code }) as RuleInputError);
  });
});
