import { FAKE_CHAT_API_KEY, startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import type { FastifyInstance } from 'fastify';
import { clientAddress, clientNetwork } from '../src/rate-limit';
import { MemoryCounters } from '../src/window-counter';
import { pageTokenHeader, startGateway } from './helpers';

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
      headers: pageTokenHeader(ip),
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

test('X-Forwarded-For cannot dodge the limit when no proxy is trusted', async () => {
  const app = await startGateway({ ratesBaseUrl: fakes.url, rateLimitPerMinute: 1 });
  const ask = (forwardedFor: string) =>
    app.inject({ url: '/api/rates?from=USD', headers: { 'x-forwarded-for': forwardedFor }, ...from('203.0.113.20') });
  expect((await ask('1.1.1.1')).statusCode).toBe(200);
  expect((await ask('2.2.2.2')).statusCode).toBe(429);
  await app.close();
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const LIMIT = 5;
  const askTimes = async (app: FastifyInstance, forwardedFor: (i: number) => string, times = 10) => {
    const codes: number[] = [];
    for (let i = 0; i < times; i++) {
      const response = await app.inject({
        url: '/api/rates?from=USD',
        headers: { 'x-forwarded-for': forwardedFor(i) },
        ...from('10.0.0.1'), // the proxy
      });
      codes.push(response.statusCode);
    }
    return codes;
  };
  const passed = (codes: number[]) => codes.filter((code) => code === 200).length;

  test('TRUST_PROXY=1: the client is the entry the proxy wrote (the last); entries the client writes before it change nothing', async () => {
    const app = await startGateway({ ratesBaseUrl: fakes.url, rateLimitPerMinute: LIMIT, trustProxy: 1 });
    // The client sends "X-Forwarded-For: <anything>", the proxy appends the address it saw.
    expect(passed(await askTimes(app, (i) => `198.51.100.${i}, 203.0.113.9`))).toBe(LIMIT);
    // Another client behind the same proxy has a limit of its own.
    expect(passed(await askTimes(app, () => '203.0.113.10', 1))).toBe(1);
    await app.close();
  });

  test('TRUST_PROXY=2: two hops of proxies, the client still cannot pick its key', async () => {
    const app = await startGateway({ ratesBaseUrl: fakes.url, rateLimitPerMinute: LIMIT, trustProxy: 2 });
    expect(passed(await askTimes(app, (i) => `198.51.100.${i}, 203.0.113.9, 10.0.0.2`))).toBe(LIMIT);
    await app.close();
  });

  test('a list of proxies: only those are believed', async () => {
    const app = await startGateway({ ratesBaseUrl: fakes.url, rateLimitPerMinute: LIMIT, trustProxy: ['10.0.0.0/8'] });
    expect(passed(await askTimes(app, (i) => `198.51.100.${i}, 203.0.113.9, 10.0.0.2`))).toBe(LIMIT);
    await app.close();
  });

  test('a forwarded entry that is not an IP address never becomes a key: it counts against the proxy', async () => {
    const app = await startGateway({ ratesBaseUrl: fakes.url, rateLimitPerMinute: LIMIT, trustProxy: ['10.0.0.0/8'] });
    expect(passed(await askTimes(app, (i) => `client-${i}`))).toBe(LIMIT);
    expect(passed(await askTimes(app, (i) => `203.0.113.77:${1000 + i}`))).toBe(0);
    await app.close();
  });
});

test('clientAddress: an IPv4 address as it is, IPv6 by its /64; anything else falls back to the connection’s address', () => {
  const request = (ip: string, remoteAddress?: string) =>
    ({ ip, socket: { remoteAddress } }) as unknown as Parameters<typeof clientAddress>[0];
  expect(clientAddress(request('203.0.113.9', '10.0.0.1'))).toBe('203.0.113.9');
  // An IPv6 client is its /64: the 2^64 addresses of one household or server are one client.
  expect(clientAddress(request('2001:db8::1', '10.0.0.1'))).toBe('2001:db8:0:0::/64');
  expect(clientAddress(request('2001:db8::ffff:2', '10.0.0.1'))).toBe('2001:db8:0:0::/64');
  expect(clientAddress(request('anything', '10.0.0.1'))).toBe('10.0.0.1');
  expect(clientAddress(request('fintools:rl:x', undefined))).toBe('unknown');
});

test('clientNetwork: an IPv4 address by its /24, IPv6 by its /48 (not its client key’s /64), the same fallbacks', () => {
  const request = (ip: string, remoteAddress?: string) =>
    ({ ip, socket: { remoteAddress } }) as unknown as Parameters<typeof clientNetwork>[0];
  expect(clientNetwork(request('203.0.113.9', '10.0.0.1'))).toBe('203.0.113.0/24');
  expect(clientNetwork(request('::ffff:203.0.113.9', '10.0.0.1'))).toBe('203.0.113.0/24');
  expect(clientNetwork(request('2001:db8:1:2::1', '10.0.0.1'))).toBe('2001:db8:1::/48');
  expect(clientNetwork(request('2001:db8:1:3::1', '10.0.0.1'))).toBe('2001:db8:1::/48');
  expect(clientNetwork(request('anything', '10.0.0.1'))).toBe('10.0.0.0/24');
  expect(clientNetwork(request('fintools:rl:x', undefined))).toBe('unknown');
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
