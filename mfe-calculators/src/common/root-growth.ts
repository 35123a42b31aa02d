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
  // value < 2^bits ≤ 2^degree, so the root is below 2 (and no 2^(degree − 1) of an FD's 10^15th root is built).
  if (bits <= degree) return 1n;
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

/**
 * ln(x) × 2^bits bracketed by whole numbers [low, high], for a fraction x > 0: x = 2^k · m with m in
 * (1/2, 2), ln x = k · ln 2 + 2 · atanh((m − 1)/(m + 1)), and ln 2 = 2 · atanh(1/3).
 */
function lnBracket({ numerator, denominator }: Fraction, bits: bigint): [bigint, bigint] {
  const k = BigInt(numerator.toString(2).length - denominator.toString(2).length);
  const [top, bottom] = k >= 0n ? [numerator, denominator << k] : [numerator << -k, denominator];
  const [twoLow, twoHigh] = atanhBracket(1n, 3n, bits);
  const [mLow, mHigh] = atanhBracket(top - bottom, top + bottom, bits);
  const [kLow, kHigh] = k >= 0n ? [k * twoLow, k * twoHigh] : [k * twoHigh, k * twoLow];
  return [2n * (kLow + mLow), 2n * (kHigh + mHigh)];
}

/**
 * atanh(p/q) × 2^bits bracketed, for |p/q| ≤ 1/3: Σ z^(2j+1)/(2j+1), each term floored (under by less
 * than 1), stopped at the first z^(2j+1) · 2^bits below 1, after which the rest is below
 * z^(2j+1) · 2^bits / (1 − z²) ≤ 9/8. So the sum lies in [floored sum, floored sum + terms + 2].
 */
function atanhBracket(p: bigint, q: bigint, bits: bigint): [bigint, bigint] {
  if (p < 0n) {
    const [low, high] = atanhBracket(-p, q, bits);
    return [-high, -low];
  }
  const one = 1n << bits;
  let [sum, terms] = [0n, 0n];
  for (let [top, bottom, j] = [p, q, 0n]; ; [top, bottom, j] = [top * p * p, bottom * q * q, j + 1n]) {
    const power = (top * one) / bottom;
    if (power === 0n) return [sum, sum + terms + 2n];
    sum += power / (2n * j + 1n);
    terms += 1n;
  }
}

/**
 * Whether growth^(n/d) > c, for growth^(n/d) irrational (so never equal to the rational c): the sign of
 * n · ln(growth) − d · ln(c), from brackets of both logarithms, with the bits doubled until it shows.
 */
function powerExceeds(growth: Fraction, n: bigint, d: bigint, c: Fraction, startBits: bigint): boolean {
  for (let bits = startBits; ; bits *= 2n) {
    const [gLow, gHigh] = lnBracket(growth, bits);
    const [cLow, cHigh] = lnBracket(c, bits);
    if (n * gLow - d * cHigh > 0n) return true;
    if (n * gHigh - d * cLow < 0n) return false;
  }
}

/**
 * `amount` × growth^exponent rounded half up to whole rupees, for fractions `amount` above 0, `growth`
 * above 1 and an exponent above 0: an FD's part of a quarter, (1 + r/400)^(q/3) for q
 * months. `estimate` is the formula's double, which doubles hold to about 2^-46 of the value (44.6 at
 * most multiplies log1p's error, then exp's), so from about ₹10^11 its rupee can be the wrong one.
 * When growth^exponent is a fraction (growth a perfect power, 63.05% a quarter is 1.05³) it is worked out
 * exactly and a true half rounds up. Otherwise it is irrational, so never a half rupee: the rupee R is the
 * largest with amount × growth^exponent > R − ½, found by bisection around the estimate, each comparison
 * decided by bracketing logarithms in whole numbers (`powerExceeds`), which always ends.
 * @example rupeesOfPower({ numerator: 100000n, denominator: 1n }, { numerator: 401n, denominator: 400n }, { numerator: 1n, denominator: 3n }, 100083.22) // 100083
 */
export function rupeesOfPower(amount: Fraction, growth: Fraction, exponent: Fraction, estimate: number): number {
  const common = gcd(exponent.numerator, exponent.denominator);
  const [n, d] = [exponent.numerator / common, exponent.denominator / common];
  const root = rationalRoot(growth, d);
  if (root) {
    const [top, bottom] = [amount.numerator * root.numerator ** n, amount.denominator * root.denominator ** n];
    return Number((2n * top + bottom) / (2n * bottom));
  }
  const startBits = 96n + BigInt((n * d).toString(2).length);
  // amount × growth^(n/d) > R − ½, true for every R up to the answer and false above it.
  const reaches = (rupees: bigint) =>
    rupees <= 0n ||
    powerExceeds(
      growth,
      n,
      d,
      { numerator: (2n * rupees - 1n) * amount.denominator, denominator: 2n * amount.numerator },
      startBits,
    );
  const guess = BigInt(Math.round(estimate));
  const slack = BigInt(Math.ceil(Math.abs(estimate) * 2 ** -40)) + 1n;
  let [low, high] = [guess - slack, guess + slack];
  for (let step = slack; !reaches(low); step *= 2n) low -= step;
  for (let step = slack; reaches(high); step *= 2n) high += step;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (reaches(middle)) low = middle;
    else high = middle;
  }
  return Number(low);
}
