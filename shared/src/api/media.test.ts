import { clampMediaCount, DEFAULT_MEDIA_COUNT, MAX_MEDIA_COUNT, MIN_MEDIA_COUNT, webUrl } from './media';

test('the spec’s count range: 1 to 80, default 10', () => {
  expect([MIN_MEDIA_COUNT, DEFAULT_MEDIA_COUNT, MAX_MEDIA_COUNT]).toEqual([1, 10, 80]);
});

test.each([
  [1, 1],
  [80, 80],
  [10, 10],
  [0, 1],
  [-4, 1],
  [81, 80],
  [1e12, 80],
])('clampMediaCount(%d) → %d', (count, expected) => {
  expect(clampMediaCount(count)).toBe(expected);
});

test.each([
  ['https://images.pexels.com/photos/1/a.jpeg?auto=compress&cs=tinysrgb&h=350', true],
  ['http://127.0.0.1:8090/photos/1/a.jpeg', true],
  ['HTTPS://IMAGES.EXAMPLE/A.JPEG', true],
  ['javascript:alert(1)', false],
  ['JaVaScRiPt:alert(1)', false],
  ['data:image/jpeg;base64,AAAA', false],
  ['ftp://files.example/a.jpeg', false],
  ['//images.example/a.jpeg', false],
  ['/photos/1.jpeg', false],
  ['not a url', false],
  ['', false],
])('webUrl(%j) keeps it: %s', (value, kept) => {
  expect(webUrl(value)).toBe(kept ? value : '');
});

test.each([null, undefined, 42, {}, ['https://x.example']])('webUrl(%p) is ""', (value) => {
  expect(webUrl(value)).toBe('');
});
