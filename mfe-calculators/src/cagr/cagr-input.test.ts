import {
  CAGR_FINAL_MESSAGE,
  CAGR_INITIAL_MESSAGE,
  CAGR_YEARS_MESSAGE,
  validateCagrInput,
  type CagrFields,
} from './cagr-input';

const valid: CagrFields = { initialValue: '1,00,000', finalValue: '2,00,000', years: '5' };
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.'];

test('the messages, word for word', () => {
  expect([CAGR_INITIAL_MESSAGE, CAGR_FINAL_MESSAGE, CAGR_YEARS_MESSAGE]).toEqual([
    'Enter a valid initial value.',
    'Enter a valid final value.',
    'Enter a duration above 0 and up to 100 years.',
  ]);
});

test.each([
  ['the default form', {}, {}],
  ['a fall in value', { finalValue: '50,000' }, { finalValue: 50000 }],
  ['2.5 years', { years: '2.5' }, { years: 2.5 }],
  ['100 years', { years: '100' }, { years: 100 }],
  ['the largest values', { initialValue: '1000000000000000', finalValue: '1' }, { initialValue: 1e15, finalValue: 1 }],
])('accepts %s', (_name, change, expected) => {
  expect(validateCagrInput({ ...valid, ...change })).toEqual({
    ok: true,
    value: { initialValue: 100000, finalValue: 200000, years: 5, ...expected },
  });
});

test.each([
  ['an initial value of 0', { initialValue: '0' }, 'initialValue', CAGR_INITIAL_MESSAGE],
  ['an initial value past MAX_AMOUNT', { initialValue: '1000000000000001' }, 'initialValue', CAGR_INITIAL_MESSAGE],
  ['a final value of 0', { finalValue: '0' }, 'finalValue', CAGR_FINAL_MESSAGE],
  ['0 years', { years: '0' }, 'years', CAGR_YEARS_MESSAGE],
  ['100.01 years', { years: '100.01' }, 'years', CAGR_YEARS_MESSAGE],
])('refuses %s', (_name, change, field, message) => {
  expect(validateCagrInput({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
});

test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
  expect(validateCagrInput({ initialValue: text, finalValue: text, years: text })).toEqual({
    ok: false,
    errors: { initialValue: CAGR_INITIAL_MESSAGE, finalValue: CAGR_FINAL_MESSAGE, years: CAGR_YEARS_MESSAGE },
  });
});
