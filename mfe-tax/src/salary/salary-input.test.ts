import { validateSalaryInput, SALARY_MESSAGES } from './salary-input';

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
