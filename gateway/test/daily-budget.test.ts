import type { FastifyInstance } from 'fastify';
import { CHAT_FAILED_MESSAGE } from '@fintools/shared/api/chat';
import { MEDIA_BUSY_MESSAGE } from '@fintools/shared/api/media';
import { FAKE_CHAT_API_KEY, FAKE_MEDIA_API_KEY, startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import { DEFAULTS } from '../src/config';
import { DailyBudget, istDate, msUntilNextIstDay, type BudgetLimits, type BudgetRefusal } from '../src/daily-budget';
import { pageTokenHeader, startGateway } from './helpers';

const A = '203.0.113.0/24';
const B = '198.51.100.0/24';
const C = '2001:db8:1::/48';
const D = '192.0.2.0/24';
const HOUR_MS = 60 * 60 * 1000;
/** 12:00 in India (06:30 UTC): twelve hours before the day renews. */
const NOON_IST = Date.UTC(2026, 11, 2, 6, 30);
const MIDNIGHT_IST = Date.UTC(2026, 11, 2, 18, 30);

describe('the day is India’s', () => {
  test.each([
    ['noon', NOON_IST, '2026-12-02', 12 * HOUR_MS],
    ['a millisecond before midnight', MIDNIGHT_IST - 1, '2026-12-02', 1],
    ['midnight', MIDNIGHT_IST, '2026-12-03', 24 * HOUR_MS],
    // 00:00 UTC is 05:30 in India: the same day, 18.5 hours left of it.
    ['05:30 (midnight UTC)', Date.UTC(2026, 11, 3), '2026-12-03', 18.5 * HOUR_MS],
  ])('%s IST: %s, %d ms to its end', (_name, at, date, left) => {
    expect(istDate(at)).toBe(date);
    expect(msUntilNextIstDay(at)).toBe(left);
  });
});

/** One call: the network, what the budget answers ('ok' or what is spent), and when, after noon IST. */
type Step = [network: string, answer: 'ok' | BudgetRefusal['spent'], afterNoonMs?: number];

describe('DailyBudget: the edges, with a clock of the test’s own', () => {
  const SHARE_3_OF_10: BudgetLimits = { perDay: 10, networkSharePercent: 30 };
  const HALF_OF_4: BudgetLimits = { perDay: 4, networkSharePercent: 50 };
  const ok = (network: string, afterNoonMs?: number): Step => [network, 'ok', afterNoonMs];

  test.each<[string, BudgetLimits, Step[]]>([
    ['a network’s last allowed call, then its first refused', SHARE_3_OF_10, [ok(A), ok(A), ok(A), [A, 'network']]],
    [
      'another network is still served while one network’s share is spent',
      SHARE_3_OF_10,
      [ok(A), ok(A), ok(A), [A, 'network'], ok(B), ok(C), [A, 'network'], ok(B)],
    ],
    [
      'a network asking again past its share spends nothing of the day',
      HALF_OF_4,
      [ok(A), ok(A), [A, 'network'], [A, 'network'], [A, 'network'], [A, 'network'], ok(B), ok(B), [C, 'day']],
    ],
    [
      'the day’s last allowed call, then its first refused, for every network',
      HALF_OF_4,
      [ok(A), ok(B), ok(A), ok(B), [C, 'day'], [D, 'day'], [A, 'network']],
    ],
    [
      'the day rolls over at midnight IST: the total and every share renew together',
      HALF_OF_4,
      [
        ok(A),
        ok(A),
        ok(B),
        ok(B),
        [A, 'network', MIDNIGHT_IST - NOON_IST - 1],
        [C, 'day', MIDNIGHT_IST - NOON_IST - 1],
        ok(A, MIDNIGHT_IST - NOON_IST),
        ok(A, MIDNIGHT_IST - NOON_IST),
        ok(C, MIDNIGHT_IST - NOON_IST),
        [A, 'network', MIDNIGHT_IST - NOON_IST],
      ],
    ],
    [
      'a share of less than one call is one call',
      { perDay: 5, networkSharePercent: 1 },
      [ok(A), [A, 'network'], ok(B)],
    ],
    ['a share of 100% is the day', { perDay: 2, networkSharePercent: 100 }, [ok(A), ok(A), [A, 'network'], [B, 'day']]],
    [
      'an hourly cap: a call it refuses costs the day nothing, and it renews with the hour',
      { perDay: 3, networkSharePercent: 100, perHour: 2 },
      [ok(A), ok(B), [C, 'hour'], [C, 'hour', HOUR_MS - 1], ok(C, HOUR_MS), [D, 'day', HOUR_MS]],
    ],
  ])('%s', async (_name, limits, steps) => {
    let now = NOON_IST;
    const budget = new DailyBudget('test-budget', limits, undefined, () => now);
    const answers: string[] = [];
    for (const [network, , afterNoonMs = 0] of steps) {
      now = NOON_IST + afterNoonMs;
      answers.push((await budget.spend(network))?.spent ?? 'ok');
    }
    expect(answers).toEqual(steps.map(([, answer]) => answer));
  });

  test('Retry-After: the time to midnight IST for the day and a share, to the end of its window for the hour', async () => {
    let now = NOON_IST;
    const budget = new DailyBudget(
      'test-budget',
      { perDay: 2, networkSharePercent: 50, perHour: 2 },
      undefined,
      () => now,
    );
    await budget.spend(A);
    expect(await budget.spend(A)).toEqual({ spent: 'network', retryAfterS: 12 * 3600, first: true });
    now += 1500;
    expect(await budget.spend(A)).toEqual({ spent: 'network', retryAfterS: 12 * 3600 - 1, first: false });
    await budget.spend(B);
    expect(await budget.spend(C)).toEqual({ spent: 'hour', retryAfterS: 3599, first: true });
    now += HOUR_MS;
    expect(await budget.spend(D)).toEqual({ spent: 'day', retryAfterS: 11 * 3600 - 1, first: true });
    expect(await budget.spend('2001:db8:2::/48')).toEqual({ spent: 'day', retryAfterS: 11 * 3600 - 1, first: false });
  });
});

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams({ port: 0, chatChunkDelayMs: 0 });
});
afterAll(async () => {
  await fakes.close();
});

