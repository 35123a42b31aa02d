import { CURRENCY_CODES, CURRENCY_NAMES, currencyLabel, isCurrencyCode } from './currencies';

test('30 codes plus USD, sorted', () => {
  expect(CURRENCY_CODES).toHaveLength(31);
  expect(CURRENCY_CODES).toEqual([...CURRENCY_CODES].sort());
  for (const code of ['AUD', 'EUR', 'INR', 'JPY', 'USD', 'ZAR']) expect(CURRENCY_CODES).toContain(code);
});

test.each([
  ['INR', true],
  ['USD', true],
  ['usd', false],
  ['XYZ', false],
  ['toString', false],
  ['__proto__', false],
])('isCurrencyCode(%j) is %s', (code, expected) => {
  expect(isCurrencyCode(code)).toBe(expected);
});

test('labels name the currency', () => {
  expect(currencyLabel('INR')).toBe('INR — Indian Rupee');
  expect(currencyLabel('XYZ')).toBe('XYZ');
  expect(Object.values(CURRENCY_NAMES).every((name) => name.length > 2)).toBe(true);
});
