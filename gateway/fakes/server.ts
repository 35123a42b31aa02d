/**
 * Fake upstreams for tests and offline development: one loopback server that speaks the real response
 * shapes of Frankfurter (rates), Pexels (images, videos) and an OpenAI-style chat API, so the gateway's
 * real code paths run against it. Nothing here is imported by the gateway itself.
 */
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { encode as encodeJpeg } from 'jpeg-js';
import {
  faultFits,
  FaultSwitch,
  isFakeFault,
  isFakeProvider,
  sendChatWithFault,
  sendJsonWithFault,
  FAKE_FAULTS,
  FAKE_PROVIDERS,
  type FakeProvider,
} from './faults';

export { FAKE_FAULT_MARKER, FAKE_FAULTS, type FakeFault, type FakeProvider } from './faults';

export interface FakeUpstreamOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  /** Loopback by default: these fakes accept a well-known key and must not face a network. */
  host?: string;
  /** Base of the picture and video URLs they hand out; default: the Host the request came to. */
  publicUrl?: string;
  mediaApiKey?: string;
  chatApiKey?: string;
  /** Pause between the pieces of a streamed chat reply, so streaming is visible in a browser. */
  chatChunkDelayMs?: number;
  /** How long the `slow` fault keeps the caller waiting before answering (default 60 s). */
  slowFaultMs?: number;
}

export interface FakeUpstreams {
  /** e.g. http://127.0.0.1:8090 — RATES_BASE_URL and MEDIA_BASE_URL; CHAT_BASE_URL is `${url}/v1`. */
  url: string;
  /**
   * Connections in the middle of an exchange: a request came in, and its answer has neither finished
   * nor lost its connection. A test waits for 0 to prove the caller let go of a stalled provider.
   * Idle keep-alive connections do not count (Node's fetch even opens a spare one after an abort).
   */
  busySockets(): number;
  close(): Promise<void>;
}

export const FAKE_MEDIA_API_KEY = 'fake-media-key';
export const FAKE_CHAT_API_KEY = 'fake-chat-key';
export const FAKE_RATES_DATE = '2026-01-15';

/** Round numbers so a test can work out a conversion by hand: 100 USD = 8,500 INR. Units per 1 USD. */
export const FAKE_USD_RATES: Record<string, number> = {
  AUD: 1.5,
  BGN: 1.76,
  BRL: 5.5,
  CAD: 1.35,
  CHF: 0.88,
  CNY: 7.2,
  CZK: 22.5,
  DKK: 6.7,
  EUR: 0.9,
  GBP: 0.8,
  HKD: 7.8,
  HUF: 360,
  IDR: 16000,
  ILS: 3.7,
  INR: 85,
  ISK: 138,
  JPY: 150,
  KRW: 1350,
  MXN: 18,
  MYR: 4.5,
  NOK: 10.5,
  NZD: 1.65,
  PHP: 56,
  PLN: 3.9,
  RON: 4.5,
  SEK: 10.5,
  SGD: 1.34,
  THB: 35,
  TRY: 34,
  USD: 1,
  ZAR: 18,
};

/** One request the gateway sent, so tests can check the key header, the model, the message order. */
interface SentRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

/**
 * The last request, its count, and the last RECENT_REQUESTS (oldest first): tests that share the fakes
 * with others running at the same time find their own request among the recent ones.
 */
interface RecordedRequest extends SentRequest {
  count: number;
  recent: SentRequest[];
}

const RECENT_REQUESTS = 20;

const PHOTOGRAPHERS = ['Asha Menon', 'Ravi Kulkarni', 'Meera Iyer', 'Kabir Singh', 'Farah Khan'];

