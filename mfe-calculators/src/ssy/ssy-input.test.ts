import {
  SSY_AGE_MESSAGE,
  SSY_DEPOSIT_MESSAGE,
  SSY_RATE_MESSAGE,
  SSY_START_YEAR_MESSAGE,
  validateSsyInput,
  type SsyFields,
} from './ssy-input';

const form: SsyFields = { yearlyDeposit: '1,50,000', girlAge: '5', rate: '8.2', startYear: '2026' };

describe('validateSsyInput', () => {
  test('the messages name the limits', () => {
    expect([SSY_DEPOSIT_MESSAGE, SSY_AGE_MESSAGE, SSY_RATE_MESSAGE, SSY_START_YEAR_MESSAGE]).toEqual([
      'Enter a yearly deposit from ₹250 to ₹1,50,000.',
      "Enter the girl's age from 0 to 9.",
      'Enter a valid interest rate (0–100%).',
      'Enter a start year from 2015 to 2100.',
    ]);
  });

  test.each([
    ['the defaults', form, { yearlyDeposit: 150000, girlAge: 5, rate: 8.2, startYear: 2026 }],
    [
      'the edges',
      { yearlyDeposit: '250', girlAge: '0', rate: '100', startYear: '2015' },
      { yearlyDeposit: 250, girlAge: 0, rate: 100, startYear: 2015 },
    ],
    [
      'age 10, year 2100',
      { ...form, girlAge: '9', startYear: '2100' },
      { yearlyDeposit: 150000, girlAge: 9, rate: 8.2, startYear: 2100 },
    ],
  ])('accepts %s', (_name, fields, value) => {
    expect(validateSsyInput(fields)).toEqual({ ok: true, value });
  });

  test.each([
    ['₹249', { yearlyDeposit: '249' }, { yearlyDeposit: SSY_DEPOSIT_MESSAGE }],
    ['₹1,50,001', { yearlyDeposit: '150001' }, { yearlyDeposit: SSY_DEPOSIT_MESSAGE }],
    // The account is for a girl below 10: 10 is refused.
    ['age 10', { girlAge: '10' }, { girlAge: SSY_AGE_MESSAGE }],
    ['age 11', { girlAge: '11' }, { girlAge: SSY_AGE_MESSAGE }],
    ['age 2.5', { girlAge: '2.5' }, { girlAge: SSY_AGE_MESSAGE }],
    ['an empty age', { girlAge: '' }, { girlAge: SSY_AGE_MESSAGE }],
    ['rate 0', { rate: '0' }, { rate: SSY_RATE_MESSAGE }],
    ['year 2014', { startYear: '2014' }, { startYear: SSY_START_YEAR_MESSAGE }],
    ['year 2101', { startYear: '2101' }, { startYear: SSY_START_YEAR_MESSAGE }],
  ])('refuses %s', (_name, change, errors) => {
    expect(validateSsyInput({ ...form, ...change })).toEqual({ ok: false, errors });
  });
});
