import path from 'node:path';
import { MEDIA_BUSY_MESSAGE, MEDIA_NOT_CONFIGURED_MESSAGES } from '@fintools/shared/api/media';
import { XSS, dangerousLinks, testHostileScreens, type HostileScreen } from '../../shared/test/hostile-input';
import { fakeResponse, jpegBytes, photo, stubFetch, video } from '../test/media-test-helpers';
import ImageSearchScreen from './image-search/image-search-screen';
import VideoSearchScreen, { VIDEO_KEYWORD_MESSAGE } from './video-search/video-search-screen';
import { expectAskedWordsTranslated, expectMessagesTranslated } from '../../shared/test/words';
import { SEARCH_FAILED_MESSAGE } from './media-search/media-api';
import { DOWNLOAD_FAILED_MESSAGE } from './media-search/save-file';

/*
 * Hostile keywords on the media screens, pasted and typed, then every action (shared/test/hostile-input.tsx).
 * The gateway is faked and echoes the query into the provider's free text, with markup and script links of
 * its own, so a hostile keyword comes back as a hostile description.
 */

const SCRIPT = 'javascript:window.__xss=1';

beforeEach(() =>
  stubFetch((url) => {
    const query = new URL(url).searchParams.get('query') ?? '';
    if (url.startsWith('http://localhost/api/images')) {
      const photos = [
        photo(1, { alt: `${query} — ${XSS}`, photographer: XSS, photographerUrl: SCRIPT, pageUrl: SCRIPT }),
      ];
      return fakeResponse({ json: { photos } });
    }
    if (url.startsWith('http://localhost/api/videos')) {
      const videos = [video(2, { url: SCRIPT, user: { name: `${query} ${XSS}`, url: SCRIPT } })];
      return fakeResponse({ json: { videos } });
    }
    return fakeResponse({ bytes: jpegBytes(1) });
  }),
);

const SCREENS: HostileScreen[] = [
  {
    path: '/image-downloader',
    title: 'Image Search',
    ui: <ImageSearchScreen />,
    messages: null,
    freeText: ['Keyword'],
  },
  {
    path: '/video-downloader',
    title: 'Video Search',
    ui: <VideoSearchScreen />,
    messages: null,
    freeText: ['Keyword'],
  },
];

testHostileScreens(SCREENS, (main) => {
  // The provider's hostile text came back and shows as text; its script links never become links.
  expect(main.textContent).toContain(XSS);
  expect(dangerousLinks()).toEqual([]);
});

const AREA = path.join(__dirname, '..');

test('every notice and message the screens may show has its translation', () => {
  expectMessagesTranslated(AREA, [
    { SEARCH_FAILED_MESSAGE, MEDIA_BUSY_MESSAGE, MEDIA_NOT_CONFIGURED_MESSAGES, DOWNLOAD_FAILED_MESSAGE },
    { VIDEO_KEYWORD_MESSAGE },
  ]);
});

// Every word the screens above asked for, in every language (shared/test/words.tsx).
afterAll(() => expectAskedWordsTranslated(AREA));
