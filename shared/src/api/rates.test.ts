import { isRatesSource, RATES_SOURCES, readRateTable } from './rates';

test.each(RATES_SOURCES)('%s is a source', (source) => {
  expect(isRatesSource(source)).toBe(true);
});

test.each([undefined, null, 'Live', 'saved', 1])('%p is not a source', (value) => {
  expect(isRatesSource(value)).toBe(false);
});

describe('readRateTable', () => {
  test('keeps positive finite rates of known codes other than the base; other fields are not its business', () => {
    const body = {
      amount: 1,
      base: 'USD',
      date: '2026-11-20',
      source: 'live',
      rates: { INR: 84.1, USD: 1, EUR: -1, GBP: 'x', JPY: Number.POSITIVE_INFINITY, CHF: 0, ABC: 2, toString: 3 },
    };
    expect(readRateTable(body, 'USD')).toEqual({
      ok: true,
      value: { base: 'USD', date: '2026-11-20', rates: { INR: 84.1 } },
    });
  });

  test.each([
    [null, 'wrong base'],
    ['text', 'wrong base'],
    [{ base: 'EUR', date: '2026-11-20', rates: { INR: 1 } }, 'wrong base'],
    [{ base: 'USD', rates: { INR: 1 } }, 'no date'],
    [{ base: 'USD', date: '20-11-2026', rates: { INR: 1 } }, 'no date'],
    [{ base: 'USD', date: '2026-11-20' }, 'no rates'],
    [{ base: 'USD', date: '2026-11-20', rates: null }, 'no rates'],
    [{ base: 'USD', date: '2026-11-20', rates: {} }, 'no usable rates'],
    [{ base: 'USD', date: '2026-11-20', rates: { XYZ: 2, USD: 1 } }, 'no usable rates'],
  ])('refuses %j: %s', (body, reason) => {
    expect(readRateTable(body, 'USD')).toEqual({ ok: false, errors: reason });
  });
});
