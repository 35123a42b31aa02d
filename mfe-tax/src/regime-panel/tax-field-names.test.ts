import { TAX_DEDUCTION_MESSAGE, TAX_SALARY_MESSAGE } from '../income-tax/tax-input';
import { TAX_AGE_MESSAGE } from '../income-tax/tax-input';
import { COMPARE_FIELD_NAMES, emptyTaxFields, PLAIN_FIELD_NAMES, validateNamedTaxInput } from './tax-field-names';

test('each form starts empty, below 60, under its own query names', () => {
  expect(emptyTaxFields(PLAIN_FIELD_NAMES)).toEqual({ salary: '', deduction: '', age: 'below-60' });
  expect(emptyTaxFields(COMPARE_FIELD_NAMES.old)).toEqual({ oldSalary: '', oldDeduction: '', oldAge: 'below-60' });
  expect(emptyTaxFields(COMPARE_FIELD_NAMES.new)).toEqual({ newSalary: '', newDeduction: '', newAge: 'below-60' });
});

describe('validateNamedTaxInput keeps validateTaxInput’s parsing and messages, under the query names', () => {
  const validateOld = validateNamedTaxInput(COMPARE_FIELD_NAMES.old);

  test.each([
    [
      { oldSalary: '12,85,000', oldDeduction: '75,000', oldAge: 'below-60' },
      { ok: true, value: { salary: 1_285_000, deduction: 75_000, age: 'below-60' } },
    ],
    [
      { oldSalary: '15,00,000', oldDeduction: '', oldAge: '60-to-79' },
      { ok: true, value: { salary: 1_500_000, deduction: 0, age: '60-to-79' } },
    ],
    [
      { oldSalary: '', oldDeduction: '', oldAge: '65' },
      { ok: false, errors: { oldSalary: TAX_SALARY_MESSAGE, oldAge: TAX_AGE_MESSAGE } },
    ],
    [
      { oldSalary: '10,00,000', oldDeduction: '-5,000', oldAge: '' },
      { ok: false, errors: { oldDeduction: TAX_DEDUCTION_MESSAGE } },
    ],
    [
      { oldSalary: '0', oldDeduction: '-5', oldAge: 'below-60' },
      { ok: false, errors: { oldSalary: TAX_SALARY_MESSAGE, oldDeduction: TAX_DEDUCTION_MESSAGE } },
    ],
  ])('%j → %j', (fields, expected) => {
    expect(validateOld(fields)).toEqual(expected);
  });

  test('the plain names are the validator’s own', () => {
    expect(validateNamedTaxInput(PLAIN_FIELD_NAMES)({ salary: 'x', deduction: '', age: 'below-60' })).toEqual({
      ok: false,
      errors: { salary: TAX_SALARY_MESSAGE },
    });
  });
});
