import { isRatesSource, RATES_SOURCES } from '@fintools/shared/api/rates';
import { CURRENCY_CODES, type CurrencyCode } from '@fintools/shared/data/currencies';
import {
  conversionLine,
  conversionRate,
  convertAmount,
  convertCurrency,
  currencyOptions,
  formatRate,
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
    expect(conversionRate({ base: 'USD', rates: { INR: 2e15 } }, 'USD', 'INR')).toBeNull();
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
    // The audit's case: 59,879,286 × 579.717430 = 34,71,30,65,790.15498 exactly; trimming gave .16.
    [59879286, 579.71743, 34713065790.15],
    // Exact half paisas round up, though each double product is 0.00499… short of it.
    [1.005, 1, 1.01],
    [10000.05, 0.1, 1000.01],
    [0.5, 0.01, 0.01],
    // 1,00,000 × 0.0000001: the product has more decimals than a rupee has paise.
    [100000, 1e-7, 0.01],
    [1e15, 1e15, 1e30],
  ])('%p at %p is %p', (amount, rate, expected) => {
    expect(convertAmount(amount, rate)).toBe(expected);
  });

  test.each([
    ['an amount of NaN', Number.NaN, 85, 'amount', 'not-finite'],
    ['an amount of Infinity', Number.POSITIVE_INFINITY, 85, 'amount', 'not-finite'],
    ['an amount of -0', -0, 85, 'amount', 'negative-zero'],
    ['a negative amount', -1, 85, 'amount', 'out-of-range'],
    ['an amount above MAX_AMOUNT', 2e15, 85, 'amount', 'out-of-range'],
    ['a rate of 0', 1, 0, 'rate', 'out-of-range'],
    ['a rate of NaN', 1, Number.NaN, 'rate', 'not-finite'],
    ['a rate of -Infinity', 1, Number.NEGATIVE_INFINITY, 'rate', 'not-finite'],
    ['a negative rate', 1, -85, 'rate', 'out-of-range'],
  ])('refuses %s', (_name, amount, rate, field, code) => {
    expect(() => convertAmount(amount, rate)).toThrow(
      expect.objectContaining({ name: 'RuleInputError', rule: 'convertAmount', field, code }),
    );
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

  test.each([
    ['from', { amount: 1, from: 'XXX' as CurrencyCode, to: 'INR' as CurrencyCode }],
    ['to', { amount: 1, from: 'USD' as CurrencyCode, to: 'toString' as CurrencyCode }],
  ])('a code FinTools does not know is refused (%s)', (field, input) => {
    expect(() => convertCurrency(input, USD)).toThrow(
      expect.objectContaining({ name: 'RuleInputError', field, code: 'unknown-choice' }),
    );
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
  // The browser's own last good answer, shown while the gateway cannot be reached.
  ['offline', 'saved in this browser, offline'],
] as const)('source %s reads %j', (source, words) => {
  expect(ratesSourceLabel(source)).toBe(words);
  expect(ratesNote({ date: '2026-01-15', source })).toBe(`Rates of 15 Jan 2026 (${words})`);
});

test.each([undefined, null, 'Live', 'saved', 1])('%p is not a source', (value) => {
  expect(isRatesSource(value)).toBe(false);
});

test.each(RATES_SOURCES)('every source the gateway may send has words: %s', (source) => {
  expect(ratesSourceLabel(source)).toMatch(/\S/);
});

test('converts exactly to the paisa where the double of the product rounds the other way', () => {
  // Exact value 34,71,30,65,790.15498.
  expect(convertAmount(59879286, 579.71743)).toBe(34713065790.15);
});
