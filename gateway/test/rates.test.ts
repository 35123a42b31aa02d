import type { FastifyInstance } from 'fastify';
import { CURRENCY_CODES } from '@fintools/shared/data/currencies';
import { FAKE_RATES_DATE, startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import { crossRates, loadReferenceRates } from '../src/api/reference-rates';
import { readFrankfurter } from '../src/api/rates';
import { closedPortUrl, sleep, startGateway, startStub, timed, waitFor, type StubServer } from './helpers';

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams({ port: 0 });
});
afterAll(async () => {
  await fakes.close();
});

async function upstreamCalls(): Promise<number> {
  const response = await fetch(`${fakes.url}/__fakes/requests/rates`);
  return response.ok ? ((await response.json()) as { count: number }).count : 0;
}

describe('GET /api/rates against the fake Frankfurter', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    await fetch(`${fakes.url}/__fakes/requests`, { method: 'DELETE' });
    app = await startGateway({ ratesBaseUrl: fakes.url });
  });
  afterEach(async () => {
    await app.close();
  });

  test('a first request reaches the service: source "live", base left out of rates', async () => {
    const response = await app.inject('/api/rates?from=USD');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ base: 'USD', date: FAKE_RATES_DATE, source: 'live' });
    expect(body.rates.INR).toBe(85);
    expect(body.rates.USD).toBeUndefined();
    expect(Object.keys(body.rates)).toHaveLength(30);
    const sent = await (await fetch(`${fakes.url}/__fakes/requests/rates`)).json();
    expect(sent).toMatchObject({ path: '/v1/latest', query: { from: 'USD' } });
  });

  test('a second request within 10 minutes is answered from the cache with one upstream call', async () => {
    await app.inject('/api/rates?from=EUR');
    const second = await app.inject('/api/rates?from=EUR');
    expect(second.json()).toMatchObject({ base: 'EUR', source: 'cache', date: FAKE_RATES_DATE });
    expect(await upstreamCalls()).toBe(1);
    // Another base is its own cache entry.
    expect((await app.inject('/api/rates?from=INR')).json().source).toBe('live');
    expect(await upstreamCalls()).toBe(2);
  });

  test.each([
    ['unknown code', '/api/rates?from=XYZ'],
    ['missing', '/api/rates'],
    ['empty', '/api/rates?from='],
    ['twice', '/api/rates?from=USD&from=EUR'],
    ['not a code at all', '/api/rates?from=%3Cscript%3E'],
  ])('a bad currency (%s) is a 400 with an error message', async (_name, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringMatching(/currency|only once/) });
  });
});

describe('GET /api/rates when the rates service fails', () => {
  test.each([
    ['answers 500', async () => startStub((_req, res) => res.writeHead(500).end('boom'))],
    ['never answers (timeout)', async () => startStub(() => undefined)],
    [
      'sends nonsense',
      async () =>
        startStub((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"rates":"x"}')),
    ],
  ])('on a cold start the service %s: the dated snapshot, source "snapshot"', async (_name, makeStub) => {
    const stub: StubServer = await makeStub();
    const app = await startGateway({ ratesBaseUrl: stub.url, upstreamTimeoutMs: 150 });
    try {
      const response = await app.inject('/api/rates?from=USD');
      expect(response.statusCode).toBe(200);
      const snapshot = loadReferenceRates();
      expect(response.json()).toEqual({ ...crossRates(snapshot, 'USD'), source: 'snapshot' });
      expect(response.json().date).toBe(snapshot.date);
      expect(stub.hits).toBe(1);
    } finally {
      await app.close();
      await stub.close();
    }
  });

  test('unreachable service (closed port) on a cold start: snapshot', async () => {
    const app = await startGateway({ ratesBaseUrl: await closedPortUrl() });
    const response = await app.inject('/api/rates?from=INR');
    expect(response.json()).toMatchObject({ base: 'INR', source: 'snapshot' });
    await app.close();
  });

  test('after a good answer has expired, a failing service gets the last good answer, source "cache"', async () => {
    let healthy = true;
    const stub = await startStub((_req, res) => {
      if (!healthy) return void res.writeHead(503).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ amount: 1, base: 'GBP', date: '2026-11-20', rates: { INR: 110.5, USD: 1.27, XYZ: 9 } }));
    });
    const app = await startGateway({ ratesBaseUrl: stub.url, ratesCacheTtlMs: 30 });
    try {
      expect((await app.inject('/api/rates?from=GBP')).json()).toEqual({
        base: 'GBP',
        date: '2026-11-20',
        rates: { INR: 110.5, USD: 1.27 }, // codes we do not know are dropped
        source: 'live',
      });
      healthy = false;
      await sleep(50); // past the cache's lifetime
      const stale = await app.inject('/api/rates?from=GBP');
      expect(stale.json()).toMatchObject({ base: 'GBP', date: '2026-11-20', source: 'cache' });
      expect(stub.hits).toBe(2);
    } finally {
      await app.close();
      await stub.close();
    }
  });
});

