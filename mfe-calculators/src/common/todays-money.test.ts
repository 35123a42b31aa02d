import { calculateEpf } from '../epf/epf';
import { calculateFd, fdMaturity } from '../fd/fd';
import { calculateNps } from '../nps/nps';
import { calculatePpf } from '../ppf/ppf';
import { calculateRd, rdMaturity } from '../rd/rd';
import { sipMaturity } from '../sip/sip';
import { calculateSsy } from '../ssy/ssy';
import { inTodaysMoney } from './todays-money';
import type { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear } from '@fintools/shared/finance/units';

const pct = (value: number) => value as PercentPerYear;

describe('inTodaysMoney', () => {
  test.each([
    // A rounded amount is discounted as it is: 40,68,209 / 1.06^15 = 16,97,521.48.
    ['₹40,68,209 in 15 years at 6%', 4068209, 6, 15, 1697521],
    ['no inflation: the amount itself', 123456, 0, 20, 123456],
    ['no time: the amount itself', 123456, 6, 0, 123456],
    ['₹1,10,000 in a year at 10%', 110000, 10, 1, 100000],
    // Half a rupee exactly: 1.5 / 1 rounds up, 3 / 2 = 1.5 too.
    ['a tie rounds up', 3, 100, 1, 2],
    // Part of a year: 1,16,075 / 1.06^1.5 = 1,06,360.6…
    ['18 months', 116075, 6, 1.5, Math.round(116075 / 1.06 ** 1.5)],
  ])('%s', (_name, amount, inflation, years, expected) => {
    expect(inTodaysMoney(amount, pct(inflation), years)).toBe(expected);
  });

  test('takes an exact amount: the PPF reference maturity 40,68,209.22… / 1.06^15 = 16,97,521.57', () => {
    const ppf = calculatePpf({ yearlyDeposit: 150000 as never, rate: pct(7.1), years: 15 });
    expect(ppf.maturityValue).toBe(4068209);
    expect(inTodaysMoney(ppf.exactMaturity, pct(6), 15)).toBe(1697522);
    // Discounting the shown ₹40,68,209 instead rounds twice and is a rupee off.
    expect(inTodaysMoney(ppf.maturityValue, pct(6), 15)).toBe(1697521);
  });

  test.each([
    // Each rule's unrounded maturity, discounted and rounded once, against the same by hand.
    [
      'SSY ₹1,50,000 at 8.2%, 21 years',
      () => calculateSsy({ yearlyDeposit: 150000 as never, girlAge: 5, rate: pct(8.2), startYear: 2026 }).exactMaturity,
      21,
    ],
    [
      'NPS ₹5,000 a month from 30',
      () =>
        calculateNps({
          monthlyContribution: 5000 as never,
          age: 30,
          expectedReturn: pct(10),
          annuityShare: 40,
          annuityRate: pct(6),
        }).exactCorpus,
      30,
    ],
    [
      'EPF ₹12,000 basic from 50',
      () =>
        calculateEpf({
          monthlyBasic: 12000 as never,
          age: 50,
          currentBalance: 200000 as never,
          yearlyIncrease: pct(0),
          rate: pct(8.25),
        }).exactBalanceAt58,
      8,
    ],
    [
      'FD ₹1,00,000 at 5% for 3 years',
      () => fdMaturity({ investment: 100000 as never, rate: pct(5), timePeriod: 3, unit: 'years' }),
      3,
    ],
    [
      'SIP ₹1,000 a month at 12% for 10 years',
      () => sipMaturity({ investmentType: 'sip', amount: 1000 as never, rate: pct(12), timePeriod: 10 }),
      10,
    ],
  ])('%s: the exact maturity, rounded once', (_name, exact, years) => {
    const { numerator, denominator } = exact() as { numerator: bigint; denominator: bigint };
    const [up, down] = [numerator * 100n ** BigInt(years), denominator * 106n ** BigInt(years)];
    expect(inTodaysMoney({ numerator, denominator }, pct(6), years)).toBe(Number((2n * up + down) / (2n * down)));
  });

  test('FD in whole quarters is exact; an RD is rounded once from its unrounded double', () => {
    const fd = { investment: 100000 as never, rate: pct(5), timePeriod: 3, unit: 'years' as const };
    expect(fdMaturity(fd)).toEqual({ numerator: 100000n * 405n ** 12n, denominator: 400n ** 12n });
    expect(calculateFd(fd).maturityAmount).toBe(116075);
    expect(typeof fdMaturity({ ...fd, timePeriod: 4, unit: 'months' })).toBe('number');
    const rd = { monthlyInvestment: 1000 as never, rate: pct(5), timePeriod: 12, unit: 'months' as const };
    expect(rdMaturity(rd)).toBeCloseTo(12328.63, 2);
    expect(calculateRd(rd).maturityAmount).toBe(12329);
  });

  test('a 100-year SIP at 100% (about ₹10^41) stays finite', () => {
    expect(Number.isFinite(inTodaysMoney(5e41, pct(100), 100))).toBe(true);
  });

  test.each([
    ['negative inflation', 1000, -1, 1, 'out-of-range'],
    ['inflation above 100', 1000, 101, 1, 'out-of-range'],
    ['NaN amount', Number.NaN, 6, 1, 'not-finite'],
    ['101 years', 1000, 6, 101, 'out-of-range'],
    ['a negative exact amount', { numerator: -1n, denominator: 1n }, 6, 1, 'out-of-range'],
  ] as const)('refuses %s', (_name, amount, inflation, years, code) => {
    expect(() => inTodaysMoney(amount, pct(inflation), years)).toThrow(
      expect.objectContaining({ code }) as RuleInputError,
    );
  });
});
