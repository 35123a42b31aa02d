import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { GatewayConfig } from './config';
import { installErrorHandler } from './errors';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticFiles } from './static-files';
import { RemoteRegistry, registerRemotesRoute } from './remotes';
import { routePreloadUrls } from './route-preload';
import { registerRateLimit } from './rate-limit';
import { GatewayMetrics, registerMetrics } from './metrics';
import { registerEventsRoute } from './api/events';
import { registerRemotesStatusRoute } from './api/remotes-status';
import { LoadStats } from './release/load-stats';
import { FileReleaseStore, RedisReleaseStore, type ReleaseStore } from './release/store';
import { registerRatesRoute } from './api/rates';
import { registerMediaRoutes } from './api/media';
import { registerChatRoute } from './api/chat';
import { registerApiCors } from './api/cors';
import { describeRedisUrl, RedisLink } from './redis';

export interface GatewayOptions {
  /** Turn the request log off in tests; the default follows config.logLevel. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove no key is ever logged). */
  logStream?: { write(line: string): void };
}

/** How long start-up waits for Redis before serving from memory (it keeps reconnecting afterwards). */
const REDIS_SETTLE_MS = 2000;

/**
 * The whole gateway as one Fastify instance, not yet listening: tests call `app.inject` or
 * `app.listen({ port: 0 })` on it, src/main.ts listens on PORT.
 */
export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Log who asked for what, never headers: the Authorization and Cookie headers stay out of logs.
            serializers: {
              req: (req) => ({ method: req.method, url: req.url, remoteAddress: req.ip }),
            },
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
              remove: true,
            },
          },
  });

  installErrorHandler(app);

  // The only state a gateway keeps is rate-limit counts and cached rates: shared through Redis when
  // REDIS_URL is set (many gateways behind a load balancer), else in memory (docs/deploy.md).
  const redis = config.redisUrl ? new RedisLink(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => redis.close());
    await redis.settle(REDIS_SETTLE_MS);
  }

  const metrics = new GatewayMetrics();
  registerMetrics(app, metrics);

  // The live remote map: Redis when there is one, else REMOTES_FILE; `pnpm release` writes it.
  const store: ReleaseStore = redis
    ? new RedisReleaseStore(redis.client, `redis ${describeRedisUrl(config.redisUrl!)}`, redis)
    : new FileReleaseStore(config.remotesFile);
  const registry = new RemoteRegistry(config, store, app.log);
  await registry.start();
  app.decorate('remoteRegistry', registry);
  app.addHook('onClose', async () => registry.stop());
  const loads = new LoadStats(redis);

  await registerSecurityHeaders(app, config, () => registry.origins());
  await app.register(compress, { encodings: ['br', 'gzip'] });

  app.get('/healthz', async () => ({ status: 'ok' }));
  registerRemotesRoute(app, registry);

  await app.register(
    async (api) => {
      registerApiCors(api);
      await registerRateLimit(api, config, redis, (route) => metrics.rateLimitRefusals.inc({ route }));
      registerRatesRoute(api, config, redis);
      registerMediaRoutes(api, config);
      registerChatRoute(api, config);
      registerEventsRoute(api, { config, registry, loads, metrics });
      registerRemotesStatusRoute(api, registry, loads);
    },
    { prefix: '/api' },
  );

  await registerStaticFiles(app, config, (request) => routePreloadUrls(config, registry, request));
  return app;
}
