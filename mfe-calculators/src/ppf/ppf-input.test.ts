import {
  PPF_DEPOSIT_MESSAGE,
  PPF_RATE_MESSAGE,
  PPF_YEARS_MESSAGE,
  validatePpfInput,
  type PpfFields,
} from './ppf-input';

const form: PpfFields = { yearlyDeposit: '1,50,000', rate: '7.1', years: '15' };

describe('validatePpfInput', () => {
  test('the messages name the limits', () => {
    expect([PPF_DEPOSIT_MESSAGE, PPF_RATE_MESSAGE, PPF_YEARS_MESSAGE]).toEqual([
      'Enter a yearly deposit from ₹500 to ₹1,50,000.',
      'Enter a valid interest rate (0–100%).',
      'Enter 15 years, or more in steps of 5 up to 50.',
    ]);
  });

  test.each([
    ['the defaults', form, { yearlyDeposit: 150000, rate: 7.1, years: 15 }],
    [
      'the smallest deposit and the longest term',
      { ...form, yearlyDeposit: '500', years: '50' },
      { yearlyDeposit: 500, rate: 7.1, years: 50 },
    ],
    [
      'a 20-year extension and rate 100',
      { ...form, rate: '100', years: '20' },
      { yearlyDeposit: 150000, rate: 100, years: 20 },
    ],
  ])('accepts %s', (_name, fields, value) => {
    expect(validatePpfInput(fields)).toEqual({ ok: true, value });
  });

  test.each([
    ['a deposit of ₹499', { yearlyDeposit: '499' }, { yearlyDeposit: PPF_DEPOSIT_MESSAGE }],
    ['a deposit of ₹1,50,001', { yearlyDeposit: '1,50,001' }, { yearlyDeposit: PPF_DEPOSIT_MESSAGE }],
    ['an empty deposit', { yearlyDeposit: '' }, { yearlyDeposit: PPF_DEPOSIT_MESSAGE }],
    ['rate 0', { rate: '0' }, { rate: PPF_RATE_MESSAGE }],
    ['rate 100.01', { rate: '100.01' }, { rate: PPF_RATE_MESSAGE }],
    ['rate "abc"', { rate: 'abc' }, { rate: PPF_RATE_MESSAGE }],
    ['17 years', { years: '17' }, { years: PPF_YEARS_MESSAGE }],
    ['55 years', { years: '55' }, { years: PPF_YEARS_MESSAGE }],
    ['10 years', { years: '10' }, { years: PPF_YEARS_MESSAGE }],
    [
      'everything wrong',
      { yearlyDeposit: '-5', rate: '-1', years: '1e2' },
      {
        yearlyDeposit: PPF_DEPOSIT_MESSAGE,
        rate: PPF_RATE_MESSAGE,
        years: PPF_YEARS_MESSAGE,
      },
    ],
  ])('refuses %s', (_name, change, errors) => {
    expect(validatePpfInput({ ...form, ...change })).toEqual({ ok: false, errors });
  });
});
