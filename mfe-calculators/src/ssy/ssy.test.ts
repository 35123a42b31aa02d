import { calculateSsy, type SsyInput } from './ssy';
import type { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const ssy = (yearlyDeposit: number, rate: number, girlAge = 5, startYear = 2026): SsyInput => ({
  yearlyDeposit: yearlyDeposit as Rupees,
  girlAge,
  rate: rate as PercentPerYear,
  startYear,
});

describe('calculateSsy', () => {
  test.each([
    // Issue 35's reference figures.
    ['₹1,50,000 a year at 8.2%', ssy(150000, 8.2), 2250000, 4932119, 7182119],
    ['₹12,000 a year at 8.2%', ssy(12000, 8.2), 180000, 394570, 574570],
  ])('%s', (_name, input, totalInvestment, totalInterest, maturityValue) => {
    expect(calculateSsy(input)).toMatchObject({ totalInvestment, totalInterest, maturityValue });
  });

  test('matures 21 years after opening, with deposits in the first 15 only', () => {
    const result = calculateSsy(ssy(12000, 8.2, 3, 2026));
    expect(result.maturityYear).toBe(2047);
    expect(result.maturityAge).toBe(24);
    expect(result.years).toHaveLength(21);
    expect(result.years[14]).toMatchObject({ deposit: 12000, invested: 180000 });
    expect(result.years[15]).toMatchObject({ deposit: 0, invested: 180000 });
    expect(result.years.at(-1)!.balance).toBe(574570);
    // Year 1: 12,000 × 8.2% = 984.
    expect(result.years[0]).toEqual({ year: 1, deposit: 12000, interest: 984, invested: 12000, balance: 12984 });
  });

  test.each([
    ['a deposit below ₹250', ssy(249, 8.2), 'out-of-range'],
    ['a deposit above ₹1,50,000', ssy(150001, 8.2), 'out-of-range'],
    ['a girl of 11', ssy(1000, 8.2, 11), 'out-of-range'],
    ['an age of 2.5', ssy(1000, 8.2, 2.5), 'not-integer'],
    ['a rate of 0', ssy(1000, 0), 'out-of-range'],
    ['a start before 2015', ssy(1000, 8.2, 5, 2014), 'out-of-range'],
    ['Infinity', ssy(Infinity, 8.2), 'not-finite'],
  ])('refuses %s', (_name, input, code) => {
    expect(() => calculateSsy(input)).toThrow(expect.objectContaining({ code }) as RuleInputError);
  });
});
