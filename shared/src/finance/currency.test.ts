import { CURRENCY_CODES, type CurrencyCode } from '../data/currencies';
import {
  conversionLine,
  conversionRate,
  convertAmount,
  convertCurrency,
  currencyOptions,
  formatRate,
  isRatesSource,
  rateRows,
  ratesNote,
  ratesSourceLabel,
} from './currency';

const USD = { base: 'USD' as const, rates: { INR: 85, EUR: 0.9, JPY: 150, IDR: 16000 } };

describe('conversionRate', () => {
  test.each<[CurrencyCode, CurrencyCode, number | null]>([
    ['USD', 'INR', 85],
    ['USD', 'EUR', 0.9],
    ['USD', 'USD', 1],
    ['EUR', 'INR', null], // the answer is for USD: a newer request is on its way
    ['USD', 'GBP', null], // not listed
  ])('%s → %s at %p', (from, to, expected) => {
    expect(conversionRate(USD, from, to)).toBe(expected);
  });

  test('a missing or zero rate is no rate', () => {
    expect(conversionRate({ base: 'USD', rates: {} }, 'USD', 'TRY')).toBeNull();
    expect(conversionRate({ base: 'USD', rates: { INR: 0 } }, 'USD', 'INR')).toBeNull();
  });
});

describe('convertAmount', () => {
  test.each([
    [1, 85, 85],
    [0, 85, 0],
    [2500, 85, 212500],
    [1, 0.0117647, 0.01],
    [2500, 0.0117647, 29.41],
    [0.5, 0.01, 0.01], // half a paisa rounds up, as on paper
    [1.25, 1.5, 1.88],
    [1e15, 1, 1e15],
  ])('%p at %p is %p', (amount, rate, expected) => {
    expect(convertAmount(amount, rate)).toBe(expected);
  });
});

describe('convertCurrency and the result line', () => {
  test.each<[number, CurrencyCode, CurrencyCode, string]>([
    [1, 'USD', 'INR', '1 USD = 85.00 INR'],
    [0, 'USD', 'INR', '0 USD = 0.00 INR'],
    [2500, 'USD', 'INR', '2,500 USD = 2,12,500.00 INR'],
    [1234567.5, 'USD', 'INR', '12,34,567.5 USD = 10,49,38,237.50 INR'],
    [0.25, 'USD', 'JPY', '0.25 USD = 37.50 JPY'],
    [10, 'USD', 'USD', '10 USD = 10.00 USD'],
    [100000, 'USD', 'IDR', '1,00,000 USD = 1,60,00,00,000.00 IDR'],
  ])('%p %s in %s reads %j', (amount, from, to, line) => {
    const conversion = convertCurrency({ amount, from, to }, USD);
    expect(conversion).not.toBeNull();
    expect(conversionLine(conversion!)).toBe(line);
    expect(line).not.toMatch(/NaN|undefined/);
  });

  test('no conversion from an answer for another base', () => {
    expect(convertCurrency({ amount: 1, from: 'EUR', to: 'INR' }, USD)).toBeNull();
  });
});

test.each([
  [85, '85.0000'],
  [0.9, '0.9000'],
  [0.0117647, '0.0118'],
  [0.00941176, '0.0094'],
  [17777.8, '17,777.8000'],
  [16000, '16,000.0000'],
  [1.23456, '1.2346'],
])('rate %p shows as %s', (rate, text) => {
  expect(formatRate(rate)).toBe(text);
});

describe('currencyOptions', () => {
  test('the rates’ codes plus the base, sorted by code', () => {
    expect(currencyOptions(USD)).toEqual(['EUR', 'IDR', 'INR', 'JPY', 'USD']);
  });

  test('unknown codes and prototype names are dropped', () => {
    expect(currencyOptions({ base: 'EUR', rates: { XYZ: 2, toString: 1, INR: 94.4, usd: 1.1 } })).toEqual([
      'EUR',
      'INR',
    ]);
  });

  test('the selected codes are kept so a select never loses its value', () => {
    expect(currencyOptions({ base: 'USD', rates: { INR: 85 } }, ['GBP', 'INR', 'XYZ'])).toEqual(['GBP', 'INR', 'USD']);
  });

  test('before the first answer, or after a failure, the fixed list', () => {
    expect(currencyOptions(null)).toEqual(CURRENCY_CODES);
    expect(currencyOptions(null)).not.toBe(CURRENCY_CODES);
  });
});

test('rate rows: every known rate sorted by code, never the base or a bad number', () => {
  expect(rateRows({ base: 'USD', rates: { INR: 85, AUD: 1.5, XYZ: 3, USD: 1, EUR: Number.NaN, GBP: -1 } })).toEqual([
    { code: 'AUD', rate: 1.5 },
    { code: 'INR', rate: 85 },
  ]);
});

test.each([
  ['live', 'live'],
  ['cache', 'cached'],
  ['snapshot', 'reference snapshot — offline'],
] as const)('source %s reads %j', (source, words) => {
  expect(ratesSourceLabel(source)).toBe(words);
  expect(ratesNote({ date: '2026-01-15', source })).toBe(`Rates of 15 Jan 2026 (${words})`);
  expect(isRatesSource(source)).toBe(true);
});

test.each([undefined, null, 'Live', 'offline', 1])('%p is not a source', (value) => {
  expect(isRatesSource(value)).toBe(false);
});
