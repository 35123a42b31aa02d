import fc from 'fast-check';
import {
  addFractions,
  decimalFraction,
  divideFractions,
  multiplyFractions,
  subtractFractions,
  wholeFraction,
  type Fraction,
} from './fraction';

const f = (numerator: bigint, denominator: bigint): Fraction => ({ numerator, denominator });
const half = f(1n, 2n);
const third = f(1n, 3n);

describe('decimalFraction: the decimal the visitor typed, not the binary the double holds', () => {
  test.each([
    [12.5, 125n, 10n],
    [0.1, 1n, 10n],
    [-0.001, -1n, 1000n],
    [0, 0n, 1n],
    [1e21, 10n ** 21n, 1n],
    [5e-324, 5n, 10n ** 324n],
    [579.71743, 57971743n, 100000n],
  ])('%p = %p / %p', (value, numerator, denominator) => {
    expect(decimalFraction(value)).toEqual({ numerator, denominator });
  });

  test.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])('refuses %p', (value) => {
    expect(() => decimalFraction(value)).toThrow(expect.objectContaining({ code: 'not-finite' }));
  });

  test('property: reads back as the same double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const { numerator, denominator } = decimalFraction(value);
        const magnitude = numerator < 0n ? -numerator : numerator;
        const text = `${numerator < 0n ? '-' : ''}${magnitude}e-${denominator.toString().length - 1}`;
        expect(denominator.toString()).toMatch(/^10*$/);
        expect(Number(text)).toBe(value === 0 ? 0 : value);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('arithmetic in lowest terms', () => {
  test.each([
    ['½ + ⅓', addFractions(half, third), f(5n, 6n)],
    ['½ − ⅓', subtractFractions(half, third), f(1n, 6n)],
    ['⅓ − ½', subtractFractions(third, half), f(-1n, 6n)],
    ['½ × ⅓', multiplyFractions(half, third), f(1n, 6n)],
    ['½ × ⅔ × 3', multiplyFractions(half, f(2n, 3n), wholeFraction(3n)), f(1n, 1n)],
    ['the empty product', multiplyFractions(), f(1n, 1n)],
    ['½ ÷ ⅓', divideFractions(half, third), f(3n, 2n)],
    ['½ ÷ −⅓ keeps the denominator positive', divideFractions(half, f(-1n, 3n)), f(-3n, 2n)],
    ['0.1 + 0.2 is 0.3', addFractions(decimalFraction(0.1), decimalFraction(0.2)), f(3n, 10n)],
    ['0 − 0', subtractFractions(wholeFraction(0n), wholeFraction(0n)), f(0n, 1n)],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  test('dividing by 0 is refused', () => {
    expect(() => divideFractions(half, f(0n, 5n))).toThrow(expect.objectContaining({ code: 'out-of-range' }));
  });

  test('property: (a + b − b) × c ÷ c = a, in lowest terms', () => {
    const fraction = fc
      .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 20n }))
      .map(([numerator, denominator]) => f(numerator, denominator));
    fc.assert(
      fc.property(fraction, fraction, fraction, (a, b, c) => {
        fc.pre(c.numerator !== 0n);
        const back = divideFractions(multiplyFractions(subtractFractions(addFractions(a, b), b), c), c);
        // Same value, and no common factor left.
        expect(back.numerator * a.denominator).toBe(a.numerator * back.denominator);
        expect(back.denominator > 0n).toBe(true);
        let [x, y] = [back.numerator < 0n ? -back.numerator : back.numerator, back.denominator];
        while (y !== 0n) [x, y] = [y, x % y];
        expect(x).toBe(back.numerator === 0n ? back.denominator : 1n);
      }),
      { numRuns: 500 },
    );
  });
});
