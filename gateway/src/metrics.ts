import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * What a gateway counts, for Prometheus (`GET /metrics`, its text format): requests by route and status,
 * calls to the providers by outcome and latency, rate-limit refusals, and the remote loads browsers
 * report (POST /api/events) by remote, build and outcome. One registry per gateway instance, so tests
 * that start several gateways in one process count each on its own. Label values come from small fixed
 * sets (route patterns, provider names, known build labels), never from what a client writes.
 */
export class GatewayMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'fintools_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  readonly upstreamCalls = new Histogram({
    name: 'fintools_upstream_request_duration_seconds',
    help: 'Calls to the rates, media and chat providers, by provider and outcome (ok, timeout, unreachable, status, invalid), with their latency',
    labelNames: ['provider', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 30],
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'fintools_rate_limit_refusals_total',
    help: 'Requests refused with 429 by the per-client rate limits, by route pattern',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  readonly remoteLoads = new Counter({
    name: 'fintools_remote_loads_total',
    help: 'Remote loads reported by browsers, by remote, build label and outcome (loaded, failed, timeout)',
    labelNames: ['remote', 'build', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Memory, CPU, event-loop lag and the like of this process.
    collectDefaultMetrics({ register: this.registry });
  }
}

/** The metrics of the gateway serving the current request, for code far from Fastify (upstream.ts). */
const current = new AsyncLocalStorage<GatewayMetrics>();

/** Records one call to a provider; outside a request (or without a gateway) it is not counted. */
export function recordUpstreamCall(provider: string, outcome: string, seconds: number): void {
  current.getStore()?.upstreamCalls.observe({ provider, outcome }, seconds);
}

/** A route pattern as a label: "/api/rates", "/mfe/tax/*"; requests no route matched are "(none)". */
export function routeLabel(url: string | undefined): string {
  return url ?? '(none)';
}

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Counts every request, makes the metrics reachable from provider calls, and serves `GET /metrics` to the
 * holder of `token` (METRICS_TOKEN) only: the figures tell which builds fail and how busy each route is, no
 * business of a visitor's. Without a token there is no /metrics.
 */
export function registerMetrics(app: FastifyInstance, metrics: GatewayMetrics, token: string | undefined): void {
  app.addHook('onRequest', (_request, _reply, done) => current.run(metrics, done));
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequests.inc({
      route: routeLabel(request.routeOptions.url),
      method: request.method,
      status: String(reply.statusCode),
    });
  });
  if (token === undefined) return;
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!hasBearerToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: 'Metrics need the METRICS_TOKEN: Authorization: Bearer <token>' });
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
