import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { FAKE_MEDIA_API_KEY, startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import { closedPortUrl, metricsOf, startGateway, TEST_METRICS_TOKEN } from './helpers';

/** GET /metrics: Prometheus' text format, from prom-client, one registry per gateway. */

let fakes: FakeUpstreams;
let app: FastifyInstance;

beforeAll(async () => {
  fakes = await startFakeUpstreams({ port: 0 });
  app = await startGateway({
    ratesBaseUrl: fakes.url,
    mediaBaseUrl: await closedPortUrl(),
    mediaApiKey: FAKE_MEDIA_API_KEY,
    rateLimitPerMinute: 3,
  });
});

afterAll(async () => {
  await app.close();
  await fakes.close();
});

const metricsText = async () => {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

test('requests by route pattern, method and status; provider calls by provider, outcome and latency; refusals', async () => {
  const client = { remoteAddress: '203.0.113.9' };
  expect((await app.inject({ url: '/api/rates?from=USD', ...client })).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/images?query=tax', ...client })).statusCode).toBe(502);
  expect((await app.inject({ url: '/api/rates?from=NOPE', ...client })).statusCode).toBe(400);
  expect((await app.inject({ url: '/api/rates?from=EUR', ...client })).statusCode).toBe(429);
  await app.inject('/remotes.json');

  const text = await metricsText();
  expect(text).toContain('fintools_http_requests_total{route="/api/rates",method="GET",status="200"} 1');
  expect(text).toContain('fintools_http_requests_total{route="/api/rates",method="GET",status="400"} 1');
  expect(text).toContain('fintools_http_requests_total{route="/api/rates",method="GET",status="429"} 1');
  expect(text).toContain('fintools_http_requests_total{route="/api/images",method="GET",status="502"} 1');
  expect(text).toContain('fintools_http_requests_total{route="/remotes.json",method="GET",status="200"} 1');
  expect(text).toContain('fintools_upstream_request_duration_seconds_count{provider="rates",outcome="ok"} 1');
  expect(text).toContain('fintools_upstream_request_duration_seconds_count{provider="media",outcome="unreachable"} 1');
  expect(text).toMatch(
    /fintools_upstream_request_duration_seconds_bucket\{le="0\.05",provider="rates",outcome="ok"\} \d/,
  );
  expect(text).toContain('fintools_rate_limit_refusals_total{route="/api/rates"} 1');
  // The process itself: memory, CPU, event loop.
  expect(text).toContain('process_resident_memory_bytes');
});

test('a path nobody routes is one label, not one per URL', async () => {
  await app.inject('/no/such/thing/1');
  await app.inject('/no/such/thing/2');
  const text = await metricsText();
  expect(text).not.toContain('/no/such/thing');
});

test('two gateways in one process count apart', async () => {
  const other = await startGateway({ ratesBaseUrl: fakes.url });
  try {
    await other.inject({ url: '/api/rates?from=GBP', remoteAddress: '203.0.113.10' });
    const otherText = await metricsOf(other);
    expect(otherText).toContain('fintools_upstream_request_duration_seconds_count{provider="rates",outcome="ok"} 1');
    expect(otherText).not.toContain('provider="media"');
  } finally {
    await other.close();
  }
});

describe('/metrics answers the holder of METRICS_TOKEN only', () => {
  test.each<[string, Record<string, string>]>([
    ['no Authorization', {}],
    ['another token', { authorization: 'Bearer not-the-metrics-token-at-all' }],
    ['the token without "Bearer"', { authorization: TEST_METRICS_TOKEN }],
    ['Basic', { authorization: `Basic ${Buffer.from(`x:${TEST_METRICS_TOKEN}`).toString('base64')}` }],
  ])('%s: 401, and no figure', async (_case, headers) => {
    const response = await app.inject({ url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.body).not.toContain('fintools_');
  });

  test('without METRICS_TOKEN there is no /metrics at all', async () => {
    const off = await startGateway({ metricsToken: undefined });
    try {
      const response = await off.inject('/metrics');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('fintools_');
    } finally {
      await off.close();
    }
  });

  test.each(['short', 'has a space in it, 0123456789'])(
    'METRICS_TOKEN=%j stops start-up, without the value',
    (value) => {
      expect(() => loadConfig({ METRICS_TOKEN: value })).toThrow(
        'METRICS_TOKEN must be at least 16 characters with no space (the value is not shown)',
      );
    },
  );
});
