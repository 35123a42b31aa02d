import {
  COMPOUND_PRINCIPAL_MESSAGE,
  COMPOUND_RATE_MESSAGE,
  COMPOUND_YEARS_MESSAGE,
  COMPOUNDING_MESSAGE,
  validateCompoundInterestInput,
  type CompoundInterestFields,
} from './compound-interest-input';
import { RESULT_LIMIT_MESSAGE } from '../common/result-limit';

const valid: CompoundInterestFields = { principal: '1,00,000', rate: '8', years: '5', compounding: 'quarterly' };
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.'];

test('the messages, word for word', () => {
  expect([COMPOUND_PRINCIPAL_MESSAGE, COMPOUND_RATE_MESSAGE, COMPOUND_YEARS_MESSAGE, COMPOUNDING_MESSAGE]).toEqual([
    'Enter a valid principal amount.',
    'Enter a rate above 0 and up to 100%.',
    'Enter a time from 1 to 100 years.',
    'Choose how often the interest is compounded.',
  ]);
});

test.each([
  ['the default form', {}, {}],
  [
    'monthly for 100 years at 1%',
    { rate: '1', years: '100', compounding: 'monthly' },
    { rate: 1, years: 100, compounding: 'monthly' },
  ],
  ['half-yearly at 100%', { rate: '100', compounding: 'half-yearly' }, { rate: 100, compounding: 'half-yearly' }],
  ['yearly for 1 year', { years: '1', compounding: 'yearly' }, { years: 1, compounding: 'yearly' }],
])('accepts %s', (_name, change, expected) => {
  expect(validateCompoundInterestInput({ ...valid, ...change })).toEqual({
    ok: true,
    value: { principal: 100000, rate: 8, years: 5, compounding: 'quarterly', ...expected },
  });
});

test.each([
  ['a principal of 0', { principal: '0' }, 'principal', COMPOUND_PRINCIPAL_MESSAGE],
  ['a rate above 100', { rate: '100.5' }, 'rate', COMPOUND_RATE_MESSAGE],
  ['0 years', { years: '0' }, 'years', COMPOUND_YEARS_MESSAGE],
  ['101 years', { years: '101' }, 'years', COMPOUND_YEARS_MESSAGE],
  ['daily', { compounding: 'daily' }, 'compounding', COMPOUNDING_MESSAGE],
  ['a maturity past ₹9 × 10^15', { rate: '100', years: '100' }, 'principal', RESULT_LIMIT_MESSAGE],
])('refuses %s', (_name, change, field, message) => {
  expect(validateCompoundInterestInput({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
});

test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
  expect(validateCompoundInterestInput({ principal: text, rate: text, years: text, compounding: text })).toEqual({
    ok: false,
    errors: {
      principal: COMPOUND_PRINCIPAL_MESSAGE,
      rate: COMPOUND_RATE_MESSAGE,
      years: COMPOUND_YEARS_MESSAGE,
      compounding: COMPOUNDING_MESSAGE,
    },
  });
});
