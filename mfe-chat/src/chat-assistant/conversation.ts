// What the chat sends: the hidden system message, then as much of the conversation as the gateway
// accepts. Pure: no fetch, no DOM, so the rules are a table test (conversation.test.ts).

export type ChatRole = 'system' | 'user' | 'assistant';

/** One message as the gateway's `POST /api/chat` takes it. */
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

/**
 * A message on screen. `notice` assistant messages are the screen's own words ('No response.',
 * 'Failed to get response from chatbot.', the gateway's "not configured"), not the model's: they are
 * shown but never sent back to the model as if it had said them.
 */
export type ChatTurn =
  | { id: number; role: 'user'; content: string }
  | { id: number; role: 'assistant'; content: string; kind: 'reply' | 'notice'; interrupted?: boolean };

/** Starts every conversation; sent first, never shown (docs/product.md §3). */
export const SYSTEM_MESSAGE: ChatMessage = { role: 'system', content: 'You are a helpful assistant.' };

/** The gateway's limits (gateway/src/api/chat.ts): 1–50 messages, at most 32 KB of UTF-8 text in all. */
export const CHAT_LIMITS = { maxMessages: 50, maxTextBytes: 32 * 1024 } as const;
export type ChatLimits = { maxMessages: number; maxTextBytes: number };

export const NO_RESPONSE = 'No response.';
export const REQUEST_FAILED = 'Failed to get response from chatbot.';
export const MESSAGE_TOO_LONG = 'This message is too long to send. Please shorten it.';

/** Whether the input holds anything to send: empty and whitespace-only input never is (docs/product.md §5). */
export function isSendable(input: string): boolean {
  return input.trim() !== '';
}

/** Whether a message, sent alone after the system message, would fit the gateway's text limit. */
export function fitsAlone(input: string, limits: ChatLimits = CHAT_LIMITS): boolean {
  return utf8Length(SYSTEM_MESSAGE.content) + utf8Length(input.trim()) <= limits.maxTextBytes;
}

/**
 * The messages to send for a conversation: the system message first, then every user message and
 * model reply in order (notices left out). When that would pass the gateway's limits, the oldest
 * exchanges go first: a user message together with the replies that answered it, so what is sent
 * still starts with a question. The newest message is always kept (check `fitsAlone` before sending).
 *
 * @example
 * conversationForRequest([{ id: 1, role: 'user', content: 'What is a SIP?' }])
 * // → [{ role: 'system', content: 'You are a helpful assistant.' }, { role: 'user', content: 'What is a SIP?' }]
 */
export function conversationForRequest(turns: readonly ChatTurn[], limits: ChatLimits = CHAT_LIMITS): ChatMessage[] {
  const history: ChatMessage[] = turns
    .filter((turn) => turn.role === 'user' || turn.kind === 'reply')
    .map((turn) => ({ role: turn.role, content: turn.content }));
  let bytes = history.reduce((sum, message) => sum + utf8Length(message.content), utf8Length(SYSTEM_MESSAGE.content));
  let start = 0;
  const overLimits = () => history.length - start + 1 > limits.maxMessages || bytes > limits.maxTextBytes;
  while (overLimits() && start < history.length - 1) {
    // Drop the oldest message, then any replies left without their question.
    do {
      bytes -= utf8Length(history[start]?.content ?? '');
      start += 1;
    } while (start < history.length - 1 && history[start]?.role === 'assistant');
  }
  return [SYSTEM_MESSAGE, ...history.slice(start)];
}

/** Length of a string in UTF-8 bytes, as the gateway counts it (`Buffer.byteLength`). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4; // a surrogate pair: one code point outside the BMP
        i += 1;
      } else bytes += 3; // a lone surrogate is encoded as U+FFFD
    } else bytes += 3;
  }
  return bytes;
}
