import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import { badRequest, HttpError } from '../errors';
import {
  callUpstream,
  describeFailure,
  discardBody,
  mediaTypeOf,
  UpstreamError,
  type UpstreamRequest,
} from '../upstream';
import { readSseData } from './sse';

export const CHAT_ROLES = ['system', 'user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export const CHAT_MAX_MESSAGES = 50;
/** Text of the whole conversation, in UTF-8 bytes: bounds what we pay the provider per request. */
export const CHAT_MAX_TEXT_BYTES = 32 * 1024;
/** Twice the text: room for JSON quoting and escapes; beyond it Fastify answers 413 before parsing. */
export const CHAT_BODY_LIMIT = 64 * 1024;

/** What the browser reads, one JSON object per line. */
export type ChatStreamLine = { type: 'delta'; text: string } | { type: 'done' } | { type: 'error'; error: string };

const SERVICE = 'chat service';

export function readChatRequest(body: unknown): ChatMessage[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Send a JSON object: { "messages": [ { "role", "content" } ] }');
  }
  const raw = (body as { messages?: unknown }).messages;
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > CHAT_MAX_MESSAGES) {
    throw badRequest(`messages must be a list of 1 to ${CHAT_MAX_MESSAGES} messages`);
  }
  let bytes = 0;
  const messages = raw.map((message: unknown, index): ChatMessage => {
    const { role, content } = (typeof message === 'object' && message !== null ? message : {}) as Record<
      string,
      unknown
    >;
    if (typeof role !== 'string' || !(CHAT_ROLES as readonly string[]).includes(role)) {
      throw badRequest(`messages[${index}].role must be one of ${CHAT_ROLES.join(', ')}`);
    }
    if (typeof content !== 'string') throw badRequest(`messages[${index}].content must be text`);
    bytes += Buffer.byteLength(content, 'utf8');
    // Only role and content go upstream: a client cannot smuggle other provider options through.
    return { role: role as ChatRole, content };
  });
  if (bytes > CHAT_MAX_TEXT_BYTES) {
    throw badRequest(`The conversation is too long: at most ${CHAT_MAX_TEXT_BYTES / 1024} KB of text`);
  }
  return messages;
}

export function registerChatRoute(api: FastifyInstance, config: GatewayConfig): void {
  api.post(
    '/chat',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      // Compression would hold deltas back until a buffer fills; the reply must flow as it is written.
      compress: false,
      config: { rateLimit: { max: config.chatRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const messages = readChatRequest(request.body);
      if (!config.chatApiKey) throw new HttpError(503, 'Chat is not configured');

      // One controller ends the upstream call for every reason: browser gone, provider silent too long.
      const controller = new AbortController();
      const onBrowserGone = () =>
        controller.abort(new UpstreamError('The browser closed the connection', 'unreachable'));
      reply.raw.on('close', onBrowserGone);
      const idle = idleTimer(config.chatTimeoutMs, () =>
        controller.abort(
          new UpstreamError(`The ${SERVICE} sent nothing for ${config.chatTimeoutMs / 1000} s`, 'timeout'),
        ),
      );
      const upstream: UpstreamRequest = {
        service: SERVICE,
        provider: 'chat',
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.chatApiKey}`,
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
        },
        body: JSON.stringify({ model: config.chatModel, messages, stream: true }),
        signal: controller.signal,
      };
      const finish = () => {
        idle.stop();
        reply.raw.off('close', onBrowserGone);
        controller.abort(); // releases the upstream connection if we stopped reading early
      };

      let texts: AsyncGenerator<string>;
      let first: IteratorResult<string>;
      try {
        const response = await callUpstream(`${config.chatBaseUrl}/chat/completions`, upstream, controller.signal);
        texts = readChatTexts(response, idle.reset);
        // Wait for the first words before answering, so a provider that fails at once gives a plain 502.
        first = await texts.next();
      } catch (error) {
        // Described before finish() aborts the controller, which would make any failure read "cancelled".
        // callUpstream's own failures arrive described; anything else broke while reading the answer.
        const failure = describeFailure(error, upstream, controller.signal, 'body');
        finish();
        throw failure;
      }

      async function* lines(): AsyncGenerator<string> {
        try {
          if (!first.done) yield ndjson({ type: 'delta', text: first.value });
          for (let next = await texts.next(); !next.done; next = await texts.next()) {
            yield ndjson({ type: 'delta', text: next.value });
          }
          yield ndjson({ type: 'done' });
        } catch (error) {
          const failure = describeFailure(error, upstream, controller.signal, 'body');
          request.log.warn({ failure: failure.failure }, `chat stream stopped: ${failure.message}`);
          yield ndjson({ type: 'error', error: failure.message });
        } finally {
          finish();
        }
      }

      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no') // tells nginx-like proxies not to buffer the stream
        .send(Readable.from(lines(), { objectMode: false }));
    },
  );
}

function ndjson(line: ChatStreamLine): string {
  return `${JSON.stringify(line)}\n`;
}

/** Yields the reply's text pieces in order; throws an UpstreamError if the reply breaks off. */
async function* readChatTexts(response: Response, onChunk: () => void): AsyncGenerator<string> {
  const type = mediaTypeOf(response);
  if (type === 'application/json') {
    // A provider that ignores `stream: true` answers in one piece; take its message whole.
    onChunk();
    const text = await response.text();
    let body: { choices?: { message?: { content?: unknown } }[] } | null;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new UpstreamError(`The ${SERVICE} sent an answer that is not JSON`, 'invalid');
    }
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content === 'string' && content !== '') yield content;
    return;
  }
  // An HTML page with 200 (a proxy's or a CDN's) would otherwise read as an empty stream. No type at all
  // is given the benefit of the doubt.
  if (type !== undefined && type !== 'text/event-stream') {
    await discardBody(response);
    throw new UpstreamError(`The ${SERVICE} sent ${type}, not a stream`, 'invalid');
  }

  let finished = false;
  for await (const data of readSseData(bodyChunks(response, onChunk))) {
    if (data.trim() === '[DONE]') return;
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      continue; // not ours to understand (a provider's extension); skip rather than fail the reply
    }
    const { choices, error } = (typeof event === 'object' && event !== null ? event : {}) as Record<string, unknown>;
    // The provider's own error text is not forwarded: it can quote our request.
    if (error) throw new UpstreamError(`The ${SERVICE} reported an error in the middle of its reply`, 'invalid');
    const choice = (Array.isArray(choices) ? choices[0] : undefined) as
      { delta?: { content?: unknown }; finish_reason?: unknown } | undefined;
    const text = choice?.delta?.content;
    if (typeof text === 'string' && text !== '') yield text; // a delta may carry only a role, or nothing
    if (choice?.finish_reason) finished = true;
  }
  if (!finished) throw new UpstreamError(`The ${SERVICE} ended its reply early`, 'invalid');
}

async function* bodyChunks(response: Response, onChunk: () => void): AsyncGenerator<Uint8Array> {
  if (!response.body) return;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onChunk();
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Fires when `reset` has not been called for `ms`. */
function idleTimer(ms: number, onIdle: () => void): { reset: () => void; stop: () => void } {
  const timer = setTimeout(onIdle, ms);
  return { reset: () => void timer.refresh(), stop: () => clearTimeout(timer) };
}
