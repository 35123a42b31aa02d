// The browser side of the gateway's `POST /api/chat` (gateway/README.md): the only call this screen makes.
import { CHAT_PATH, CHAT_STREAM_TYPE, type ChatMessage, type ChatRequest } from '@fintools/shared/api/chat';
import { PAGE_TOKEN_HEADER, pageTokenFor } from '@fintools/shared/api/page-token';
import { gatewayUrl } from '@fintools/shared/platform/gateway-url';
import { readChatStream } from './chat-stream';

/** How a reply ended, for the chat state machine to turn into what the visitor sees. */
export type ReplyOutcome =
  | { kind: 'done' }
  /** The visitor pressed Stop. */
  | { kind: 'stopped' }
  /** No answer, a refused request (400, 413, 429, 502…), a broken stream or one that ended unfinished. */
  | { kind: 'failed' }
  /** The gateway has no chat key (503): its message ("Chat is not configured") is shown as it is. */
  | { kind: 'unavailable'; message: string };

export interface ChatRequestOptions {
  signal: AbortSignal;
  /** The page's language, which the gateway asks the assistant to answer in. */
  language: string;
  /** Called with each piece of the reply's text as it arrives. */
  onText: (text: string) => void;
}

/** Sends the conversation and streams the reply into `onText`. Never throws; nothing is logged. */
export async function requestChatReply(
  messages: readonly ChatMessage[],
  { signal, onText, language }: ChatRequestOptions,
): Promise<ReplyOutcome> {
  const outcomeOfThrow = (): ReplyOutcome => (signal.aborted ? { kind: 'stopped' } : { kind: 'failed' });
  // On the FinTools gateway (the page's origin, or embed.js's when embedded), which holds the chat key and
  // answers only requests carrying a token of a page it served (or gave an embed).
  const send = async (fresh: boolean) => {
    const token = await pageTokenFor(gatewayUrl('/').href, { fresh });
    return fetch(gatewayUrl(CHAT_PATH), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: CHAT_STREAM_TYPE,
        ...(token ? { [PAGE_TOKEN_HEADER]: token } : {}),
      },
      body: JSON.stringify({ messages: [...messages], language } satisfies ChatRequest),
      signal,
    });
  };
  let response: Response;
  try {
    response = await send(false);
    // The page's token ran out (a tab left open for hours) or the visitor's address changed: once more, with
    // a new token from the gateway.
    if (response.status === 403) response = await send(true);
  } catch {
    return outcomeOfThrow();
  }
  if (!response.ok) {
    const message = response.status === 503 ? await readErrorMessage(response) : null;
    return message ? { kind: 'unavailable', message } : { kind: 'failed' };
  }
  if (!response.body) return { kind: 'failed' };
  try {
    for await (const event of readChatStream(response.body)) {
      if (event.type === 'delta') onText(event.text);
      else if (event.type === 'done') return { kind: 'done' };
      else return { kind: 'failed' };
    }
    // The connection closed before the gateway said the reply was complete.
    return signal.aborted ? { kind: 'stopped' } : { kind: 'failed' };
  } catch {
    return outcomeOfThrow();
  }
}

/** The gateway's `{ error }` text, short enough for a chat bubble; null when the body is not that. */
async function readErrorMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof error === 'string' && error.trim() !== '' ? error.trim().slice(0, 300) : null;
  } catch {
    return null;
  }
}
