import type { FastifyInstance } from 'fastify';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { GatewayConfig } from './config';

/**
 * Where the counters live. In memory for now, which is right for one gateway process. With several
 * instances behind a load balancer the counters must be shared: that is the REDIS_URL issue, and it
 * plugs in here by returning `{ redis: new Redis(config.redisUrl), nameSpace: 'fintools-rl-' }`
 * (@fastify/rate-limit ships the Redis store); nothing else changes.
 */
export function rateLimitStore(config: GatewayConfig, app: FastifyInstance): Partial<RateLimitPluginOptions> {
  if (config.redisUrl) {
    app.log.warn('REDIS_URL is set but a shared rate-limit store is not built yet; counting in memory');
  }
  return {};
}

/**
 * Per-client-IP limits for everything registered in `api` (the /api/* routes). request.ip honours
 * X-Forwarded-For only with TRUST_PROXY=1, so a client cannot pick its own key.
 */
export async function registerRateLimit(api: FastifyInstance, config: GatewayConfig): Promise<void> {
  await api.register(rateLimit, {
    ...rateLimitStore(config, api),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => {
      // Thrown, then shaped into `{ error }` by the error handler; Retry-After is already set.
      const error = new Error(`Too many requests: try again in ${context.after}`) as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}
