import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_PAGE_TOKEN_LENGTH,
  PAGE_TOKEN_PATH,
  pageTokenExpiresAt,
  type PageTokenAnswer,
} from '@fintools/shared/api/page-token';
import { HttpError } from './errors';
import type { GatewayConfig } from './config';
import { reportingPage } from './api/events';
import { clientAddress, clientOf } from './rate-limit';
import { REDIS_KEYS, type RedisLink } from './redis';
import { WindowCounter } from './window-counter';

/** How long a page's token is accepted: a visit, not a day. A page open longer asks for a new one. */
export const PAGE_TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/**
 * The gateway's page tokens (the contract: shared/src/api/page-token.ts): `<expiry>.<nonce>.<signature>`, the
 * signature an HMAC-SHA256 of the expiry, the nonce and the client (`clientOf`) it was issued to, with the
 * secret PAGE_TOKEN_SECRET (or one made at start). A token is accepted until it expires, from the client it
 * was issued to: copying one from a page to a script elsewhere gets nothing. Gateways behind one balancer
 * must share the secret, or a page from one gateway is refused by the next.
 */
export class PageTokens {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
    private readonly lifetimeMs = PAGE_TOKEN_LIFETIME_MS,
  ) {}

  /** PAGE_TOKEN_SECRET's bytes, or a random secret (said in the log: several gateways need one shared). */
  static fromConfig(secret: string | undefined, log: FastifyBaseLogger): PageTokens {
    if (secret !== undefined) return new PageTokens(Buffer.from(secret, 'utf8'));
    log.info(
      'PAGE_TOKEN_SECRET is unset: this gateway signs page tokens with a secret of its own, so behind a load balancer every gateway needs the same PAGE_TOKEN_SECRET',
    );
    return new PageTokens(randomBytes(32));
  }

  /** A token for `address`, and when it expires. */
  issue(address: string): PageTokenAnswer {
    const expiry = Math.ceil((this.now() + this.lifetimeMs) / 1000).toString(36);
    const nonce = randomBytes(12).toString('base64url');
    return { token: `${expiry}.${nonce}.${this.sign(expiry, nonce, address)}`, expiresAt: parseInt(expiry, 36) * 1000 };
  }

  /**
   * The token's nonce (a key for its own rate limit) when `token` is one this gateway's secret signed for
   * `address`, not expired, and naming no later expiry than this gateway gives (its lifetime, and the second
   * an expiry is rounded up to): a token that says it lasts longer is refused whoever signed it, so a leaked
   * secret or a gateway with another lifetime cannot mint tokens for a day. Undefined otherwise.
   */
  verify(token: unknown, address: string): string | undefined {
    const expiresAt = pageTokenExpiresAt(token);
    const now = this.now();
    if (
      expiresAt === undefined ||
      expiresAt <= now ||
      expiresAt > now + this.lifetimeMs + 1000 ||
      (token as string).length > MAX_PAGE_TOKEN_LENGTH
    ) {
      return undefined;
    }
    const [expiry = '', nonce = '', signature = ''] = (token as string).split('.');
    const expected = Buffer.from(this.sign(expiry, nonce, address));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  private sign(expiry: string, nonce: string, address: string): string {
    return createHmac('sha256', this.secret)
      .update(`fintools-page-token\0${expiry}\0${nonce}\0${clientOf(address)}`)
      .digest('base64url');
  }
}

/**
 * What `/api/events` and `/api/chat` ask of a request: a valid page token (else 403 with `refusal`), and no
 * more than `perMinute` requests on that token (else 429), besides the per-address limit every /api route has.
 */
export class PageTokenGate {
  private readonly counter: WindowCounter;

  constructor(
    readonly tokens: PageTokens,
    redis: RedisLink | undefined,
  ) {
    this.counter = new WindowCounter(redis);
  }

  async check(request: FastifyRequest, token: unknown, route: string, perMinute: number, refusal: string) {
    const nonce = this.tokens.verify(token, clientAddress(request));
    if (nonce === undefined) throw new HttpError(403, refusal);
    const counted = await this.counter.incr(`${REDIS_KEYS.rateLimit}token:${route}:${nonce}`, 60_000);
    if (counted.current > perMinute) {
      const seconds = Math.max(1, Math.ceil(counted.ttl / 1000));
      throw new HttpError(429, `Too many requests: try again in ${seconds} seconds`, {
        'retry-after': String(seconds),
      });
    }
  }
}

/** What `GET /api/page-token` answers a request from anywhere else (403). */
export const NOT_A_PAGE = 'Page tokens are given to FinTools pages and the sites in EMBED_ORIGINS only';

/**
 * `GET /api/page-token`: a token for a page the gateway did not serve (a tool embedded in a site of
 * EMBED_ORIGINS asks the gateway its `data-gateway` names), or for one of its own pages renewing its token. Only
 * for those (`reportingPage`: the request's Origin is an embed origin, or the browser says it is same-origin):
 * a script that asks from nowhere gets 403, and must fetch a whole page per address for a token. Never cached:
 * each is the caller's own.
 */
export function registerPageTokenRoute(api: FastifyInstance, tokens: PageTokens, config: GatewayConfig): void {
  api.get(PAGE_TOKEN_PATH.replace(/^\/api/, ''), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!reportingPage(request, config)) throw new HttpError(403, NOT_A_PAGE);
    return tokens.issue(clientAddress(request));
  });
}
