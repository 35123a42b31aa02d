import { RuleInputError } from './rule-input-error';
import { calculateGratuity } from './gratuity';

describe('calculateGratuity: the issue references', () => {
  test.each([
    // salary, years, months, covered, gratuity, tax-free, taxable
    [60_000, 10, 7, true, 380_769, 380_769, 0], // 15/26 × 60,000 × 11 = 3,80,769.23
    [60_000, 10, 6, true, 346_154, 346_154, 0], // six months is not more than six: × 10 = 3,46,153.85
    [60_000, 10, 7, false, 300_000, 300_000, 0], // 15/30 × 60,000 × 10, the part year not counted
    [300_000, 30, 0, true, 5_192_308, 2_000_000, 3_192_308],
  ] as const)(
    'salary %s, %s y %s m, covered %s: gratuity %s, tax-free %s, taxable %s',
    (monthlySalary, years, months, covered, gratuity, taxFree, taxable) => {
      expect(calculateGratuity({ monthlySalary, years, months, covered })).toMatchObject({
        eligible: true,
        gratuity,
        taxFree,
        taxable,
      });
    },
  );
});

test.each([
  [4, 11, true],
  [4, 7, false],
  [0, 0, true],
])('under five years (%s y %s m): nothing is due', (years, months, covered) => {
  expect(calculateGratuity({ monthlySalary: 60_000, years, months, covered })).toEqual({
    eligible: false,
    yearsCounted: 0,
    gratuity: 0,
    taxFree: 0,
    taxable: 0,
  });
});

test('five years exactly is due; a half rupee rounds up', () => {
  expect(calculateGratuity({ monthlySalary: 26_000, years: 5, months: 0, covered: true }).gratuity).toBe(75_000);
  // 15 × 13 × 5 / 26 = 37.5 → 38
  expect(calculateGratuity({ monthlySalary: 13, years: 5, months: 0, covered: true }).gratuity).toBe(38);
  expect(calculateGratuity({ monthlySalary: 40_000_000, years: 5, months: 0, covered: true })).toMatchObject({
    taxFree: 2_000_000,
  });
});

test('refuses months above 11, fractional years and a missing tick with a RuleInputError', () => {
  expect(() => calculateGratuity({ monthlySalary: 1, years: 5, months: 12, covered: true })).toThrow(RuleInputError);
  expect(() => calculateGratuity({ monthlySalary: 1, years: 5.5, months: 0, covered: true })).toThrow(RuleInputError);
  expect(() =>
    calculateGratuity({ monthlySalary: 1, years: 5, months: 0, covered: 'yes' as unknown as boolean }),
  ).toThrow(RuleInputError);
});
