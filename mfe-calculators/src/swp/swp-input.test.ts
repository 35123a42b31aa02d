import {
  SWP_INVESTMENT_MESSAGE,
  SWP_RETURN_MESSAGE,
  SWP_WITHDRAWAL_MESSAGE,
  SWP_YEARS_MESSAGE,
  validateSwpInput,
  type SwpFields,
} from './swp-input';

const form: SwpFields = { investment: '10,00,000', monthlyWithdrawal: '10,000', expectedReturn: '8', years: '10' };

describe('validateSwpInput', () => {
  test('the messages name the limits', () => {
    expect([SWP_INVESTMENT_MESSAGE, SWP_WITHDRAWAL_MESSAGE, SWP_RETURN_MESSAGE, SWP_YEARS_MESSAGE]).toEqual([
      'Enter a valid total investment.',
      'Enter a valid monthly withdrawal.',
      'Enter a valid expected return (0–100%).',
      'Enter a valid time period (1 - 50).',
    ]);
  });

  test.each([
    ['the defaults', form, { investment: 1000000, monthlyWithdrawal: 10000, expectedReturn: 8, years: 10 }],
    [
      'the edges',
      { investment: '1', monthlyWithdrawal: '1', expectedReturn: '100', years: '50' },
      { investment: 1, monthlyWithdrawal: 1, expectedReturn: 100, years: 50 },
    ],
  ])('accepts %s', (_name, fields, value) => {
    expect(validateSwpInput(fields)).toEqual({ ok: true, value });
  });

  test.each([
    ['no investment', { investment: '0' }, { investment: SWP_INVESTMENT_MESSAGE }],
    ['no withdrawal', { monthlyWithdrawal: '' }, { monthlyWithdrawal: SWP_WITHDRAWAL_MESSAGE }],
    ['return 0', { expectedReturn: '0' }, { expectedReturn: SWP_RETURN_MESSAGE }],
    ['51 years', { years: '51' }, { years: SWP_YEARS_MESSAGE }],
    ['0 years', { years: '0' }, { years: SWP_YEARS_MESSAGE }],
  ])('refuses %s', (_name, change, errors) => {
    expect(validateSwpInput({ ...form, ...change })).toEqual({ ok: false, errors });
  });
});