describe('GET /api/rates while the rates service hangs', () => {
  const hanging = () => startStub(() => undefined); // answers nothing: each call waits for the gateway's deadline

  test('a cold start: one call upstream; requests arriving meanwhile get the snapshot after the join wait', async () => {
    const stub = await hanging();
    const app = await startGateway({ ratesBaseUrl: stub.url, upstreamTimeoutMs: 1500, ratesJoinWaitMs: 200 });
    try {
      const first = timed(() => app.inject('/api/rates?from=USD'));
      await waitFor(() => stub.hits === 1);
      const others = await Promise.all(Array.from({ length: 5 }, () => timed(() => app.inject('/api/rates?from=USD'))));
      for (const { result, ms } of others) {
        expect(result.json()).toMatchObject({ base: 'USD', source: 'snapshot' });
        expect(ms).toBeGreaterThanOrEqual(150);
        expect(ms).toBeLessThan(1000);
      }
      const waited = await first;
      expect(waited.result.json()).toMatchObject({ base: 'USD', source: 'snapshot' });
      expect(waited.ms).toBeGreaterThanOrEqual(1400);
      expect(stub.hits).toBe(1);
      // Another base is its own refresh.
      void app.inject('/api/rates?from=EUR');
      await waitFor(() => stub.hits === 2);
      expect(stub.hits).toBe(2);
    } finally {
      await app.close();
      await stub.close();
    }
  });

  test('after a good answer has gone stale: the stale answer after the join wait, source "cache", one call upstream', async () => {
    let hang = false;
    const stub = await startStub((_req, res) => {
      if (hang) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ amount: 1, base: 'GBP', date: '2026-11-20', rates: { INR: 110.5 } }));
    });
    const app = await startGateway({
      ratesBaseUrl: stub.url,
      ratesCacheTtlMs: 30,
      upstreamTimeoutMs: 1500,
      ratesJoinWaitMs: 200,
    });
    try {
      expect((await app.inject('/api/rates?from=GBP')).json().source).toBe('live');
      hang = true;
      await sleep(50);
      const refreshing = app.inject('/api/rates?from=GBP');
      await waitFor(() => stub.hits === 2);
      const others = await Promise.all(Array.from({ length: 5 }, () => timed(() => app.inject('/api/rates?from=GBP'))));
      for (const { result, ms } of others) {
        expect(result.json()).toEqual({ base: 'GBP', date: '2026-11-20', rates: { INR: 110.5 }, source: 'cache' });
        expect(ms).toBeLessThan(1000);
      }
      expect((await refreshing).json().source).toBe('cache');
      expect(stub.hits).toBe(2);
    } finally {
      await app.close();
      await stub.close();
    }
  });
});

