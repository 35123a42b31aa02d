import fc from 'fast-check';
import { calculateSimpleInterest } from './simple-interest';
import { validateSimpleInterestInput } from './simple-interest-input';

/*
 * Against a model in whole paise-free integers: with the rate typed to two decimals as hundredths, the interest
 * is P × hundredths × months / 120000, rounded half up with integer division alone.
 */
const fields = fc.record({
  principal: fc.integer({ min: 1, max: 10 ** 12 }).map(String),
  rate: fc.integer({ min: 1, max: 10000 }).map((hundredths) => (hundredths / 100).toString()),
  years: fc.integer({ min: 0, max: 100 }).map(String),
  months: fc.integer({ min: 0, max: 11 }).map(String),
});

const halfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

test('interest and total are the exact formula rounded half up, and the total is principal plus interest', () => {
  fc.assert(
    fc.property(fields, (typed) => {
      const checked = validateSimpleInterestInput(typed);
      if (!checked.ok) return; // years 0 and months 0: refused, as the validator's test shows
      const { principal, rate, years, months } = checked.value;
      const result = calculateSimpleInterest(checked.value);
      const hundredths = BigInt(Math.round(rate * 100));
      const interest = halfUp(BigInt(principal) * hundredths * BigInt(years * 12 + months), 120000n);
      expect(BigInt(result.interest)).toBe(interest);
      expect(result.totalAmount).toBe(principal + result.interest);
    }),
    { numRuns: 500 },
  );
});

test('more time never earns less interest', () => {
  fc.assert(
    fc.property(fields, fc.integer({ min: 1, max: 12 }), (typed, extra) => {
      const checked = validateSimpleInterestInput(typed);
      if (!checked.ok || checked.value.years === 100) return;
      const { years, months } = checked.value;
      const later = {
        ...checked.value,
        years: years + Math.floor((months + extra) / 12),
        months: (months + extra) % 12,
      };
      expect(calculateSimpleInterest(later).interest).toBeGreaterThanOrEqual(
        calculateSimpleInterest(checked.value).interest,
      );
    }),
  );
});
