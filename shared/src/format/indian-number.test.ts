import fc from 'fast-check';
import {
  formatCompactInr,
  formatInr,
  formatNumberIn,
  formatPercent,
  groupDigitsAsTyped,
  parseDecimal,
  parseGroupedDigits,
  regroupWithCaret,
} from './indian-number';

describe('formatNumberIn', () => {
  test.each<[number, { decimals?: number; minDecimals?: number } | undefined, string]>([
    [0, undefined, '0'],
    [999, undefined, '999'],
    [1000, undefined, '1,000'],
    [100000, undefined, '1,00,000'],
    [500000, undefined, '5,00,000'],
    [12345678, undefined, '1,23,45,678'],
    [1e15, undefined, '1,00,00,00,00,00,00,000'],
    [43609.9, undefined, '43,610'],
    [12328.625, { decimals: 2 }, '12,328.63'],
    [1.005, { decimals: 2 }, '1.01'],
    [809.333, { decimals: 2 }, '809.33'],
    [10, { decimals: 2, minDecimals: 0 }, '10'],
    [-0.001, undefined, '0'],
    [-0.004, { decimals: 2 }, '0.00'],
    [-0.005, { decimals: 2 }, '-0.01'],
    [-1500, undefined, '-1,500'],
    [0.5, undefined, '1'],
    [-2.5, undefined, '-3'],
    [999.995, { decimals: 2 }, '1,000.00'],
    [99999.5, undefined, '1,00,000'],
    [1e-7, { decimals: 2 }, '0.00'],
    [5e-7, { decimals: 6 }, '0.000001'],
    [1.5e21, undefined, '1,50,00,00,00,00,00,00,00,00,000'],
    [0.1 + 0.2, { decimals: 2, minDecimals: 0 }, '0.3'],
  ])('%d %j → %s', (value, options, expected) => {
    expect(formatNumberIn(value, options)).toBe(expected);
  });

  test('agrees with Intl.NumberFormat en-IN for any number and any decimals', () => {
    const intl = new Map<string, Intl.NumberFormat>();
    const viaIntl = (value: number, decimals: number, minDecimals: number) => {
      const key = `${decimals}:${minDecimals}`;
      if (!intl.has(key)) {
        const options = { minimumFractionDigits: minDecimals, maximumFractionDigits: decimals };
        intl.set(key, new Intl.NumberFormat('en-IN', options));
      }
      const text = intl.get(key)!.format(value);
      return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e18, max: 1e18 }),
          fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 1000),
        ),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (value, decimals, min) => {
          const minDecimals = Math.min(min, decimals);
          expect(formatNumberIn(value, { decimals, minDecimals })).toBe(viaIntl(value, decimals, minDecimals));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  test.each([NaN, Infinity, -Infinity])('%d is a programmer error', (value) => {
    expect(() => formatNumberIn(value)).toThrow(RangeError);
  });
});

test.each<[number, number, string]>([
  [500000, 0, '₹5,00,000'],
  [43610, 0, '₹43,610'],
  [6000, 2, '₹6,000.00'],
  [0, 0, '₹0'],
  [-2500, 0, '-₹2,500'],
])('formatInr(%d, %d decimals) → %s', (value, decimals, expected) => {
  expect(formatInr(value, { decimals })).toBe(expected);
});

test.each<[number, string]>([
  [33.3333, '33.33%'],
  [10, '10%'],
  [12.5, '12.5%'],
  [100000, '1,00,000%'],
])('formatPercent(%d) → %s', (value, expected) => {
  expect(formatPercent(value)).toBe(expected);
});

test.each<[string, number | null]>([
  ['5,00,000', 500000],
  ['500000', 500000],
  [' 42 ', 42],
  ['0', 0],
  ['', null],
  ['-5', null],
  ['1e5', null],
  ['5,00,000abc', null],
  ['٣٤٥', null],
  ['12.5', null],
  ['<script>', null],
])('parseGroupedDigits(%j) → %j', (text, expected) => {
  expect(parseGroupedDigits(text)).toBe(expected);
});

test.each<[string, number | null]>([
  ['8.5', 8.5],
  ['.5', 0.5],
  ['12.', 12],
  ['1,000.25', 1000.25],
  ['0', 0],
  ['', null],
  ['.', null],
  ['-0', null],
  ['1e309', null],
  ['Infinity', null],
  ['0x10', null],
  ['1.2.3', null],
  ['9'.repeat(400), null],
])('parseDecimal(%j) → %j', (text, expected) => {
  expect(parseDecimal(text)).toBe(expected);
});

test.each<[string, string]>([
  ['', ''],
  ['0', '0'],
  ['000', '0'],
  ['0050000x', '50,000'],
  ['500000', '5,00,000'],
  ['1,2,3,4', '1,234'],
  ['12345678', '1,23,45,678'],
  ['abc', ''],
])('groupDigitsAsTyped(%j) → %j', (raw, expected) => {
  expect(groupDigitsAsTyped(raw)).toBe(expected);
});

test.each<[string, number, string, number]>([
  ['12345', 5, '12,345', 6],
  ['1,23,4567', 9, '12,34,567', 9],
  ['1,234', 0, '1,234', 0],
  ['1,2a34', 4, '1,234', 3],
  ['01,234', 2, '1,234', 1],
  ['91,23,456', 1, '91,23,456', 1],
])('regroupWithCaret(%j, %d) → %j caret %d', (raw, caret, text, newCaret) => {
  expect(regroupWithCaret(raw, caret)).toEqual({ text, caret: newCaret });
});

test('grouped text parses back to the same whole number', () => {
  for (const value of [0, 7, 1000, 99999, 100000, 123456789, 987654321012345]) {
    expect(parseGroupedDigits(formatNumberIn(value))).toBe(value);
    expect(parseGroupedDigits(groupDigitsAsTyped(String(value)))).toBe(value);
  }
});

describe('formatCompactInr, for axis ticks', () => {
  test.each([
    [0, '₹0'],
    [999, '₹999'],
    [2500, '₹2.5K'],
    [150000, '₹1.5L'],
    [500000, '₹5L'],
    [10000000, '₹1Cr'],
    [12500000, '₹1.25Cr'],
    [99999e7, '₹99,999Cr'],
    [1e12, '₹1L Cr'],
    [1.5e15, '₹1,500L Cr'],
    [1234.56e7, '₹1,235Cr'],
    [-10000005000000000, '-₹10,000L Cr'],
    [-9.9999999e16, '-₹1,00,000L Cr'],
    [-300000, '-₹3L'],
    [1e17, '₹1×10¹⁷'],
    [7e34, '₹7×10³⁴'],
    [7e34 * 3, '₹2.1×10³⁵'], // a tick recharts adds up: 2.0999…e35
    [-1.25e20, '-₹1.25×10²⁰'],
  ])('%d is %s', (value, text) => {
    expect(formatCompactInr(value)).toBe(text);
  });

  test('no tick is longer than 14 characters, whatever the amount', () => {
    fc.assert(
      // Amounts up to 10^17 drawn as often as any others: the longest ticks are there ("-₹1,00,000L Cr").
      fc.property(
        fc.oneof(
          fc.double({ min: -1e300, max: 1e300, noNaN: true }),
          fc.double({ min: -1e17, max: 1e17, noNaN: true }),
        ),
        (value) => {
          expect(formatCompactInr(value).length).toBeLessThanOrEqual(14);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
