/**
 * Faults the fake providers put on, one request at a time, so tests can prove the gateway's answer to
 * each way a real provider breaks. Two switches (gateway/README.md, "Fault injection"):
 * - a word in the request: `fault-<name>` in an image or video search keyword, or in the chat's last
 *   user message;
 * - `POST /__fakes/faults {provider, fault, times?}`: the next `times` requests to that provider (the
 *   only way for rates, whose request carries no text of ours).
 */
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const FAKE_PROVIDERS = ['rates', 'images', 'videos', 'chat'] as const;
export type FakeProvider = (typeof FAKE_PROVIDERS)[number];

export const FAKE_FAULTS = [
  /** No answer until long past any sane timeout (`slowFaultMs`), then the normal one. */
  'slow',
  /** HTTP 500 with the provider's error shape. */
  '500',
  /** HTTP 429 with `Retry-After: 30`. */
  '429',
  /** Headers and the start of the body, then a TCP reset. */
  'reset',
  /** Headers announcing the whole body, half of it, then a clean close. Chat: a few words, then the end. */
  'truncated',
  /** 200 `application/json` whose body is a proxy's plain-text error. */
  'not-json',
  /** 200 `text/html`: a CDN's challenge page. */
  'wrong-type',
  /** Chat only: a few words of the stream, then the socket is destroyed. */
  'stream-cut',
  /** Chat only: one word of the stream, then silence until the caller gives up. */
  'stream-stall',
] as const;
export type FakeFault = (typeof FAKE_FAULTS)[number];

const STREAM_FAULTS: readonly FakeFault[] = ['stream-cut', 'stream-stall'];

/** In every body a fault sends: a test checks that the gateway never passes it on. */
export const FAKE_FAULT_MARKER = 'fake-fault-body';

export function isFakeProvider(value: unknown): value is FakeProvider {
  return (FAKE_PROVIDERS as readonly unknown[]).includes(value);
}

export function isFakeFault(value: unknown): value is FakeFault {
  return (FAKE_FAULTS as readonly unknown[]).includes(value);
}

export function faultFits(provider: FakeProvider, fault: FakeFault): boolean {
  return provider === 'chat' || !STREAM_FAULTS.includes(fault);
}

/** Which fault, if any, the next request to each provider gets. */
export class FaultSwitch {
  private readonly armed = new Map<FakeProvider, { fault: FakeFault; times: number }>();

  arm(provider: FakeProvider, fault: FakeFault, times: number): void {
    this.armed.set(provider, { fault, times });
  }

  disarm(): void {
    this.armed.clear();
  }

  list(): Record<string, { fault: FakeFault; times: number }> {
    return Object.fromEntries(this.armed);
  }

  /** An armed fault first (each request uses one up), else a `fault-<name>` word in `text`. */
  take(provider: FakeProvider, text = ''): FakeFault | undefined {
    const armed = this.armed.get(provider);
    if (armed) {
      armed.times -= 1;
      if (armed.times <= 0) this.armed.delete(provider);
      return armed.fault;
    }
    for (const [, name] of text.matchAll(/\bfault-([a-z0-9-]+)/g)) {
      if (isFakeFault(name) && faultFits(provider, name)) return name;
    }
    return undefined;
  }
}

/** Waits `ms` unless the caller hangs up first; true if the connection is still there to answer on. */
export function waitWhileConnected(request: FastifyRequest, ms: number): Promise<boolean> {
  const socket = request.raw.socket;
  if (socket.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      socket.off('close', onClose);
      resolve(!socket.destroyed);
    }, ms);
    socket.once('close', onClose);
  });
}

/** The providers' own error bodies, each carrying the marker. */
function errorBody(provider: FakeProvider, status: 500 | 429): string {
  const what = status === 429 ? 'Too Many Requests' : 'Internal Server Error';
  if (provider === 'chat') {
    const error =
      status === 429
        ? {
            message: `Rate limit reached for requests (${FAKE_FAULT_MARKER})`,
            type: 'requests',
            code: 'rate_limit_exceeded',
          }
        : { message: `The server had an error (${FAKE_FAULT_MARKER})`, type: 'server_error', code: null };
    return JSON.stringify({ error: { ...error, param: null } });
  }
  if (provider === 'rates') return JSON.stringify({ message: `${what} (${FAKE_FAULT_MARKER})` });
  return JSON.stringify({ status, code: what, detail: FAKE_FAULT_MARKER });
}

