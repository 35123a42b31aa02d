import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messageId } from './message-id';
import { createTranslator } from './translator';

const compiled = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([english, hindi]) => [english, compileMessage(hindi)]));

test('finds a message by its English words, fills its values, and shows English for one it lacks', () => {
  const t = createTranslator(
    'hi',
    compiled({ 'Monthly EMI': 'मासिक EMI' }),
    compiled({ 'No tool matches "{text}".': '"{text}" से कोई टूल नहीं मिला।' }),
  );
  expect(t('Monthly EMI')).toBe('मासिक EMI');
  expect(t('No tool matches "{text}".', { text: 'ppf' })).toBe('"ppf" से कोई टूल नहीं मिला।');
  expect(t('Total Interest')).toBe('Total Interest');
  expect(t('{n} years', { n: 5 })).toBe('5 years');
});

test('a catalogue added later (a tool opened after the first page) joins the ones before', () => {
  const t = createTranslator('hi', compiled({ 'Monthly EMI': 'मासिक EMI' }));
  t.add(compiled({ 'Loan amount': 'ऋण राशि' }));
  expect([t('Monthly EMI'), t('Loan amount')]).toEqual(['मासिक EMI', 'ऋण राशि']);
});

test('plurals follow the language', () => {
  const t = createTranslator('hi', compiled({ '{count} years': '{count, plural, one {# वर्ष} other {# वर्ष}}' }));
  expect(t('{count} years', { count: 1 })).toBe('1 वर्ष');
});

test('a catalogue keyed by ids (as the build writes it) and one keyed by English (an older release) both serve', () => {
  const byId = (messages: Record<string, string>) =>
    Object.fromEntries(Object.entries(compiled(messages)).map(([english, hindi]) => [messageId(english), hindi]));
  const t = createTranslator('hi', byId({ '{n} years': '{n} वर्ष' }), compiled({ 'Monthly EMI': 'मासिक EMI' }));
  expect([t('{n} years', { n: 5 }), t('Monthly EMI'), t('Loan amount')]).toEqual(['5 वर्ष', 'मासिक EMI', 'Loan amount']);
});
