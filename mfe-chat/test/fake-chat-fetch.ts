// The browser boundary of the chat screen, faked: `fetch` answering `POST /api/chat` the way the gateway
// does, with NDJSON lines the test sends piece by piece (gateway/README.md "API").
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { TextEncoder } from 'node:util';
import { act } from '@testing-library/react';
import { PAGE_TOKEN_ELEMENT_ID, PAGE_TOKEN_PATH } from '@fintools/shared/api/page-token';

/** Tokens of the gateway's form, expiring an hour from now: the page's, and the one the gateway gives next. */
const inAnHour = () => Math.ceil(Date.now() / 1000 + 3600).toString(36);
export const FAKE_PAGE_TOKEN = `${inAnHour()}.cGFnZS10b2tlbg.c2lnbmF0dXJlLW9mLXRoZS1wYWdl`;
export const FRESH_PAGE_TOKEN = `${inAnHour()}.ZnJlc2gtdG9rZW4.c2lnbmF0dXJlLWZyZXNoLXRva2Vu`;

export interface ChatCall {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: { messages: { role: string; content: string }[] };
  signal: AbortSignal;
}

/** A reply being streamed: what the test sends arrives in the browser as network chunks. */
export interface StreamedReply {
  /** Sends raw text as one network chunk (lines may be cut anywhere). */
  chunk(text: string): Promise<void>;
  /** Sends each piece of text as a `delta` line, one chunk each. */
  words(...texts: string[]): Promise<void>;
  done(): Promise<void>;
  /** The gateway's mid-stream failure line, then the end of the body. */
  error(message?: string): Promise<void>;
  /** The connection drops. */
  drop(): Promise<void>;
}

type Responder = (call: ChatCall) => Promise<Response>;

const encoder = new TextEncoder();

/** Lets the streamed bytes travel through the reader, the parser and React before the test looks. */
async function settle(work: () => void): Promise<void> {
  await act(async () => {
    work();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function fakeResponse(status: number, init: { body?: unknown; stream?: ReadableStream<Uint8Array> }): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    body: (init.stream ?? null) as unknown,
    json: async () => {
      if (init.body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return init.body;
    },
  } as Response;
}

/**
 * Replaces `fetch` for one test. Each `POST /api/chat` takes the next queued answer; `calls` records
 * what the screen sent.
 */
export function installFakeChatFetch() {
  const calls: ChatCall[] = [];
  const queue: Responder[] = [];
  const original = globalThis.fetch;
  // The page as the gateway serves it carries its token; the gateway hands out a new one at /api/page-token.
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${PAGE_TOKEN_ELEMENT_ID}">${JSON.stringify(FAKE_PAGE_TOKEN)}</script>`,
  );
  const tokensFetched: string[] = [];

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith(PAGE_TOKEN_PATH)) {
      tokensFetched.push(String(input));
      return fakeResponse(200, { body: { token: FRESH_PAGE_TOKEN, expiresAt: 0 } });
    }
    const call: ChatCall = {
      url: String(input),
      method: init?.method,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: JSON.parse(String(init?.body)) as ChatCall['body'],
      signal: init?.signal as AbortSignal,
    };
    calls.push(call);
    const respond = queue.shift();
    if (!respond) throw new Error(`No answer queued for call ${calls.length}`);
    return respond(call);
  }) as typeof fetch;

  return {
    calls,
    /** The URLs of the page tokens asked of the gateway. */
    tokensFetched,
    restore() {
      globalThis.fetch = original;
      document.getElementById(PAGE_TOKEN_ELEMENT_ID)?.remove();
    },
    /** The next request is refused as a gateway refuses an expired token. */
    refusedToken() {
      queue.push(async () =>
        fakeResponse(403, { body: { error: 'Chat needs the token of a page the gateway served (reload the page)' } }),
      );
    },
    /** The next request gets a 200 NDJSON stream that the returned handle feeds. */
    streamedReply(): StreamedReply {
      let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
      // Once the browser side has cancelled or aborted the body, what the server still sends goes nowhere.
      let open = true;
      const stream = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
        cancel() {
          open = false;
        },
      });
      const whileOpen = (work: (c: ReadableStreamDefaultController<Uint8Array>) => void) => () => {
        if (open && controller) work(controller);
      };
      const last = (work: (c: ReadableStreamDefaultController<Uint8Array>) => void) =>
        whileOpen((c) => {
          open = false;
          work(c);
        });
      const finish = (work: (c: ReadableStreamDefaultController<Uint8Array>) => void) => settle(last(work));
      queue.push(async (call) => {
        // As in a browser: aborting the request errors the body being read.
        call.signal.addEventListener(
          'abort',
          last((c) => c.error(new DOMException('The user aborted a request.', 'AbortError'))),
        );
        return fakeResponse(200, { stream });
      });
      const send = (text: string) => settle(whileOpen((c) => c.enqueue(encoder.encode(text))));
      return {
        chunk: send,
        async words(...texts) {
          for (const text of texts) await send(`${JSON.stringify({ type: 'delta', text })}\n`);
        },
        done: () => send('{"type":"done"}\n').then(() => finish((c) => c.close())),
        error: (message = 'The chat service ended its reply early') =>
          send(`${JSON.stringify({ type: 'error', error: message })}\n`).then(() => finish((c) => c.close())),
        drop: () => finish((c) => c.error(new TypeError('network error'))),
      };
    },
    /** The next request is answered before streaming, with a status and JSON body (the gateway's `{ error }`). */
    jsonReply(status: number, body?: unknown) {
      queue.push(async () => fakeResponse(status, { body }));
    },
    /** The next request never reaches the gateway. */
    networkFailure() {
      queue.push(async () => {
        throw new TypeError('Failed to fetch');
      });
    },
  };
}
