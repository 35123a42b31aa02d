import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { GatewayConfig } from './config';
import { REDIS_KEYS, type RedisLink } from './redis';
import { WindowCounter, type Counted } from './window-counter';

type CountCallback = (error: Error | null, result?: Counted) => void;

/**
 * The client a request counts as, for rate limits, chat streams and load-report counts: an IPv4 address as it
 * is, an IPv6 address by its /64 (one household or one server gets a /64; counting each of its 2^64 addresses
 * as a client gave each a fresh quota), an IPv4-mapped IPv6 address as the IPv4 one.
 * @example clientOf('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * @example clientOf('::ffff:192.0.2.7') // '192.0.2.7'
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/**
 * The network a client is in, for what decides a canary: an IPv4 address by its /24, an IPv6 one by its /48
 * (one site). A person or a script with many addresses usually has them in one network; counting networks
 * means 120 addresses of one /24 are one client (they once promoted a canary in under a second).
 * @example networkOf('203.0.113.77') // '203.0.113.0/24'
 * @example networkOf('2001:db8:1:2:aaaa::1') // '2001:db8:1::/48'
 */
export function networkOf(address: string): string {
  const ipv4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/i.exec(address);
  if (ipv4) return `${ipv4[1]}.${ipv4[2]}.${ipv4[3]}.0/24`;
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 3).join(':')}::/48`;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = groups(tail);
  // An embedded IPv4 tail ("::ffff:1.2.3.4" is handled above; "64:ff9b::1.2.3.4") takes two groups.
  const missing = 8 - before.length - after.length;
  const all = tail === undefined ? before : [...before, ...Array<string>(Math.max(missing, 0)).fill('0'), ...after];
  return all.map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? String(parseInt(group, 16).toString(16)) : group));
}

/**
 * Who a request counts against: its client's IP address, an IPv6 one by its /64 (`clientOf`). `request.ip`
 * reads X-Forwarded-For only as far as TRUST_PROXY allows, but even a trusted hop can hand on a client's
 * garbage ("X-Forwarded-For: me"), and a string the client chose must never become a key, or every request
 * could pick a fresh one. Such a request counts against the address that handed it to us.
 */
export function clientAddress(request: FastifyRequest): string {
  const address = trustedAddress(request);
  return address === undefined ? 'unknown' : clientOf(address);
}

/**
 * The network a request comes from (`networkOf` of the address `clientAddress` reads): what the chat and media
 * budgets give a share to. Taken from the address itself, not from `clientAddress`'s key, whose IPv6 /64 would
 * otherwise stand for its own network rather than its /48.
 */
export function clientNetwork(request: FastifyRequest): string {
  const address = trustedAddress(request);
  return address === undefined ? 'unknown' : networkOf(address);
}

/** `request.ip` when it is an IP address, else the peer's, else undefined. */
function trustedAddress(request: FastifyRequest): string | undefined {
  if (isIP(request.ip) !== 0) return request.ip;
  const peer = request.socket.remoteAddress;
  return peer !== undefined && isIP(peer) !== 0 ? peer : undefined;
}

/**
 * The rate-limit store (docs/decisions/006-rate-limit-store.md): windows counted in Redis when REDIS_URL
 * is set, so every gateway behind the load balancer counts a client together, and in this instance's
 * memory whenever Redis cannot answer, so during an outage the limits hold per instance rather than
 * vanishing (the plugin's own Redis store with `skipOnError` would let every request through, and the
 * chat bill with them).
 */
export function countersStore(redis: RedisLink | undefined): FastifyRateLimitStoreCtor {
  class Counters implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix: string = REDIS_KEYS.rateLimit,
      private readonly counter = new WindowCounter(redis),
    ) {}

    incr(key: string, callback: CountCallback, timeWindow: number): void {
      void this.counter.incr(this.prefix + key, timeWindow).then((counted) => callback(null, counted));
    }

    /** A route with its own limit (/api/chat) counts under its own keys. */
    child(options: object): FastifyRateLimitStore {
      // At run time the plugin passes its merged settings with the route under `routeInfo`, as its own
      // RedisStore reads them; its type declaration says otherwise.
      const { routeInfo } = options as { routeInfo?: { method?: unknown; url?: unknown } };
      const route = `${String(routeInfo?.method ?? '')}${String(routeInfo?.url ?? '')}`;
      return new Counters(undefined, `${this.prefix}${route}:`, this.counter);
    }
  }
  return Counters;
}

export function rateLimitStore(redis: RedisLink | undefined): Partial<RateLimitPluginOptions> {
  // The store never fails (it falls back to memory itself); should it ever, a visitor is let through
  // rather than given a 500.
  return { store: countersStore(redis), skipOnError: true };
}

/** Per-client limits for everything registered in `api` (the /api/* routes), keyed by `clientAddress`. */
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
    keyGenerator: clientAddress,
    errorResponseBuilder: (request, context) => {
      onRefused(request.routeOptions.url ?? request.url.split('?')[0] ?? '');
      // Thrown, then shaped into `{ error }` by the error handler; Retry-After is already set.
      const error = new Error(`Too many requests: try again in ${context.after}`) as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
}
