import { calculateGoal, type GoalInput } from './goal';
import { calculateSip } from '../sip/sip';
import type { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const goal = (target: number, years: number, expectedReturn: number, inflation: number): GoalInput => ({
  target: target as Rupees,
  years,
  expectedReturn: expectedReturn as PercentPerYear,
  inflation: inflation as PercentPerYear,
});

describe('calculateGoal', () => {
  test.each([
    // Issue 35's reference figures.
    ['₹1 crore in 15 years at 12%, no inflation', goal(10000000, 15, 12, 0), 10000000, 19819, 1826963],
    ['₹1 crore in 15 years at 12%, inflation 6%', goal(10000000, 15, 12, 6), 23965582, 47497, 4378423],
    // 1 year at 100%: a lump sum of half the target; monthly, 1,000 / (13 · ((13/12)^12 − 1)) = 47.69… up to 48.
    ['a year at 100%', goal(1000, 1, 100, 0), 1000, 48, 500],
  ])('%s', (_name, input, futureTarget, monthlySip, lumpSum) => {
    expect(calculateGoal(input)).toEqual({ futureTarget, monthlySip, lumpSum });
  });

  test('the SIP calculator with the SIP needed reaches the target, and a rupee less does not', () => {
    const { monthlySip } = calculateGoal(goal(10000000, 15, 12, 0));
    const maturity = (amount: number) =>
      calculateSip({ investmentType: 'sip', amount: amount as Rupees, rate: 12 as PercentPerYear, timePeriod: 15 })
        .maturityAmount;
    expect(maturity(monthlySip)).toBeGreaterThanOrEqual(10000000);
    expect(maturity(monthlySip - 1)).toBeLessThan(10000000);
  });

  test.each([
    ['no target', goal(0, 15, 12, 6), 'out-of-range'],
    ['0 years', goal(1000, 0, 12, 6), 'out-of-range'],
    ['a return of 0', goal(1000, 15, 0, 6), 'out-of-range'],
    ['negative inflation', goal(1000, 15, 12, -1), 'out-of-range'],
    ['NaN inflation', goal(1000, 15, 12, Number.NaN), 'not-finite'],
  ])('refuses %s', (_name, input, code) => {
    expect(() => calculateGoal(input)).toThrow(expect.objectContaining({ code }) as RuleInputError);
  });
});
