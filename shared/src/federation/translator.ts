/**
 * Words in a translated language, through Lingui's runtime (@lingui/core): messages are asked for by their English
 * text, found in a catalogue under that text's id (message-id.ts), compiled at build time
 * (shared/build/messages.cjs) and formatted here with their `{name}` values,
 * plurals and selects. Only a page in a translated language loads this module (and Lingui, 2.2 KB gzipped): an
 * English page formats its own messages with `interpolate` (languages.ts), so English visitors pay nothing for
 * it. A message a catalogue lacks shows in English.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { interpolate, type Language, type MessageValues, type Translate } from '../language/languages';
import { catalogueKey } from './message-id';

/** The English message's id (or the English) → its compiled translation: what a catalogue file holds (dist/messages/…). */
export type Catalogue = Messages;

/** A translator for `language` over `catalogues` (the shell's, the UI primitives', a tool's), merged. */
export function createTranslator(
  language: Language,
  ...catalogues: Catalogue[]
): Translate & {
  add: (catalogue: Catalogue) => void;
} {
  const i18n = setupI18n({ locale: language, messages: { [language]: Object.assign({}, ...catalogues) } });
  const translate = (message: string, values?: MessageValues) => {
    const key = catalogueKey(i18n.messages, message);
    return key === undefined
      ? interpolate(message, values)
      : i18n._(key, values as Record<string, unknown> | undefined);
  };
  return Object.assign(translate, {
    add(catalogue: Catalogue) {
      i18n.load(language, catalogue);
    },
  });
}
