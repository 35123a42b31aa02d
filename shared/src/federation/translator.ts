/**
 * Words in a translated language: messages are asked for by their English text, found in a catalogue under that
 * text's id (compiled-message.ts), compiled at build time (shared/build/messages.cjs) by Lingui's compiler.
 * Only a page in a translated language loads this module: an English page formats its own messages with
 * `interpolate` (languages.ts). A message a catalogue lacks shows in English.
 *
 * A plain message (text and `{name}` values, which is every message we have) is read here, by `plainText`; Lingui's
 * runtime (@lingui/core) formats the others (plurals, selects, number formats) and loads only with the first
 * catalogue that has one. Measured reason (2026-12-03, docs/decisions/024-plain-messages-without-a-runtime.md):
 * Lingui's runtime was 2.2 KB gz of every Hindi page, for pages whose messages needed none of it, and it was what
 * put four routes over the Hindi visitor's 4 KB; this module without it is ~0.5 KB.
 */
import type { I18n, Messages, setupI18n } from '@lingui/core';
import { interpolate, type Language, type MessageValues, type Translate } from '../language/languages';
import { catalogueKey, isPlainCatalogue, plainText, type CompiledMessage } from './compiled-message';

/** The English message's id (or the English) → its compiled translation: what a catalogue file holds (dist/messages/…). */
export type Catalogue = Messages;

/** Lingui's runtime, or what the translator needs of it. */
export type Lingui = { setupI18n: typeof setupI18n };

/** Translates with the catalogues added so far. */
export type Translator = Translate & {
  /**
   * Adds a catalogue (the shell's, the UI primitives', a tool's) to the ones before. Its plain messages show at
   * once; the returned promise settles when its others can (Lingui's runtime loaded), so a screen waits for it.
   */
  add: (catalogue: Catalogue) => Promise<void>;
};

const loadLingui = (): Promise<Lingui> => import(/* webpackChunkName: "lingui" */ '@lingui/core');

/**
 * A translator for `language`, with no catalogue yet. `lingui`, when given, is used at once instead of loaded
 * when first needed (the shell's server build, where its bytes do not count and a render cannot wait).
 */
export function createTranslator(language: Language, lingui?: Lingui): Translator {
  const messages: Catalogue = {};
  let i18n: I18n | undefined;
  let linguiReady: Promise<void> | undefined;
  const startLingui = ({ setupI18n }: Lingui) => {
    i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  };

  const translate = (message: string, values?: MessageValues) => {
    const key = catalogueKey(messages, message);
    if (key === undefined) return interpolate(message, values);
    const plain = plainText(messages[key] as CompiledMessage, values);
    if (plain !== undefined) return plain;
    return i18n ? i18n._(key, values as Record<string, unknown> | undefined) : interpolate(message, values);
  };

  return Object.assign(translate, {
    add(catalogue: Catalogue): Promise<void> {
      Object.assign(messages, catalogue);
      if (i18n) i18n.load(language, catalogue);
      else if (!isPlainCatalogue(catalogue as Record<string, CompiledMessage>)) {
        // Lingui starts with every message added by then; those added later are loaded into it above. Without
        // it (its chunk could not be had), those messages show in English, as a missing one does.
        linguiReady ??= lingui ? Promise.resolve(startLingui(lingui)) : loadLingui().then(startLingui, () => undefined);
      }
      return linguiReady ?? Promise.resolve();
    },
  });
}
