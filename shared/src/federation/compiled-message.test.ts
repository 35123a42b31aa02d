import fc from 'fast-check';
import { catalogueKey, isPlainCatalogue, messageId, plainText } from './compiled-message';

/** FNV-1a (32 bits) with BigInt arithmetic: the exact model the id's Math.imul arithmetic must match. */
function fnv1aModel(message: string): string {
  let hash = 0x811c9dc5n;
  for (let index = 0; index < message.length; index++)
    hash = ((hash ^ BigInt(message.charCodeAt(index))) * 0x01000193n) % 2n ** 32n;
  return `#${hash.toString(36)}`;
}

// '' is FNV-1a's offset basis 0x811c9dc5 and 'a' its published test vector 0xe40c292c, in base 36.
test.each([
  ['', '#ztntfp'],
  ['a', '#1r9wi7g'],
  ['Monthly EMI', '#11j95qb'],
  ['मासिक EMI', '#1uhw4oy'],
])('the id of %j is %s', (message, id) => {
  expect(messageId(message)).toBe(id);
});

test('an id is FNV-1a of the UTF-16 code units, as the exact model computes it', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (message) => {
      expect(messageId(message)).toBe(fnv1aModel(message));
    }),
  );
});

test('a message is found by its English (a catalogue built before ids) or by its id, or not at all', () => {
  const old = { 'Monthly EMI': ['मासिक EMI'] };
  const keyed = { [messageId('Monthly EMI')]: ['मासिक EMI'] };
  expect(catalogueKey(old, 'Monthly EMI')).toBe('Monthly EMI');
  expect(catalogueKey(keyed, 'Monthly EMI')).toBe(messageId('Monthly EMI'));
  expect(catalogueKey(keyed, 'Total Interest')).toBeUndefined();
  // An inherited name is no message.
  expect(catalogueKey(keyed, 'toString')).toBeUndefined();
});

test.each([
  ['text alone', 'मासिक EMI', undefined, 'मासिक EMI'],
  ['pieces and values', ['"', ['text'], '" से कोई टूल मेल नहीं खाता।'], { text: 'ppf' }, '"ppf" से कोई टूल मेल नहीं खाता।'],
  ['a value not given keeps its placeholder, as in English', [['a'], ' और ', ['b']], { a: 1 }, '1 और {b}'],
  ['no pieces', [], undefined, ''],
  ['a plural needs the runtime', [['count', 'plural', { other: ['#'] }]], { count: 2 }, undefined],
  ['a number format needs the runtime', [['n', 'number']], { n: 2 }, undefined],
] as const)('plainText: %s', (_, compiled, values, text) => {
  expect(plainText(compiled, values)).toBe(text);
});

test('a catalogue is plain when every message is', () => {
  expect(isPlainCatalogue({ a: ['x', ['y']], b: 'z' })).toBe(true);
  expect(isPlainCatalogue({ a: ['x'], b: [['n', 'select', { other: ['o'] }]] })).toBe(false);
});