async function providerCalls(provider: 'images' | 'videos' | 'chat'): Promise<number> {
  const response = await fetch(`${fakes.url}/__fakes/requests/${provider}`);
  return response.ok ? ((await response.json()) as { count: number }).count : 0;
}

/** Seconds to the next midnight in India, as a Retry-After of a spent day reads now. */
const secondsToMidnightIst = () => Math.ceil(msUntilNextIstDay(Date.now()) / 1000);

describe('/api/images and /api/videos: the day’s budget and each network’s share of it', () => {
  // Behind one trusted proxy, as deployed: the visitor's address is the one it forwards.
  const search = (app: FastifyInstance, path: string, visitor: string) =>
    app.inject({ url: path, headers: { 'x-forwarded-for': visitor }, remoteAddress: '10.0.0.2' });
  let app: FastifyInstance;
  beforeEach(async () => {
    await fetch(`${fakes.url}/__fakes/requests`, { method: 'DELETE' });
    app = await startGateway({
      mediaBaseUrl: fakes.url,
      mediaApiKey: FAKE_MEDIA_API_KEY,
      trustProxy: 1,
      mediaUpstreamPerDay: 4,
      mediaNetworkSharePercent: 50,
    });
  });
  afterEach(async () => {
    await app.close();
  });

  test('a network past its share: 429 busy until midnight IST; other networks and cached searches still served', async () => {
    expect((await search(app, '/api/images?query=tea', '203.0.113.7')).statusCode).toBe(200);
    expect((await search(app, '/api/videos?query=rain', '203.0.113.8')).statusCode).toBe(200);

    const refused = await search(app, '/api/images?query=lassi', '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MEDIA_BUSY_MESSAGE });
    expect(Math.abs(Number(refused.headers['retry-after']) - secondsToMidnightIst())).toBeLessThanOrEqual(1);

    expect((await search(app, '/api/images?query=tea', '203.0.113.9')).statusCode).toBe(200); // from the cache
    expect((await search(app, '/api/images?query=lassi', '198.51.100.4')).statusCode).toBe(200);
    expect((await providerCalls('images')) + (await providerCalls('videos'))).toBe(3);
  });

  test('the day spent by every network: 503 busy for all until midnight IST', async () => {
    for (const visitor of ['203.0.113.7', '203.0.113.8', '198.51.100.4', '198.51.100.5']) {
      expect((await search(app, `/api/images?query=from-${visitor}`, visitor)).statusCode).toBe(200);
    }
    const refused = await search(app, '/api/videos?query=monsoon', '192.0.2.1');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: MEDIA_BUSY_MESSAGE });
    expect(Math.abs(Number(refused.headers['retry-after']) - secondsToMidnightIst())).toBeLessThanOrEqual(1);
    expect((await search(app, '/api/images?query=from-203.0.113.7', '2001:db8:9::1')).statusCode).toBe(200); // cached
  });
});

