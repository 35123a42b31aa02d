import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { FAKE_MEDIA_API_KEY, FAKE_RATES_DATE, startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import { MediaCache } from '../src/api/media-cache';
import { istDate } from '../src/daily-budget';
import { closedPortUrl, startGateway, timed } from './helpers';
import { HAS_REDIS, REDIS_TEST_PASSWORD, startRedisServer, stopRedisServer, type RedisServer } from './redis-server';

/**
 * Many gateways behind a load balancer share their only state, rate-limit counts and cached rates,
 * through Redis (REDIS_URL), and keep answering from memory when Redis goes away. Against Debian's
 * real redis-server on a loopback port; CI installs it (.ci/run).
 */
if (!HAS_REDIS) {
  console.warn('redis-server is not installed: skipping the shared-Redis tests (apt-get install redis-server)');
}
const describeWithRedis = HAS_REDIS ? describe : describe.skip;

const LIMIT = 4; // RATE_LIMIT_PER_MINUTE of both gateways
const MEDIA_BUDGET = 3; // MEDIA_UPSTREAM_PER_HOUR, for both together
const PASSWORD = REDIS_TEST_PASSWORD; // must never reach a log line

/** A gateway's log lines, parsed, to check what it says about Redis and that no secret is in them. */
function logCollector() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    count: (message: string) => lines.filter((line) => line.includes(message)).length,
  };
}

const rates = (app: FastifyInstance, from: string, ip: string) =>
  app.inject({ url: `/api/rates?from=${from}`, remoteAddress: ip });

async function upstreamRatesCalls(fakes: FakeUpstreams): Promise<number> {
  const response = await fetch(`${fakes.url}/__fakes/requests/rates`);
  return response.ok ? ((await response.json()) as { count: number }).count : 0;
}

