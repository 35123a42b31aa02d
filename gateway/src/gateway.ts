import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { GatewayConfig } from './config';
import { installErrorHandler } from './errors';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticFiles } from './static-files';
import { registerRemotesRoute } from './remotes';
import { shellPage } from './page-html';
import { registerRateLimit } from './rate-limit';
import { registerRatesRoute } from './api/rates';
import { registerMediaRoutes } from './api/media';
import { registerChatRoute } from './api/chat';
import { registerApiCors } from './api/cors';
import { RedisLink } from './redis';

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

  await registerSecurityHeaders(app, config);
  await app.register(compress, { encodings: ['br', 'gzip'] });

  app.get('/healthz', async () => ({ status: 'ok' }));
  registerRemotesRoute(app, config);

  await app.register(
    async (api) => {
      registerApiCors(api);
      await registerRateLimit(api, config, redis);
      registerRatesRoute(api, config, redis);
      registerMediaRoutes(api, config);
      registerChatRoute(api, config);
    },
    { prefix: '/api' },
  );

  await registerStaticFiles(app, config, (request) => shellPage(config, request));
  return app;
}
