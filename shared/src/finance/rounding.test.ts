import fc from 'fast-check';
import {
  addFractions,
  decimalFraction,
  divideFractions,
  fromHundredths,
  hundredthsOf,
  multiplyFractions,
  roundFractionToHundredths,
  roundToPaise,
  subtractFractions,
  wholeFraction,
  type Fraction,
} from './rounding';
/** The exact value of a double, m · 2^e, read from its bits: a model that shares no code with toFixed. */
function exactBinary(value: number): { numerator: bigint; denominator: bigint } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  const negative = bits >> 63n === 1n;
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (biased === 0 ? 1 : biased) - 1075;
  const numerator = (negative ? -mantissa : mantissa) * (exponent > 0 ? 1n << BigInt(exponent) : 1n);
  return { numerator, denominator: exponent < 0 ? 1n << BigInt(-exponent) : 1n };
}

/** Half away from zero on an exact fraction, by comparing twice the fraction with odd halves. */
function modelHundredths({ numerator, denominator }: { numerator: bigint; denominator: bigint }): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const twice = sign * numerator * 200n; // 2 · |x| · 100, over the denominator
  let count = (sign * numerator * 100n) / denominator;
  if (twice >= (2n * count + 1n) * denominator) count += 1n;
  return sign * count;
}

describe('roundToPaise: the value the double really holds, half away from zero', () => {
  test.each([
    // The SIP audit case: the double the formula gives is 4,39,76,182.97499996…, below the half paisa.
    [43976182.97499996, 43976182.97],
    // Trimming this one to 15 digits gave .98; it is .974999… and stays .97.
    [43976182.974999, 43976182.97],
    [11542257.874999981, 11542257.87],
    [34713065790.15498, 34713065790.15],
    [12809.32804332894, 12809.33],
    [809.334999, 809.33],
    // Exact binary halves round away from zero.
    [0.125, 0.13],
    [-0.125, -0.13],
    [2.5, 2.5],
    // 1.005 is stored as 1.00499999999999989…: below the half paisa, so down, as toFixed says.
    [1.005, 1],
    [2.675, 2.67],
    [-2.675, -2.67],
    // 1.015 is stored as 1.01499999999999990…, 8.345 as 8.34500000000000063…
    [1.015, 1.01],
    [8.345, 8.35],
    [-0.001, 0],
    [-0.005, -0.01], // -0.005000000000000000104… is past the half
    [0, 0],
    [1e15 / 3, 333333333333333.3],
    [1e21, 1e21],
    [Number.MAX_VALUE, Number.MAX_VALUE],
    [Number.MIN_VALUE, 0],
  ])('%p → %p', (value, rounded) => {
    expect(roundToPaise(value)).toBe(rounded);
  });

  test('never "-0": a negative that rounds to nothing is 0', () => {
    expect(Object.is(roundToPaise(-0.004), 0)).toBe(true);
    expect(Object.is(roundToPaise(-0), 0)).toBe(true);
  });

  test.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])('refuses %p', (value) => {
    expect(() => roundToPaise(value)).toThrow(expect.objectContaining({ name: 'RuleInputError', code: 'not-finite' }));
  });

  test('property: for any finite double, the exact binary value rounded half away from zero', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), moneyLike), (value) => {
        const expected = fromHundredths(modelHundredths(exactBinary(value)));
        expect(roundToPaise(value)).toBe(expected === 0 ? 0 : expected);
      }),
      { numRuns: 3000 },
    );
  });
});

/** Doubles near half-paisa boundaries, where trimming digits or a careless rounding goes wrong. */
const moneyLike = fc
  .tuple(fc.integer({ min: -1e13, max: 1e13 }), fc.integer({ min: -3, max: 3 }))
  .map(([paise, nudge]) => {
    let value = (paise + 0.5) / 100;
    for (let step = 0; step < Math.abs(nudge); step += 1) value = nextDouble(value, Math.sign(nudge));
    return value;
  });

function nextDouble(value: number, direction: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigInt64(0);
  const away = value >= 0 === direction > 0;
  view.setBigInt64(0, away ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

describe('exact fractions', () => {
  test.each([
    [1n, 8n, 13n], // 0.125: a true tie rounds away from zero
    [-1n, 8n, -13n],
    [1n, 3n, 33n],
    [2n, 3n, 67n],
    [-2n, 3n, -67n],
    [439761829749999n, 10000000n, 4397618297n], // 43,976,182.9749999 stays below the half
    [4397618297500000n, 100000000n, 4397618298n], // and the exact half goes up
    [0n, 7n, 0n],
    [10n ** 40n + 1n, 2n, 5n * 10n ** 41n + 50n],
  ])('hundredthsOf(%p / %p) = %p', (numerator, denominator, count) => {
    expect(hundredthsOf({ numerator, denominator })).toBe(count);
  });

  test('hundredthsOf refuses a denominator of 0', () => {
    expect(() => hundredthsOf({ numerator: 1n, denominator: 0n })).toThrow(
      expect.objectContaining({ code: 'out-of-range' }),
    );
  });

  test.each([
    [4397618297n, 43976182.97],
    [5n, 0.05],
    [-5n, -0.05],
    [0n, 0],
    [100n, 1],
    // Above 2^53 the decimal is read once, so the double nearest to it comes back; dividing the
    // rounded count by 100 would round twice and give 5372914581878657.
    [537291458187865752n, 5372914581878658],
  ])('fromHundredths(%p) = %p', (count, value) => {
    expect(fromHundredths(count)).toBe(value);
  });

  test('roundFractionToHundredths rounds a fraction to the nearest double of its two-decimal value', () => {
    expect(roundFractionToHundredths({ numerator: 2n, denominator: 3n })).toBe(0.67);
    expect(roundFractionToHundredths({ numerator: -1n, denominator: 200n })).toBe(-0.01);
  });
});

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
