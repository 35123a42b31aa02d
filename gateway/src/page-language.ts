/**
 * Which language a page is painted in (docs/languages.md): the link's `?lang=` first (a shared link opens in its
 * language, and choosing one in the header is such a link), then the visitor's cookie (their choice, which a
 * `?lang=` sets), then what the browser prefers (`Accept-Language`), then English.
 */
import { TRANSLATED_FIELDS, type ToolEntry } from '@fintools/shared/catalogue/tool-entry';
import { LANGUAGE_QUERY_KEY, LANGUAGES, SOURCE_LANGUAGE, type Language } from '@fintools/shared/language/languages';

/** The cookie that keeps a visitor's choice. */
export const LANGUAGE_COOKIE = 'lang';
/** A year: a choice is kept as long as a visitor comes back. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((language) => language.code === value);
}

/** The `<html lang>` of a language ("hi-IN"). */
export function htmlLangOf(language: Language): string {
  return LANGUAGES.find((entry) => entry.code === language)!.htmlLang;
}

/**
 * The language an `Accept-Language` header prefers among ours, by its q-values (RFC 9110 §12.5.4); undefined
 * when it names none of them. "hi-IN" counts as "hi".
 * @example preferredLanguage('hi-IN,hi;q=0.9,en;q=0.8') // 'hi'
 * @example preferredLanguage('en-GB,en;q=0.9') // 'en'
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.base))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.base as Language | undefined;
}

/** What a request says of its language: the link's parameter, the cookie and the browser's header. */
export interface LanguageHints {
  query: string | null | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The language of a page.
 * @example pageLanguage({ query: null, cookie: 'hi', acceptLanguage: 'en' }) // 'hi'
 */
export function pageLanguage(from: LanguageHints): Language {
  if (isLanguage(from.query)) return from.query;
  if (isLanguage(from.cookie)) return from.cookie;
  return preferredLanguage(from.acceptLanguage) ?? SOURCE_LANGUAGE;
}

/** The language a request's link chose explicitly (`?lang=`), which the gateway then keeps in the cookie. */
export function chosenLanguage(url: string): Language | undefined {
  const query = new URL(url, 'http://gateway.invalid').searchParams.get(LANGUAGE_QUERY_KEY);
  return isLanguage(query) ? query : undefined;
}

/**
 * A catalogue entry as a page in `language` carries it: each translated word in place of its English (a heading,
 * help or group only where the entry has one in English), and no `translations`: the page needs its own
 * language's words only, and the shell shows the catalogue as it comes.
 * @example wordsIn({ id: 'emi', title: 'EMI Calculator', …, translations: { hi: { title: 'EMI कैलकुलेटर' } } }, 'hi').title // 'EMI कैलकुलेटर'
 */
export function wordsIn<Entry extends ToolEntry>(entry: Entry, language: Language): Entry {
  const { translations, ...rest } = entry;
  const words = translations?.[language] ?? {};
  const translated: Partial<ToolEntry> = {};
  for (const field of TRANSLATED_FIELDS) {
    const text = words[field];
    if (text !== undefined && entry[field] !== undefined) translated[field] = text;
  }
  return { ...rest, ...translated } as Entry;
}
