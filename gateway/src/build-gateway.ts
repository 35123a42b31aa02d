import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import type { GatewayConfig } from './config';
import { installErrorHandler } from './errors';
import { enforceGatewayRoutes } from './gateway-routes';
import { registerSecurityHeaders, securityHeaders } from './security-headers';
import { registerStaticFiles, shellDist } from './static-files';
import { registerChunkBundles } from './chunk-bundle';
import { isSharedModuleChunk } from './route-preload';
import { registerEmbedTypesRoute } from './embed-types';
import { registerLiveEmbedRoutes } from './live-embed';
import { isPagePath } from '@fintools/shared/catalogue/catalogue';
import { RemoteRegistry, registerRemotesRoute } from './remotes';
import { registerServiceWorkerRoute } from './service-worker';
import { shellPage } from './page-html';
import { registerRateLimit } from './rate-limit';
import { GatewayMetrics, registerMetrics } from './metrics';
import { registerEventsRoute } from './api/events';
import { registerRemotesStatusRoute } from './api/remotes-status';
import { LoadStats } from './release/load-stats';
import { CanaryAutopilot } from './release/canary-autopilot';
import { FileReleaseStore, RedisReleaseStore, type ReleaseStore } from './release/store';
import { registerRatesRoute } from './api/rates';
import { registerMediaRoutes } from './api/media';
import { registerChatRoute } from './api/chat';
import { registerApiCors } from './api/cors';
import { describeRedisUrl, RedisLink } from './redis';
import { PageTokenGate, PageTokens, registerPageTokenRoute } from './page-token';
import { PreviewTokens } from './preview/preview-token';
import { VisitorPreviews } from './preview/visitor-preview';

export interface GatewayOptions {
  /** Turn the request log off in tests; the default follows config.logLevel. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove no key is ever logged). */
  logStream?: { write(line: string): void };
}

/** How long start-up waits for Redis before serving from memory (it keeps reconnecting afterwards). */
const REDIS_SETTLE_MS = 2000;

/**
 * How often Node looks for requests that are taking too long to arrive: often enough that
 * REQUEST_TIMEOUT_MS is kept to within a second (Node's own default looks every 30 s).
 */
function timeoutCheckInterval(requestTimeoutMs: number): number {
  return Math.min(1000, Math.max(50, Math.floor(requestTimeoutMs / 10)));
}

/**
 * The whole gateway as one Fastify instance, not yet listening: tests call `app.inject` or
 * `app.listen({ port: 0 })` on it, run-gateway.ts listens on PORT.
 */
export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  // Answers Fastify gives before any hook has run (a URL it cannot decode) still carry our headers.
  const headers = securityHeaders(config);
  const app = Fastify({
    // A hop count becomes "the nearest N hops": Fastify does the same with a number, which its types omit.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Receiving a request, headers and body, may take this long: a client that announces a body and
    // sends it a byte at a time would otherwise hold its connection for ever. Node answers 408 and closes.
    // Streaming a reply (a chat) is not bound by it.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: timeoutCheckInterval(config.requestTimeoutMs),
    },
    frameworkErrors: (error, _request, reply) => {
      // The usual `{ error }` shape and headers for a malformed URL (`%c0%af`), not Fastify's own.
      void (reply as FastifyReply).code(400).headers(headers).send({ error: 'The address is not a valid URL' });
    },
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
  // Every route below is under a root no tool may take (gateway-routes.ts): one that is not stops start-up.
  enforceGatewayRoutes(app);

  // The only state a gateway keeps is rate-limit counts, cached rates and media searches, and the chat and
  // media budgets: shared through Redis when REDIS_URL is set (many gateways behind a load balancer), else in
  // memory (docs/deploy.md).
  const redis = config.redisUrl ? new RedisLink(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => redis.close());
    await redis.settle(REDIS_SETTLE_MS);
  }

  // The token each page carries, which /api/events and /api/chat ask for (page-token.ts).
  const pageTokens = PageTokens.fromConfig(config.pageTokenSecret, app.log);
  const tokenGate = new PageTokenGate(pageTokens, redis);

  const metrics = new GatewayMetrics();
  registerMetrics(app, metrics, config.metricsToken);

  // The live remote map: Redis when there is one, else REMOTES_FILE; `pnpm release` writes it.
  const store: ReleaseStore = redis
    ? new RedisReleaseStore(redis.client, `redis ${describeRedisUrl(config.redisUrl!)}`, redis)
    : new FileReleaseStore(config.remotesFile);
  const registry = new RemoteRegistry(config, store, app.log);
  await registry.start();
  app.decorate('remoteRegistry', registry);
  app.addHook('onClose', async () => registry.stop());
  const loads = new LoadStats(redis);

  // `--canary … --auto`: every gateway looks at the figures on each poll; one decision changes the map.
  // With Redis the write uses a connection of its own, so its WATCH is not cleared by other commands.
  const autopilot = new CanaryAutopilot({
    state: () => registry.releaseState(),
    startingUrl: (remote) => registry.startingUrl(remote),
    update: async (change) => {
      if (!redis) return store.update(change);
      const client = redis.client.duplicate();
      client.on('error', () => undefined);
      try {
        return await new RedisReleaseStore(client, 'redis').update(change);
      } finally {
        client.disconnect();
      }
    },
    loads,
    rule: {
      minClients: config.canaryAutoMinClients,
      marginPercent: config.canaryAutoMarginPercent,
      minMinutes: config.canaryAutoMinMinutes,
    },
    probe: (canary) => registry.probe(canary.url, canary.integrity),
    log: app.log,
  });
  const autopilotTimer = setInterval(() => void autopilot.check(), config.remotesPollMs);
  autopilotTimer.unref();
  app.addHook('onClose', async () => clearInterval(autopilotTimer));

  // Preview links (`pnpm release … --preview`): signed with the secret the gateways share, looked up in the map.
  const previews = new VisitorPreviews(
    registry,
    new PreviewTokens(config.pageTokenSecret ? Buffer.from(config.pageTokenSecret, 'utf8') : randomBytes(32)),
  );
  await registerSecurityHeaders(app, config, (request) =>
    (request ? previews.viewOf(request).snapshot : registry.snapshot()).origins(),
  );
  await app.register(compress, { encodings: ['br', 'gzip'] });

  app.get('/healthz', async () => ({ status: 'ok' }));
  registerRemotesRoute(app, registry, previews);
  registerServiceWorkerRoute(app, config);
  registerEmbedTypesRoute(app, registry);
  registerLiveEmbedRoutes(app, config, registry, previews);
  registerChunkBundles(app, shellDist(config), (file) => isSharedModuleChunk(config, file));

  await app.register(
    async (api) => {
      registerApiCors(api, config);
      await registerRateLimit(api, config, redis, (route) => metrics.rateLimitRefusals.inc({ route }));
      registerRatesRoute(api, config, redis);
      registerMediaRoutes(api, config, redis);
      registerChatRoute(api, config, tokenGate, redis);
      registerEventsRoute(api, { config, registry, loads, metrics, tokens: tokenGate });
      registerPageTokenRoute(api, pageTokens, config);
      registerRemotesStatusRoute(api, registry, loads);
    },
    { prefix: '/api' },
  );

  await registerStaticFiles(
    app,
    config,
    (request) => shellPage(config, registry, request, pageTokens, previews),
    // A live tool's path, or a canary's (bucket 0 is in every canary's share), or the visitor's preview's.
    (pathname, request) => {
      const live = previews.viewOf(request).snapshot;
      return isPagePath(live.catalogue(), pathname) || isPagePath(live.catalogue(0), pathname);
    },
  );
  return app;
}
