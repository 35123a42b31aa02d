import { FAKE_CHAT_API_KEY, startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import { MemoryCounters } from '../src/rate-limit';
import { startGateway } from './helpers';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams({ port: 0, chatChunkDelayMs: 0 });
});
afterAll(async () => {
  await fakes.close();
});

const from = (remoteAddress: string) => ({ remoteAddress });

test('over RATE_LIMIT_PER_MINUTE a client gets 429 {error} with Retry-After; another IP is unaffected', async () => {
  const app = await startGateway({ ratesBaseUrl: fakes.url, rateLimitPerMinute: 3 });
  for (let i = 0; i < 3; i++) {
    expect((await app.inject({ url: '/api/rates?from=USD', ...from('203.0.113.7') })).statusCode).toBe(200);
  }
  const limited = await app.inject({ url: '/api/rates?from=USD', ...from('203.0.113.7') });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ error: expect.stringContaining('Too many requests') });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // The limit is per route family /api/*, shared across its routes for one client.
  expect((await app.inject({ url: '/api/images?query=x', ...from('203.0.113.7') })).statusCode).toBe(429);

  expect((await app.inject({ url: '/api/rates?from=USD', ...from('198.51.100.2') })).statusCode).toBe(200);
  // Pages and health checks are not counted.
  expect((await app.inject({ url: '/healthz', ...from('203.0.113.7') })).statusCode).toBe(200);
  await app.close();
});

test('a concurrent burst: exactly the limit gets through, the rest 429 with Retry-After; a client in between is unaffected', async () => {
  const app = await startGateway({ ratesBaseUrl: fakes.url, rateLimitPerMinute: 5 });
  const noisy = Array.from({ length: 20 }, () => app.inject({ url: '/api/rates?from=USD', ...from('203.0.113.40') }));
  const quiet = Array.from({ length: 3 }, () => app.inject({ url: '/api/rates?from=USD', ...from('198.51.100.40') }));
  const [noisyAnswers, quietAnswers] = await Promise.all([Promise.all(noisy), Promise.all(quiet)]);

  const codes = noisyAnswers.map((response) => response.statusCode);
  expect(codes.filter((code) => code === 200)).toHaveLength(5);
  expect(codes.filter((code) => code === 429)).toHaveLength(15);
  for (const limited of noisyAnswers.filter((response) => response.statusCode === 429)) {
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  }
  expect(quietAnswers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  await app.close();
});

test('/api/chat has its own, tighter CHAT_RATE_LIMIT_PER_MINUTE', async () => {
  const app = await startGateway({
    chatBaseUrl: `${fakes.url}/v1`,
    chatApiKey: FAKE_CHAT_API_KEY,
    ratesBaseUrl: fakes.url,
    rateLimitPerMinute: 100,
    chatRateLimitPerMinute: 2,
  });
  const chat = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'user', content: 'hi' }] },
      ...from(ip),
    });
  expect((await chat('203.0.113.9')).statusCode).toBe(200);
  expect((await chat('203.0.113.9')).statusCode).toBe(200);
  const limited = await chat('203.0.113.9');
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  expect((await chat('198.51.100.3')).statusCode).toBe(200);
  // The rest of the API is still open to the chatty client.
  expect((await app.inject({ url: '/api/rates?from=INR', ...from('203.0.113.9') })).statusCode).toBe(200);
  await app.close();
});

test('X-Forwarded-For cannot dodge the limit unless TRUST_PROXY=1', async () => {
  const app = await startGateway({ ratesBaseUrl: fakes.url, rateLimitPerMinute: 1 });
  const ask = (forwardedFor: string) =>
    app.inject({ url: '/api/rates?from=USD', headers: { 'x-forwarded-for': forwardedFor }, ...from('203.0.113.20') });
  expect((await ask('1.1.1.1')).statusCode).toBe(200);
  expect((await ask('2.2.2.2')).statusCode).toBe(429);
  await app.close();

  const behindProxy = await startGateway({ ratesBaseUrl: fakes.url, rateLimitPerMinute: 1, trustProxy: true });
  const askProxied = (forwardedFor: string) =>
    behindProxy.inject({
      url: '/api/rates?from=USD',
      headers: { 'x-forwarded-for': forwardedFor },
      ...from('10.0.0.1'),
    });
  expect((await askProxied('1.1.1.1')).statusCode).toBe(200);
  expect((await askProxied('2.2.2.2')).statusCode).toBe(200);
  expect((await askProxied('1.1.1.1')).statusCode).toBe(429);
  await behindProxy.close();
});

describe('MemoryCounters (the store without Redis, and while Redis is down)', () => {
  test('counts per client within a window, then starts over', () => {
    let now = 1_000;
    const counters = new MemoryCounters(100, () => now);
    expect(counters.incr('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 15_000;
    expect(counters.incr('a', 60_000)).toEqual({ current: 2, ttl: 45_000 });
    expect(counters.incr('b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 45_000;
    expect(counters.incr('a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  test('a flood of distinct clients cannot grow it past its size', () => {
    let now = 0;
    const counters = new MemoryCounters(1_000, () => now);
    for (let i = 0; i < 50_000; i++) {
      now += 1;
      counters.incr(`client-${i}`, 60_000);
    }
    expect(counters.size).toBeLessThanOrEqual(1_000);
    // The newest clients are still counted.
    expect(counters.incr('client-49999', 60_000).current).toBe(2);
  });
});
