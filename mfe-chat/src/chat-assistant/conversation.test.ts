import { utf8Length } from '@fintools/shared/api/chat';
import {
  CHAT_LIMITS,
  SYSTEM_MESSAGE,
  conversationForRequest,
  fitsAlone,
  isSendable,
  type ChatLimits,
  type ChatTurn,
} from './conversation';

const user = (id: number, content: string): ChatTurn => ({ id, role: 'user', content });
const reply = (id: number, content: string): ChatTurn => ({ id, role: 'assistant', content, kind: 'reply' });
const notice = (id: number, content: string): ChatTurn => ({ id, role: 'assistant', content, kind: 'notice' });

/** A conversation of `exchanges` question/answer pairs, then one last question. */
function conversation(exchanges: number, text = (n: number) => `message ${n}`): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (let n = 0; n < exchanges; n++) turns.push(user(2 * n, text(2 * n)), reply(2 * n + 1, text(2 * n + 1)));
  turns.push(user(2 * exchanges, text(2 * exchanges)));
  return turns;
}

test('the hidden system message and the conversation limits', () => {
  expect(SYSTEM_MESSAGE).toEqual({ role: 'system', content: 'You are a helpful assistant.' });
  expect(CHAT_LIMITS).toEqual({ maxMessages: 50, maxTextBytes: 32768 });
});

test.each([
  ['', false],
  [' ', false],
  ['\n\n', false],
  ['\t \u00a0\n', false],
  ['a', true],
  ['  What is a SIP?  ', true],
])('isSendable(%j) → %s', (input, expected) => {
  expect(isSendable(input)).toBe(expected);
});

const FIVE_MESSAGES: ChatLimits = { maxMessages: 5, maxTextBytes: 32768 };
const systemBytes = utf8Length(SYSTEM_MESSAGE.content);
/** Room for the system message and exactly 30 bytes more. */
const THIRTY_BYTES: ChatLimits = { maxMessages: 50, maxTextBytes: systemBytes + 30 };
const TEN = (n: number) => `ten bytes${n % 10}`; // 10 bytes each

test.each<[string, ChatTurn[], ChatLimits, string[]]>([
  [
    'a first question: the system message, then the question',
    [user(1, 'What is a SIP?')],
    CHAT_LIMITS,
    ['system', 'user: What is a SIP?'],
  ],
  [
    'the whole conversation, oldest first',
    [user(1, 'Hi'), reply(2, 'Hello!'), user(3, 'EMI?')],
    CHAT_LIMITS,
    ['system', 'user: Hi', 'assistant: Hello!', 'user: EMI?'],
  ],
  [
    "the screen's own notices are not sent as if the model had said them",
    [user(1, 'Hi'), notice(2, 'Failed to get response from chatbot.'), user(3, 'Hi again')],
    CHAT_LIMITS,
    ['system', 'user: Hi', 'user: Hi again'],
  ],
  [
    'a reply that broke off is still what the model said: sent',
    [user(1, 'Hi'), { id: 2, role: 'assistant', content: 'Hel', kind: 'reply', interrupted: true }, user(3, 'Go on')],
    CHAT_LIMITS,
    ['system', 'user: Hi', 'assistant: Hel', 'user: Go on'],
  ],
  [
    'exactly at the message limit: nothing trimmed',
    [user(0, 'q0'), reply(1, 'a1'), notice(2, 'No response.'), user(3, 'q3'), user(4, 'q4')],
    FIVE_MESSAGES,
    ['system', 'user: q0', 'assistant: a1', 'user: q3', 'user: q4'],
  ],
  [
    'one over the message limit: the oldest exchange goes, question and answer together',
    conversation(2, (n) => `m${n}`),
    FIVE_MESSAGES,
    ['system', 'user: m2', 'assistant: m3', 'user: m4'],
  ],
  [
    'an unanswered question goes on its own, then whole exchanges, until it fits',
    [user(0, 'q0'), user(1, 'q1'), reply(2, 'a2'), user(3, 'q3'), reply(4, 'a4'), user(5, 'q5')],
    FIVE_MESSAGES,
    ['system', 'user: q3', 'assistant: a4', 'user: q5'],
  ],
  [
    'exactly at the text limit: nothing trimmed',
    conversation(1, TEN),
    THIRTY_BYTES,
    ['system', 'user: ten bytes0', 'assistant: ten bytes1', 'user: ten bytes2'],
  ],
  [
    'over the text limit: oldest exchanges go until it fits',
    conversation(2, TEN),
    THIRTY_BYTES,
    ['system', 'user: ten bytes2', 'assistant: ten bytes3', 'user: ten bytes4'],
  ],
  [
    'multi-byte text is counted in UTF-8 bytes, as the gateway counts it',
    [user(0, '₹₹₹'), reply(1, '₹₹₹'), user(2, '₹₹₹₹₹₹₹₹')], // 9 + 9 + 24 bytes
    THIRTY_BYTES,
    ['system', 'user: ₹₹₹₹₹₹₹₹'],
  ],
  [
    'the newest question is always kept, even alone over the limit (the screen checks fitsAlone first)',
    [user(0, 'q0'), reply(1, 'a1'), user(2, 'x'.repeat(40))],
    THIRTY_BYTES,
    ['system', `user: ${'x'.repeat(40)}`],
  ],
])('%s', (_name, turns, limits, expected) => {
  const sent = conversationForRequest(turns, limits).map((message) =>
    message.role === 'system' ? message.role : `${message.role}: ${message.content}`,
  );
  expect(sent).toEqual(expected);
});

/** What the gateway checks (gateway/src/api/chat.ts readChatRequest). */
function expectWithinGatewayLimits(turns: readonly ChatTurn[]) {
  const sent = conversationForRequest(turns);
  expect(sent[0]).toEqual(SYSTEM_MESSAGE);
  expect(sent[1]?.role).toBe('user');
  expect(sent.at(-1)).toEqual({ role: 'user', content: turns.at(-1)?.content });
  expect(sent.length).toBeLessThanOrEqual(50);
  expect(sent.reduce((bytes, message) => bytes + Buffer.byteLength(message.content), 0)).toBeLessThanOrEqual(32 * 1024);
  return sent;
}

test('a long chat of short messages is cut to the newest 49 after the system message', () => {
  const sent = expectWithinGatewayLimits(conversation(60));
  expect(sent).toHaveLength(50);
  expect(sent[1]).toEqual({ role: 'user', content: 'message 72' });
});

test('a chat of long messages is cut to what fits in 32 KB', () => {
  const sent = expectWithinGatewayLimits(conversation(10, (n) => `${n}`.padEnd(2000, '.')));
  expect(sent).toHaveLength(16); // system + 7 exchanges + the question: 15 × 2000 bytes
});

test.each([
  { name: 'a short question', input: 'What is a SIP?', expected: true },
  { name: '32 KB less the system message', input: 'x'.repeat(32 * 1024 - systemBytes), expected: true },
  { name: 'one byte more', input: 'x'.repeat(32 * 1024 - systemBytes + 1), expected: false },
  {
    name: 'the limit plus surrounding spaces (not sent, so not counted)',
    input: ` ${'x'.repeat(32 * 1024 - systemBytes)}\n`,
    expected: true,
  },
  { name: '10,000 Devanagari letters (30,000 bytes)', input: 'न'.repeat(10_000), expected: true },
  { name: '11,000 Devanagari letters (33,000 bytes)', input: 'न'.repeat(11_000), expected: false },
])('fitsAlone: $name → $expected', ({ input, expected }) => {
  expect(fitsAlone(input)).toBe(expected);
});
