import { clampMediaCount, DEFAULT_MEDIA_COUNT } from './search-count';

test.each([
  ['10', 10],
  ['1', 1],
  ['80', 80],
  ['0', 1],
  ['00', 1],
  ['81', 80],
  ['200', 80],
  ['99999999999999999999999', 80],
  ['007', 7],
  [' 25 ', 25],
  ['', DEFAULT_MEDIA_COUNT],
  ['   ', DEFAULT_MEDIA_COUNT],
  ['abc', DEFAULT_MEDIA_COUNT],
  ['-5', DEFAULT_MEDIA_COUNT],
  ['2.5', DEFAULT_MEDIA_COUNT],
])('clampMediaCount(%j) → %i', (text, count) => {
  expect(clampMediaCount(text)).toBe(count);
});
