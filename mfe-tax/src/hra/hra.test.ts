import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { calculateHra, hraSalarySharePercent, HRA_CITIES, type HraInput } from './hra';

const base: HraInput = {
  basic: 50_000,
  dearnessAllowance: 0,
  hraReceived: 20_000,
  rentPaid: 18_000,
  city: 'delhi',
  year: '2026-27',
};

describe('calculateHra: the issue references (basic 50,000, HRA 20,000 a month)', () => {
  test.each([
    // rent, city, exempt, taxable, the three limits
    [18_000, 'delhi', 156_000, 84_000, [240_000, 156_000, 300_000]],
    [30_000, 'other', 240_000, 0, [240_000, 300_000, 240_000]],
    [4_000, 'delhi', 0, 240_000, [240_000, 0, 300_000]], // rent below 10% of salary: never below 0
  ] as const)('rent %s, %s: exempt %s, taxable %s', (rentPaid, city, exempt, taxable, [a, b, c]) => {
    for (const year of ['2026-27', '2025-26'] as const) {
      const result = calculateHra({ ...base, rentPaid, city, year });
      expect(result).toMatchObject({ salary: 600_000, exempt, taxable });
      expect(result.limits).toEqual({ hraReceived: a, rentOverTenPercent: b, shareOfSalary: c });
    }
  });
});

describe('the year’s cities (basic + DA 50,000, HRA 25,000, rent 30,000 a month, in Bengaluru)', () => {
  const bengaluru: HraInput = { ...base, hraReceived: 25_000, rentPaid: 30_000, city: 'bengaluru' };
  test.each([
    // year, share, exempt, taxable, 50% or 40% of salary
    ['2026-27', 50, 300_000, 0, 300_000], // the Income-tax Rules, 2026 list Bengaluru
    ['2025-26', 40, 240_000, 60_000, 240_000], // Rule 2A(c): any other place
  ] as const)('%s: %s% of salary, exempt %s, taxable %s', (year, share, exempt, taxable, shareOfSalary) => {
    const result = calculateHra({ ...bengaluru, year });
    expect(result).toMatchObject({ salarySharePercent: share, exempt, taxable });
    expect(result.limits).toEqual({ hraReceived: 300_000, rentOverTenPercent: 300_000, shareOfSalary });
  });

  test.each([
    ['delhi', 50, 50],
    ['mumbai', 50, 50],
    ['kolkata', 50, 50],
    ['chennai', 50, 50],
    ['bengaluru', 50, 40],
    ['hyderabad', 50, 40],
    ['pune', 50, 40],
    ['ahmedabad', 50, 40],
    ['other', 40, 40],
  ] as const)('%s: %s% in 2026-27, %s% in FY 2025-26', (city, in2026, in2025) => {
    expect(hraSalarySharePercent(city, '2026-27')).toBe(in2026);
    expect(hraSalarySharePercent(city, '2025-26')).toBe(in2025);
  });

  test('every city has its row', () => expect(HRA_CITIES).toHaveLength(9));
});

test.each([
  // dearness allowance counts as salary, and paise of 10% are kept
  [{ dearnessAllowance: 10_000 }, 720_000, 144_000],
  [{ basic: 12_345, rentPaid: 10_000, hraReceived: 50_000 }, 148_140, 74_070], // 50% of salary is least
  [{ basic: 12_341, rentPaid: 1_300, hraReceived: 50_000 }, 148_092, 790.8], // 15,600 − 14,809.20
])('%j: salary %s, exempt %s', (change, salary, exempt) => {
  const result = calculateHra({ ...base, ...change });
  expect(result.salary).toBe(salary);
  expect(result.exempt).toBe(exempt);
});

test('at extreme rents the rupee is exact: 10% of salary is worked in whole paise, not doubles', () => {
  // 12 × ₹70,00,00,00,00,00,000 − 10% of 12 × ₹50,00,00,00,00,00,025 = ₹7,79,99,99,99,99,970 exactly; the doubles
  // of 100 × rent − 10 × salary gave 7,79,99,99,99,99,969.90.
  const result = calculateHra({
    ...base,
    basic: 50_000_000_000_025,
    rentPaid: 70_000_000_000_000,
    hraReceived: 83_333_333_333_333,
  });
  expect(result.limits.rentOverTenPercent).toBe(779_999_999_999_970);
  expect(result.limits.shareOfSalary).toBe(300_000_000_000_150);
  expect(result.exempt).toBe(300_000_000_000_150);
  expect(result.taxable).toBe(699_999_999_999_846);
});

test('refuses a negative, fractional or unknown input with a RuleInputError', () => {
  expect(() => calculateHra({ ...base, rentPaid: -1 })).toThrow(RuleInputError);
  expect(() => calculateHra({ ...base, basic: 0.5 })).toThrow(RuleInputError);
  expect(() => calculateHra({ ...base, city: 'metro' as 'delhi' })).toThrow(RuleInputError);
  expect(() => calculateHra({ ...base, year: '2024-25' as '2025-26' })).toThrow(RuleInputError);
});