const NOT_JSON = `upstream connect error or disconnect/reset before headers. reset reason: overflow (${FAKE_FAULT_MARKER})`;
const HTML_PAGE = `<!doctype html><html><head><title>Just a moment...</title></head><body><p>Checking your browser (${FAKE_FAULT_MARKER})</p></body></html>`;

/** Writes a raw HTTP/1.1 answer on the socket, so it can be cut anywhere (Node's own writer would not). */
function writeRaw(socket: Socket, status: string, headers: Record<string, string | number>, body: string): void {
  const head = [`HTTP/1.1 ${status}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** A reset shortly after the bytes left, so the caller has seen the headers and part of the body. */
function resetSoon(socket: Socket): void {
  setTimeout(() => {
    if (!socket.destroyed) socket.resetAndDestroy();
  }, 20);
}

/**
 * Puts `fault` on a JSON provider's answer (rates, images, videos); `body` is the answer it would have
 * sent. A `slow` fault ends with that answer if the caller is still waiting.
 */
export async function sendJsonWithFault(
  fault: FakeFault,
  provider: FakeProvider,
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  slowMs: number,
): Promise<FastifyReply> {
  const socket = request.raw.socket;
  switch (fault) {
    case 'slow':
      if (!(await waitWhileConnected(request, slowMs))) return reply.hijack();
      return reply.type('application/json').send(body);
    case '500':
      return reply.code(500).type('application/json').send(errorBody(provider, 500));
    case '429':
      return reply.code(429).header('retry-after', '30').type('application/json').send(errorBody(provider, 429));
    case 'not-json':
      return reply.type('application/json').send(NOT_JSON);
    case 'wrong-type':
      return reply.type('text/html; charset=utf-8').send(HTML_PAGE);
    case 'reset':
      reply.hijack();
      writeRaw(socket, '200 OK', jsonHead(body), body.slice(0, Math.floor(body.length / 3)));
      resetSoon(socket);
      return reply;
    case 'truncated':
      reply.hijack();
      writeRaw(socket, '200 OK', jsonHead(body), body.slice(0, Math.floor(body.length / 2)));
      socket.end();
      return reply;
    case 'stream-cut':
    case 'stream-stall':
      // Not a JSON provider's fault: FaultSwitch and the control endpoint keep these to chat.
      return reply.type('application/json').send(body);
  }
}

function jsonHead(body: string): Record<string, string | number> {
  return {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Access-Control-Allow-Origin': '*',
    Connection: 'close',
  };
}

/**
 * Puts `fault` on a chat completion. `events` are the SSE events of the normal streamed reply. Returns
 * undefined when the normal reply should follow (a `slow` fault the caller waited out).
 */
export async function sendChatWithFault(
  fault: FakeFault,
  request: FastifyRequest,
  reply: FastifyReply,
  events: string[],
  slowMs: number,
): Promise<FastifyReply | undefined> {
  const socket = request.raw.socket;
  const sseHead = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };
  // The first events carry a role and nothing; the words start after them.
  const words = events.filter((event) => event.includes('"content":"') && !event.includes('"content":""'));
  switch (fault) {
    case 'slow':
      if (!(await waitWhileConnected(request, slowMs))) return reply.hijack();
      return undefined;
    case '500':
    case '429':
      return reply
        .code(Number(fault))
        .headers(fault === '429' ? { 'retry-after': '30' } : {})
        .type('application/json')
        .send(errorBody('chat', Number(fault) as 500 | 429));
    case 'not-json':
      return reply.type('application/json').send(NOT_JSON);
    case 'wrong-type':
      return reply.type('text/html; charset=utf-8').send(HTML_PAGE);
    case 'reset': {
      // Cut inside the first event: the gateway has no words yet.
      reply.hijack();
      const part = (words[0] ?? events[0] ?? '').slice(0, 20);
      const head = { 'Content-Type': 'text/event-stream', 'Transfer-Encoding': 'chunked' };
      writeRaw(socket, '200 OK', head, `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
      resetSoon(socket);
      return reply;
    }
    case 'truncated':
    case 'stream-cut':
    case 'stream-stall': {
      reply.hijack();
      reply.raw.writeHead(200, sseHead);
      const count = fault === 'stream-stall' ? 1 : 3;
      for (const event of words.slice(0, count)) reply.raw.write(event);
      // truncated: a clean end without a finish reason or [DONE]; stream-cut: the connection dies;
      // stream-stall: nothing more, ever (the caller's idle timeout must end it).
      if (fault === 'truncated') reply.raw.end();
      if (fault === 'stream-cut') setTimeout(() => socket.destroy(), 20);
      return reply;
    }
  }
}
