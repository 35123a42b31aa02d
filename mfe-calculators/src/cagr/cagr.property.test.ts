import fc from 'fast-check';
import { calculateCagr } from './cagr';
import { validateCagrInput } from './cagr-input';

/*
 * Against the definition in whole numbers: the CAGR in hundredths of a percent, c, rounds the true root half up
 * when (1 + (c − ½)/10^4)^n ≤ final / initial < (1 + (c + ½)/10^4)^n, that is
 * (20000 + 2c − 1)^n · initial ≤ 20000^n · final < (20000 + 2c + 1)^n · initial.
 */
const fields = fc.record({
  initialValue: fc.integer({ min: 1, max: 10 ** 12 }).map(String),
  finalValue: fc.integer({ min: 1, max: 10 ** 12 }).map(String),
  years: fc.integer({ min: 1, max: 60 }).map(String),
});

test('whole years: the CAGR is the true root rounded half up to a hundredth of a percent', () => {
  fc.assert(
    fc.property(fields, (typed) => {
      const checked = validateCagrInput(typed);
      if (!checked.ok) throw new Error('the generator makes valid forms');
      const { initialValue, finalValue, years } = checked.value;
      const c = BigInt(Math.round(calculateCagr(checked.value).cagr * 100));
      const n = BigInt(years);
      const [initial, target] = [BigInt(initialValue), 20000n ** n * BigInt(finalValue)];
      if (c > -10000n) expect((20000n + 2n * c - 1n) ** n * initial <= target).toBe(true);
      expect(target < (20000n + 2n * c + 1n) ** n * initial).toBe(true);
    }),
    { numRuns: 500 },
  );
});

test('the absolute return is (final − initial) / initial to the hundredth, and has the CAGR’s sign', () => {
  fc.assert(
    fc.property(fields, (typed) => {
      const checked = validateCagrInput(typed);
      if (!checked.ok) return;
      const { initialValue, finalValue } = checked.value;
      const result = calculateCagr(checked.value);
      const exact = ((finalValue - initialValue) / initialValue) * 100;
      expect(Math.abs(result.absoluteReturn - exact)).toBeLessThanOrEqual(0.005 + Math.abs(exact) * 1e-12);
      if (result.cagr !== 0) expect(Math.sign(result.cagr)).toBe(Math.sign(finalValue - initialValue));
    }),
    { numRuns: 300 },
  );
});
