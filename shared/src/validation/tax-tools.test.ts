import { validateCapitalGainsInput, CAPITAL_GAINS_MESSAGES } from './capital-gains';
import { validateGratuityInput, GRATUITY_MESSAGES } from './gratuity';
import { validateGstInput, GST_MESSAGES } from './gst';
import { validateHraInput, HRA_MESSAGES } from './hra';
import { validateSalaryInput, SALARY_MESSAGES } from './salary';

test('HRA: grouped digits, DA empty is 0, required fields and negatives get their message', () => {
  expect(
    validateHraInput({
      basic: '50,000',
      dearnessAllowance: '',
      hraReceived: '20,000',
      rentPaid: '18,000',
      city: 'metro',
    }),
  ).toEqual({
    ok: true,
    value: { basic: 50_000, dearnessAllowance: 0, hraReceived: 20_000, rentPaid: 18_000, city: 'metro' },
  });
  expect(
    validateHraInput({ basic: '', dearnessAllowance: '-5', hraReceived: 'x', rentPaid: '1.5', city: 'moon' }),
  ).toEqual({
    ok: false,
    errors: HRA_MESSAGES,
  });
});

test('Salary: the defaults pass; professional tax above ₹2,500 and a basic of 0 do not', () => {
  const fields = {
    ctc: '12,00,000',
    basicPercent: '50',
    employerPf: 'basic',
    gratuityInCtc: true,
    professionalTax: '2,500',
    regime: 'new',
    otherDeductions: '',
  };
  expect(validateSalaryInput(fields)).toMatchObject({ ok: true, value: { ctc: 1_200_000, otherDeductions: 0 } });
  expect(validateSalaryInput({ ...fields, professionalTax: '2,501', basicPercent: '0', ctc: '0' })).toEqual({
    ok: false,
    errors: {
      ctc: SALARY_MESSAGES.ctc,
      basicPercent: SALARY_MESSAGES.basicPercent,
      professionalTax: 'Enter a professional tax from ₹0 to ₹2,500.',
    },
  });
  expect(validateSalaryInput({ ...fields, basicPercent: '40.125' }).ok).toBe(false);
});

test('Gratuity: months above 11 and an empty salary get their message', () => {
  expect(validateGratuityInput({ monthlySalary: '60,000', years: '10', months: '', covered: true })).toEqual({
    ok: true,
    value: { monthlySalary: 60_000, years: 10, months: 0, covered: true, fixedTerm: false },
  });
  expect(validateGratuityInput({ monthlySalary: '', years: '101', months: '12', covered: false })).toEqual({
    ok: false,
    errors: GRATUITY_MESSAGES,
  });
});

test('Capital gains: a sale before 23 July 2024 or before the purchase is refused with its message', () => {
  const fields = {
    asset: 'equity',
    boughtOn: '2024-01-10',
    purchasePrice: '2,00,000',
    soldOn: '2025-06-15',
    salePrice: '5,00,000',
    expenses: '',
  };
  expect(validateCapitalGainsInput(fields)).toMatchObject({ ok: true, value: { expenses: 0, salePrice: 500_000 } });
  expect(validateCapitalGainsInput({ ...fields, soldOn: '2024-07-22' })).toEqual({
    ok: false,
    errors: { soldOn: CAPITAL_GAINS_MESSAGES.soldBeforeRules },
  });
  expect(validateCapitalGainsInput({ ...fields, boughtOn: '2025-07-01' })).toEqual({
    ok: false,
    errors: { soldOn: CAPITAL_GAINS_MESSAGES.soldBeforeBought },
  });
  expect(validateCapitalGainsInput({ ...fields, boughtOn: '2025-02-29', salePrice: '' })).toEqual({
    ok: false,
    errors: { boughtOn: CAPITAL_GAINS_MESSAGES.boughtOn, salePrice: CAPITAL_GAINS_MESSAGES.salePrice },
  });
});

test('GST: paise to two places, a rate of the list, 0 refused', () => {
  expect(validateGstInput({ amount: '999', rate: '5', mode: 'inclusive' })).toEqual({
    ok: true,
    value: { amount: 999, rate: 5, mode: 'inclusive' },
  });
  expect(validateGstInput({ amount: '12.50', rate: '0.25', mode: 'exclusive' })).toMatchObject({
    ok: true,
    value: { amount: 12.5, rate: 0.25 },
  });
  expect(validateGstInput({ amount: '1.005', rate: '12', mode: 'both' })).toEqual({ ok: false, errors: GST_MESSAGES });
  expect(validateGstInput({ amount: '0', rate: '18', mode: 'exclusive' })).toEqual({
    ok: false,
    errors: { amount: GST_MESSAGES.amount },
  });
});
