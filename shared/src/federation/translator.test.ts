import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messageId } from './compiled-message';
import { createTranslator, type Lingui } from './translator';

const compiled = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([english, hindi]) => [english, compileMessage(hindi)]));

/** Lingui's runtime as the browser would load it, noting each time the translator starts it. */
const linguiStarts = jest.fn();
jest.mock('@lingui/core', () => {
  const lingui = jest.requireActual<Lingui>('@lingui/core');
  return {
    setupI18n: (...args: Parameters<Lingui['setupI18n']>) => {
      linguiStarts();
      return lingui.setupI18n(...args);
    },
  };
});
beforeEach(() => linguiStarts.mockClear());

async function translatorOver(...catalogues: Record<string, ReturnType<typeof compileMessage>>[]) {
  const t = createTranslator('hi');
  for (const catalogue of catalogues) await t.add(catalogue);
  return t;
}

test('finds a message by its English words, fills its values, and shows English for one it lacks', async () => {
  const t = await translatorOver(
    compiled({ 'Monthly EMI': 'मासिक EMI' }),
    compiled({ 'No tool matches "{text}".': '"{text}" से कोई टूल नहीं मिला।' }),
  );
  expect(t('Monthly EMI')).toBe('मासिक EMI');
  expect(t('No tool matches "{text}".', { text: 'ppf' })).toBe('"ppf" से कोई टूल नहीं मिला।');
  expect(t('Total Interest')).toBe('Total Interest');
  expect(t('{n} years', { n: 5 })).toBe('5 years');
});

test('plain messages show without Lingui: its runtime is never loaded for them', async () => {
  const t = await translatorOver(compiled({ '{a} of {b}': '{b} में से {a}', "'{x}' stays": "'{x}' वैसा ही" }));
  expect(t('{a} of {b}', { a: 1, b: 2 })).toBe('2 में से 1');
  // An escaped brace is text (the compiler resolved it), not a placeholder to fill.
  expect(t("'{x}' stays", { x: 'no' })).toBe('{x} वैसा ही');
  expect(linguiStarts).not.toHaveBeenCalled();
});

test('a catalogue added later (a tool opened after the first page) joins the ones before', async () => {
  const t = await translatorOver(compiled({ 'Monthly EMI': 'मासिक EMI' }));
  await t.add(compiled({ 'Loan amount': 'ऋण राशि' }));
  expect([t('Monthly EMI'), t('Loan amount')]).toEqual(['मासिक EMI', 'ऋण राशि']);
});

test('plurals follow the language, through Lingui loaded with the first catalogue that has one', async () => {
  const t = await translatorOver(compiled({ 'Monthly EMI': 'मासिक EMI' }));
  const adding = t.add(compiled({ '{count} years': '{count, plural, one {# वर्ष} other {# वर्ष}}' }));
  // Until Lingui is there, the message shows in English; the screen waits for the promise.
  expect(t('{count} years', { count: 1 })).toBe('1 years');
  await adding;
  await t.add(compiled({ '{count} months': '{count, plural, one {# महीना} other {# महीने}}' }));
  expect([t('{count} years', { count: 1 }), t('{count} months', { count: 2 }), t('Monthly EMI')]).toEqual([
    '1 वर्ष',
    '2 महीने',
    'मासिक EMI',
  ]);
  expect(linguiStarts).toHaveBeenCalledTimes(1);
});

test('a catalogue keyed by ids (as the build writes it) and one keyed by English (an older release) both serve', async () => {
  const byId = (messages: Record<string, string>) =>
    Object.fromEntries(Object.entries(compiled(messages)).map(([english, hindi]) => [messageId(english), hindi]));
  const t = await translatorOver(byId({ '{n} years': '{n} वर्ष' }), compiled({ 'Monthly EMI': 'मासिक EMI' }));
  expect([t('{n} years', { n: 5 }), t('Monthly EMI'), t('Loan amount')]).toEqual(['5 वर्ष', 'मासिक EMI', 'Loan amount']);
});
