import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { calculateSalary, salaryCoversDeductions, type SalaryInput } from './salary';

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

describe('every line is its exact value rounded once', () => {
  test.each([
    // CTC, basic %, PF choice, gratuity: basic, employer PF = employee PF, gratuity, gross (exact values in the name)
    // 2,65,677 × 40% = 1,06,270.8; PF 12,752.496 (not 12,753 from basic rounded to the paisa); gratuity 5,111.625…
    ['CTC 2,65,677, basic 40%: PF 12,752.496', 265_677, 40, 'basic', true, 106_271, 12_752, 5_112, 247_813],
    // 12% of min(basic, ₹15,000 a month): basic ₹8,854.23 a month is below the ceiling, so 12% of basic
    [
      'CTC 2,65,677, basic 40%, PF on ₹15,000: basic below the ceiling',
      265_677,
      40,
      'ceiling',
      false,
      106_271,
      12_752,
      0,
      252_925,
    ],
    // basic ₹25,000 a month is above the ceiling: 12% of ₹1,80,000 = ₹21,600
    [
      'CTC 7,50,000, basic 40%, PF on ₹15,000: above the ceiling',
      750_000,
      40,
      'ceiling',
      false,
      300_000,
      21_600,
      0,
      728_400,
    ],
  ] as const)('%s', (_name, ctc, basicPercent, employerPf, gratuityInCtc, basic, pf, gratuity, grossSalary) => {
    expect(calculateSalary({ ...defaults, ctc, basicPercent, employerPf, gratuityInCtc })).toMatchObject({
      basic,
      employerPf: pf,
      employeePf: pf,
      gratuity,
      grossSalary,
    });
  });

  test('in hand is rounded from the exact gross, not from rounded lines', () => {
    // gross 2,65,677 − 12,752.496 − 5,111.625… = 2,47,812.87…; less PF and ₹2,500: 2,32,560.38… → ₹2,32,560
    const result = calculateSalary({ ...defaults, ctc: 265_677, basicPercent: 40 });
    expect(result).toMatchObject({ incomeTax: 0, inHandYearly: 232_560, inHandMonthly: 19_380 });
  });
});

describe('a CTC too small for its PF and professional tax', () => {
  test.each([
    [2_000, false],
    [2_500, false],
    // 3,000: gross 3,000 − 180 − 72.15 = 2,747.85; less PF 180 and ₹2,500 = 67.85 left
    [3_000, true],
  ])('CTC ₹%s covers them: %s', (ctc, covers) => {
    expect(salaryCoversDeductions({ ...defaults, ctc })).toBe(covers);
  });

  test('the rule refuses it rather than show a negative in-hand', () => {
    expect(() => calculateSalary({ ...defaults, ctc: 2_000 })).toThrow(
      expect.objectContaining({ code: 'out-of-range', field: 'ctc' }) as RuleInputError,
    );
    expect(calculateSalary({ ...defaults, ctc: 3_000 }).inHandYearly).toBe(68);
  });
});