describe('GET /api/rates while a refresh is under way', () => {
  /** A provider that answers `status` after `delayMs`, counting calls. */
  const answeringAfter = (delayMs: number, status = 200) =>
    startStub((_req, res) => {
      setTimeout(() => {
        if (status !== 200) return void res.writeHead(status).end();
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ amount: 1, base: 'EUR', date: '2026-11-23', rates: { INR: 98.1, USD: 1.11 } }));
      }, delayMs);
    });

  // A visitor who picks EUR and then types an amount asks twice, the second time while the first call
  // is still out: both get the provider's rates, not the shipped snapshot.
  test('a request arriving meanwhile waits for it and gets its live answer; one call upstream', async () => {
    const stub = await answeringAfter(300);
    const app = await startGateway({ ratesBaseUrl: stub.url, ratesJoinWaitMs: 2000 });
    try {
      const first = app.inject('/api/rates?from=EUR');
      await waitFor(() => stub.hits === 1);
      const joined = await app.inject('/api/rates?from=EUR');
      expect(joined.json()).toEqual({
        base: 'EUR',
        date: '2026-11-23',
        rates: { INR: 98.1, USD: 1.11 },
        source: 'live',
      });
      expect((await first).json().source).toBe('live');
      expect(stub.hits).toBe(1);
    } finally {
      await app.close();
      await stub.close();
    }
  });

  test('a refresh that fails: requests waiting on it get the snapshot as soon as it fails', async () => {
    const stub = await answeringAfter(200, 503);
    const app = await startGateway({ ratesBaseUrl: stub.url, ratesJoinWaitMs: 5000 });
    try {
      const first = app.inject('/api/rates?from=EUR');
      await waitFor(() => stub.hits === 1);
      const joined = await timed(() => app.inject('/api/rates?from=EUR'));
      expect(joined.result.json()).toMatchObject({ base: 'EUR', source: 'snapshot' });
      expect(joined.ms).toBeLessThan(2000);
      expect((await first).json().source).toBe('snapshot');
      expect(stub.hits).toBe(1);
    } finally {
      await app.close();
      await stub.close();
    }
  });
});

describe('the shipped reference rates', () => {
  const snapshot = loadReferenceRates();

  test('cover all 31 codes with a date', () => {
    expect(snapshot.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(snapshot.rates).sort()).toEqual(CURRENCY_CODES.filter((code) => code !== 'EUR'));
  });

  test.each([
    ['EUR', 'INR', snapshot.rates.INR],
    ['USD', 'INR', 83.3718], // 89.2495 / 1.0705
    ['INR', 'EUR', 0.0112045], // 1 / 89.2495, 6 significant digits
    ['JPY', 'KRW', 8.57776], // 1474.86 / 171.94 = 8.577759…
  ])('cross rate %s→%s', (base, code, expected) => {
    const table = crossRates(snapshot, base as 'EUR');
    expect(table.rates[code as 'INR']).toBe(expected);
    expect(table.rates[base as 'EUR']).toBeUndefined();
    expect(Object.keys(table.rates)).toHaveLength(30);
  });
});

describe('readFrankfurter', () => {
  test('keeps positive numbers for known codes other than the base', () => {
    const table = readFrankfurter(
      { amount: 1, base: 'USD', date: '2026-11-20', rates: { INR: 84.1, USD: 1, EUR: -1, GBP: 'x', ABC: 2 } },
      'USD',
    );
    expect(table).toEqual({ base: 'USD', date: '2026-11-20', rates: { INR: 84.1 } });
  });

  test.each([
    [null],
    [{ base: 'EUR', date: '2026-11-20', rates: { INR: 1 } }],
    [{ base: 'USD', rates: { INR: 1 } }],
    [{ base: 'USD', date: '2026-11-20', rates: {} }],
  ])('refuses %j', (body) => {
    expect(() => readFrankfurter(body, 'USD')).toThrow('unexpected answer');
  });
});
