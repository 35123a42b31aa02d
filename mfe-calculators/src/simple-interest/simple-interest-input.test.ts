import {
  SIMPLE_MONTHS_MESSAGE,
  SIMPLE_PERIOD_MESSAGE,
  SIMPLE_PRINCIPAL_MESSAGE,
  SIMPLE_RATE_MESSAGE,
  SIMPLE_YEARS_MESSAGE,
  validateSimpleInterestInput,
  type SimpleInterestFields,
} from './simple-interest-input';
import { RESULT_LIMIT_MESSAGE } from '../common/result-limit';

const valid: SimpleInterestFields = { principal: '1,00,000', rate: '8', years: '5', months: '0' };
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.'];

test('the messages, word for word', () => {
  expect([
    SIMPLE_PRINCIPAL_MESSAGE,
    SIMPLE_RATE_MESSAGE,
    SIMPLE_YEARS_MESSAGE,
    SIMPLE_MONTHS_MESSAGE,
    SIMPLE_PERIOD_MESSAGE,
  ]).toEqual([
    'Enter a valid principal amount.',
    'Enter a rate above 0 and up to 100%.',
    'Enter years from 0 to 100.',
    'Enter months from 0 to 11.',
    'Enter a period of at least one month.',
  ]);
});

test.each([
  ['the default form', {}, {}],
  [
    '2 years 6 months at 7.5%',
    { principal: '50,000', rate: '7.5', years: '2', months: '6' },
    { principal: 50000, rate: 7.5, years: 2, months: 6 },
  ],
  ['empty months as 0', { months: '' }, { months: 0 }],
  ['0 years and 1 month', { years: '0', months: '1' }, { years: 0, months: 1 }],
  [
    '100 years 11 months at 100% on ₹1,000',
    { principal: '1,000', rate: '100', years: '100', months: '11' },
    { principal: 1000, rate: 100, years: 100, months: 11 },
  ],
])('accepts %s', (_name, change, expected) => {
  expect(validateSimpleInterestInput({ ...valid, ...change })).toEqual({
    ok: true,
    value: { principal: 100000, rate: 8, years: 5, months: 0, ...expected },
  });
});

test.each([
  ['a principal of 0', { principal: '0' }, 'principal', SIMPLE_PRINCIPAL_MESSAGE],
  ['a rate of 0', { rate: '0' }, 'rate', SIMPLE_RATE_MESSAGE],
  ['a rate above 100', { rate: '100.01' }, 'rate', SIMPLE_RATE_MESSAGE],
  ['101 years', { years: '101' }, 'years', SIMPLE_YEARS_MESSAGE],
  ['12 months', { months: '12' }, 'months', SIMPLE_MONTHS_MESSAGE],
  ['no time at all', { years: '0', months: '0' }, 'years', SIMPLE_PERIOD_MESSAGE],
  [
    'a total past ₹9 × 10^15',
    { principal: '1,00,00,00,00,00,00,000', rate: '100', years: '100' },
    'principal',
    RESULT_LIMIT_MESSAGE,
  ],
])('refuses %s', (_name, change, field, message) => {
  expect(validateSimpleInterestInput({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
});

test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
  expect(validateSimpleInterestInput({ principal: text, rate: text, years: text, months: text || 'x' })).toEqual({
    ok: false,
    errors: {
      principal: SIMPLE_PRINCIPAL_MESSAGE,
      rate: SIMPLE_RATE_MESSAGE,
      years: SIMPLE_YEARS_MESSAGE,
      months: SIMPLE_MONTHS_MESSAGE,
    },
  });
});