describeWithRedis('two gateways sharing one Redis', () => {
  let fakes: FakeUpstreams;
  let redisServer: RedisServer;
  let inspect: Redis; // the test's own view into Redis
  const logs = [logCollector(), logCollector()];
  let gateways: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    fakes = await startFakeUpstreams({ port: 0 });
    redisServer = await startRedisServer();
    inspect = new Redis(redisServer.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      disconnectTimeout: 100,
    });
    inspect.on('error', () => undefined);
    await inspect.connect();
    gateways = await Promise.all(
      logs.map((log) =>
        startGateway(
          {
            ratesBaseUrl: fakes.url,
            mediaBaseUrl: fakes.url,
            mediaApiKey: FAKE_MEDIA_API_KEY,
            mediaUpstreamPerHour: MEDIA_BUDGET,
            redisUrl: redisServer.url,
            rateLimitPerMinute: LIMIT,
            logLevel: 'info',
          },
          { logStream: log.stream },
        ),
      ),
    );
    [a, b] = gateways as [FastifyInstance, FastifyInstance];
  });

  afterAll(async () => {
    await Promise.all(gateways.map((app) => app.close()));
    inspect?.disconnect();
    await stopRedisServer(redisServer);
    await fakes?.close();
  });

  test('both say once that they share through Redis, without its password', () => {
    for (const log of logs) {
      expect(
        log.count(
          'Redis connected: rate limits, caches, the chat and media budgets, the remote map and load counts are shared',
        ),
      ).toBe(1);
      expect(log.text()).not.toContain(PASSWORD);
    }
  });

  test("(a) one client's limit holds across both: requests split between them, the limit+1-th is a 429", async () => {
    const client = '203.0.113.50';
    for (let i = 0; i < LIMIT; i++) {
      expect((await rates(gateways[i % 2]!, 'USD', client)).statusCode).toBe(200);
    }
    for (const app of [a, b]) {
      const limited = await rates(app, 'USD', client);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({ error: expect.stringContaining('Too many requests') });
    }
    expect((await rates(b, 'USD', '198.51.100.50')).statusCode).toBe(200); // another client is unaffected
    expect(Number(await inspect.get(`fintools:rl:${client}`))).toBe(LIMIT + 2);
  });

  test('(b) rates fetched through one are served from the cache by the other, one upstream call in all', async () => {
    await fetch(`${fakes.url}/__fakes/requests`, { method: 'DELETE' });
    const first = (await rates(a, 'GBP', '203.0.113.61')).json();
    expect(first).toMatchObject({ base: 'GBP', date: FAKE_RATES_DATE, source: 'live' });
    const second = (await rates(b, 'GBP', '203.0.113.62')).json();
    expect(second).toEqual({ ...first, source: 'cache' });
    expect(await upstreamRatesCalls(fakes)).toBe(1);
    // Kept far longer than the 10 minutes of freshness: the "last good answer" outlives them.
    expect(await inspect.pttl('fintools:rates:GBP')).toBeGreaterThan(60 * 60 * 1000);
  });

  test('an unreadable or foreign entry in Redis counts as absent, and the next good answer replaces it', async () => {
    await inspect.set('fintools:rates:CHF', '{"table":{"base":"USD"},"fetchedAt":"soon"}');
    expect((await rates(a, 'CHF', '203.0.113.65')).json()).toMatchObject({ base: 'CHF', source: 'live' });
    expect(JSON.parse((await inspect.get('fintools:rates:CHF')) ?? '{}')).toMatchObject({
      table: { base: 'CHF', date: FAKE_RATES_DATE },
      fetchedAt: expect.any(Number),
    });
    expect((await rates(b, 'CHF', '203.0.113.66')).json()).toMatchObject({ base: 'CHF', source: 'cache' });
  });

  test('(d) an image search made through one is answered from the cache by the other; the media budget is theirs together', async () => {
    await fetch(`${fakes.url}/__fakes/requests`, { method: 'DELETE' });
    const search = (app: FastifyInstance, query: string, ip: string) =>
      app.inject({ url: `/api/images?query=${query}&per_page=2`, remoteAddress: ip });
    const imageCalls = async () => {
      const response = await fetch(`${fakes.url}/__fakes/requests/images`);
      return response.ok ? ((await response.json()) as { count: number }).count : 0;
    };

    const first = await search(a, 'chai', '203.0.113.101');
    expect(first.statusCode).toBe(200);
    const second = await search(b, 'chai', '203.0.113.102');
    expect(second.json()).toEqual(first.json());
    expect(await imageCalls()).toBe(1);
    expect(await inspect.keys('fintools:media:*')).toHaveLength(1);

    // Three calls an hour between them: one spent above, two more, then both say "busy".
    expect((await search(b, 'lassi', '203.0.113.103')).statusCode).toBe(200);
    expect((await search(a, 'kulfi', '203.0.113.104')).statusCode).toBe(200);
    for (const app of [a, b]) {
      const busy = await search(app, 'jalebi', '203.0.113.105');
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({ error: 'Image and video search is busy. Try again in a few minutes.' });
    }
    expect(await imageCalls()).toBe(3);
    expect(Number(await inspect.get('fintools:media-budget:hour'))).toBe(MEDIA_BUDGET + 2);
    // The day's total and the network's share are theirs together too; the two the hour refused cost the day nothing.
    const day = `fintools:media-budget:day:${istDate(Date.now())}`;
    expect((await inspect.keys('fintools:media-budget:day:*')).sort()).toEqual([day, `${day}:203.0.113.0/24`]);
    expect(Number(await inspect.get(day))).toBe(MEDIA_BUDGET);
    expect(Number(await inspect.get(`${day}:203.0.113.0/24`))).toBe(MEDIA_BUDGET + 2);
    expect((await search(b, 'kulfi', '203.0.113.106')).statusCode).toBe(200); // cached by the other
  });

  test('a foreign media entry in Redis counts as absent, and the next good answer replaces it', async () => {
    const key = `fintools:media:${MediaCache.key('videos', 'monsoon', 2)}`;
    await inspect.set(key, '{"body":"<script>","expiresAt":99999999999999}', 'PX', 60_000);
    const c = await startGateway({
      mediaBaseUrl: fakes.url,
      mediaApiKey: FAKE_MEDIA_API_KEY,
      redisUrl: redisServer.url,
      logLevel: 'silent',
    });
    try {
      const response = await c.inject({ url: '/api/videos?query=monsoon&per_page=2', remoteAddress: '203.0.113.107' });
      expect(response.statusCode).toBe(200);
      expect(response.json().videos).toHaveLength(2);
      expect(JSON.parse((await inspect.get(key)) ?? '{}')).toMatchObject({ body: expect.stringContaining('"videos"') });
    } finally {
      await c.close();
    }
  });

  test('(c) Redis killed mid-run: both keep answering from memory, and say so once', async () => {
    expect((await rates(a, 'EUR', '203.0.113.70')).json().source).toBe('live');
    expect((await rates(b, 'EUR', '203.0.113.71')).json().source).toBe('cache');

    redisServer.process.kill('SIGKILL');
    await redisServer.exited;

    for (const app of [a, b]) {
      for (let i = 0; i < 3; i++) {
        const { result, ms } = await timed(() => rates(app, 'EUR', `203.0.113.${72 + i}`));
        expect(result.statusCode).toBe(200);
        // Each has its own copy of the last answer it saw.
        expect(result.json()).toMatchObject({ base: 'EUR', date: FAKE_RATES_DATE, source: 'cache' });
        expect(ms).toBeLessThan(2000); // no waiting on a dead Redis
      }
    }
    // A base neither has seen: fetched, then cached in memory.
    expect((await rates(a, 'JPY', '203.0.113.80')).json().source).toBe('live');
    expect((await rates(a, 'JPY', '203.0.113.80')).json().source).toBe('cache');

    // The limits fall back to memory: still enforced, per gateway, rather than switched off.
    const client = '203.0.113.90';
    for (let i = 0; i < LIMIT; i++) expect((await rates(b, 'EUR', client)).statusCode).toBe(200);
    expect((await rates(b, 'EUR', client)).statusCode).toBe(429);

    for (const log of logs) {
      expect(log.count('Redis is unavailable')).toBe(1); // once, not once per request
      expect(log.text()).not.toContain(PASSWORD);
    }
  });
});

test('a REDIS_URL that nothing answers: the gateway starts at once and serves from memory', async () => {
  const fakes = await startFakeUpstreams({ port: 0 });
  const log = logCollector();
  const deadRedis = (await closedPortUrl()).replace('http:', 'redis:');
  try {
    const { result: app, ms } = await timed(() =>
      startGateway(
        { ratesBaseUrl: fakes.url, redisUrl: deadRedis, rateLimitPerMinute: 2, logLevel: 'warn' },
        { logStream: log.stream },
      ),
    );
    try {
      expect(ms).toBeLessThan(3000);
      expect((await rates(app, 'INR', '203.0.113.1')).json().source).toBe('live');
      expect((await rates(app, 'INR', '203.0.113.1')).json().source).toBe('cache');
      expect((await rates(app, 'INR', '203.0.113.1')).statusCode).toBe(429);
      expect(log.count('Redis is unavailable')).toBe(1);
    } finally {
      await app.close();
    }
  } finally {
    await fakes.close();
  }
});
