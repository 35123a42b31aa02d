import { readRatesAnswer } from './rates-client';

const good = { base: 'USD', date: '2026-01-15', rates: { INR: 85, EUR: 0.9 }, source: 'live' };

test('reads the gateway’s answer', () => {
  expect(readRatesAnswer(good, 'USD')).toEqual(good);
});

test('keeps only positive finite rates of currencies FinTools knows', () => {
  expect(readRatesAnswer({ ...good, rates: { INR: 85, EUR: '0.9', GBP: 0, JPY: null, XYZ: 2 } }, 'USD')?.rates).toEqual(
    { INR: 85 },
  );
});

test.each([
  ['not an object', 'rates'],
  ['null', null],
  ['another base', { ...good, base: 'EUR' }],
  ['no date', { ...good, date: undefined }],
  ['a date that is not ISO', { ...good, date: '15/01/2026' }],
  ['an unknown source', { ...good, source: 'guess' }],
  ['no source', { ...good, source: undefined }],
  ['no rates', { ...good, rates: null }],
  ['no usable rate', { ...good, rates: { XYZ: 2, INR: -1 } }],
])('%s is not an answer', (_name, body) => {
  expect(readRatesAnswer(body, 'USD')).toBeNull();
});
