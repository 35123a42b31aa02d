/**
 * The GST rule for any amount and rate it takes, against an exact model in paise and basis points.
 */
import fc from 'fast-check';
import { calculateGst } from './gst';
import { GST_RATES } from './gst-rates';

const RUNS = { numRuns: 300 };

test('GST: each half is the exact half-rate tax rounded once, the halves are equal, and the lines add up', () => {
  fc.assert(
    fc.property(
      // Amounts whose total with 40% GST is still within the rule's domain (₹10 lakh crore).
      fc.oneof(fc.integer({ min: 0, max: 10_00_000_00 }), fc.integer({ min: 0, max: 7e14 })),
      fc.constantFrom(...GST_RATES),
      (paise, rate) => {
        const amount = paise / 100;
        const added = calculateGst({ amount, rate, mode: 'exclusive' });
        const removed = calculateGst({ amount: added.total, rate, mode: 'inclusive' });
        // A model in paise × 10^4 basis points: half = value × bp / 20,000 (before) or / (20,000 + 2·bp) (inside).
        const bp = BigInt(Math.round(rate * 100));
        const halfUp = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d)) / 100;
        expect(added.cgst).toBe(halfUp(BigInt(paise) * bp, 20_000n));
        const totalPaise = BigInt(Math.round(added.total * 100));
        expect(removed.cgst).toBe(halfUp(totalPaise * bp, 20_000n + 2n * bp));
        // Taking it out again gives back the amount within a paisa in each half.
        expect(Math.abs(Math.round(removed.net * 100) - paise)).toBeLessThanOrEqual(2);
        for (const result of [added, removed]) {
          expect(result.cgst).toBe(result.sgst);
          expect(Math.round(result.net * 100) + Math.round(result.gst * 100)).toBe(Math.round(result.total * 100));
          expect(Math.round(result.cgst * 100) + Math.round(result.sgst * 100)).toBe(Math.round(result.gst * 100));
        }
      },
    ),
    RUNS,
  );
});
