import { createHash } from 'node:crypto';
import { REDIS_KEYS, type RedisLink } from '../redis';

interface Entry {
  body: string;
  expiresAt: number;
}

/** Bounds this process's copy: about a hundred large searches (80 photos with every size is ~60 KB). */
const MAX_MEMORY_BYTES = 8 * 1024 * 1024;

/**
 * Answers of identical image and video searches (same route, keyword and count) for MEDIA_CACHE_SECONDS,
 * so repeating a search does not spend the provider's quota (Pexels allows 200 an hour per key). Shared
 * by every gateway on REDIS_URL, with a copy in this process, which is all there is without Redis or while
 * it is down. Only good answers are stored: a failure is asked again next time.
 */
export class MediaCache {
  private readonly memory = new Map<string, Entry>();
  private memoryBytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly redis: RedisLink | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key of a search: a hash, so a keyword's odd characters never reach a Redis key. */
  static key(route: string, query: string, count: number): string {
    return createHash('sha256').update(`${route}\n${count}\n${query}`).digest('hex');
  }

  async get(key: string): Promise<string | undefined> {
    if (this.ttlMs <= 0) return undefined;
    const local = this.memory.get(key);
    if (local && local.expiresAt > this.now()) return local.body;
    if (local) this.forget(key);
    const redis = this.redis;
    if (!redis?.ready) return undefined;
    let shared: Entry | undefined;
    try {
      shared = readEntry(await redis.client.get(REDIS_KEYS.media + key));
      redis.succeeded();
    } catch (error) {
      redis.failed(error);
      return undefined;
    }
    if (!shared || shared.expiresAt <= this.now()) return undefined;
    this.remember(key, shared);
    return shared.body;
  }

  async set(key: string, body: string): Promise<void> {
    if (this.ttlMs <= 0) return;
    const entry = { body, expiresAt: this.now() + this.ttlMs };
    this.remember(key, entry);
    const redis = this.redis;
    if (!redis?.ready) return;
    try {
      await redis.client.set(REDIS_KEYS.media + key, JSON.stringify(entry), 'PX', this.ttlMs);
      redis.succeeded();
    } catch (error) {
      redis.failed(error);
    }
  }

  private remember(key: string, entry: Entry): void {
    this.forget(key);
    this.memory.set(key, entry);
    this.memoryBytes += entry.body.length;
    // Oldest first (a Map iterates in insertion order) until the copy fits again.
    for (const [oldKey] of this.memory) {
      if (this.memoryBytes <= MAX_MEMORY_BYTES) break;
      this.forget(oldKey);
    }
  }

  private forget(key: string): void {
    const entry = this.memory.get(key);
    if (!entry) return;
    this.memory.delete(key);
    this.memoryBytes -= entry.body.length;
  }
}

/** An entry read back from Redis, which is shared: anything but the shape we write is a miss. */
function readEntry(text: string | null): Entry | undefined {
  if (text === null) return undefined;
  try {
    const { body, expiresAt } = JSON.parse(text) as Partial<Entry>;
    if (typeof body !== 'string' || typeof expiresAt !== 'number') return undefined;
    JSON.parse(body); // still an answer we could send
    return { body, expiresAt };
  } catch {
    return undefined;
  }
}
