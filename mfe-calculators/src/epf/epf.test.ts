import { calculateEpf, isEpsMember, type EpfInput } from './epf';
import type { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const epf = (basic: number, age: number, balance: number, increase: number, rate: number): EpfInput => ({
  monthlyBasic: basic as Rupees,
  age,
  currentBalance: balance as Rupees,
  yearlyIncrease: increase as PercentPerYear,
  rate: rate as PercentPerYear,
});

describe('calculateEpf', () => {
  test.each([
    // Issue 35's reference figures.
    ['₹30,000 from 25, +5% a year, 8.25%', epf(30000, 25, 0, 5, 8.25), 3458755, 2963755, 15269619, 21692129],
    ['₹12,000 from 50, no increase, ₹2,00,000 saved', epf(12000, 50, 200000, 0, 8.25), 138240, 42240, 249578, 630058],
  ])('%s', (_name, input, yourContribution, employerContribution, totalInterest, balanceAt58) => {
    expect(calculateEpf(input)).toMatchObject({ yourContribution, employerContribution, totalInterest, balanceAt58 });
  });

  test('EPS: ₹1,250 at the ceiling, 8.33% rounded to the rupee below it', () => {
    // 57 to 58, one year, no interest to speak of at 0.0001%: 12 × (12% − EPS).
    // ₹15,000: 1,800 − 1,250 = 550; ₹50,000: 6,000 − 1,250 = 4,750; ₹10,000: 1,200 − 833 = 367.
    expect(calculateEpf(epf(15000, 57, 0, 0, 0.0001)).employerContribution).toBe(6600);
    expect(calculateEpf(epf(50000, 57, 0, 0, 0.0001)).employerContribution).toBe(57000);
    expect(calculateEpf(epf(10000, 57, 0, 0, 0.0001)).employerContribution).toBe(4404);
    // ₹1,006: 8.33% is 83.7998, rounded to 84; 120.72 − 84 = 36.72 a month.
    expect(calculateEpf(epf(1006, 57, 0, 0, 0.0001)).employerContribution).toBe(441);
  });

  test('interest is credited after every 12th month, on the balance after each month’s contributions', () => {
    // One year, ₹10,000 saved, ₹12,000 basic at 12%: 1,440 yours and 1,440 − EPS 1,000 (999.6 rounded)
    // = 440 the employer's a month, balances 10,000 + 1,880·m, interest 1% of each: 12 × 100 + 18.8 × 78
    // = 2,666.4.
    const result = calculateEpf(epf(12000, 57, 10000, 0, 12));
    expect(result).toMatchObject({
      yourContribution: 17280,
      employerContribution: 5280,
      totalInterest: 2666,
      balanceAt58: 35226,
    });
    expect(result.years).toEqual([{ year: 1, deposit: 22560, interest: 2666, invested: 32560, balance: 35226 }]);
  });

  test('one row a year to 58; salary rises after each 12 months', () => {
    const result = calculateEpf(epf(30000, 25, 0, 5, 8.25));
    expect(result.years).toHaveLength(33);
    expect(result.years[0]!.deposit).toBe(12 * (3600 + 2350));
    expect(result.years[1]!.deposit).toBe(12 * (3780 + 2530));
    expect(result.years.at(-1)!.balance).toBe(21692129);
  });

  test('the largest inputs stay finite', () => {
    const result = calculateEpf(epf(1e15, 18, 1e15, 100, 100));
    expect(Object.values(result).every((value) => typeof value !== 'number' || Number.isFinite(value))).toBe(true);
  });

  test.each([
    ['a basic below ₹1,000', epf(999, 25, 0, 5, 8.25), 'out-of-range'],
    ['age 58', epf(30000, 58, 0, 5, 8.25), 'out-of-range'],
    ['age 17', epf(30000, 17, 0, 5, 8.25), 'out-of-range'],
    ['a negative balance', epf(30000, 25, -1, 5, 8.25), 'out-of-range'],
    ['a rate of 0', epf(30000, 25, 0, 5, 0), 'out-of-range'],
    ['an increase of -0', epf(30000, 25, 0, -0, 8.25), 'negative-zero'],
    ['NaN basic', epf(Number.NaN, 25, 0, 5, 8.25), 'not-finite'],
  ])('refuses %s', (_name, input, code) => {
    expect(() => calculateEpf(input)).toThrow(expect.objectContaining({ code }) as RuleInputError);
  });
});

describe('no EPS for a member who joined from 1 September 2014 with pay above ₹15,000 (EPS 1995, para 6A)', () => {
  test.each([
    // basic, joined before 1 Sep 2014, EPS member
    [30000, true, true],
    [30000, false, false],
    [15000, false, true], // at the ceiling, not above it
    [15001, false, false],
    [12000, false, true],
  ])('basic %s, joined before: %s → EPS %s', (monthlyBasic, joinedBeforeSeptember2014, member) => {
    expect(isEpsMember({ monthlyBasic: monthlyBasic as Rupees, joinedBeforeSeptember2014 })).toBe(member);
  });

  test("₹30,000 from 57 at 8.25%: the employer's whole 12% goes to the fund", () => {
    // 7,200 a month, interest 8.25%/12 on 7,200 × (1 + … + 12) = 3,861; with EPS the employer's is 3,600 − 1,250.
    const withoutEps = { ...epf(30000, 57, 0, 0, 8.25), joinedBeforeSeptember2014: false };
    expect(calculateEpf(withoutEps)).toMatchObject({
      yourContribution: 43200,
      employerContribution: 43200,
      totalInterest: 3861,
      balanceAt58: 90261,
    });
    expect(calculateEpf(epf(30000, 57, 0, 0, 8.25))).toMatchObject({
      employerContribution: 28200,
      totalInterest: 3191,
      balanceAt58: 74591,
    });
  });
});
