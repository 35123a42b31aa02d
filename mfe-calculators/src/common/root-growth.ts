import { type Fraction } from '@fintools/shared/finance/rounding';

/**
 * Rupees rounded half up from amounts no fraction holds: an RD's deposits, and an FD's part of a quarter,
 * grow by roots of (1 + r/400), which doubles hold to 16 digits, so from about ₹10^11 to 10^14 the rupee they
 * round to can be the wrong one (₹1,000 a month at 28% for 86 years: the double gave …853, the sum is …852.3…).
 * Here the root is bracketed by whole numbers at a scale of 10^digits, the sum by rounding every step down
 * for a lower bound and up for an upper one, and the digits doubled until both bounds round to one rupee.
 * A rational root (1 + r/400 a perfect power) is worked out exactly instead, so a true half rupee rounds up.
 */

/** ⌊value^(1/degree)⌋ for value ≥ 0: Newton's method on whole numbers, from above. */
export function integerRoot(value: bigint, degree: bigint): bigint {
  if (value < 2n) return value;
  const bits = BigInt(value.toString(2).length);
  let root = 1n << (bits / degree + 1n);
  for (;;) {
    const next = ((degree - 1n) * root + value / root ** (degree - 1n)) / degree;
    if (next >= root) return root;
    root = next;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** The exact root of a positive fraction when it is one (both terms perfect powers), else null. */
export function rationalRoot({ numerator, denominator }: Fraction, degree: bigint): Fraction | null {
  const common = gcd(numerator, denominator);
  const [top, bottom] = [numerator / common, denominator / common];
  const [rootTop, rootBottom] = [integerRoot(top, degree), integerRoot(bottom, degree)];
  return rootTop ** degree === top && rootBottom ** degree === bottom
    ? { numerator: rootTop, denominator: rootBottom }
    : null;
}

/** Half up to whole rupees of an amount known to lie in [low, high] × 1/scale; null while they differ. */
function roundedIfDecided(low: bigint, high: bigint, scale: bigint): number | null {
  const rupees = (value: bigint) => (2n * value + scale) / (2n * scale);
  const [down, up] = [rupees(low), rupees(high)];
  return down === up ? Number(down) : null;
}

/**
 * `amount` × Σ_{k=first..last} g^k rounded half up to whole rupees, for g = growth^(1/degree) with
 * growth a fraction above 1 and `amount` a whole number of rupees: an RD is g = (1 + r/400)^(1/3) from the
 * first power to the number of deposits, an FD with a part of a quarter the single power g^q.
 * @example rupeesOfRootSum(1000n, { numerator: 405n, denominator: 400n }, 3n, 1n, 12n) // 12329: ₹1,000 a month at 5% for a year
 */
export function rupeesOfRootSum(amount: bigint, growth: Fraction, degree: bigint, first: bigint, last: bigint): number {
  const exact = rationalRoot(growth, degree);
  if (exact) {
    // Σ g^k, k = first..last, exactly: the numerators over the common denominator b^last.
    let numerator = 0n;
    for (let k = first; k <= last; k += 1n) {
      numerator += exact.numerator ** k * exact.denominator ** (last - k);
    }
    const denominator = exact.denominator ** last;
    return Number((2n * amount * numerator + denominator) / (2n * denominator));
  }
  for (let digits = 40n; ; digits *= 2n) {
    const scale = 10n ** digits;
    // g·scale lies in [root, root + 1).
    const root = integerRoot((growth.numerator * scale ** degree) / growth.denominator, degree);
    let [low, high] = [scale, scale];
    let [sumLow, sumHigh] = [0n, 0n];
    for (let k = 1n; k <= last; k += 1n) {
      low = (low * root) / scale;
      high = (high * (root + 1n) + scale - 1n) / scale;
      if (k >= first) [sumLow, sumHigh] = [sumLow + low, sumHigh + high];
    }
    const rupees = roundedIfDecided(amount * sumLow, amount * sumHigh, scale);
    if (rupees !== null) return rupees;
  }
}
