import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  CHAT_FAILED_MESSAGE,
  CHAT_MAX_BODY_BYTES,
  CHAT_MAX_MESSAGES,
  CHAT_MAX_TEXT_BYTES,
  CHAT_ROLES,
  CHAT_STREAM_TYPE,
  formatChatStreamLine,
  isChatRole,
  utf8Length,
  type ChatMessage,
} from '@fintools/shared/api/chat';
import { PAGE_TOKEN_HEADER } from '@fintools/shared/api/page-token';
import type { GatewayConfig } from '../config';
import { DailyBudget } from '../daily-budget';
import { badRequest, HttpError } from '../errors';
import type { PageTokenGate } from '../page-token';
import { clientAddress, clientNetwork } from '../rate-limit';
import { REDIS_KEYS, type RedisLink } from '../redis';
import {
  callUpstream,
  describeFailure,
  discardBody,
  MAX_ANSWER_BYTES,
  mediaTypeOf,
  readLimitedText,
  tooLarge,
  UpstreamError,
  type UpstreamRequest,
} from '../upstream';
import { readSseData } from './sse';
import { LANGUAGES, SOURCE_LANGUAGE } from '@fintools/shared/language/languages';

const SERVICE = 'chat service';

/** How long a client told "too many replies at once" should wait: a typical reply is over by then. */
export const CHAT_BUSY_RETRY_AFTER_S = 5;

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
    if (!isChatRole(role)) throw badRequest(`messages[${index}].role must be one of ${CHAT_ROLES.join(', ')}`);
    if (typeof content !== 'string') throw badRequest(`messages[${index}].content must be text`);
    bytes += utf8Length(content);
    // Only role and content go upstream: a client cannot smuggle other provider options through.
    return { role, content };
  });
  if (bytes > CHAT_MAX_TEXT_BYTES) {
    throw badRequest(`The conversation is too long: at most ${CHAT_MAX_TEXT_BYTES / 1024} KB of text`);
  }
  return messages;
}

/**
 * The gateway's system message for a conversation in `language` (the request's `language`, a code of ours; else
 * the source language): the configured message, and for a translated language a sentence of the gateway's own
 * asking for answers in it. Anything else a page sends as its language is ignored.
 * @example systemMessageIn('You help with personal finance.', 'hi') // '… Answer in Hindi (हिन्दी), …'
 */
export function systemMessageIn(systemMessage: string, language: unknown): string {
  const chosen = LANGUAGES.find((entry) => entry.code === language && entry.code !== SOURCE_LANGUAGE);
  if (!chosen) return systemMessage;
  return (
    `${systemMessage}\n\nThe visitor reads ${chosen.englishName}: answer in ${chosen.englishName} (${chosen.name}), ` +
    `in its own script, keeping amounts in rupees with Indian grouping (₹5,00,000) and terms such as EMI, SIP, ` +
    `TDS and PAN in Latin letters; answer in another language only when the visitor writes in it.`
  );
}

/**
 * What goes to the provider: the gateway's own system message first, then the visitor's conversation
 * without any system message of the page's, so no page can rewrite the assistant's instructions and run
 * its own chatbot on our key.
 */
export function upstreamMessages(systemMessage: string, messages: readonly ChatMessage[]): ChatMessage[] {
  const conversation = messages.filter((message) => message.role !== 'system');
  if (conversation.length === 0) throw badRequest('messages must hold at least one user or assistant message');
  return [{ role: 'system', content: systemMessage }, ...conversation];
}

/** Streams open per client in this process; a claim gives back its release. */
export class OpenStreams {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerClient: number) {}

  /** One more stream for `client`, or undefined when it already has `maxPerClient` open. */
  claim(client: string): (() => void) | undefined {
    const count = this.open.get(client) ?? 0;
    if (count >= this.maxPerClient) return undefined;
    this.open.set(client, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(client) ?? 1) - 1;
      if (left > 0) this.open.set(client, left);
      else this.open.delete(client);
    };
  }
}

export const CHAT_NEEDS_PAGE_TOKEN = 'Chat needs the token of a page the gateway served (reload the page)';

/**
 * `POST /api/chat`. Every reply is paid for on our key, so besides the per-client limits the replies spend a
 * budget of CHAT_UPSTREAM_PER_DAY a day (across gateways on REDIS_URL), of which one network may spend
 * CHAT_NETWORK_SHARE_PERCENT: beyond it a chat answers 429 (that network) or 503 (everyone) with the spec's
 * words for a chat that fails, which the chat screen shows.
 */
