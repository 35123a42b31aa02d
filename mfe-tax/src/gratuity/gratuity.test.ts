import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { calculateGratuity } from './gratuity';

describe('calculateGratuity: the issue references', () => {
  test.each([
    // salary, years, months, covered, gratuity, payable, tax-free, taxable
    [60_000, 10, 7, true, 380_769, 380_769, 380_769, 0], // 15/26 × 60,000 × 11 = 3,80,769.23
    [60_000, 10, 6, true, 346_154, 346_154, 346_154, 0], // six months is not more than six: × 10 = 3,46,153.85
    [60_000, 10, 7, false, 300_000, 300_000, 300_000, 0], // 15/30 × 60,000 × 10, the part year not counted
    // 15/26 × 3,00,000 × 30 = 51,92,307.69: the Act caps the payment at ₹20 lakh, all of it free of tax
    [300_000, 30, 0, true, 5_192_308, 2_000_000, 2_000_000, 0],
    // not covered: no Act caps the payment; the exemption stops at ₹20 lakh
    [300_000, 30, 0, false, 4_500_000, 4_500_000, 2_000_000, 2_500_000],
  ] as const)(
    'salary %s, %s y %s m, covered %s: gratuity %s, payable %s, tax-free %s, taxable %s',
    (monthlySalary, years, months, covered, gratuity, payable, taxFree, taxable) => {
      expect(calculateGratuity({ monthlySalary, years, months, covered })).toMatchObject({
        eligible: true,
        gratuity,
        payable,
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
    payable: 0,
    taxFree: 0,
    taxable: 0,
  });
});

describe('a fixed-term employee (Code on Social Security, 2020, section 53(1), proviso)', () => {
  test.each([
    // years, months, due, payable: 15/26 × 60,000 × years counted
    [0, 11, false, 0],
    [1, 0, true, 34_615], // 15/26 × 60,000 = 34,615.38
    [1, 7, true, 69_231], // more than six months counts a year: × 2
    [4, 11, true, 173_077],
  ] as const)('%s y %s m: due %s, payable %s', (years, months, eligible, payable) => {
    expect(calculateGratuity({ monthlySalary: 60_000, years, months, covered: true, fixedTerm: true })).toMatchObject({
      eligible,
      payable,
    });
  });
});

test('five years exactly is due; a half rupee rounds up', () => {
  expect(calculateGratuity({ monthlySalary: 26_000, years: 5, months: 0, covered: true }).gratuity).toBe(75_000);
  // 15 × 13 × 5 / 26 = 37.5 → 38
  expect(calculateGratuity({ monthlySalary: 13, years: 5, months: 0, covered: true }).gratuity).toBe(38);
  expect(calculateGratuity({ monthlySalary: 40_000_000, years: 5, months: 0, covered: true })).toMatchObject({
    payable: 2_000_000,
    taxFree: 2_000_000,
    taxable: 0,
  });
});

test('refuses months above 11, fractional years and a missing tick with a RuleInputError', () => {
  expect(() => calculateGratuity({ monthlySalary: 1, years: 5, months: 12, covered: true })).toThrow(RuleInputError);
  expect(() => calculateGratuity({ monthlySalary: 1, years: 5.5, months: 0, covered: true })).toThrow(RuleInputError);
  expect(() =>
    calculateGratuity({ monthlySalary: 1, years: 5, months: 0, covered: 'yes' as unknown as boolean }),
  ).toThrow(RuleInputError);
});
