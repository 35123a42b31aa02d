import type { ReplyOutcome } from './chat-client';
import { canSend, chatReducer, initialChatState, isThinking, type ChatAction, type ChatState } from './chat-state';

const type = (value: string): ChatAction => ({ type: 'input-changed', value });
const send = (text: string): ChatAction => ({ type: 'sent', text });
const words = (text: string): ChatAction => ({ type: 'reply-text', text });
const end = (outcome: ReplyOutcome): ChatAction => ({ type: 'reply-ended', outcome });
const DONE = end({ kind: 'done' });
const STOPPED = end({ kind: 'stopped' });
const FAILED = end({ kind: 'failed' });

const run = (actions: readonly ChatAction[], from: ChatState = initialChatState) => actions.reduce(chatReducer, from);

/** The conversation as `role: content` lines; notices and cut-off replies are marked. */
const shown = (state: ChatState) =>
  state.turns.map((turn) =>
    turn.role === 'user'
      ? `user: ${turn.content}`
      : `assistant${turn.kind === 'notice' ? ' (notice)' : ''}${turn.interrupted ? ' (cut short)' : ''}: ${turn.content}`,
  );

test('starts idle, empty, with nothing to send', () => {
  expect(initialChatState).toEqual({ turns: [], input: '', status: 'idle', reply: '', nextId: 1 });
  expect(canSend(initialChatState)).toBe(false);
  expect(isThinking(initialChatState)).toBe(false);
});

test('on send: the message is appended (trimmed), the input cleared, the state loading, the bot thinking', () => {
  const state = run([type('  What is a SIP?\n'), send('  What is a SIP?\n')]);
  expect(shown(state)).toEqual(['user: What is a SIP?']);
  expect(state).toMatchObject({ input: '', status: 'loading', reply: '' });
  expect(isThinking(state)).toBe(true);
  expect(canSend(state)).toBe(false);
});

test('the reply grows as its words arrive; thinking ends with the first words, not with blank ones', () => {
  const sending = run([send('Hi')]);
  const blank = run([words('\n')], sending);
  expect(isThinking(blank)).toBe(true);
  const streaming = run([words('Hel'), words('lo')], blank);
  expect(streaming).toMatchObject({ status: 'loading', reply: '\nHello' });
  expect(isThinking(streaming)).toBe(false);
  expect(shown(streaming)).toEqual(['user: Hi']);
});

test.each<[string, ChatAction[], string[]]>([
  [
    'a reply that ends: the assistant message is what arrived',
    [words('**Hello**'), words(' there'), DONE],
    ['assistant: **Hello** there'],
  ],
  ['a reply that ends with no text', [DONE], ['assistant (notice): No response.']],
  ['a reply of only whitespace', [words(' \n '), DONE], ['assistant (notice): No response.']],
  ['Stop after some words keeps them', [words('Part of'), words(' a reply'), STOPPED], ['assistant: Part of a reply']],
  ['Stop before any words', [STOPPED], ['assistant (notice): No response.']],
  ['a failed request (network, 502…)', [FAILED], ['assistant (notice): Failed to get response from chatbot.']],
  [
    'a stream error before any words',
    [words('  '), FAILED],
    ['assistant (notice): Failed to get response from chatbot.'],
  ],
  [
    'a stream error after some words keeps them, marked as cut short',
    [words('Half a '), FAILED],
    ['assistant (cut short): Half a '],
  ],
  [
    "chat not configured: the gateway's words",
    [end({ kind: 'unavailable', message: 'Chat is not configured' })],
    ['assistant (notice): Chat is not configured'],
  ],
  ['words after the reply ended are ignored', [words('One'), STOPPED, words(' two'), DONE], ['assistant: One']],
])('%s, then idle', (_name, actions, replies) => {
  const state = run(actions, run([send('Q')]));
  expect(shown(state)).toEqual(['user: Q', ...replies]);
  expect(state).toMatchObject({ status: 'idle', reply: '' });
  expect(isThinking(state)).toBe(false);
});

test.each<[string, ChatAction[], string[]]>([
  ['empty input', [send('')], []],
  ['whitespace-only input', [send(' \n\t ')], []],
  ["a message over the gateway's 32 KB", [send('x'.repeat(33 * 1024))], []],
  ['a second message while a reply is pending', [send('First'), send('Second')], ['user: First']],
])('nothing is sent: %s', (_name, actions, expected) => {
  expect(shown(run(actions))).toEqual(expected);
});

test('typing during a reply is kept, but Send waits for the reply to end', () => {
  const state = run([send('First'), type('Next question')]);
  expect(state.input).toBe('Next question');
  expect(canSend(state)).toBe(false);
  const after = run([DONE], state);
  expect(after.input).toBe('Next question');
  expect(canSend(after)).toBe(true);
});

test('a whole conversation: ids stay unique and in order', () => {
  const state = run([send('One'), words('Uno'), DONE, send('Two'), FAILED, send('Three'), words('Tres'), DONE]);
  expect(shown(state)).toEqual([
    'user: One',
    'assistant: Uno',
    'user: Two',
    'assistant (notice): Failed to get response from chatbot.',
    'user: Three',
    'assistant: Tres',
  ]);
  expect(state.turns.map((turn) => turn.id)).toEqual([1, 2, 3, 4, 5, 6]);
});

test.each([
  { input: '', status: 'idle', expected: false },
  { input: '   ', status: 'idle', expected: false },
  { input: 'Hi', status: 'idle', expected: true },
  { input: 'Hi', status: 'loading', expected: false },
] as const)('canSend: $status with $input → $expected', ({ input, status, expected }) => {
  expect(canSend({ input, status })).toBe(expected);
});
