import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Key prefixes, so one Redis can serve other things too (docs/deploy.md; the remote map and load counts: release/). */
export const REDIS_KEYS = {
  rateLimit: 'fintools:rl:',
  rates: 'fintools:rates:',
  media: 'fintools:media:',
  /** `daily-budget.ts`: `…:hour`, `…:day:<date>` and `…:day:<date>:<network>`. */
  mediaBudget: 'fintools:media-budget',
  chatBudget: 'fintools:chat-budget',
} as const;

/**
 * A gateway's one Redis connection (REDIS_URL), shared by the rate-limit counters, the rates and media
 * caches and the chat and media budgets.
 * Redis lets many gateways agree; it is never something a visitor's request waits on. When it is down,
 * callers use this instance's memory: no command is queued or retried, ioredis reconnects in the
 * background, and the change is logged once each way (not once per request).
 */
export class RedisLink {
  readonly client: Redis;
  /** Where, for log lines: host and port only, never the password a REDIS_URL may carry. */
  private readonly where: string;
  private state: 'connecting' | 'up' | 'down' = 'connecting';
  private closing = false;
  /** After a failed command, Redis is left alone this long: a hung server costs one timeout, not one per request. */
  private restUntil = 0;
  private wrongTypeLogged = false;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.where = describeRedisUrl(url);
    this.client = new Redis(url, {
      connectTimeout: 1000,
      // A command that gets no answer fails fast; the caller falls back to memory.
      commandTimeout: 500,
      maxRetriesPerRequest: 1,
      // While disconnected, fail at once instead of queueing requests behind a dead connection.
      enableOfflineQueue: false,
      // Keep reconnecting, at most every 2 s: sharing resumes by itself when Redis is back.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      // Closing with the connection already lost should not hold the process open for ioredis' default 2 s.
      disconnectTimeout: 200,
    });
    this.client.on('ready', () => this.succeeded());
    // Without a listener ioredis prints every failed reconnection to stderr.
    this.client.on('error', (error: unknown) => this.failed(error));
    this.client.on('close', () => this.failed());
  }

  /** Connected and not resting after a failure: worth sending a command. Otherwise go straight to memory. */
  get ready(): boolean {
    return this.client.status === 'ready' && Date.now() >= this.restUntil;
  }

  /**
   * A command failed or the connection went: logged once until Redis answers again. A key holding another
   * type (WRONGTYPE) is Redis answering: that command's caller falls back, Redis stays in use, and it is
   * logged once as what it is.
   */
  failed(error?: unknown): void {
    if (isWrongType(error)) {
      this.succeeded();
      if (!this.wrongTypeLogged) {
        this.wrongTypeLogged = true;
        this.log.warn(
          { redis: this.where },
          'A Redis key holds another type than the gateway writes there (WRONGTYPE): Redis is up; that key is not used until it is fixed or deleted',
        );
      }
      return;
    }
    this.restUntil = Date.now() + REST_AFTER_FAILURE_MS;
    if (this.state === 'down' || this.closing) return;
    this.state = 'down';
    this.log.warn(
      { redis: this.where, reason: reasonOf(error) },
      "Redis is unavailable: rate limits, caches, the chat and media budgets and load counts use this gateway's memory, and the remote map stays as last read, until it is back",
    );
  }

  /** Redis answered; if it had been down, say once that sharing has resumed. */
  succeeded(): void {
    this.restUntil = 0;
    if (this.state === 'up') return;
    this.state = 'up';
    this.log.info(
      { redis: this.where },
      'Redis connected: rate limits, caches, the chat and media budgets, the remote map and load counts are shared',
    );
  }

  /**
   * Waits for the first connection, a first failure or `ms`, whichever comes first, so the first
   * requests already share state, and start-up never hangs on an absent Redis.
   */
  async settle(ms: number): Promise<void> {
    if (this.state !== 'connecting') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        this.client.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.client.once('ready', done);
      this.client.once('error', done);
    });
  }

  close(): void {
    this.closing = true;
    this.client.disconnect();
  }
}

const REST_AFTER_FAILURE_MS = 2000;

/** Redis's answer to a command on a key that holds another type (`GET` on a list): a data problem, not an outage. */
export function isWrongType(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.startsWith('WRONGTYPE');
}

/** "127.0.0.1:6379", "tls redis.internal:6380": what an operator needs, without credentials. */
export function describeRedisUrl(url: string): string {
  const parsed = new URL(url);
  const where = `${parsed.hostname}:${parsed.port || '6379'}`;
  return parsed.protocol === 'rediss:' ? `tls ${where}` : where;
}

/** ECONNREFUSED, ETIMEDOUT, NOAUTH…: the kind of failure, never a message that might quote a value. */
function reasonOf(error: unknown): string {
  if (error === undefined) return 'connection closed';
  const { code, name, message } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  if (typeof code === 'string') return code;
  const redisCode = typeof message === 'string' ? /^[A-Z]{3,}\b/.exec(message)?.[0] : undefined;
  return redisCode ?? (typeof name === 'string' ? name : 'unknown');
}
