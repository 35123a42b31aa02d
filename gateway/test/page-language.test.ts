import { chosenLanguage, pageLanguage, preferredLanguage } from '../src/page-language';

test.each([
  ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
  ['en-GB,en;q=0.9,hi;q=0.8', 'en'],
  ['en;q=0.5,hi;q=0.6', 'hi'],
  ['fr-FR,fr;q=0.9', undefined],
  ['hi;q=0', undefined],
  ['*', undefined],
  ['', undefined],
  ['HI', 'hi'],
  ['en, hi', 'en'],
])('Accept-Language %j prefers %s', (header, language) => {
  expect(preferredLanguage(header)).toBe(language);
});

type From = Parameters<typeof pageLanguage>[0];
test.each<[From, string, string]>([
  [{ query: 'hi', cookie: 'en', acceptLanguage: 'en' }, 'hi', 'the link first'],
  [{ query: 'xx', cookie: 'hi', acceptLanguage: 'en' }, 'hi', 'then the cookie (a query not ours is ignored)'],
  [{ query: null, cookie: undefined, acceptLanguage: 'hi-IN' }, 'hi', 'then the browser'],
  [{ query: null, cookie: 'ta', acceptLanguage: 'fr' }, 'en', 'then English'],
])('%j → %s (%s)', (from, language) => {
  expect(pageLanguage(from)).toBe(language);
});

test.each([
  ['/emi-calculator?lang=hi', 'hi'],
  ['/emi-calculator?lang=en&rate=8.5', 'en'],
  ['/emi-calculator?lang=xx', undefined],
  ['/emi-calculator', undefined],
])('%s chooses %s', (url, language) => {
  expect(chosenLanguage(url)).toBe(language);
});
