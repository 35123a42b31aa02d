import type { RedisLink } from './redis';

/** A count within a fixed window and what is left of the window, in ms. */
export interface Counted {
  current: number;
  ttl: number;
}

/**
 * Fixed windows per key in this process: without REDIS_URL, and while Redis is down. Each call gets its
 * own snapshot of the count (docs/decisions/006-rate-limit-store.md). The map is swept as it fills, so a
 * flood of distinct keys cannot grow it without bound.
 */
export class MemoryCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keys being counted right now. */
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
    // next sweep is thousands of new keys away.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys * 0.9) break;
      this.windows.delete(key);
    }
  }
}

/**
 * Counts in fixed windows, shared by every gateway on the same Redis (REDIS_URL) and in this process's
 * memory whenever Redis cannot answer, so a limit holds per instance during an outage rather than
 * vanishing. Never fails: the per-client rate limits and the chat and media budgets (daily-budget.ts) count here.
 */
export class WindowCounter {
  private readonly memory: MemoryCounters;

  constructor(
    private readonly redis: RedisLink | undefined,
    /** The clock of the in-memory windows; a test injects its own. */
    now: () => number = Date.now,
  ) {
    this.memory = new MemoryCounters(undefined, now);
  }

  /** Counts one more under `key` (a full Redis key: prefix included). */
  async incr(key: string, timeWindow: number): Promise<Counted> {
    const redis = this.redis;
    if (!redis?.ready) return this.memory.incr(key, timeWindow);
    try {
      // One round trip, atomic: start the window if there is none, count, read what is left of it.
      const replies = await redis.client.multi().set(key, '0', 'PX', timeWindow, 'NX').incr(key).pttl(key).exec();
      const current = replies?.[1]?.[1];
      const ttl = replies?.[2]?.[1];
      if (typeof current !== 'number' || typeof ttl !== 'number') throw new Error('Unexpected MULTI reply');
      redis.succeeded();
      return { current, ttl: ttl > 0 ? ttl : timeWindow };
    } catch (error) {
      redis.failed(error);
      return this.memory.incr(key, timeWindow);
    }
  }
}
