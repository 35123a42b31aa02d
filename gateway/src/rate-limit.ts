import type { FastifyInstance } from 'fastify';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { GatewayConfig } from './config';
import { REDIS_KEYS, type RedisLink } from './redis';

type Counted = { current: number; ttl: number };
type CountCallback = (error: Error | null, result?: Counted) => void;

/**
 * Fixed one-minute windows per client in this process: the store without REDIS_URL, and the fallback
 * while Redis is down. Each call gets its own snapshot of the count. (The plugin's LocalStore hands every
 * caller the same live object and the plugin reads it after an await, so in a concurrent burst every
 * request sees the final count: 6 requests at once against a limit of 5 all got 429.) The map is swept
 * as it fills, so a flood of distinct clients cannot grow it without bound.
 */
export class MemoryCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Clients being counted right now. */
  get size(): number {
    return this.windows.size;
  }

  incr(key: string, timeWindow: number): Counted {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (!window && this.windows.size >= this.maxKeys) this.sweep(now);
      window = { count: 0, resetAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still mostly live windows: forget the oldest tenth (a Map iterates in insertion order), so the
    // next sweep is thousands of new clients away.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys * 0.9) break;
      this.windows.delete(key);
    }
  }
}

/**
 * The rate-limit store. With Redis (REDIS_URL) the counts live there, so every gateway behind the load
 * balancer counts a client together; whenever Redis cannot answer, and without Redis at all, this
 * instance's memory counts instead. So during an outage the limits hold per instance rather than
 * vanishing: the plugin's own Redis store with `skipOnError` would let every request through, and the
 * chat bill with them.
 */
export function countersStore(redis: RedisLink | undefined): FastifyRateLimitStoreCtor {
  class Counters implements FastifyRateLimitStore {
    private readonly memory = new MemoryCounters();

    constructor(
      _options: unknown,
      private readonly prefix: string = REDIS_KEYS.rateLimit,
    ) {}

    incr(key: string, callback: CountCallback, timeWindow: number): void {
      if (!redis?.ready) return callback(null, this.memory.incr(key, timeWindow));
      const redisKey = this.prefix + key;
      // One round trip, atomic: start the window if there is none, count, read what is left of it.
      redis.client
        .multi()
        .set(redisKey, '0', 'PX', timeWindow, 'NX')
        .incr(redisKey)
        .pttl(redisKey)
        .exec()
        .then((replies) => {
          const current = replies?.[1]?.[1];
          const ttl = replies?.[2]?.[1];
          if (typeof current !== 'number' || typeof ttl !== 'number') throw new Error('Unexpected MULTI reply');
          redis.succeeded();
          callback(null, { current, ttl: ttl > 0 ? ttl : timeWindow });
        })
        .catch((error: unknown) => {
          redis.failed(error);
          callback(null, this.memory.incr(key, timeWindow));
        });
    }

    /** A route with its own limit (/api/chat) counts under its own keys. */
    child(options: object): FastifyRateLimitStore {
      // At run time the plugin passes its merged settings with the route under `routeInfo`, as its own
      // RedisStore reads them; its type declaration says otherwise.
      const { routeInfo } = options as { routeInfo?: { method?: unknown; url?: unknown } };
      const route = `${String(routeInfo?.method ?? '')}${String(routeInfo?.url ?? '')}`;
      return new Counters(undefined, `${this.prefix}${route}:`);
    }
  }
  return Counters;
}

export function rateLimitStore(redis: RedisLink | undefined): Partial<RateLimitPluginOptions> {
  // The store never fails (it falls back to memory itself); should it ever, a visitor is let through
  // rather than given a 500.
  return { store: countersStore(redis), skipOnError: true };
}

/**
 * Per-client-IP limits for everything registered in `api` (the /api/* routes). request.ip honours
 * X-Forwarded-For only with TRUST_PROXY=1, so a client cannot pick its own key.
 */
export async function registerRateLimit(
  api: FastifyInstance,
  config: GatewayConfig,
  redis: RedisLink | undefined,
  /** Told the route pattern of each refusal (the gateway's metrics count them). */
  onRefused: (route: string) => void = () => undefined,
): Promise<void> {
  await api.register(rateLimit, {
    ...rateLimitStore(redis),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (request, context) => {
      onRefused(request.routeOptions.url ?? request.url.split('?')[0] ?? '');
      // Thrown, then shaped into `{ error }` by the error handler; Retry-After is already set.
      const error = new Error(`Too many requests: try again in ${context.after}`) as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}
