// What the chat sends: the hidden system message, then as much of the conversation as the gateway
// accepts. Pure: no fetch, no DOM, so the rules are a table test (conversation.test.ts).
import {
  CHAT_FAILED_MESSAGE,
  CHAT_MAX_MESSAGES,
  CHAT_MAX_TEXT_BYTES,
  utf8Length,
  type ChatMessage,
} from '@fintools/shared/api/chat';

/**
 * A message on screen. `notice` assistant messages are the screen's own words ('No response.',
 * 'Failed to get response from chatbot.', the gateway's "not configured"), not the model's: they are
 * shown but never sent back to the model as if it had said them.
 */
export type ChatTurn =
  | { id: number; role: 'user'; content: string }
  | { id: number; role: 'assistant'; content: string; kind: 'reply' | 'notice'; interrupted?: boolean };

/**
 * Starts every conversation; sent first, never shown (docs/product.md §3). The gateway replaces it with its own
 * (CHAT_SYSTEM_MESSAGE), but it still counts here, so a conversation trimmed to fit with it also fits
 * whatever the gateway sends instead of it.
 */
export const SYSTEM_MESSAGE: ChatMessage = { role: 'system', content: 'You are a helpful assistant.' };

/** The gateway's limits (the `POST /api/chat` contract): 1–50 messages, at most 32 KB of UTF-8 text in all. */
export const CHAT_LIMITS = { maxMessages: CHAT_MAX_MESSAGES, maxTextBytes: CHAT_MAX_TEXT_BYTES } as const;
export type ChatLimits = { maxMessages: number; maxTextBytes: number };

export const NO_RESPONSE = 'No response.';
/** The gateway answers a spent chat budget with these same words (`CHAT_FAILED_MESSAGE`). */
export const REQUEST_FAILED = CHAT_FAILED_MESSAGE;
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
