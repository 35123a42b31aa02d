/**
 * The product's languages, and what every page of every package needs of them: which there are, a link in one,
 * and English's own words. A third language is one more row of `LANGUAGES` and its words (docs/languages.md).
 * Plain TypeScript: no React, no DOM, no I/O. Shared whole (a shared module is not tree-shaken), so it holds
 * only what hosts and screens use; how the gateway picks a visitor's language is the gateway's
 * (gateway/src/page-language.ts).
 */

export const LANGUAGES = [
  /** English is the source: every message is written in it, and a word missing elsewhere shows in it. */
  { code: 'en', name: 'English', englishName: 'English', htmlLang: 'en-IN' },
  { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', htmlLang: 'hi-IN' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const SOURCE_LANGUAGE: Language = 'en';

/** The query parameter that carries a page's language in a link ("?lang=hi"). */
export const LANGUAGE_QUERY_KEY = 'lang';

/**
 * A link of ours in a language: `?lang=<code>` for a translated language, none for the source, so a page's own
 * links keep the language a shared link opened in. Other query parameters and the fragment are kept.
 * @example hrefIn('/emi-calculator?loanAmount=500000', 'hi') // '/emi-calculator?loanAmount=500000&lang=hi'
 * @example hrefIn('/emi-calculator?lang=hi', 'en') // '/emi-calculator'
 */
export function hrefIn(href: string, language: Language): string {
  const url = new URL(href, 'http://same-origin.invalid');
  if (language === SOURCE_LANGUAGE) url.searchParams.delete(LANGUAGE_QUERY_KEY);
  else url.searchParams.set(LANGUAGE_QUERY_KEY, language);
  const relative = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === 'http://same-origin.invalid' ? relative : url.href;
}

/** Values a message's `{name}` placeholders take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message, written in English, in a page's language with its placeholders filled. */
export type Translate = (message: string, values?: MessageValues) => string;

/**
 * A source (English) message with its `{name}` placeholders filled: what a page in the source language shows,
 * without loading a message runtime for it. A placeholder without a value stays as written.
 * @example interpolate('No tool matches "{text}".', { text: 'ppf' }) // 'No tool matches "ppf".'
 */
export function interpolate(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
