import fc from 'fast-check';
import { calculateCompoundInterest, COMPOUNDINGS, PERIODS_PER_YEAR } from './compound-interest';
import { validateCompoundInterestInput } from './compound-interest-input';

/*
 * Against a model in integers alone: with the rate typed to two decimals as h hundredths of a percent, one
 * period's growth is (10000·k + h) / (10000·k), so the maturity is P · (10000k + h)^n / (10000k)^n, rounded half
 * up by integer division.
 */
const fields = fc.record({
  principal: fc.integer({ min: 1, max: 10 ** 9 }).map(String),
  rate: fc.integer({ min: 1, max: 3000 }).map((hundredths) => (hundredths / 100).toString()),
  years: fc.integer({ min: 1, max: 40 }).map(String),
  compounding: fc.constantFrom(...COMPOUNDINGS),
});

const halfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

test('the maturity and interest are the exact formula rounded half up, and they add up', () => {
  fc.assert(
    fc.property(fields, (typed) => {
      const checked = validateCompoundInterestInput(typed);
      if (!checked.ok) return;
      const { principal, rate, years, compounding } = checked.value;
      const k = BigInt(PERIODS_PER_YEAR[compounding]);
      const base = 10000n * k;
      const n = k * BigInt(years);
      const h = BigInt(Math.round(rate * 100));
      const maturity = halfUp(BigInt(principal) * (base + h) ** n, base ** n);
      const result = calculateCompoundInterest(checked.value);
      expect(BigInt(result.maturityAmount)).toBe(maturity);
      expect(result.interest).toBe(result.maturityAmount - principal);
      expect(result.years.at(-1)?.balance).toBe(result.maturityAmount);
    }),
    { numRuns: 300 },
  );
});

test('compounding more often never earns less', () => {
  fc.assert(
    fc.property(fields, (typed) => {
      const amounts = COMPOUNDINGS.map((compounding) => {
        const checked = validateCompoundInterestInput({ ...typed, compounding });
        return checked.ok ? calculateCompoundInterest(checked.value).maturityAmount : null;
      });
      if (amounts.includes(null)) return;
      for (let index = 1; index < amounts.length; index += 1) {
        expect(amounts[index]!).toBeGreaterThanOrEqual(amounts[index - 1]!);
      }
    }),
    { numRuns: 200 },
  );
});
