import { INFLATION_MESSAGE, readInflation, withInflation } from './inflation-input';
import { PPF_RATE_MESSAGE, validatePpfInput } from '../ppf/ppf-input';

describe('readInflation', () => {
  test.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['6', 6],
    ['5.5', 5.5],
    ['100', 100],
  ])('%j → %p', (text, value) => {
    expect(readInflation(text)).toEqual({ ok: true, value });
  });

  test.each(['100.01', '-1', 'abc', '1e2', 'Infinity'])('%j is refused', (text) => {
    expect(readInflation(text)).toEqual({ ok: false, errors: { inflation: INFLATION_MESSAGE } });
  });

  test('the message', () => {
    expect(INFLATION_MESSAGE).toBe('Enter inflation from 0 to 100%, or leave it empty.');
  });
});

describe('withInflation', () => {
  const validate = withInflation(validatePpfInput);
  const form = { yearlyDeposit: '1,50,000', rate: '7.1', years: '15', inflation: '' };

  test('no inflation: the input and null', () => {
    expect(validate(form)).toEqual({
      ok: true,
      value: { input: { yearlyDeposit: 150000, rate: 7.1, years: 15 }, inflation: null },
    });
  });

  test('every message at once', () => {
    expect(validate({ ...form, rate: '0', inflation: 'x' })).toEqual({
      ok: false,
      errors: { rate: PPF_RATE_MESSAGE, inflation: INFLATION_MESSAGE },
    });
  });
});
