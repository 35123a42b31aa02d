/**
 * The RD's rupees against an exact model, for any field text its validator accepts: Σ_{k=1..n} g^k with
 * g³ = 1 + r/400 is A + B·g + C·g² for exact sums of powers of g³ (k = 3j, 3j + 1, 3j + 2), bounded by
 * g's bracket at 10^60. A model that cannot decide the rupee at that precision skips the case.
 */
import fc from 'fast-check';
import { decimalFraction } from '@fintools/shared/finance/rounding';
import { integerRoot } from '../common/root-growth';
import { calculateRd, rdDepositCount } from './rd';
import { validateRdInput } from './rd-input';

/** Half up to whole rupees of amount × (A + B·g + C·g²), or null when g's bracket leaves two rupees. */
function modelRupees(amount: bigint, rate: number, months: number): bigint | null {
  const { numerator, denominator } = decimalFraction(rate);
  const [top, bottom] = [denominator * 400n + numerator, denominator * 400n];
  // A, B, C over the common denominator bottom^J, J the highest power of g³ used.
  const J = BigInt(Math.floor(months / 3));
  const sums = [0n, 0n, 0n];
  for (let k = 1; k <= months; k += 1) {
    const j = BigInt(Math.floor(k / 3));
    sums[k % 3]! += top ** j * bottom ** (J - j);
  }
  const scale = 10n ** 60n;
  const g = integerRoot((top * scale ** 3n) / bottom, 3n);
  const value = (root: bigint) => sums[0]! * scale * scale + sums[1]! * root * scale + sums[2]! * root * root; // × scale² × bottom^J
  const unit = scale * scale * bottom ** J;
  const rupees = (v: bigint) => (2n * amount * v + unit) / (2n * unit);
  const [low, high] = [rupees(value(g)), rupees(value(g + 1n))];
  return low === high ? low : null;
}

const amount = fc.oneof(
  fc.integer({ min: 500, max: 1_00_000 }),
  fc.tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 3, max: 10 })).map(([a, zeros]) => a * 10 ** zeros),
);
const rate = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }).map((hundredths) => String(hundredths / 100)),
  fc.constantFrom('28', '12.5', '0.01', '63.05'),
);

test('maturity, return and investment are the exact sum’s rupees, for every accepted RD', () => {
  fc.assert(
    fc.property(amount, rate, fc.integer({ min: 1, max: 1_200 }), (deposit, percent, months) => {
      const validation = validateRdInput({
        monthlyInvestment: String(deposit),
        rate: percent,
        timePeriod: String(months),
        unit: 'months',
      });
      if (!validation.ok) return;
      const model = modelRupees(BigInt(deposit), Number(percent), rdDepositCount(months, 'months')!);
      fc.pre(model !== null);
      const result = calculateRd(validation.value);
      expect(BigInt(result.maturityAmount)).toBe(model);
      expect(result.totalInvestment).toBe(deposit * months);
      expect(result.returnEarned).toBe(result.maturityAmount - result.totalInvestment);
    }),
    { numRuns: 300 },
  );
});
