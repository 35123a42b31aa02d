/**
 * The FD's rupees against an exact model, for any field text its validator accepts, a part of a quarter
 * included: amount × (1 + r/400)^(n/d) lies between amount × (ρ/S)^n and amount × ((ρ + 1)/S)^n for
 * ρ = ⌊(1 + r/400)^(1/d) · S⌋, an integer root at S = 10^40 (the rule brackets logarithms instead). A model
 * that cannot decide the rupee at that precision skips the case.
 */
import fc from 'fast-check';
import { decimalFraction } from '@fintools/shared/finance/rounding';
import { integerRoot } from '../common/root-growth';
import { calculateFd } from './fd';
import { validateFdInput, type FdFields } from './fd-input';

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Half up to whole rupees of amount × (1 + r/400)^quarters, or null when the root's bracket leaves two rupees. */
function modelRupees(amount: bigint, rate: number, period: number, unit: 'years' | 'months'): bigint | null {
  const r = decimalFraction(rate);
  const [top, bottom] = [r.denominator * 400n + r.numerator, r.denominator * 400n];
  const p = decimalFraction(period);
  const [qTop, qBottom] = unit === 'years' ? [p.numerator * 4n, p.denominator] : [p.numerator, p.denominator * 3n];
  const common = gcd(qTop, qBottom);
  const [n, d] = [qTop / common, qBottom / common];
  const scale = 10n ** 40n;
  const root = integerRoot((top * scale ** d) / bottom, d);
  const unitValue = scale ** n;
  const rupees = (g: bigint) => (2n * amount * g ** n + unitValue) / (2n * unitValue);
  const [low, high] = [rupees(root), rupees(root + 1n)];
  return low === high ? low : null;
}

const amount = fc.oneof(
  fc.integer({ min: 500, max: 10_00_000 }),
  fc.tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 3, max: 10 })).map(([a, zeros]) => a * 10 ** zeros),
);
const rate = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }).map((hundredths) => String(hundredths / 100)),
  fc.constantFrom('28', '7.1', '0.01', '63.05', '100'),
);
const period: fc.Arbitrary<Pick<FdFields, 'timePeriod' | 'unit'>> = fc.oneof(
  fc.integer({ min: 1, max: 600 }).map((months) => ({ timePeriod: String(months), unit: 'months' })),
  fc.integer({ min: 1, max: 6_000 }).map((tenths) => ({ timePeriod: String(tenths / 10), unit: 'months' })),
  fc.integer({ min: 1, max: 5_000 }).map((hundredths) => ({ timePeriod: String(hundredths / 100), unit: 'years' })),
);

test('maturity and return are the exact value’s rupees, for every accepted FD, part quarters included', () => {
  fc.assert(
    fc.property(amount, rate, period, (deposit, percent, term) => {
      const validation = validateFdInput({ investment: String(deposit), rate: percent, ...term });
      if (!validation.ok) return;
      const model = modelRupees(BigInt(deposit), Number(percent), Number(term.timePeriod), term.unit as 'years');
      fc.pre(model !== null);
      const result = calculateFd(validation.value);
      expect(BigInt(result.maturityAmount)).toBe(model);
      expect(result.totalInvestment).toBe(deposit);
      expect(result.returnEarned).toBe(result.maturityAmount - deposit);
    }),
    { numRuns: 300 },
  );
});
