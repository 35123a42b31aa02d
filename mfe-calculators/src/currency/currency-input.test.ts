import { CURRENCY_AMOUNT_MESSAGE, validateCurrencyInput } from './currency-input';

describe('validateCurrencyInput', () => {
  test.each([
    ['1', 1],
    ['0', 0],
    ['2500', 2500],
    ['2,500', 2500],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['12.', 12],
    ['1000000000000000', 1e15],
  ])('%j is %p', (amount, expected) => {
    expect(validateCurrencyInput({ amount })).toEqual({ ok: true, value: { amount: expected } });
  });

  test.each(['', ' ', '.', '-1', '1e5', 'abc', 'NaN', 'Infinity', '1000000000000001'])('%j is refused', (amount) => {
    expect(validateCurrencyInput({ amount })).toEqual({ ok: false, errors: { amount: CURRENCY_AMOUNT_MESSAGE } });
  });
});
