import { RuleInputError } from './rule-input-error';
import { calculateSalary, type SalaryInput } from './salary';

const defaults: SalaryInput = {
  ctc: 1_200_000,
  basicPercent: 50,
  employerPf: 'basic',
  gratuityInCtc: true,
  professionalTax: 2_500,
  regime: 'new',
  otherDeductions: 0,
};

describe('calculateSalary: the issue references', () => {
  test.each([
    // changes from the defaults, gross, employee PF, income tax, in hand yearly, monthly
    ['CTC 12,00,000, the defaults', {}, 1_099_140, 72_000, 0, 1_024_640, 85_387],
    [
      'CTC 25,00,000, basic 40%, PF on ₹15,000, no gratuity',
      { ctc: 2_500_000, basicPercent: 40, employerPf: 'ceiling', gratuityInCtc: false },
      2_478_400,
      21_600,
      313_061,
      2_141_239,
      178_437,
    ],
    [
      'CTC 12,00,000, old regime, other deductions 50,000',
      { regime: 'old', otherDeductions: 50_000 },
      1_099_140,
      72_000,
      101_326,
      923_314,
      76_943,
    ],
  ] as const)('%s', (_name, change, grossSalary, employeePf, incomeTax, inHandYearly, inHandMonthly) => {
    expect(calculateSalary({ ...defaults, ...change })).toMatchObject({
      grossSalary,
      employeePf,
      professionalTax: 2_500,
      incomeTax,
      inHandYearly,
      inHandMonthly,
    });
  });
});

test('the defaults in detail: basic 6,00,000, employer PF 72,000, gratuity 28,860', () => {
  expect(calculateSalary(defaults)).toMatchObject({ basic: 600_000, employerPf: 72_000, gratuity: 28_860 });
});

test.each([
  // the old regime counts at most ₹1,50,000 of PF under 80C
  [{ ctc: 5_000_000, regime: 'old' }, 50_000 + 2_500 + 150_000],
  [{ regime: 'old' }, 50_000 + 2_500 + 72_000],
  [{ employerPf: 'none' }, 75_000],
] as const)('%j: tax deduction %s', (change, taxDeduction) => {
  expect(calculateSalary({ ...defaults, ...change }).taxDeduction).toBe(taxDeduction);
});

test('no PF, no gratuity, no professional tax: in hand is gross less tax', () => {
  const result = calculateSalary({ ...defaults, employerPf: 'none', gratuityInCtc: false, professionalTax: 0 });
  expect(result).toMatchObject({ grossSalary: 1_200_000, employeePf: 0, incomeTax: 0, inHandYearly: 1_200_000 });
  expect(result.inHandMonthly).toBe(100_000);
});

test('refuses professional tax above ₹2,500 (Article 276(2)) and a basic above 100%', () => {
  expect(() => calculateSalary({ ...defaults, professionalTax: 2_501 })).toThrow(RuleInputError);
  expect(() => calculateSalary({ ...defaults, basicPercent: 101 })).toThrow(RuleInputError);
  expect(() => calculateSalary({ ...defaults, employerPf: 'half' as 'none' })).toThrow(RuleInputError);
});
