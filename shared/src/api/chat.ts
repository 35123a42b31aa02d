/**
 * The contract of `POST /api/chat`, for both sides of the wire: the gateway validates requests and writes
 * the stream with it, the chat screen builds requests and reads the stream with it
 * (docs/decisions/009-one-contract-per-wire.md). Plain TypeScript: no React, no DOM, no Node.
 *
 * The request is `{ "messages": [{ "role", "content" }] }`; the answer is `application/x-ndjson`, one
 * `ChatStreamLine` per line: `delta`s with the reply's text, then `done`, or a last `error` when the reply
 * broke off. Failures before the first words are plain JSON `{ "error" }` with a 4xx/5xx status.
 */

export const CHAT_PATH = '/api/chat';

/** The answer's media type (followed by `; charset=utf-8`). */
export const CHAT_STREAM_TYPE = 'application/x-ndjson';

/**
 * Roles a request may carry. `system` is accepted so older pages keep working, but the gateway drops it and
 * sends its own system message (CHAT_SYSTEM_MESSAGE): a page cannot rewrite the assistant's instructions.
 */
export const CHAT_ROLES = ['system', 'user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /**
   * The page's language ("hi"): the gateway's own system message then asks the assistant to answer in it. A
   * code, never words: the page cannot write the assistant's instructions.
   */
  language?: string;
}

/** At most this many messages per request. */
export const CHAT_MAX_MESSAGES = 50;
/** Text of the whole conversation, in UTF-8 bytes (`utf8Length`): bounds what one request costs. */
export const CHAT_MAX_TEXT_BYTES = 32 * 1024;
/** The request body: twice the text, room for JSON quoting and escapes. Beyond it the gateway answers 413. */
export const CHAT_MAX_BODY_BYTES = 64 * 1024;

/**
 * The spec's words for a chat that gets no reply (docs/product.md §8): the screen's notice for any failure, and
 * the gateway's `{ error }` when the day's chat budget is spent (503), or the visitor's network's share of it (429).
 */
export const CHAT_FAILED_MESSAGE = 'Failed to get response from chatbot.';

/** One line of the streamed answer. */
export type ChatStreamLine = { type: 'delta'; text: string } | { type: 'done' } | { type: 'error'; error: string };

export function isChatRole(value: unknown): value is ChatRole {
  return typeof value === 'string' && (CHAT_ROLES as readonly string[]).includes(value);
}

/**
 * A line as the gateway writes it: compact JSON and a newline.
 * @example formatChatStreamLine({ type: 'done' }) // '{"type":"done"}\n'
 */
export function formatChatStreamLine(line: ChatStreamLine): string {
  return `${JSON.stringify(line)}\n`;
}

/**
 * Reads one line of the answer; null for a blank line, one that is not JSON or not one of the three kinds
 * (skipped, the way the gateway skips provider events it does not understand).
 * @example readChatStreamLine('{"type":"delta","text":"Hi"}') // { type: 'delta', text: 'Hi' }
 * @example readChatStreamLine('{"type":"ping"}') // null
 */
export function readChatStreamLine(line: string): ChatStreamLine | null {
  const trimmed = line.trim();
  if (trimmed === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, text, error } = value as Record<string, unknown>;
  if (type === 'delta') return typeof text === 'string' ? { type, text } : null;
  if (type === 'done') return { type };
  if (type === 'error') return { type, error: typeof error === 'string' ? error : '' };
  return null;
}

const utf8 = new TextEncoder();

/**
 * Length of a string in UTF-8 bytes, the unit of `CHAT_MAX_TEXT_BYTES`. Both sides count with this one
 * function, so a conversation the screen trims to fit is one the gateway accepts. The platform's encoder
 * counts: a lone surrogate is U+FFFD (3 bytes), as it is when the request is sent.
 * @example utf8Length('₹100') // 6
 */
export function utf8Length(text: string): number {
  return utf8.encode(text).length;
}
