import { useLocation } from 'react-router-dom';
import { LANGUAGE_QUERY_KEY, LANGUAGES, type Language } from '@fintools/shared/language/languages';
import { useLanguage, useT } from '@fintools/shared/ui/language';
import styles from './layout.module.css';

/** This page with an explicit `?lang=`: English too, so choosing it replaces a cookie that says otherwise. */
function choiceHref(page: string, language: Language): string {
  const url = new URL(page, 'http://same-origin.invalid');
  url.searchParams.set(LANGUAGE_QUERY_KEY, language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * "English" and "हिन्दी" in the header: each a link to this page in that language, which the gateway paints in it
 * and remembers (its `?lang=` sets the visitor's cookie). A full page load, not the router's: the new
 * language's first paint, words and catalogue come with the page.
 */
export function LanguageChoice() {
  const t = useT();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  return (
    <nav className={styles.languages} aria-label={t('Language')}>
      {LANGUAGES.map((choice) => (
        <a
          key={choice.code}
          className={styles.language}
          href={choiceHref(`${pathname}${search}${hash}`, choice.code)}
          hrefLang={choice.htmlLang}
          lang={choice.htmlLang}
          aria-current={choice.code === language ? 'true' : undefined}
        >
          {choice.name}
        </a>
      ))}
    </nav>
  );
}
