import {
  INFLATION_AMOUNT_MESSAGE,
  INFLATION_RATE_MESSAGE,
  INFLATION_YEARS_MESSAGE,
  validateInflationInput,
  type InflationFields,
} from './inflation-input';
import { RESULT_LIMIT_MESSAGE } from '../common/result-limit';

const valid: InflationFields = { amount: '1,00,000', inflation: '6', years: '10' };
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.'];

test('the messages, word for word', () => {
  expect([INFLATION_AMOUNT_MESSAGE, INFLATION_RATE_MESSAGE, INFLATION_YEARS_MESSAGE]).toEqual([
    'Enter a valid amount.',
    'Enter inflation from 0 to 100%.',
    'Enter years from 1 to 100.',
  ]);
});

test.each([
  ['the default form', {}, {}],
  ['no inflation', { inflation: '0' }, { inflation: 0 }],
  ['100% for 1 year', { inflation: '100', years: '1' }, { inflation: 100, years: 1 }],
  ['100 years', { years: '100', inflation: '1' }, { years: 100, inflation: 1 }],
])('accepts %s', (_name, change, expected) => {
  expect(validateInflationInput({ ...valid, ...change })).toEqual({
    ok: true,
    value: { amount: 100000, inflation: 6, years: 10, ...expected },
  });
});

test.each([
  ['an amount of 0', { amount: '0' }, 'amount', INFLATION_AMOUNT_MESSAGE],
  ['inflation above 100', { inflation: '100.5' }, 'inflation', INFLATION_RATE_MESSAGE],
  ['0 years', { years: '0' }, 'years', INFLATION_YEARS_MESSAGE],
  ['101 years', { years: '101' }, 'years', INFLATION_YEARS_MESSAGE],
  ['a future cost past ₹9 × 10^15', { inflation: '100', years: '100' }, 'amount', RESULT_LIMIT_MESSAGE],
])('refuses %s', (_name, change, field, message) => {
  expect(validateInflationInput({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
});

test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
  expect(validateInflationInput({ amount: text, inflation: text, years: text })).toEqual({
    ok: false,
    errors: { amount: INFLATION_AMOUNT_MESSAGE, inflation: INFLATION_RATE_MESSAGE, years: INFLATION_YEARS_MESSAGE },
  });
});
