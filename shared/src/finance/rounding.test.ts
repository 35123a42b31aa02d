import { roundToPaise } from './rounding';

describe('roundToPaise', () => {
  test.each([
    [12809.32804332894, 12809.33],
    [809.334999, 809.33],
    [0.125, 0.13],
    // 1.005 is stored as 1.00499999…; as a decimal it is a half paisa and rounds up, as on paper.
    [1.005, 1.01],
    [2.675, 2.68],
    [-2.675, -2.68],
    [-0.001, 0],
    [0, 0],
    [1e15 / 3, 333333333333333.3],
  ])('%d → %d', (value, rounded) => {
    expect(roundToPaise(value)).toBe(rounded);
  });
});
