import fs from 'node:fs';
import path from 'node:path';
import { messageId } from '@fintools/shared/federation/compiled-message';
import { LANGUAGES, SOURCE_LANGUAGE } from '@fintools/shared/language/languages';
import { translatorOf } from '../src/page-html';
import { PREVIEW_BANNER_WORDS, previewBannerHtml } from '../src/preview/preview-banner';
import { PREVIEW_NOTICES, type VisitorView } from '../src/preview/visitor-preview';
import type { LiveSnapshot } from '../src/remote-map/live-snapshot';

/*
 * The preview banner in the page's language: its words and notices are English messages whose translations are
 * the shell's words (shell/src/hi.json), compiled into the catalogue the gateway paints each page with.
 */

const SHELL_WORDS = path.join(__dirname, '../../shell/src');
const snapshot = {} as LiveSnapshot;
const preview: VisitorView = {
  snapshot,
  preview: {
    release: {
      area: 'tax',
      name: 'fix-msg',
      label: 'tax remote · v2',
      url: '/v2/mf-manifest.json',
      at: '',
      expiresAt: '',
    },
    token: 't',
    expiresAt: Date.parse('2026-12-09T14:05:00Z'),
  },
};

/** A placeholder's piece of a compiled message. */
const slot = (name: string): [string] => [name];

// As the build compiles them (shared/build/messages.cjs): keyed by the English's id, text pieces and [name] for
// a placeholder.
type Compiled = NonNullable<Parameters<typeof translatorOf>[0]>;
const byId = (messages: Compiled): Compiled =>
  Object.fromEntries(Object.entries(messages).map(([english, compiled]) => [messageId(english), compiled]));
const compiledHindi = byId({
  'Preview of {area}: {name}': [slot('area'), ' का पूर्वावलोकन: ', slot('name')],
  'Only this browser sees it, until {until}.': [slot('until'), ' तक इसे केवल यही ब्राउज़र देख सकता है।'],
  'Leave preview': 'पूर्वावलोकन से बाहर निकलें',
  Preview: 'पूर्वावलोकन',
  Dec: 'दिस॰',
  [PREVIEW_NOTICES.ended]: [slot('area'), ' का पूर्वावलोकन "', slot('name'), '" समाप्त हो गया है।'],
});

test('in English: the preview, its build, until when, and Leave preview', () => {
  expect(previewBannerHtml(preview)).toContain(
    '<div id="fintools-preview" role="region" aria-label="Preview"><p><strong>Preview of tax: fix-msg</strong> (tax remote · v2). Only this browser sees it, until 9 Dec 2026, 14:05 UTC.<a href="?preview=leave">Leave preview</a></p></div>',
  );
});

test('in Hindi: the same banner in the page’s words, the names as released', () => {
  expect(previewBannerHtml(preview, translatorOf(compiledHindi))).toContain(
    '<div id="fintools-preview" role="region" aria-label="पूर्वावलोकन"><p><strong>tax का पूर्वावलोकन: fix-msg</strong> (tax remote · v2). 9 दिस॰ 2026, 14:05 UTC तक इसे केवल यही ब्राउज़र देख सकता है।<a href="?preview=leave">पूर्वावलोकन से बाहर निकलें</a></p></div>',
  );
});

test('a notice in Hindi, its values filled and escaped; one without a translation in English', () => {
  const ended: VisitorView = {
    snapshot,
    notice: { message: PREVIEW_NOTICES.ended, values: { area: 'tax', name: '<b>' } },
  };
  expect(previewBannerHtml(ended, translatorOf(compiledHindi))).toContain(
    '<p>tax का पूर्वावलोकन "&lt;b&gt;" समाप्त हो गया है।</p>',
  );
  const left: VisitorView = { snapshot, notice: { message: PREVIEW_NOTICES.left } };
  expect(previewBannerHtml(left, translatorOf(compiledHindi))).toContain(`<p>${PREVIEW_NOTICES.left}</p>`);
});

test('translatorOf: a message beyond plain placeholders (a plural) shows in English; a value not given stays a placeholder', () => {
  const t = translatorOf({
    'Only {n} left': [['n', 'plural', { one: 'एक', other: '#' }]],
    'Hi {name}': ['नमस्ते ', slot('name')],
  });
  expect(t('Only {n} left', { n: 2 })).toBe('Only 2 left');
  expect(t('Hi {name}')).toBe('नमस्ते {name}');
  expect(t('Not in the catalogue')).toBe('Not in the catalogue');
});

test.each(LANGUAGES.filter((language) => language.code !== SOURCE_LANGUAGE).map((language) => language.code))(
  'every word of the banner has its translation in shell/src/%s.json',
  (language) => {
    const words = JSON.parse(fs.readFileSync(path.join(SHELL_WORDS, `${language}.json`), 'utf8')) as Record<
      string,
      string
    >;
    const missing = [...Object.values(PREVIEW_BANNER_WORDS), ...Object.values(PREVIEW_NOTICES)].filter(
      (message) => !words[message],
    );
    expect(missing).toEqual([]);
  },
);
