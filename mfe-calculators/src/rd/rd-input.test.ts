import {
  RD_INVESTMENT_MESSAGE,
  RD_MAX_PERIOD,
  RD_MAX_RATE,
  RD_MIN_INVESTMENT,
  RD_PERIOD_MESSAGE,
  RD_RATE_MESSAGE,
  validateRdInput,
  type RdFields,
} from './rd-input';

const valid: RdFields = { monthlyInvestment: '1,000', rate: '5', timePeriod: '1', unit: 'years' };
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.'];

describe('validateRdInput', () => {
  test('the messages, word for word, and the limits', () => {
    expect([RD_INVESTMENT_MESSAGE, RD_RATE_MESSAGE, RD_PERIOD_MESSAGE]).toEqual([
      'Enter a valid monthly investment (≥ ₹500).',
      'Enter a valid interest rate (0–100%).',
      'Enter a valid time period.',
    ]);
    expect([RD_MIN_INVESTMENT, RD_MAX_RATE, RD_MAX_PERIOD]).toEqual([500, 100, { years: 100, months: 1200 }]);
  });

  test('the default form is valid', () => {
    expect(validateRdInput(valid)).toEqual({
      ok: true,
      value: { monthlyInvestment: 1000, rate: 5, timePeriod: 1, unit: 'years' },
    });
  });

  test.each([
    ['investment exactly 500', { monthlyInvestment: '500' }, { monthlyInvestment: 500 }],
    // Six deposits: a year of them would mature above MAX_RESULT.
    [
      'investment at MAX_AMOUNT',
      { monthlyInvestment: '1000000000000000', timePeriod: '6', unit: 'months' },
      { monthlyInvestment: 1e15, timePeriod: 6, unit: 'months' },
    ],
    ['rate exactly 100', { rate: '100' }, { rate: 100 }],
    ['1 month', { timePeriod: '1', unit: 'months' }, { timePeriod: 1, unit: 'months' }],
    ['1.5 years, 18 deposits', { timePeriod: '1.5' }, { timePeriod: 1.5 }],
    ['a quarter of a year, 3 deposits', { timePeriod: '0.25' }, { timePeriod: 0.25 }],
    ['100 years', { timePeriod: '100' }, { timePeriod: 100 }],
    ['1200 months', { timePeriod: '1,200', unit: 'months' }, { timePeriod: 1200, unit: 'months' }],
  ])('accepts %s', (_name, change, expected) => {
    expect(validateRdInput({ ...valid, ...change })).toEqual({
      ok: true,
      value: { monthlyInvestment: 1000, rate: 5, timePeriod: 1, unit: 'years', ...expected },
    });
  });

  test.each([
    ['investment 499', { monthlyInvestment: '499' }, 'monthlyInvestment', RD_INVESTMENT_MESSAGE],
    [
      'investment past MAX_AMOUNT',
      { monthlyInvestment: '1000000000000001' },
      'monthlyInvestment',
      RD_INVESTMENT_MESSAGE,
    ],
    ['rate 0', { rate: '0' }, 'rate', RD_RATE_MESSAGE],
    ['rate past 100', { rate: '100.01' }, 'rate', RD_RATE_MESSAGE],
    ['period 0', { timePeriod: '0' }, 'timePeriod', RD_PERIOD_MESSAGE],
    ['1.1 years, 13.2 deposits', { timePeriod: '1.1' }, 'timePeriod', RD_PERIOD_MESSAGE],
    ['half a month', { timePeriod: '0.5', unit: 'months' }, 'timePeriod', RD_PERIOD_MESSAGE],
    ['a sliver of a month', { timePeriod: '0.0000000001', unit: 'months' }, 'timePeriod', RD_PERIOD_MESSAGE],
    ['past 100 years', { timePeriod: '101' }, 'timePeriod', RD_PERIOD_MESSAGE],
    ['past 1200 months', { timePeriod: '1201', unit: 'months' }, 'timePeriod', RD_PERIOD_MESSAGE],
    ['an unknown unit, on the period', { unit: 'quarters' }, 'timePeriod', RD_PERIOD_MESSAGE],
  ])('rejects %s', (_name, change, field, message) => {
    expect(validateRdInput({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
  });

  test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
    expect(validateRdInput({ ...valid, monthlyInvestment: text })).toEqual({
      ok: false,
      errors: { monthlyInvestment: RD_INVESTMENT_MESSAGE },
    });
    expect(validateRdInput({ ...valid, rate: text })).toEqual({ ok: false, errors: { rate: RD_RATE_MESSAGE } });
    expect(validateRdInput({ ...valid, timePeriod: text })).toEqual({
      ok: false,
      errors: { timePeriod: RD_PERIOD_MESSAGE },
    });
  });
});
