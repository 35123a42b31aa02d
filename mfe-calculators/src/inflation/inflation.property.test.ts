import fc from 'fast-check';
import { calculateInflation } from './inflation';
import { validateInflationInput } from './inflation-input';

/*
 * Against a model in integers: with inflation typed to two decimals as h hundredths of a percent, a year's growth
 * is (10000 + h) / 10000, so the future cost is A · (10000 + h)^n / 10000^n and today's value A · 10000^n /
 * (10000 + h)^n, each rounded half up by integer division.
 */
const fields = fc.record({
  amount: fc.integer({ min: 1, max: 10 ** 12 }).map(String),
  inflation: fc.integer({ min: 0, max: 2000 }).map((hundredths) => (hundredths / 100).toString()),
  years: fc.integer({ min: 1, max: 60 }).map(String),
});

const halfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

test('the future cost and today’s value are the exact formulas rounded half up', () => {
  fc.assert(
    fc.property(fields, (typed) => {
      const checked = validateInflationInput(typed);
      if (!checked.ok) return;
      const { amount, inflation, years } = checked.value;
      const growth = 10000n + BigInt(Math.round(inflation * 100));
      const base = 10000n;
      const n = BigInt(years);
      const result = calculateInflation(checked.value);
      expect(BigInt(result.futureCost)).toBe(halfUp(BigInt(amount) * growth ** n, base ** n));
      expect(BigInt(result.todaysValue)).toBe(halfUp(BigInt(amount) * base ** n, growth ** n));
      expect(result.todaysValue).toBeLessThanOrEqual(amount);
      expect(result.futureCost).toBeGreaterThanOrEqual(amount);
    }),
    { numRuns: 400 },
  );
});
