import fc from 'fast-check';
import {
  CHAT_MAX_BODY_BYTES,
  CHAT_MAX_TEXT_BYTES,
  formatChatStreamLine,
  isChatRole,
  readChatStreamLine,
  utf8Length,
  type ChatStreamLine,
} from './chat';

test.each([
  ['', 0],
  ['abc', 3],
  ['₹', 3],
  ['é', 2],
  ['नमस्ते', 18],
  ['😀', 4],
  ['\ud83d', 3], // a lone high surrogate goes out as U+FFFD
  ['\ude00x', 4], // a lone low surrogate too
  ['a\ud83d', 4], // a high surrogate at the very end
])('utf8Length(%j) = %d, as Buffer.byteLength counts', (text, bytes) => {
  expect(utf8Length(text)).toBe(bytes);
  expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
});

test('utf8Length counts any string as the gateway’s encoder does', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (text) => utf8Length(text) === Buffer.byteLength(text, 'utf8')),
    { numRuns: 2000 },
  );
});

test('the body limit leaves room for the whole text JSON-quoted', () => {
  expect(CHAT_MAX_BODY_BYTES).toBeGreaterThanOrEqual(2 * CHAT_MAX_TEXT_BYTES);
});

test.each([
  ['user', true],
  ['assistant', true],
  ['system', true],
  ['admin', false],
  ['User', false],
  [undefined, false],
  [1, false],
])('isChatRole(%p) → %s', (value, expected) => {
  expect(isChatRole(value)).toBe(expected);
});

test.each<[string, ChatStreamLine | null]>([
  ['{"type":"delta","text":"Hello"}', { type: 'delta', text: 'Hello' }],
  ['  {"type":"done"}\r', { type: 'done' }],
  [
    '{"type":"error","error":"The chat service broke off its answer"}',
    {
      type: 'error',
      error: 'The chat service broke off its answer',
    },
  ],
  ['{"type":"error"}', { type: 'error', error: '' }],
  ['{"type":"delta","text":""}', { type: 'delta', text: '' }],
  ['{"type":"delta","text":42}', null],
  ['{"type":"delta"}', null],
  ['{"type":"ping"}', null],
  ['{"text":"no type"}', null],
  ['', null],
  ['not json', null],
  ['[1,2]', null],
  ['null', null],
  ['"text"', null],
])('readChatStreamLine(%j)', (line, expected) => {
  expect(readChatStreamLine(line)).toEqual(expected);
});

test('a line the gateway writes is one line, and reads back as written', () => {
  const line = fc.oneof(
    fc.record({ type: fc.constant('delta' as const), text: fc.string({ unit: 'binary' }) }),
    fc.constant({ type: 'done' as const }),
    fc.record({ type: fc.constant('error' as const), error: fc.string() }),
  );
  fc.assert(
    fc.property(line, (value) => {
      const written = formatChatStreamLine(value);
      return (
        written.indexOf('\n') === written.length - 1 &&
        JSON.stringify(readChatStreamLine(written)) === JSON.stringify(value)
      );
    }),
  );
});
