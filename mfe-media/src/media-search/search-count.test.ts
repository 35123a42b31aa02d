import { DEFAULT_MEDIA_COUNT } from '@fintools/shared/api/media';
import { mediaCountFromText } from './search-count';

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
])('mediaCountFromText(%j) → %i', (text, count) => {
  expect(mediaCountFromText(text)).toBe(count);
});
