import { calculatePercentage, calculateValueOfPercentage } from './percentage';

test.each([
  [1, 3, 33.33],
  [2, 3, 66.67],
  [0, 50, 0],
  [50, 200, 25],
  [250, 200, 125],
  [1, 200000, 0],
  [1005, 100000, 1.01],
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
])('%d%% of %d is %d', (percentage, total, expected) => {
  expect(calculateValueOfPercentage({ percentage, total })).toBe(expected);
});

test('the largest accepted amounts still give a finite percentage', () => {
  expect(Number.isFinite(calculatePercentage({ part: 1e15, total: 1 }))).toBe(true);
  expect(Number.isFinite(calculateValueOfPercentage({ percentage: 100, total: 1e15 }))).toBe(true);
});
