import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  FAKE_CHAT_API_KEY,
  FAKE_FAULT_MARKER,
  FAKE_MEDIA_API_KEY,
  FAKE_RATES_DATE,
  startFakeUpstreams,
  type FakeFault,
  type FakeProvider,
  type FakeUpstreams,
} from '../fakes/server';
import { loadReferenceRates } from '../src/api/reference-rates';
import { pageTokenHeader, startGateway, timed, waitFor } from './helpers';

/**
 * Every fault the fakes can put on (fakes/faults.ts), against the real gateway: each ends in the
 * documented answer within the gateway's own timeout, and leaves no connection hanging on the provider
 * (the fakes count connections in the middle of an exchange; they must fall back to zero).
 */
const TIMEOUT_MS = 400; // UPSTREAM_TIMEOUT_MS and CHAT_TIMEOUT_MS
const MARGIN_MS = 2500; // generous: CI machines are shared and slow, the `slow` fault lasts 60 s

const JSON_FAULTS = ['slow', '500', '429', 'reset', 'truncated', 'not-json', 'wrong-type'] as const;
const CHAT_FAULTS = [...JSON_FAULTS, 'stream-cut', 'stream-stall'] as const;

let fakes: FakeUpstreams;
let app: FastifyInstance;
beforeAll(async () => {
  fakes = await startFakeUpstreams({ port: 0, chatChunkDelayMs: 0 });
  app = await gateway();
});
afterAll(async () => {
  await app.close();
  await fakes.close();
});
afterEach(async () => {
  await fetch(`${fakes.url}/__fakes/faults`, { method: 'DELETE' });
});

function gateway(): Promise<FastifyInstance> {
  return startGateway({
    ratesBaseUrl: fakes.url,
    mediaBaseUrl: fakes.url,
    mediaApiKey: FAKE_MEDIA_API_KEY,
    chatBaseUrl: `${fakes.url}/v1`,
    chatApiKey: FAKE_CHAT_API_KEY,
    upstreamTimeoutMs: TIMEOUT_MS,
    chatTimeoutMs: TIMEOUT_MS,
    // Every request goes to the service, so a failure after a good answer shows the fallback at once.
    ratesCacheTtlMs: 0,
    rateLimitPerMinute: 10_000,
    chatRateLimitPerMinute: 10_000,
  });
}

