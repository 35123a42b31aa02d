/**
 * Which language a page is painted in (docs/languages.md): the link's `?lang=` first (a shared link opens in its
 * language, and choosing one in the header is such a link), then the visitor's cookie (their choice, which a
 * `?lang=` sets), then what the browser prefers (`Accept-Language`), then English.
 */
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

/** `lang=hi` as one cookie of a Cookie header. */
const LANGUAGE_IN_COOKIES = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([a-z]{2,3})\\s*(?:;|$)`);

/** The language the visitor's cookie keeps, if one of ours. */
export function languageFromCookies(cookieHeader: string | undefined): Language | undefined {
  const value = LANGUAGE_IN_COOKIES.exec(cookieHeader ?? '')?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The page's language for a request, and the language its link chose (which the reply keeps in the cookie). */
export function requestLanguage(request: { url: string; headers: { cookie?: string; 'accept-language'?: string } }): {
  language: Language;
  chosen: Language | undefined;
} {
  const chosen = chosenLanguage(request.url);
  const language = pageLanguage({
    query: chosen,
    cookie: languageFromCookies(request.headers.cookie),
    acceptLanguage: request.headers['accept-language'],
  });
  return { language, chosen };
}

/** The Set-Cookie value that keeps a chosen language for a year, on every page of the site. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The page's links to itself in each language (`<link rel="alternate" hreflang>`), and `x-default` (no choice:
 * the gateway picks by the visitor). Under PUBLIC_ORIGIN when it is set, else by path, as the remote map names
 * files: never from the request's Host.
 */
export function languageAlternates(url: string, origin = ''): { hreflang: string; href: string }[] {
  const address = new URL(url, 'http://gateway.invalid');
  address.searchParams.delete(LANGUAGE_QUERY_KEY);
  const href = (language?: Language) => {
    const query = new URLSearchParams(address.searchParams);
    if (language) query.set(LANGUAGE_QUERY_KEY, language);
    const search = query.toString();
    return `${origin}${address.pathname}${search ? `?${search}` : ''}`;
  };
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language.htmlLang, href: href(language.code) })),
    { hreflang: 'x-default', href: href() },
  ];
}
