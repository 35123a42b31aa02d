import fc from 'fast-check';
import { TAX_AGE_MESSAGE, TAX_DEDUCTION_MESSAGE, TAX_SALARY_MESSAGE, validateTaxInput } from './tax-input';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';

describe('validateTaxInput', () => {
  test('the messages, word for word', () => {
    expect(TAX_SALARY_MESSAGE).toBe('Enter a valid salary.');
    expect(TAX_DEDUCTION_MESSAGE).toBe('Enter a valid deduction.');
  });

  test.each([
    // salary text, deduction text, salary, deduction
    ['12,85,000', '75,000', 1_285_000, 75_000],
    ['500000', '0', 500_000, 0],
    ['1', '', 1, 0],
    ['  5  ', '  50  ', 5, 50],
    ['0012,00,000', '000', 1_200_000, 0],
    ['3,00,000', '5,00,000', 300_000, 500_000], // more deduction than salary: the rule makes income 0
    ['1,00,00,00,00,00,00,000', '1,00,00,00,00,00,00,000', MAX_AMOUNT, MAX_AMOUNT],
    // Text that is not a number counts as 0 (docs/product.md §5): for the deduction that is simply no deduction.
    ['7,00,000', '-', 700_000, 0],
    ['7,00,000', 'e', 700_000, 0],
    ['7,00,000', '-0', 700_000, 0],
    ['7,00,000', '1e309', 700_000, 0],
    ['7,00,000', '٣٤٥', 700_000, 0],
    ['7,00,000', '5,00,000abc', 700_000, 0],
    ['7,00,000', '<script>', 700_000, 0],
  ])('salary %j, deduction %j → %d and %d', (salary, deduction, salaryValue, deductionValue) => {
    expect(validateTaxInput({ salary, deduction })).toEqual({
      ok: true,
      value: { salary: salaryValue, deduction: deductionValue },
    });
  });

  test.each([
    // salary text, deduction text, salary message, deduction message
    ['', '', TAX_SALARY_MESSAGE, undefined],
    ['0', '0', TAX_SALARY_MESSAGE, undefined],
    ['0,00,000', '', TAX_SALARY_MESSAGE, undefined],
    ['-', '', TAX_SALARY_MESSAGE, undefined],
    ['-5', '', TAX_SALARY_MESSAGE, undefined],
    ['e', '', TAX_SALARY_MESSAGE, undefined],
    ['1e309', '', TAX_SALARY_MESSAGE, undefined],
    ['٣٤٥', '', TAX_SALARY_MESSAGE, undefined],
    ['5,00,000abc', '', TAX_SALARY_MESSAGE, undefined],
    ['<script>', '', TAX_SALARY_MESSAGE, undefined],
    ['5.5', '', TAX_SALARY_MESSAGE, undefined],
    ['9'.repeat(60), '', TAX_SALARY_MESSAGE, undefined],
    ['1,00,00,00,00,00,00,001', '', TAX_SALARY_MESSAGE, undefined],
    ['7,00,000', '-5', undefined, TAX_DEDUCTION_MESSAGE],
    ['7,00,000', ' -50,000 ', undefined, TAX_DEDUCTION_MESSAGE],
    ['7,00,000', '9'.repeat(60), undefined, TAX_DEDUCTION_MESSAGE],
    ['7,00,000', '1,00,00,00,00,00,00,001', undefined, TAX_DEDUCTION_MESSAGE],
    ['', '-5', TAX_SALARY_MESSAGE, TAX_DEDUCTION_MESSAGE],
  ])('salary %j, deduction %j → %s / %s', (salary, deduction, salaryMessage, deductionMessage) => {
    const errors: Record<string, string> = {};
    if (salaryMessage) errors.salary = salaryMessage;
    if (deductionMessage) errors.deduction = deductionMessage;
    expect(validateTaxInput({ salary, deduction })).toEqual({ ok: false, errors });
  });

  test('never throws, whatever the text', () => {
    const texts = [
      '',
      '-',
      'e',
      '1e309',
      '٣٤٥',
      '  5  ',
      '5,00,000abc',
      '9'.repeat(60),
      '-5',
      '<script>',
      '\n-\n5',
      ',,,',
      'NaN',
    ];
    for (const salary of texts) {
      for (const deduction of texts) expect(() => validateTaxInput({ salary, deduction })).not.toThrow();
    }
  });

  test('any text gives either numbers within 0..MAX_AMOUNT or the field’s message', () => {
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.stringMatching(/^[-\s0-9,.e]{0,25}$/));
    fc.assert(
      fc.property(text, text, (salary, deduction) => {
        const result = validateTaxInput({ salary, deduction });
        if (result.ok) {
          expect(result.value.salary).toBeGreaterThan(0);
          expect(result.value.salary).toBeLessThanOrEqual(MAX_AMOUNT);
          expect(result.value.deduction).toBeGreaterThanOrEqual(0);
          expect(result.value.deduction).toBeLessThanOrEqual(MAX_AMOUNT);
        } else {
          expect([undefined, TAX_SALARY_MESSAGE]).toContain(result.errors.salary);
          expect([undefined, TAX_DEDUCTION_MESSAGE]).toContain(result.errors.deduction);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('validateTaxInput: the old regime Age', () => {
  test.each([
    [undefined, { salary: 800_000, deduction: 0 }],
    ['', { salary: 800_000, deduction: 0 }],
    ['60-to-79', { salary: 800_000, deduction: 0, age: '60-to-79' }],
    ['80-and-above', { salary: 800_000, deduction: 0, age: '80-and-above' }],
  ])('age %j → %j', (age, value) => {
    expect(validateTaxInput({ salary: '8,00,000', deduction: '', ...(age === undefined ? {} : { age }) })).toEqual({
      ok: true,
      value,
    });
  });

  test('an age of no choice gets its message', () => {
    expect(validateTaxInput({ salary: '8,00,000', deduction: '', age: '65' })).toEqual({
      ok: false,
      errors: { age: TAX_AGE_MESSAGE },
    });
  });
});