async function arm(provider: FakeProvider, fault: FakeFault): Promise<void> {
  const response = await fetch(`${fakes.url}/__fakes/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider, fault }),
  });
  expect(response.status).toBe(200);
}

/** The answer came within the gateway's deadline; for `slow`, only because the deadline cut it. */
function expectInTime(ms: number, fault: FakeFault): void {
  expect(ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  if (fault === 'slow' || fault === 'stream-stall') expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
}

/** Nothing of the provider's error answer (body, Retry-After) reaches the browser. */
function expectNothingPassedOn(response: LightMyRequestResponse): void {
  expect(response.body).not.toContain(FAKE_FAULT_MARKER);
  expect(response.headers['retry-after']).toBeUndefined();
}

async function expectConnectionsReleased(): Promise<void> {
  await waitFor(() => fakes.busySockets() === 0, 5000);
  expect(fakes.busySockets()).toBe(0);
}

describe('rates: any fault still answers rates, saying where they came from', () => {
  const snapshot = loadReferenceRates();

  test.each(JSON_FAULTS)('%s: the snapshot on a cold start, the last good answer after one', async (fault) => {
    const fresh = await gateway(); // a cold cache
    try {
      await arm('rates', fault);
      const cold = await timed(() => fresh.inject('/api/rates?from=USD'));
      expect(cold.result.statusCode).toBe(200);
      expect(cold.result.json()).toMatchObject({ base: 'USD', date: snapshot.date, source: 'snapshot' });
      expectInTime(cold.ms, fault);
      expectNothingPassedOn(cold.result);

      expect((await fresh.inject('/api/rates?from=USD')).json()).toMatchObject({ source: 'live' });
      await arm('rates', fault);
      const warm = await timed(() => fresh.inject('/api/rates?from=USD'));
      expect(warm.result.statusCode).toBe(200);
      expect(warm.result.json()).toMatchObject({ base: 'USD', date: FAKE_RATES_DATE, source: 'cache' });
      expect(warm.result.json().rates.INR).toBe(85);
      expectInTime(warm.ms, fault);
      await expectConnectionsReleased();
    } finally {
      await fresh.close();
    }
  });
});

describe('images and videos: 502 with a clear message', () => {
  const expected: Record<(typeof JSON_FAULTS)[number], RegExp> = {
    slow: /^The media search service did not answer within 0\.4 s$/,
    '500': /^The media search service answered with HTTP 500$/,
    // The provider's 429 is our key's quota: a 502 like any failure, never a 429 the browser would blame itself for.
    '429': /^The media search service is busy \(HTTP 429 Too Many Requests\); try again later$/,
    // A reset can overtake the bytes before it; either way the message is clear.
    reset: /^The media search service (broke off its answer|could not be reached)$/,
    truncated: /^The media search service broke off its answer$/,
    'not-json': /^The media search service sent an answer that is not JSON$/,
    'wrong-type': /^The media search service sent text\/html, not JSON$/,
  };

  test.each(JSON_FAULTS.flatMap((fault) => [['images', fault] as const, ['videos', fault] as const]))(
    '%s, %s',
    async (kind, fault) => {
      const { result, ms } = await timed(() => app.inject(`/api/${kind}?query=cats%20fault-${fault}&per_page=3`));
      expect(result.statusCode).toBe(502);
      expect(result.headers['content-type']).toMatch(/^application\/json/);
      expect(result.json()).toEqual({ error: expect.stringMatching(expected[fault]) });
      expectInTime(ms, fault);
      expectNothingPassedOn(result);
      await expectConnectionsReleased();
    },
  );

  test('the trigger word only faults the request that carries it', async () => {
    expect((await app.inject('/api/images?query=fault-500')).statusCode).toBe(502);
    expect((await app.inject('/api/images?query=cats')).statusCode).toBe(200);
  });
});

describe('chat: a fault before the first words is a 502, after them an error line', () => {
  type Line = { type: 'delta'; text: string } | { type: 'done' } | { type: 'error'; error: string };
  const lines = (body: string) =>
    body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);
  const ask = (fault: FakeFault) =>
    timed(() =>
      app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: pageTokenHeader(),
        payload: { messages: [{ role: 'user', content: `Tell me about fault-${fault}` }] },
      }),
    );
  /** The fake's reply begins "**You asked:** Tell …", one word per event. */
  const words = (count: number) =>
    ['**You ', 'asked:** ', 'Tell '].slice(0, count).map((text) => ({ type: 'delta', text }));

  const before: [FakeFault, RegExp][] = [
    ['slow', /^The chat service sent nothing for 0\.4 s$/],
    ['500', /^The chat service answered with HTTP 500$/],
    ['429', /^The chat service is busy \(HTTP 429 Too Many Requests\); try again later$/],
    ['reset', /^The chat service (broke off its answer|could not be reached)$/],
    ['not-json', /^The chat service sent an answer that is not JSON$/],
    ['wrong-type', /^The chat service sent text\/html, not a stream$/],
  ];
  test.each(before)('%s: 502 {error}', async (fault, message) => {
    const { result, ms } = await ask(fault);
    expect(result.statusCode).toBe(502);
    expect(result.json()).toEqual({ error: expect.stringMatching(message) });
    expectInTime(ms, fault);
    expectNothingPassedOn(result);
    await expectConnectionsReleased();
  });

  const during: [FakeFault, number, string][] = [
    ['truncated', 3, 'The chat service ended its reply early'],
    ['stream-cut', 3, 'The chat service broke off its answer'],
    // Never ends: the idle timeout cuts it and tells the browser why.
    ['stream-stall', 1, 'The chat service sent nothing for 0.4 s'],
  ];
  test.each(during)('%s: the words so far, then an error line', async (fault, count, error) => {
    const { result, ms } = await ask(fault);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(lines(result.body)).toEqual([...words(count), { type: 'error', error }]);
    expectInTime(ms, fault);
    await expectConnectionsReleased();
  });

  test('every chat fault is covered above', () => {
    expect([...before.map(([f]) => f), ...during.map(([f]) => f)].sort()).toEqual([...CHAT_FAULTS].sort());
  });
});
