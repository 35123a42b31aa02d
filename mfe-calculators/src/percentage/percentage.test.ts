import { calculatePercentage, calculateValueOfPercentage } from './percentage';

test.each([
  [1, 3, 33.33],
  [2, 3, 66.67],
  [0, 50, 0],
  [50, 200, 25],
  [250, 200, 125],
  [1, 200000, 0],
  [1005, 100000, 1.01],
  [1, 8, 12.5],
  [1, 800, 0.13], // 0.125 exactly: up
  [2.5, 0.5, 500],
])('%d of %d is %d%%', (part, total, expected) => {
  expect(calculatePercentage({ part, total })).toBe(expected);
});

test.each([
  [12.5, 2000, 250],
  [0, 5000, 0],
  [100, 5000, 5000],
  [33.33, 100, 33.33],
  [0.5, 1, 0.01],
  [1, 1, 0.01],
  [0.0001, 100, 0],
  // Exact halves of a hundredth round up; a double sees 93.46499999… for the first.
  [4.02, 2325, 93.47],
  [32.66, 2325, 759.35],
  [65.82, 2325, 1530.32],
  [12.5, 0.1, 0.01],
])('%d%% of %d is %d', (percentage, total, expected) => {
  expect(calculateValueOfPercentage({ percentage, total })).toBe(expected);
});

test('the largest accepted amounts still give a finite percentage', () => {
  expect(Number.isFinite(calculatePercentage({ part: 1e15, total: 1 }))).toBe(true);
  expect(Number.isFinite(calculateValueOfPercentage({ percentage: 100, total: 1e15 }))).toBe(true);
});

describe('input outside the domain is refused, never NaN', () => {
  test.each([
    ['0 of 0', { part: 0, total: 0 }, 'total', 'out-of-range'],
    ['1 of 0', { part: 1, total: 0 }, 'total', 'out-of-range'],
    ['1 of -0', { part: 1, total: -0 }, 'total', 'negative-zero'],
    ['NaN of 3', { part: Number.NaN, total: 3 }, 'part', 'not-finite'],
    ['1 of Infinity', { part: 1, total: Number.POSITIVE_INFINITY }, 'total', 'not-finite'],
    ['-1 of 3', { part: -1, total: 3 }, 'part', 'out-of-range'],
    ['-0 of 3', { part: -0, total: 3 }, 'part', 'negative-zero'],
    ['1 of more than MAX_AMOUNT', { part: 1, total: 2e15 }, 'total', 'out-of-range'],
  ])('calculatePercentage: %s', (_name, input, field, code) => {
    expect(() => calculatePercentage(input)).toThrow(
      expect.objectContaining({ name: 'RuleInputError', rule: 'calculatePercentage', field, code }),
    );
  });

  test.each([
    ['NaN%', { percentage: Number.NaN, total: 100 }, 'percentage', 'not-finite'],
    ['-5%', { percentage: -5, total: 100 }, 'percentage', 'out-of-range'],
    ['5% of -Infinity', { percentage: 5, total: Number.NEGATIVE_INFINITY }, 'total', 'not-finite'],
    ['5% of -0', { percentage: 5, total: -0 }, 'total', 'negative-zero'],
    ['5% of -1', { percentage: 5, total: -1 }, 'total', 'out-of-range'],
  ])('calculateValueOfPercentage: %s', (_name, input, field, code) => {
    expect(() => calculateValueOfPercentage(input)).toThrow(
      expect.objectContaining({ name: 'RuleInputError', rule: 'calculateValueOfPercentage', field, code }),
    );
  });

  test('0% of 0 is 0: a value of nothing is nothing', () => {
    expect(calculateValueOfPercentage({ percentage: 0, total: 0 })).toBe(0);
  });
});
