import {
  clampMediaCount,
  DEFAULT_MEDIA_COUNT,
  MAX_MEDIA_COUNT,
  MIN_MEDIA_COUNT,
  PHOTO_SIZES,
  readImageAnswer,
  readVideoAnswer,
  webUrl,
} from './media';

test('the count range: 1 to 80, default 10', () => {
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

describe('readImageAnswer and readVideoAnswer: the one reader of both sides', () => {
  const picture = 'https://images.example/1.jpeg';

  test.each([[null], ['text'], [{}], [{ photos: 'none' }], [{ videos: [] }]])(
    '%j holds no photos list: null',
    (body) => {
      expect(readImageAnswer(body)).toBeNull();
    },
  );

  test('a photo keeps its sizes, fills the missing ones from its original, and skips what cannot be read', () => {
    const answer = readImageAnswer({
      photos: [
        { id: 1, alt: 'Chai', width: 40, height: Number.NaN, src: { original: picture, tiny: `${picture}?h=20` } },
        { id: 1, src: { original: picture } },
        { id: 2.5, src: { original: picture } },
        { id: 3, src: { original: 'data:image/png;base64,AA' } },
        null,
      ],
    });
    expect(answer?.photos).toEqual([
      {
        id: 1,
        alt: 'Chai',
        photographer: '',
        photographerUrl: '',
        pageUrl: '',
        width: 40,
        height: 0,
        src: { ...Object.fromEntries(PHOTO_SIZES.map((size) => [size, picture])), tiny: `${picture}?h=20` },
      },
    ]);
  });

  test('a video needs a file with an id and an http(s) link; unknown quality and sizes are null', () => {
    const answer = readVideoAnswer({
      videos: [
        { id: 7, duration: -3, files: [{ id: 1, link: 'https://v.example/1.mp4', quality: ' ', width: 0 }] },
        { id: 8, files: [{ id: 2, link: 'javascript:x' }] },
        { id: 9 },
      ],
    });
    expect(answer?.videos).toEqual([
      {
        id: 7,
        image: '',
        duration: 0,
        url: '',
        user: { name: '', url: '' },
        files: [{ id: 1, link: 'https://v.example/1.mp4', quality: null, width: null, height: null, fileType: null }],
      },
    ]);
    expect(readVideoAnswer({ photos: [] })).toBeNull();
  });
});
