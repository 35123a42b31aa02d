import { createHash } from 'node:crypto';
import type { RemoteLoadOutcome } from '@fintools/shared/api/events';
import type { RedisLink } from '../redis';

/** Loads of one build over the last hour, by outcome. */
export type LoadCounts = Record<RemoteLoadOutcome, number>;

const MINUTE = 60_000;
/** `pnpm release --status` shows the last hour. */
export const LOAD_WINDOW_MINUTES = 60;
/** Redis keeps a little more than the window, then lets the counts expire. */
const KEPT_MS = 2 * 60 * MINUTE;
export const LOADS_KEY_PREFIX = 'fintools:loads:';

const emptyCounts = (): LoadCounts => ({ loaded: 0, failed: 0, timeout: 0 });

/** A build's key: its release URL hashed, so keys stay short whatever the URL. */
function buildKey(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 16);
}

/**
 * What browsers reported about each build's loads (POST /api/events), counted per minute for the last
 * hour. With Redis every gateway adds to the same counts, so the status any gateway gives covers all of
 * them; while Redis is down (and without it) each gateway counts what it received itself.
 */
export class LoadStats {
  private readonly memory = new Map<string, Map<number, LoadCounts>>();

  constructor(
    private readonly redis: RedisLink | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async record(releaseUrl: string, outcome: RemoteLoadOutcome): Promise<void> {
    const minute = Math.floor(this.now() / MINUTE);
    const key = buildKey(releaseUrl);
    this.recordInMemory(key, minute, outcome);
    if (!this.redis?.ready) return;
    const redisKey = `${LOADS_KEY_PREFIX}${key}:${minute}`;
    try {
      await this.redis.client.multi().hincrby(redisKey, outcome, 1).pexpire(redisKey, KEPT_MS).exec();
      this.redis.succeeded();
    } catch (error) {
      this.redis.failed(error);
    }
  }

  /** Counts of the last LOAD_WINDOW_MINUTES for each release URL. */
  async lastHour(releaseUrls: readonly string[]): Promise<Map<string, LoadCounts>> {
    const current = Math.floor(this.now() / MINUTE);
    const minutes = Array.from({ length: LOAD_WINDOW_MINUTES }, (_, index) => current - index);
    const result = new Map<string, LoadCounts>();
    const shared = await this.fromRedis(releaseUrls, minutes);
    for (const url of releaseUrls) result.set(url, shared?.get(url) ?? this.fromMemory(buildKey(url), minutes));
    return result;
  }

  private recordInMemory(key: string, minute: number, outcome: RemoteLoadOutcome): void {
    let byMinute = this.memory.get(key);
    if (!byMinute) {
      byMinute = new Map();
      this.memory.set(key, byMinute);
    }
    const counts = byMinute.get(minute) ?? emptyCounts();
    counts[outcome] += 1;
    byMinute.set(minute, counts);
    // Forget minutes that left the window: memory stays bounded by builds × 60.
    for (const old of byMinute.keys()) if (old <= minute - LOAD_WINDOW_MINUTES) byMinute.delete(old);
  }

  private fromMemory(key: string, minutes: number[]): LoadCounts {
    const total = emptyCounts();
    const byMinute = this.memory.get(key);
    for (const minute of minutes) {
      const counts = byMinute?.get(minute);
      if (!counts) continue;
      for (const outcome of Object.keys(total) as RemoteLoadOutcome[]) total[outcome] += counts[outcome];
    }
    return total;
  }

  private async fromRedis(urls: readonly string[], minutes: number[]): Promise<Map<string, LoadCounts> | undefined> {
    if (!this.redis?.ready || urls.length === 0) return undefined;
    const pipeline = this.redis.client.pipeline();
    for (const url of urls)
      for (const minute of minutes) pipeline.hgetall(`${LOADS_KEY_PREFIX}${buildKey(url)}:${minute}`);
    let replies: [Error | null, unknown][] | null;
    try {
      replies = await pipeline.exec();
      this.redis.succeeded();
    } catch (error) {
      this.redis.failed(error);
      return undefined;
    }
    if (!replies || replies.some(([error]) => error)) return undefined;
    const result = new Map<string, LoadCounts>();
    urls.forEach((url, index) => {
      const total = emptyCounts();
      for (const [, hash] of replies.slice(index * minutes.length, (index + 1) * minutes.length)) {
        for (const outcome of Object.keys(total) as RemoteLoadOutcome[]) {
          total[outcome] += Number((hash as Record<string, string> | null)?.[outcome] ?? 0) || 0;
        }
      }
      result.set(url, total);
    });
    return result;
  }
}