test('replay: many addresses of two /24 networks cannot spend the media budget for a third network’s visitor', async () => {
  await fetch(`${fakes.url}/__fakes/requests`, { method: 'DELETE' });
  // The shipped limits, behind a trusted proxy: 50 addresses in each of two /24s, four new searches each.
  const app = await startGateway({ mediaBaseUrl: fakes.url, mediaApiKey: FAKE_MEDIA_API_KEY, trustProxy: 1 });
  try {
    const share = Math.floor((DEFAULTS.mediaUpstreamPerDay * DEFAULTS.mediaNetworkSharePercent) / 100);
    const statuses = new Map<number, number>();
    for (const network of ['203.0.113', '198.51.100'])
      for (let host = 1; host <= 50; host += 1)
        for (let search = 1; search <= 4; search += 1) {
          const visitor = `${network}.${host}`;
          const response = await app.inject({
            url: `/api/images?query=${visitor}-${search}&per_page=1`,
            headers: { 'x-forwarded-for': visitor },
            remoteAddress: '10.0.0.2',
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode !== 200) expect(response.json()).toEqual({ error: MEDIA_BUSY_MESSAGE });
        }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 2 * share, 429: 400 - 2 * share });

    const visitor = await app.inject({
      url: '/api/images?query=diwali%20lights',
      headers: { 'x-forwarded-for': '192.0.2.33' },
      remoteAddress: '10.0.0.2',
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().photos).toHaveLength(10);
    expect(await providerCalls('images')).toBe(2 * share + 1);
  } finally {
    await app.close();
  }
});

describe('/api/chat: the day’s budget and each network’s share of it', () => {
  const ask = (app: FastifyInstance, visitor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: pageTokenHeader(visitor),
      payload: { messages: [{ role: 'user', content: 'What is a SIP?' }] },
      remoteAddress: visitor,
    });

  test('a network past its share gets 429, then the day is spent for all (503), in the spec’s words', async () => {
    await fetch(`${fakes.url}/__fakes/requests`, { method: 'DELETE' });
    const app = await startGateway({
      chatBaseUrl: `${fakes.url}/v1`,
      chatApiKey: FAKE_CHAT_API_KEY,
      chatUpstreamPerDay: 4,
      chatNetworkSharePercent: 50,
    });
    try {
      expect((await ask(app, '203.0.113.7')).statusCode).toBe(200);
      expect((await ask(app, '203.0.113.8')).statusCode).toBe(200);

      const network = await ask(app, '203.0.113.9');
      expect(network.statusCode).toBe(429);
      expect(network.json()).toEqual({ error: CHAT_FAILED_MESSAGE });
      expect(Math.abs(Number(network.headers['retry-after']) - secondsToMidnightIst())).toBeLessThanOrEqual(1);

      expect((await ask(app, '2001:db8:1:2::7')).statusCode).toBe(200);
      // Another /64 of the same /48: the same network.
      expect((await ask(app, '2001:db8:1:3::7')).statusCode).toBe(200);
      expect((await ask(app, '2001:db8:1:4::7')).statusCode).toBe(429);

      const day = await ask(app, '192.0.2.1');
      expect(day.statusCode).toBe(503);
      expect(day.json()).toEqual({ error: CHAT_FAILED_MESSAGE });
      expect(Math.abs(Number(day.headers['retry-after']) - secondsToMidnightIst())).toBeLessThanOrEqual(1);
      expect(await providerCalls('chat')).toBe(4);
    } finally {
      await app.close();
    }
  });

  test('a chat refused before the budget (here, without a page token) costs it nothing', async () => {
    const app = await startGateway({
      chatBaseUrl: `${fakes.url}/v1`,
      chatApiKey: FAKE_CHAT_API_KEY,
      chatUpstreamPerDay: 1,
      chatNetworkSharePercent: 100,
    });
    try {
      const tokenless = await app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { messages: [{ role: 'user', content: 'hi' }] },
        remoteAddress: '203.0.113.7',
      });
      expect(tokenless.statusCode).toBe(403);
      expect((await ask(app, '203.0.113.7')).statusCode).toBe(200);
      expect((await ask(app, '203.0.113.7')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