export function registerChatRoute(
  api: FastifyInstance,
  config: GatewayConfig,
  tokens: PageTokenGate,
  redis: RedisLink | undefined,
): void {
  const streams = new OpenStreams(config.chatMaxConcurrentPerClient);
  const budget = new DailyBudget(
    REDIS_KEYS.chatBudget,
    { perDay: config.chatUpstreamPerDay, networkSharePercent: config.chatNetworkSharePercent },
    redis,
  );

  api.post(
    '/chat',
    {
      bodyLimit: CHAT_MAX_BODY_BYTES,
      // Compression would hold deltas back until a buffer fills; the reply must flow as it is written.
      compress: false,
      config: { rateLimit: { max: config.chatRateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const language = (request.body as { language?: unknown } | null)?.language;
      const messages = upstreamMessages(
        systemMessageIn(config.chatSystemMessage, language),
        readChatRequest(request.body),
      );
      if (!config.chatApiKey) throw new HttpError(503, 'Chat is not configured');
      // Only our pages (and embeds that asked their gateway) hold a token for their client: a script on
      // another machine, or one that changes its address for each request, gets no reply on our key.
      const token = request.headers[PAGE_TOKEN_HEADER.toLowerCase()];
      await tokens.check(request, token, 'chat', config.chatRateLimitPerMinute, CHAT_NEEDS_PAGE_TOKEN);
      const release = streams.claim(clientAddress(request));
      if (!release) {
        throw new HttpError(
          429,
          `Too many chat replies at once: at most ${config.chatMaxConcurrentPerClient}. Wait for one to finish.`,
          { 'retry-after': String(CHAT_BUSY_RETRY_AFTER_S) },
        );
      }
      // Spent last, once nothing else can refuse the request, so a refused one costs the budget nothing.
      const network = clientNetwork(request);
      const refusal = await budget.spend(network);
      if (refusal) {
        release();
        if (refusal.first) {
          const [variable, who] =
            refusal.spent === 'network'
              ? ['CHAT_NETWORK_SHARE_PERCENT', `network ${network}`]
              : ['CHAT_UPSTREAM_PER_DAY', 'all networks'];
          request.log.warn(`${variable} reached for ${who}: chats are refused until midnight IST`);
        }
        throw new HttpError(refusal.spent === 'network' ? 429 : 503, CHAT_FAILED_MESSAGE, {
          'retry-after': String(refusal.retryAfterS),
        });
      }

      // One controller ends the upstream call for every reason: browser gone, provider silent too long,
      // reply going on too long.
      const controller = new AbortController();
      const idle = idleTimer(config.chatTimeoutMs, () =>
        controller.abort(
          new UpstreamError(`The ${SERVICE} sent nothing for ${config.chatTimeoutMs / 1000} s`, 'timeout'),
        ),
      );
      const deadline = setTimeout(
        () =>
          controller.abort(
            new UpstreamError(
              `The ${SERVICE}'s reply went on longer than ${config.chatMaxDurationMs / 1000} s and was cut off`,
              'timeout',
            ),
          ),
        config.chatMaxDurationMs,
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
        body: JSON.stringify({
          model: config.chatModel,
          messages,
          stream: true,
          max_completion_tokens: config.chatMaxTokens,
        }),
        signal: controller.signal,
      };
      // Called when the reply ends whichever way, and again when the connection closes: the second call
      // does nothing, and the first may come from either.
      const finish = () => {
        idle.stop();
        clearTimeout(deadline);
        reply.raw.off('close', onClose);
        controller.abort(); // releases the upstream connection if we stopped reading early
        release();
      };
      const onClose = () => {
        controller.abort(new UpstreamError('The browser closed the connection', 'unreachable'));
        finish();
      };
      reply.raw.on('close', onClose);

      let texts: AsyncGenerator<string>;
      let first: IteratorResult<string>;
      try {
        const response = await callUpstream(`${config.chatBaseUrl}/chat/completions`, upstream, controller.signal);
        texts = readChatTexts(response, idle.reset, controller.signal);
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
          if (!first.done) yield formatChatStreamLine({ type: 'delta', text: first.value });
          for (let next = await texts.next(); !next.done; next = await texts.next()) {
            yield formatChatStreamLine({ type: 'delta', text: next.value });
          }
          yield formatChatStreamLine({ type: 'done' });
        } catch (error) {
          const failure = describeFailure(error, upstream, controller.signal, 'body');
          request.log.warn({ failure: failure.failure }, `chat stream stopped: ${failure.message}`);
          yield formatChatStreamLine({ type: 'error', error: failure.message });
        } finally {
          finish();
        }
      }

      return reply
        .header('content-type', `${CHAT_STREAM_TYPE}; charset=utf-8`)
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no') // tells nginx-like proxies not to buffer the stream
        .send(Readable.from(lines(), { objectMode: false }));
    },
  );
}

/** Yields the reply's text pieces in order; throws an UpstreamError if the reply breaks off. */
async function* readChatTexts(response: Response, onChunk: () => void, signal: AbortSignal): AsyncGenerator<string> {
  const type = mediaTypeOf(response);
  if (type === 'application/json') {
    // A provider that ignores `stream: true` answers in one piece; take its message whole.
    onChunk();
    const text = await readLimitedText(response, SERVICE);
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
  for await (const data of readSseData(bodyChunks(response, onChunk, signal))) {
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

/** The stream's bytes, refused beyond MAX_ANSWER_BYTES however they are split into lines. */
async function* bodyChunks(response: Response, onChunk: () => void, signal: AbortSignal): AsyncGenerator<Uint8Array> {
  if (!response.body) return;
  const reader = response.body.getReader();
  // The abort (idle timeout, deadline, browser gone) must end a read that is waiting on a silent provider.
  // Aborting the request did not always wake a pending read once the body was being read: a stalled stream
  // then hung until the test's 15 s timeout (seen once on CI). Cancelling the reader always ends the read.
  const cancelOnAbort = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', cancelOnAbort, { once: true });
  let size = 0;
  let ended = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) {
        ended = true;
        return;
      }
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) throw tooLarge(SERVICE);
      onChunk();
      yield value;
    }
  } finally {
    signal.removeEventListener('abort', cancelOnAbort);
    // Stopped before the end (too large, or the reader gave up): cancel the body, which hangs up on the
    // provider, rather than only letting go of it. Aborting the request alone did not always close the
    // connection once the body had been read from, and a provider could go on streaming into it.
    if (ended) reader.releaseLock();
    else await reader.cancel().catch(() => undefined);
  }
}

/** Fires when `reset` has not been called for `ms`. */
function idleTimer(ms: number, onIdle: () => void): { reset: () => void; stop: () => void } {
  const timer = setTimeout(onIdle, ms);
  return { reset: () => void timer.refresh(), stop: () => clearTimeout(timer) };
}
