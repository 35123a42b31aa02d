import { asKeptRates, isKeepableRates } from './kept-rates';

const answer = { base: 'USD', date: '2026-01-15', rates: { INR: 85, EUR: 0.9 }, source: 'live' };

test.each([
  [answer, true],
  [{ ...answer, source: 'snapshot' }, true],
  [{ error: 'The exchange-rates service is unavailable' }, false],
  [{ ...answer, rates: {} }, false],
  [{ ...answer, rates: null }, false],
  [{ ...answer, date: undefined }, false],
  [{ ...answer, base: 7 }, false],
  [null, false],
  ['rates', false],
])('%o is keepable: %s', (body, keepable) => {
  expect(isKeepableRates(body)).toBe(keepable);
});

test('a kept answer keeps its table and date and says it is the offline copy', () => {
  expect(asKeptRates(answer)).toEqual({ ...answer, source: 'offline' });
  expect(asKeptRates({ ...answer, source: 'cache' }).source).toBe('offline');
});
