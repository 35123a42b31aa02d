import { calculateNps, npsMinimumAnnuityShare, type NpsInput } from './nps';
import type { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const nps = (monthly: number, age: number, expected: number, share: number, annuityRate: number): NpsInput => ({
  monthlyContribution: monthly as Rupees,
  age,
  expectedReturn: expected as PercentPerYear,
  annuityShare: share,
  annuityRate: annuityRate as PercentPerYear,
});

describe('calculateNps', () => {
  test.each([
    // Issue 35's reference figures.
    [
      '₹5,000 a month from 30 at 10%, 40% annuity at 6%',
      nps(5000, 30, 10, 40, 6),
      1800000,
      11396627,
      6837976,
      4558651,
      22793,
    ],
    [
      '₹10,000 a month from 40 at 9%, 60% annuity at 6.5%',
      nps(10000, 40, 9, 60, 6.5),
      2400000,
      6728960,
      2691584,
      4037376,
      21869,
    ],
    // One year at 12%: the annuity due 1,000 · 1.01 · (1.01^12 − 1) / 0.01 = 12,809.33; all of it buys the annuity.
    ['one year, 100% annuity', nps(1000, 59, 12, 100, 12), 12000, 12809, 0, 12809, 128],
  ])('%s', (_name, input, totalInvestment, corpus, lumpSum, annuityPurchase, monthlyPension) => {
    expect(calculateNps(input)).toMatchObject({ totalInvestment, corpus, lumpSum, annuityPurchase, monthlyPension });
  });

  test('one row a year to 60, the last being the corpus', () => {
    const result = calculateNps(nps(5000, 30, 10, 40, 6));
    expect(result.years).toHaveLength(30);
    expect(result.years[0]).toMatchObject({ year: 1, deposit: 60000, invested: 60000 });
    expect(result.years.at(-1)).toMatchObject({ invested: 1800000, balance: 11396627 });
  });

  test('the largest contribution from 18 at the highest rates stays finite', () => {
    const result = calculateNps(nps(1e15, 18, 100, 100, 100));
    expect(Object.values(result).every((value) => typeof value !== 'number' || Number.isFinite(value))).toBe(true);
  });

  test.each([
    ['₹499 a month', nps(499, 30, 10, 40, 6), 'out-of-range'],
    ['age 17', nps(5000, 17, 10, 40, 6), 'out-of-range'],
    ['age 60', nps(5000, 60, 10, 40, 6), 'out-of-range'],
    ['age 30.5', nps(5000, 30.5, 10, 40, 6), 'not-integer'],
    ['an annuity share of 19% (non-government)', nps(5000, 30, 10, 19, 6), 'out-of-range'],
    [
      'an annuity share of 39% (government)',
      { ...nps(5000, 30, 10, 39, 6), subscriber: 'government' as const },
      'out-of-range',
    ],
    ['another subscriber', { ...nps(5000, 30, 10, 40, 6), subscriber: 'private' as 'government' }, 'unknown-choice'],
    ['a return of 0', nps(5000, 30, 0, 40, 6), 'out-of-range'],
    ['an annuity rate of NaN', nps(5000, 30, 10, 40, Number.NaN), 'not-finite'],
  ])('refuses %s', (_name, input, code) => {
    expect(() => calculateNps(input)).toThrow(expect.objectContaining({ code }) as RuleInputError);
  });
});

describe('exit at 60 since 19 December 2025', () => {
  test.each([
    // contribution, age, return, subscriber, least annuity share in percent
    [5000, 30, 10, 'non-government', 20],
    [5000, 30, 10, 'government', 40],
    [500, 50, 8, 'non-government', 0], // a corpus of ₹92,083: up to ₹8 lakh, all may be withdrawn
    [500, 50, 8, 'government', 0],
    [1500, 38, 8, 'government', 44.57], // ₹10,82,350.07: all but ₹6 lakh buys an annuity, 44.565…% rounded up
    [1500, 38, 8, 'non-government', 20],
  ] as const)('₹%s a month from %s at %s%%, %s: at least %s%%', (contribution, age, rate, subscriber, least) => {
    const input = { ...nps(contribution, age, rate, 100, 6), subscriber };
    expect(npsMinimumAnnuityShare(input)).toBe(least);
    expect(() => calculateNps({ ...input, annuityShare: least })).not.toThrow();
    if (least > 0) expect(() => calculateNps({ ...input, annuityShare: least - 0.01 })).toThrow();
  });

  test('a non-government subscriber may annuitise 20%: the rest is the lump sum', () => {
    expect(calculateNps(nps(5000, 30, 10, 20, 6))).toMatchObject({
      corpus: 11396627,
      lumpSum: 9117301, // 80% of 1,13,96,626.62
      annuityPurchase: 2279325,
      monthlyPension: 11397,
    });
  });
});
