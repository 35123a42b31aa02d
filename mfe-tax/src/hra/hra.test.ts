import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { calculateHra, type HraInput } from './hra';

const base: HraInput = { basic: 50_000, dearnessAllowance: 0, hraReceived: 20_000, rentPaid: 18_000, city: 'metro' };

describe('calculateHra: the issue references (basic 50,000, HRA 20,000 a month)', () => {
  test.each([
    // rent, city, exempt, taxable, the three limits
    [18_000, 'metro', 156_000, 84_000, [240_000, 156_000, 300_000]],
    [30_000, 'other', 240_000, 0, [240_000, 300_000, 240_000]],
    [4_000, 'metro', 0, 240_000, [240_000, 0, 300_000]], // rent below 10% of salary: never below 0
  ] as const)('rent %s, %s city: exempt %s, taxable %s', (rentPaid, city, exempt, taxable, [a, b, c]) => {
    const result = calculateHra({ ...base, rentPaid, city });
    expect(result).toMatchObject({ salary: 600_000, exempt, taxable });
    expect(result.limits).toEqual({ hraReceived: a, rentOverTenPercent: b, shareOfSalary: c });
  });
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

test('refuses a negative, fractional or unknown input with a RuleInputError', () => {
  expect(() => calculateHra({ ...base, rentPaid: -1 })).toThrow(RuleInputError);
  expect(() => calculateHra({ ...base, basic: 0.5 })).toThrow(RuleInputError);
  expect(() => calculateHra({ ...base, city: 'capital' as 'metro' })).toThrow(RuleInputError);
});
