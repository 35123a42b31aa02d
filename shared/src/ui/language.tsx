import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { interpolate, SOURCE_LANGUAGE, type Language, type Translate } from '../language/languages';

/**
 * The page's language and its words, for every screen and primitive: one context, the host's (a singleton of
 * the share scope, as all of ui/ is), so the shell's choice reaches every remote's screen. A remote never loads
 * words itself: the host has loaded the screen's catalogue before it renders it.
 */
interface PageLanguage {
  language: Language;
  t: Translate;
}

const LanguageContext = createContext<PageLanguage>({ language: SOURCE_LANGUAGE, t: interpolate });

/**
 * Gives its children a language and the function that finds a message in it (`translator.ts`, or English's
 * `interpolate`, the default without a provider).
 */
export function LanguageProvider({
  language,
  translate,
  children,
}: {
  language: Language;
  translate: Translate;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, t: translate }), [language, translate]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * `t(message, values?)`: a message, written in English, in the page's language, its `{name}` placeholders
 * filled. A message the language lacks shows in English.
 * @example const t = useT(); t('Monthly EMI') // 'मासिक EMI' on a Hindi page
 */
export function useT(): Translate {
  return useContext(LanguageContext).t;
}

/** The page's language ("en", "hi"). */
export function useLanguage(): Language {
  return useContext(LanguageContext).language;
}
