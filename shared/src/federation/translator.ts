/**
 * Words in a translated language, through Lingui's runtime (@lingui/core): messages are keyed by their English
 * text, compiled at build time (shared/build/messages.cjs) and formatted here with their `{name}` values,
 * plurals and selects. Only a page in a translated language loads this module (and Lingui, 2.2 KB gzipped): an
 * English page formats its own messages with `interpolate` (languages.ts), so English visitors pay nothing for
 * it. A message a catalogue lacks shows in English.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { interpolate, type Language, type MessageValues, type Translate } from '../language/languages';

/** English message → its compiled translation: what a catalogue file holds (dist/messages/…). */
export type Catalogue = Messages;

/** A translator for `language` over `catalogues` (the shell's, the UI primitives', a tool's), merged. */
export function createTranslator(
  language: Language,
  ...catalogues: Catalogue[]
): Translate & {
  add: (catalogue: Catalogue) => void;
} {
  const i18n = setupI18n({ locale: language, messages: { [language]: Object.assign({}, ...catalogues) } });
  const known = (message: string) => Object.hasOwn(i18n.messages, message);
  const translate = (message: string, values?: MessageValues) =>
    known(message) ? i18n._(message, values as Record<string, unknown> | undefined) : interpolate(message, values);
  return Object.assign(translate, {
    add(catalogue: Catalogue) {
      i18n.load(language, catalogue);
    },
  });
}