export async function startFakeUpstreams(options: FakeUpstreamOptions = {}): Promise<FakeUpstreams> {
  const mediaKey = options.mediaApiKey ?? FAKE_MEDIA_API_KEY;
  const chatKey = options.chatApiKey ?? FAKE_CHAT_API_KEY;
  const chunkDelayMs = options.chatChunkDelayMs ?? 20;
  const slowMs = options.slowFaultMs ?? 60_000;
  const recorded = new Map<FakeProvider, RecordedRequest>();
  const faults = new FaultSwitch();
  // Closing must not wait for keep-alive sockets: Node's fetch opens a spare one after each aborted
  // request, and tests close the fakes right after aborting streams.
  const app = Fastify({ logger: false, forceCloseConnections: true });

  let busySockets = 0;
  app.server.on('request', (_request: unknown, response: NodeJS.EventEmitter) => {
    busySockets += 1;
    // 'close': the answer is complete, or its connection is gone (hijacked answers included).
    response.once('close', () => (busySockets -= 1));
  });

  const base = (request: FastifyRequest) => (options.publicUrl ?? `http://${request.host}`).replace(/\/+$/, '');
  const record = (provider: FakeProvider, request: FastifyRequest) => {
    const before = recorded.get(provider);
    const sent: SentRequest = {
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      query: request.query as Record<string, unknown>,
      headers: request.headers,
      body: request.body ?? null,
    };
    recorded.set(provider, {
      ...sent,
      count: (before?.count ?? 0) + 1,
      recent: [...(before?.recent ?? []), sent].slice(-RECENT_REQUESTS),
    });
  };

  // Browsers load the pictures and videos straight from the provider and fetch them as blobs to download.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  // ---- Frankfurter: GET /v1/latest?from=USD → { amount, base, date, rates }
  app.get('/v1/latest', async (request, reply) => {
    record('rates', request);
    const from = String((request.query as Record<string, unknown>).from ?? 'EUR').toUpperCase();
    const perUsd = FAKE_USD_RATES[from];
    if (perUsd === undefined) return reply.code(404).send({ message: 'not found' });
    const rates: Record<string, number> = {};
    for (const [code, rate] of Object.entries(FAKE_USD_RATES)) {
      if (code !== from) rates[code] = Number((rate / perUsd).toPrecision(6));
    }
    const body = { amount: 1.0, base: from, date: FAKE_RATES_DATE, rates };
    const fault = faults.take('rates');
    return fault ? sendJsonWithFault(fault, 'rates', request, reply, JSON.stringify(body), slowMs) : body;
  });

  // ---- Pexels: the key goes bare in Authorization.
  const pexelsAuthorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.headers.authorization === mediaKey) return true;
    void reply.code(401).send({ status: 401, code: 'Unauthorized' });
    return false;
  };

  const pexelsPaging = (request: FastifyRequest) => {
    const query = request.query as Record<string, string | undefined>;
    const perPage = Math.min(80, Math.max(1, Number.parseInt(query.per_page ?? '15', 10) || 15));
    const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
    return { text: (query.query ?? '').trim(), perPage, page };
  };

  app.get('/v1/search', async (request, reply) => {
    record('images', request);
    if (!pexelsAuthorised(request, reply)) return reply;
    const { text, perPage, page } = pexelsPaging(request);
    const origin = base(request);
    const photos = Array.from({ length: perPage }, (_, index) => {
      const id = 1000 + (page - 1) * perPage + index + 1;
      const [width, height] = index % 3 === 2 ? [3000, 4000] : [4000, 2667];
      const photographerId = 500 + (index % PHOTOGRAPHERS.length);
      const file = `${origin}/photos/${id}/pexels-photo-${id}.jpeg`;
      return {
        id,
        width,
        height,
        url: `${origin}/__fakes/pages/photo/${id}`,
        photographer: PHOTOGRAPHERS[index % PHOTOGRAPHERS.length],
        photographer_url: `${origin}/__fakes/pages/@${photographerId}`,
        photographer_id: photographerId,
        avg_color: colourOf(id).hex,
        src: {
          original: file,
          large2x: `${file}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
          large: `${file}?auto=compress&cs=tinysrgb&h=650&w=940`,
          medium: `${file}?auto=compress&cs=tinysrgb&h=350`,
          small: `${file}?auto=compress&cs=tinysrgb&h=130`,
          portrait: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
          landscape: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
          tiny: `${file}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
        },
        liked: false,
        alt: `${text} — fake photo ${index + 1}`,
      };
    });
    const body = {
      total_results: 240,
      page,
      per_page: perPage,
      photos,
      next_page: `${origin}/v1/search/?page=${page + 1}&per_page=${perPage}&query=${encodeURIComponent(text)}`,
    };
    const fault = faults.take('images', text);
    return fault ? sendJsonWithFault(fault, 'images', request, reply, JSON.stringify(body), slowMs) : body;
  });

  app.get('/videos/search', async (request, reply) => {
    record('videos', request);
    if (!pexelsAuthorised(request, reply)) return reply;
    const { text, perPage, page } = pexelsPaging(request);
    const origin = base(request);
    const videos = Array.from({ length: perPage }, (_, index) => {
      const id = 2000 + (page - 1) * perPage + index + 1;
      const userId = 700 + (index % PHOTOGRAPHERS.length);
      const fileLink = (label: string) => `${origin}/video-files/${id}/${id}-${label}.mp4`;
      return {
        id,
        width: 1920,
        height: 1080,
        duration: 8 + (index % 20),
        full_res: null,
        tags: [],
        url: `${origin}/__fakes/pages/video/${id}`,
        image: `${origin}/video-pictures/${id}/pictures/preview-0.jpeg?auto=compress&cs=tinysrgb&fit=crop&h=630&w=1200`,
        avg_color: null,
        user: {
          id: userId,
          name: PHOTOGRAPHERS[index % PHOTOGRAPHERS.length],
          url: `${origin}/__fakes/pages/@${userId}`,
        },
        video_files: [
          {
            id: id * 10 + 1,
            quality: 'hd',
            file_type: 'video/mp4',
            width: 1920,
            height: 1080,
            fps: 25,
            link: fileLink('hd_1920_1080_25fps'),
            size: 4_123_456,
          },
          {
            id: id * 10 + 2,
            quality: 'sd',
            file_type: 'video/mp4',
            width: 640,
            height: 360,
            fps: 25,
            link: fileLink('sd_640_360_25fps'),
            size: 812_345,
          },
          // Pexels really sends renditions whose quality and size are unknown.
          {
            id: id * 10 + 3,
            quality: null,
            file_type: 'video/mp4',
            width: null,
            height: null,
            fps: 25,
            link: fileLink('uhd_unknown'),
            size: null,
          },
        ],
        video_pictures: [0, 1, 2].map((nr) => ({
          id: id * 100 + nr,
          nr,
          picture: `${origin}/video-pictures/${id}/pictures/preview-${nr}.jpeg`,
        })),
        alt: `${text} — fake video ${index + 1}`,
      };
    });
    const body = {
      page,
      per_page: perPage,
      total_results: 120,
      url: `${origin}/__fakes/pages/search/videos/${encodeURIComponent(text)}`,
      videos,
    };
    const fault = faults.take('videos', text);
    return fault ? sendJsonWithFault(fault, 'videos', request, reply, JSON.stringify(body), slowMs) : body;
  });

  // ---- The bytes behind those URLs: real JPEGs (downloads and <img> must work) and a stub MP4.
  const sendJpeg = (request: FastifyRequest, reply: FastifyReply, id: number) => {
    const query = request.query as Record<string, string | undefined>;
    const h = Number(query.h) || 0;
    const w = Number(query.w) || 0;
    const [width, height] = w && h ? [w, h] : h ? [Math.round(h * 1.5), h] : w ? [w, Math.round(w / 1.5)] : [600, 400];
    return reply
      .type('image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(fakeJpeg(id, width, height));
  };
  app.get('/photos/:id/:file', async (request, reply) =>
    sendJpeg(request, reply, Number((request.params as { id: string }).id) || 0),
  );
  app.get('/video-pictures/:id/pictures/:file', async (request, reply) =>
    sendJpeg(request, reply, Number((request.params as { id: string }).id) || 0),
  );
  app.get('/video-files/:id/:file', async (_request, reply) => reply.type('video/mp4').send(FAKE_MP4));
  app.get('/__fakes/pages/*', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><title>Fake page</title><p>Fake provider page for ${escapeHtml(request.url)}</p>`),
  );

  // ---- OpenAI-style chat completions, plain or streamed (SSE).
  app.post('/v1/chat/completions', async (request, reply) => {
    record('chat', request);
    const auth = request.headers.authorization;
    if (auth !== `Bearer ${chatKey}`) {
      return reply.code(401).send({
        error: {
          message: auth ? 'Incorrect API key provided.' : "You didn't provide an API key.",
          type: 'invalid_request_error',
          param: null,
          code: auth ? 'invalid_api_key' : null,
        },
      });
    }
    const body = (request.body ?? {}) as {
      model?: unknown;
      messages?: unknown;
      stream?: unknown;
      max_completion_tokens?: unknown;
    };
    if (typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      return reply.code(400).send({
        error: {
          message: "'model' and 'messages' are required",
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      });
    }
    const messages = body.messages as { role?: unknown; content?: unknown }[];
    const question = [...messages].reverse().find((m) => m.role === 'user')?.content;
    // One whitespace-separated piece per token: a reply stops at max_completion_tokens, as a provider's does.
    const cap = typeof body.max_completion_tokens === 'number' ? body.max_completion_tokens : Infinity;
    const allPieces = fakeAnswer(typeof question === 'string' ? question : '').match(/\S+\s*/g) ?? [];
    const pieces = allPieces.slice(0, cap);
    const finishReason = pieces.length < allPieces.length ? 'length' : 'stop';
    const answer = pieces.join('');
    const meta = { id: 'chatcmpl-fake', created: Math.floor(Date.now() / 1000), model: body.model };

    if (body.stream !== true) {
      return {
        ...meta,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: finishReason }],
        usage: { prompt_tokens: 12, completion_tokens: 40, total_tokens: 52 },
      };
    }

    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ ...meta, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    const events = [
      chunk({ role: 'assistant', content: '' }),
      ': keep-alive comment, as some providers send\n\n',
      chunk({}), // a delta with no content at all
      ...pieces.map((piece) => chunk({ content: piece })),
      chunk({}, finishReason),
      'data: [DONE]\n\n',
    ];
    const fault = faults.take('chat', typeof question === 'string' ? question : '');
    if (fault) {
      const faulty = await sendChatWithFault(fault, request, reply, events, slowMs);
      if (faulty) return faulty;
    }
    const sse = events.join('');

    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
    // Odd-sized byte pieces: events arrive cut in the middle (even inside a UTF-8 character) or several at once.
    const bytes = Buffer.from(sse, 'utf8');
    const sizes = [7, 1, 23, 400, 61, 13, 250];
    for (let offset = 0, i = 0; offset < bytes.length && !reply.raw.destroyed; i++) {
      const size = sizes[i % sizes.length] ?? 16;
      reply.raw.write(bytes.subarray(offset, offset + size));
      offset += size;
      await delay(chunkDelayMs);
    }
    reply.raw.end();
    return reply;
  });

  // ---- For tests: what did the gateway send?
  app.get('/__fakes/requests/:provider', async (request, reply) => {
    const provider = (request.params as { provider: FakeProvider }).provider;
    const last = recorded.get(provider);
    return last ?? reply.code(404).send({ error: `No ${provider} request yet` });
  });
  app.delete('/__fakes/requests', async () => {
    recorded.clear();
    return { cleared: true };
  });

  // ---- For tests: arm a fault for the next `times` requests to one provider (README "Fault injection").
  app.post('/__fakes/faults', async (request, reply) => {
    const { provider, fault, times = 1 } = (request.body ?? {}) as Record<string, unknown>;
    if (!isFakeProvider(provider)) {
      return reply.code(400).send({ error: `provider must be one of ${FAKE_PROVIDERS.join(', ')}` });
    }
    if (!isFakeFault(fault) || !faultFits(provider, fault)) {
      const fitting = FAKE_FAULTS.filter((name) => faultFits(provider, name));
      return reply.code(400).send({ error: `fault for ${provider} must be one of ${fitting.join(', ')}` });
    }
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000) {
      return reply.code(400).send({ error: 'times must be a whole number from 1 to 1000' });
    }
    faults.arm(provider, fault, times);
    return { armed: { provider, fault, times } };
  });
  app.get('/__fakes/faults', async () => faults.list());
  app.delete('/__fakes/faults', async () => {
    faults.disarm();
    return { disarmed: true };
  });

  const address = await app.listen({ port: options.port ?? 8090, host: options.host ?? '127.0.0.1' });
  return {
    url: address.replace('://localhost', '://127.0.0.1'),
    busySockets: () => busySockets,
    close: () => app.close(),
  };
}

function fakeAnswer(question: string): string {
  const asked = question.trim().replace(/\s+/g, ' ').slice(0, 300) || '(nothing)';
  return [
    `**You asked:** ${asked}`,
    '',
    'This is the offline fake assistant, so here is a canned answer:',
    '',
    '- Keep an emergency fund of about six months of expenses.',
    '- Start a SIP early: compounding needs time, not timing.',
    '- Compare the old and new tax regimes before you declare investments.',
  ].join('\n');
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function colourOf(id: number): { r: number; g: number; b: number; hex: string } {
  const r = (id * 67) % 200;
  const g = (id * 131) % 200;
  const b = (id * 29) % 200;
  const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return { r, g, b, hex };
}

const jpegCache = new Map<string, Buffer>();

/** A real baseline JPEG (jpeg-js, pure JS): a diagonal gradient in the photo's own colour, at most 480 px. */
export function fakeJpeg(id: number, requestedWidth: number, requestedHeight: number): Buffer {
  const scale = Math.min(1, 480 / Math.max(requestedWidth, requestedHeight, 1));
  const width = Math.max(1, Math.round(requestedWidth * scale));
  const height = Math.max(1, Math.round(requestedHeight * scale));
  const key = `${id}:${width}x${height}`;
  const cached = jpegCache.get(key);
  if (cached) return cached;

  const { r, g, b } = colourOf(id);
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const i = (y * width + x) * 4;
      data[i] = Math.round(r + (255 - r) * t);
      data[i + 1] = Math.round(g + (255 - g) * t * 0.6);
      data[i + 2] = Math.round(b + (255 - b) * (1 - t) * 0.5);
      data[i + 3] = 255;
    }
  }
  const jpeg = encodeJpeg({ width, height, data }, 70).data;
  if (jpegCache.size > 200) jpegCache.clear();
  jpegCache.set(key, jpeg);
  return jpeg;
}

/** Enough of an MP4 for a download to have the right type and a plausible start: an ftyp box and padding. */
const FAKE_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'ascii'),
  Buffer.from([0, 0, 0x02, 0]),
  Buffer.from('isommp41', 'ascii'),
  Buffer.from([0, 0, 0x04, 0x08]),
  Buffer.from('free', 'ascii'),
  Buffer.alloc(1024),
]);
