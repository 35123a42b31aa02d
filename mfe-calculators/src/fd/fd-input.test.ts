import {
  FD_INVESTMENT_MESSAGE,
  FD_MAX_PERIOD,
  FD_MAX_RATE,
  FD_MIN_INVESTMENT,
  FD_PERIOD_MESSAGES,
  FD_RATE_MESSAGE,
  validateFdInput,
  type FdFields,
} from './fd-input';

const valid: FdFields = { investment: '1,00,000', rate: '5', timePeriod: '3', unit: 'years' };
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.'];

describe('validateFdInput', () => {
  test('the messages, word for word, and the limits', () => {
    expect(FD_INVESTMENT_MESSAGE).toBe('Please enter a valid investment amount (≥ 500).');
    expect(FD_RATE_MESSAGE).toBe('Please enter a valid interest rate.');
    expect(FD_PERIOD_MESSAGES).toEqual({
      years: 'Please enter a valid time period (1 - 50).',
      months: 'Please enter a valid time period (1 - 600).',
    });
    expect([FD_MIN_INVESTMENT, FD_MAX_RATE, FD_MAX_PERIOD]).toEqual([500, 100, { years: 50, months: 600 }]);
  });

  test('the default form is valid', () => {
    expect(validateFdInput(valid)).toEqual({
      ok: true,
      value: { investment: 100000, rate: 5, timePeriod: 3, unit: 'years' },
    });
  });

  test.each([
    ['investment exactly 500', { investment: '500' }, { investment: 500 }],
    ['investment at MAX_AMOUNT', { investment: '1,00,00,00,00,00,00,000' }, { investment: 1e15 }],
    ['rate exactly 100', { rate: '100' }, { rate: 100 }],
    ['rate just above 0', { rate: '0.1' }, { rate: 0.1 }],
    ['50 years', { timePeriod: '50' }, { timePeriod: 50 }],
    ['600 months', { timePeriod: '600', unit: 'months' }, { timePeriod: 600, unit: 'months' }],
    ['1 month', { timePeriod: '1', unit: 'months' }, { timePeriod: 1, unit: 'months' }],
    ['half a year', { timePeriod: '0.5' }, { timePeriod: 0.5 }],
  ])('accepts %s', (_name, change, expected) => {
    expect(validateFdInput({ ...valid, ...change })).toEqual({
      ok: true,
      value: { investment: 100000, rate: 5, timePeriod: 3, unit: 'years', ...expected },
    });
  });

  test.each([
    ['investment 499', { investment: '499' }, 'investment', FD_INVESTMENT_MESSAGE],
    ['investment past MAX_AMOUNT', { investment: '1000000000000001' }, 'investment', FD_INVESTMENT_MESSAGE],
    ['rate 0', { rate: '0' }, 'rate', FD_RATE_MESSAGE],
    ['rate past 100', { rate: '100.5' }, 'rate', FD_RATE_MESSAGE],
    ['period 0', { timePeriod: '0' }, 'timePeriod', FD_PERIOD_MESSAGES.years],
    ['period past 50 years', { timePeriod: '50.01' }, 'timePeriod', FD_PERIOD_MESSAGES.years],
    ['period past 600 months', { timePeriod: '601', unit: 'months' }, 'timePeriod', FD_PERIOD_MESSAGES.months],
    ['51 years, even though 51 months would do', { timePeriod: '51' }, 'timePeriod', FD_PERIOD_MESSAGES.years],
    ['an unknown unit, on the period', { unit: 'days' }, 'timePeriod', FD_PERIOD_MESSAGES.years],
  ])('rejects %s', (_name, change, field, message) => {
    expect(validateFdInput({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
  });

  test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
    expect(validateFdInput({ ...valid, investment: text })).toEqual({
      ok: false,
      errors: { investment: FD_INVESTMENT_MESSAGE },
    });
    expect(validateFdInput({ ...valid, rate: text })).toEqual({ ok: false, errors: { rate: FD_RATE_MESSAGE } });
    expect(validateFdInput({ ...valid, timePeriod: text, unit: 'months' })).toEqual({
      ok: false,
      errors: { timePeriod: FD_PERIOD_MESSAGES.months },
    });
  });
});
