import {
  interpolate,
  LANGUAGES,
  SOURCE_LANGUAGE,
  type Language,
  type Translate,
} from '@fintools/shared/language/languages';
import { MESSAGES_ELEMENT_ID } from '@fintools/shared/federation/shell-page';
import type { Catalogue } from '@fintools/shared/federation/translator';

/**
 * The page's language and its words, as the gateway sent them: `<html lang>` says the language, and the page
 * carries the shell's words and the first tool's (MESSAGES_ELEMENT_ID). A page in English loads nothing more; a
 * translated one loads the translator's chunk once, and each tool's words as it opens.
 */
export interface PageWords {
  language: Language;
  translate: Translate;
  /** Adds a tool's words (loaded with its screen), settling when they can show; nothing to do in English. */
  add: (catalogue: Catalogue) => Promise<void>;
}

/** The page's language: the one whose `<html lang>` the gateway wrote, else English. */
export function pageLanguage(): Language {
  const lang = document.documentElement.lang.toLowerCase();
  return LANGUAGES.find((language) => language.htmlLang.toLowerCase() === lang)?.code ?? SOURCE_LANGUAGE;
}

function pageMessages(): Catalogue {
  try {
    const words = JSON.parse(document.getElementById(MESSAGES_ELEMENT_ID)?.textContent ?? '{}') as unknown;
    return words && typeof words === 'object' && !Array.isArray(words) ? (words as Catalogue) : {};
  } catch {
    return {};
  }
}

let words: Promise<PageWords> | undefined;

/** The page's words, made once. */
export function pageWords(): Promise<PageWords> {
  words ??= (async () => {
    const language = pageLanguage();
    if (language === SOURCE_LANGUAGE) return { language, translate: interpolate, add: () => Promise.resolve() };
    const { createTranslator } = await import(
      /* webpackChunkName: "translator" */ '@fintools/shared/federation/translator'
    );
    const translator = createTranslator(language);
    await translator.add(pageMessages());
    return { language, translate: translator, add: translator.add };
  })();
  return words;
}
