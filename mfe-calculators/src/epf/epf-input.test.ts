import {
  EPF_AGE_MESSAGE,
  EPF_BALANCE_MESSAGE,
  EPF_BASIC_MESSAGE,
  EPF_INCREASE_MESSAGE,
  EPF_RATE_MESSAGE,
  EPF_JOINED_MESSAGE,
  validateEpfInput,
  type EpfFields,
} from './epf-input';

const form: EpfFields = { monthlyBasic: '30,000', age: '25', currentBalance: '0', yearlyIncrease: '5', rate: '8.25' };

describe('validateEpfInput', () => {
  test('the messages name the limits', () => {
    expect([EPF_BASIC_MESSAGE, EPF_AGE_MESSAGE, EPF_BALANCE_MESSAGE, EPF_INCREASE_MESSAGE, EPF_RATE_MESSAGE]).toEqual([
      'Enter your monthly basic + DA (≥ ₹1,000).',
      'Enter your age from 18 to 57.',
      'Enter a valid balance (0 or more).',
      'Enter a yearly increase from 0 to 100%.',
      'Enter a valid interest rate (0–100%).',
    ]);
  });

  test.each([
    ['the defaults', form, { monthlyBasic: 30000, age: 25, currentBalance: 0, yearlyIncrease: 5, rate: 8.25 }],
    [
      'empty balance and increase count as 0',
      { ...form, currentBalance: ' ', yearlyIncrease: '' },
      { monthlyBasic: 30000, age: 25, currentBalance: 0, yearlyIncrease: 0, rate: 8.25 },
    ],
    [
      'the edges',
      { monthlyBasic: '1,000', age: '57', currentBalance: '2,00,000', yearlyIncrease: '100', rate: '100' },
      { monthlyBasic: 1000, age: 57, currentBalance: 200000, yearlyIncrease: 100, rate: 100 },
    ],
    [
      'joined from 1 September 2014',
      { ...form, joined: 'from-sep-2014' },
      {
        monthlyBasic: 30000,
        age: 25,
        currentBalance: 0,
        yearlyIncrease: 5,
        rate: 8.25,
        joinedBeforeSeptember2014: false,
      },
    ],
  ])('accepts %s', (_name, fields, value) => {
    // A link from before the choice joined before 1 September 2014, with EPS as it meant.
    expect(validateEpfInput(fields)).toEqual({ ok: true, value: { joinedBeforeSeptember2014: true, ...value } });
  });

  test.each([
    ['basic ₹999', { monthlyBasic: '999' }, { monthlyBasic: EPF_BASIC_MESSAGE }],
    ['age 58', { age: '58' }, { age: EPF_AGE_MESSAGE }],
    ['age 17', { age: '17' }, { age: EPF_AGE_MESSAGE }],
    ['a negative balance', { currentBalance: '-1' }, { currentBalance: EPF_BALANCE_MESSAGE }],
    ['increase 101', { yearlyIncrease: '101' }, { yearlyIncrease: EPF_INCREASE_MESSAGE }],
    ['rate 0', { rate: '0' }, { rate: EPF_RATE_MESSAGE }],
    ['joined some other time', { joined: '2013' }, { joined: EPF_JOINED_MESSAGE }],
  ])('refuses %s', (_name, change, errors) => {
    expect(validateEpfInput({ ...form, ...change })).toEqual({ ok: false, errors });
  });
});
