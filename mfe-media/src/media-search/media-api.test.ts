import { PHOTO_SIZES } from '@fintools/shared/api/media';
import { photo, video } from '../../test/media-test-helpers';
import { MediaSearchError, readPhotos, readVideos, SEARCH_FAILED_MESSAGE, searchFailureMessage } from './media-api';

const BUSY = 'Image and video search is busy. Try again in a few minutes.';

test.each([
  [503, { error: 'Image search is not configured' }, 'Image search is not configured'],
  [503, { error: 'Video search is not configured' }, 'Video search is not configured'],
  [503, { error: BUSY }, BUSY],
  // The visitor's network has spent its share of the day's searches.
  [429, { error: BUSY }, BUSY],
  [429, { error: 'Image search is not configured' }, SEARCH_FAILED_MESSAGE],
  [502, { error: BUSY }, SEARCH_FAILED_MESSAGE],
  [503, { error: `${BUSY} <b>now</b>` }, SEARCH_FAILED_MESSAGE],
  [503, { error: 'Chat is not configured' }, SEARCH_FAILED_MESSAGE],
  [502, { error: 'The media search service did not answer' }, SEARCH_FAILED_MESSAGE],
  [429, { error: 'Too many requests' }, SEARCH_FAILED_MESSAGE],
  [503, { error: 42 }, SEARCH_FAILED_MESSAGE],
  [503, {}, SEARCH_FAILED_MESSAGE],
  [503, null, SEARCH_FAILED_MESSAGE],
  [502, '<html>Bad gateway</html>', SEARCH_FAILED_MESSAGE],
])('searchFailureMessage(%d, %j) → %s', (status, body, message) => {
  expect(searchFailureMessage(status, body)).toBe(message);
});

describe('readPhotos', () => {
  test('keeps what the gateway sends', () => {
    expect(readPhotos({ photos: [photo(1), photo(2)] })).toEqual([photo(1), photo(2)]);
  });

  test('skips items without a whole-number id or an http(s) picture, and repeats', () => {
    const noPicture = { ...photo(3), src: { original: 'javascript:alert(1)', medium: '' } };
    expect(
      readPhotos({
        photos: [photo(1), { ...photo(2), id: '2' }, { ...photo(4), id: 4.5 }, noPicture, photo(1), 'x', null],
      }).map((item) => item.id),
    ).toEqual([1]);
  });

  test('a photo with only its original offers the original in every size', () => {
    const original = 'https://images.example.test/6.jpeg';
    const [read] = readPhotos({ photos: [{ ...photo(6), src: { original } }] });
    expect(Object.values(read?.src ?? {})).toEqual(Array(8).fill(original));
  });

  test('blanks URLs that are not http(s); a missing size is the picture it has; unknown sizes read 0, never NaN', () => {
    const [read] = readPhotos({
      photos: [
        {
          ...photo(5),
          photographerUrl: 'javascript:alert(1)',
          pageUrl: 42,
          width: Number.NaN,
          height: -1,
          alt: null,
          src: { medium: 'https://images.example.test/5.jpeg?h=350', large: 'data:image/jpeg;base64,AAAA' },
        },
      ],
    });
    expect(read).toEqual({
      id: 5,
      alt: '',
      photographer: 'Asha Menon',
      photographerUrl: '',
      pageUrl: '',
      width: 0,
      height: 0,
      src: Object.fromEntries(PHOTO_SIZES.map((size) => [size, 'https://images.example.test/5.jpeg?h=350'])),
    });
  });

  test.each([[{}], [null], [{ photos: 'none' }], ['text']])(
    'an answer without a photos list (%j) is a failed search',
    (body) => {
      expect(() => readPhotos(body)).toThrow(new MediaSearchError(SEARCH_FAILED_MESSAGE));
    },
  );

  test('an empty list is no results, not a failure', () => {
    expect(readPhotos({ photos: [] })).toEqual([]);
  });
});

describe('readVideos', () => {
  test('keeps null quality, width and height as null', () => {
    expect(readVideos({ videos: [video(7)] })).toEqual([video(7)]);
  });

  test('skips a video with no usable file, and files without an id or an http(s) link', () => {
    const files = video(8).files;
    const body = {
      videos: [
        {
          ...video(8),
          files: [
            { ...files[0], link: 'ftp://x/y.mp4' },
            { ...files[1], id: null },
          ],
        },
        { ...video(9), files: [files[0], { ...files[1], width: Number.NaN, quality: '' }] },
      ],
    };
    const [only] = readVideos(body);
    expect(readVideos(body)).toHaveLength(1);
    expect(only?.id).toBe(9);
    expect(only?.files[1]).toMatchObject({ quality: null, width: null, height: 360 });
  });

  test('a missing duration or user reads 0 and empty, never NaN or a crash', () => {
    const [read] = readVideos({ videos: [{ ...video(10), duration: 'long', user: null, image: 'javascript:x' }] });
    expect(read).toMatchObject({ duration: 0, user: { name: '', url: '' }, image: '' });
  });

  test('an answer without a videos list is a failed search', () => {
    expect(() => readVideos({ photos: [] })).toThrow(MediaSearchError);
  });
});
