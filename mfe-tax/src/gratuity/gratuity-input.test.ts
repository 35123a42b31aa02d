import { validateGratuityInput, GRATUITY_MESSAGES } from './gratuity-input';

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
