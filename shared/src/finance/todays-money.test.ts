import { inTodaysMoney } from './todays-money';
import type { RuleInputError } from './rule-input-error';
import type { PercentPerYear } from './units';

const pct = (value: number) => value as PercentPerYear;

describe('inTodaysMoney', () => {
  test.each([
    // The PPF reference maturity at 6% inflation over 15 years: 40,68,209 / 1.06^15.
    ['PPF ₹40,68,209 in 15 years at 6%', 4068209, 6, 15, 1697521],
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

  test('a 100-year SIP at 100% (about ₹10^41) stays finite', () => {
    expect(Number.isFinite(inTodaysMoney(5e41, pct(100), 100))).toBe(true);
  });

  test.each([
    ['negative inflation', 1000, -1, 1, 'out-of-range'],
    ['inflation above 100', 1000, 101, 1, 'out-of-range'],
    ['NaN amount', Number.NaN, 6, 1, 'not-finite'],
    ['101 years', 1000, 6, 101, 'out-of-range'],
  ])('refuses %s', (_name, amount, inflation, years, code) => {
    expect(() => inTodaysMoney(amount, pct(inflation), years)).toThrow(
      expect.objectContaining({ code }) as RuleInputError,
    );
  });
});
