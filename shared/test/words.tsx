import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../src/federation/translator';
import { interpolate, LANGUAGES, SOURCE_LANGUAGE, type Language, type Translate } from '../src/language/languages';
import { LanguageProvider } from '../src/ui/language';

/*
 * The words of every area in every language, for its tests (docs/languages.md):
 * - `RecordingWords`: renders a screen in English and notes every message it asks for, so a suite can check
 *   afterwards that each has its translation (`expectAskedWordsTranslated`);
 * - `expectMessagesTranslated`: every message a module exports (a validator's constants) has its translation;
 * - `translatedWords`: a real translator from an area's catalogues, for a screen test in Hindi.
 * A catalogue is a folder's `<language>.json`; an area's words are those of its src/ and of the common package
 * (whose UI primitives show their own words on every screen), and its tools.json entries' (a screen's heading).
 */

// The build's own rule for an entry's words (title, heading, summary, help), so the tests ask what it ships.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's helpers are CommonJS
const { entryMessages } = require('../build/messages.cjs') as {
  entryMessages: (tool: Record<string, unknown>, language: Language) => Record<string, string>;
};

const SHARED_SOURCE = path.join(__dirname, '../src');
export const TRANSLATED: readonly Language[] = LANGUAGES.map((language) => language.code).filter(
  (code) => code !== SOURCE_LANGUAGE,
);

/** The messages asked for while `RecordingWords` was rendered, across the test file. */
export const askedFor = new Set<string>();
/**
 * What a message with values came to ("Section 123 (80C)" of "Section {section}"): a screen that words a label
 * itself hands it on to a primitive, which asks for it again; that text is already in the page's language.
 */
const filled = new Set<string>();
/** English, noting each message it is asked for: the translator `RecordingWords` gives, for code outside React. */
export const recordingTranslate: Translate = (message, values) => {
  const text = interpolate(message, values);
  if (!filled.has(message)) askedFor.add(message);
  if (values && text !== message) filled.add(text);
  return text;
};

/** English, noting each message a screen asks for. */
export function RecordingWords({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider language={SOURCE_LANGUAGE} translate={recordingTranslate}>
      {children}
    </LanguageProvider>
  );
}

function catalogueFiles(root: string, language: Language): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name === `${language}.json` && !entry.parentPath.includes('node_modules')
        ? [path.join(entry.parentPath, entry.name)]
        : [],
    );
}

/** The area's tools.json entries' words in `language` (a screen's heading and summary), as its catalogues get them. */
function entryWords(areaDir: string, language: Language): Record<string, string>[] {
  const file = path.join(areaDir, 'tools.json');
  if (!fs.existsSync(file)) return [];
  const tools = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[];
  return tools.map((tool) => entryMessages(tool, language));
}

/**
 * English → translation: every catalogue of the area's src/ and of the common package, and its entries' words
 * (tools.json `translations`), in `language`.
 */
export function areaWords(areaDir: string, language: Language): Record<string, string> {
  return Object.assign(
    {},
    ...entryWords(areaDir, language),
    ...[SHARED_SOURCE, path.join(areaDir, 'src')]
      .flatMap((root) => catalogueFiles(root, language))
      .sort()
      .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>),
  );
}

/**
 * The messages of `messages` that `language` lacks for the area. One without a letter ("15", a select's years)
 * is a figure, the same in every language, and needs no translation.
 */
function untranslated(areaDir: string, messages: Iterable<string>): string[] {
  return TRANSLATED.flatMap((language) => {
    const words = areaWords(areaDir, language);
    return [...messages]
      .filter((message) => /\p{L}/u.test(message) && !Object.hasOwn(words, message))
      .map((message) => `${language}: ${message}`);
  }).sort();
}

/** Every message the file's renders asked for has its translation in every translated language. */
export function expectAskedWordsTranslated(areaDir: string): void {
  expect(askedFor.size).toBeGreaterThan(0);
  expect(untranslated(areaDir, askedFor)).toEqual([]);
}

/** The strings a module exports, its objects' and arrays' strings included: a validator's messages. */
export function exportedMessages(module: Record<string, unknown>): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  Object.entries(module)
    .filter(([name]) => /MESSAGES?$/.test(name))
    .forEach(([, value]) => visit(value));
  return found;
}

/** Every message the modules export (`*_MESSAGE`, `*_MESSAGES`) has its translation in every translated language. */
export function expectMessagesTranslated(areaDir: string, modules: readonly Record<string, unknown>[]): void {
  const messages = modules.flatMap(exportedMessages);
  expect(messages.length).toBeGreaterThan(0);
  expect(untranslated(areaDir, new Set(messages))).toEqual([]);
}

/** A translator in `language` from the area's catalogues, compiled as the build compiles them. */
export function translatedWords(areaDir: string, language: Language): Translate {
  const words = areaWords(areaDir, language);
  const translate = createTranslator(language, { setupI18n });
  void translate.add(
    Object.fromEntries(Object.entries(words).map(([english, translated]) => [english, compileMessage(translated)])),
  );
  return translate;
}

/** A screen in `language`, its words from the area's catalogues. */
export function InLanguage({
  areaDir,
  language,
  children,
}: {
  areaDir: string;
  language: Language;
  children: ReactNode;
}) {
  return (
    <LanguageProvider language={language} translate={translatedWords(areaDir, language)}>
      {children}
    </LanguageProvider>
  );
}
