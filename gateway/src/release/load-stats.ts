import { createHash } from 'node:crypto';
import { REMOTE_LOAD_OUTCOMES, type RemoteLoadOutcome } from '@fintools/shared/api/events';
import type { RedisLink } from '../redis';

/** Loads of one build over the last hour, by outcome. */
export type LoadCounts = Record<RemoteLoadOutcome, number>;

/**
 * How many distinct clients reported each outcome, any outcome (`any`), and any failure (`failure`: failed,
 * timeout or integrity), over the last hour. A canary is judged on `failure` of `any`: a share of clients,
 * so no client moves a rate by more than its own share, however many reports it sends.
 */
export type ClientCounts = LoadCounts & { any: number; failure: number };

/** What `/api/remotes` and `--status` show for a build: the reports, and how many clients sent them. */
export interface LoadFigures {
  loads: LoadCounts;
  clients: ClientCounts;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** `pnpm release --status` shows the last hour. */
export const LOAD_WINDOW_MINUTES = 60;
/**
 * One client (one address, as TRUST_PROXY reads it) counts at most this many reports per build per hour:
 * a few real reloads, never a flood that could decide a canary (130 forged reports from one address once did).
 */
export const MAX_REPORTS_PER_CLIENT_PER_HOUR = 3;
/** Redis keeps a little more than the window, then lets the counts expire. */
const KEPT_MS = 2 * HOUR;
/** Distinct clients a gateway remembers per build in memory (without Redis); the oldest go first. */
const MAX_CLIENTS_IN_MEMORY = 50_000;
export const LOADS_KEY_PREFIX = 'fintools:loads:';

const emptyCounts = (): LoadCounts => ({ loaded: 0, failed: 0, timeout: 0, integrity: 0 });
const emptyClients = (): ClientCounts => ({ ...emptyCounts(), any: 0, failure: 0 });
export const emptyFigures = (): LoadFigures => ({ loads: emptyCounts(), clients: emptyClients() });
const CLIENT_SETS = [...REMOTE_LOAD_OUTCOMES, 'any', 'failure'] as const;
type ClientSet = (typeof CLIENT_SETS)[number];

/** The client sets one report joins: its outcome's, `any`, and `failure` for anything but `loaded`. */
const setsOf = (outcome: RemoteLoadOutcome): ClientSet[] =>
  outcome === 'loaded' ? [outcome, 'any'] : [outcome, 'any', 'failure'];

/** A build's key: its release URL hashed, so keys stay short whatever the URL. */
function buildKey(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 16);
}

/** A client as the counts know it: its address hashed, so no address is kept. */
export function clientKey(address: string): string {
  return createHash('sha256').update(`fintools-load-client\0${address}`).digest('base64url').slice(0, 16);
}

interface MemoryBuild {
  byMinute: Map<number, LoadCounts>;
  /** Reports per client in the current hour. */
  reports: Map<string, { hour: number; count: number }>;
  /** When each client last reported each outcome. */
  seen: Map<ClientSet, Map<string, number>>;
}

/**
 * What browsers reported about each build's loads (POST /api/events), counted per minute for the last
 * hour, with the distinct clients behind each figure; a client counts at most
 * MAX_REPORTS_PER_CLIENT_PER_HOUR reports per build per hour. With Redis every gateway adds to the same
 * counts, so the status any gateway gives covers all of them; while Redis is down (and without it) each
 * gateway counts what it received itself.
 */
export class LoadStats {
  private readonly memory = new Map<string, MemoryBuild>();
  /** Per area and hour, the build each client was first counted on (a client counts on one build only). */
  private readonly owners = new Map<string, { hour: number; builds: Map<string, string> }>();

  constructor(
    private readonly redis: RedisLink | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one report from `client` (clientKey of its network) on a build of `area`; false when that client
   * already sent its share this hour, or was counted on another build of the area this hour: a canary is
   * compared with the live build by clients who saw one of them, so one network cannot be a loaded canary
   * visitor and a failing live one at once.
   */
  async record(releaseUrl: string, outcome: RemoteLoadOutcome, client: string, area = ''): Promise<boolean> {
    const now = this.now();
    const key = buildKey(releaseUrl);
    if (this.redis?.ready) {
      const counted = await this.recordInRedis(key, now, outcome, client, area);
      if (counted !== undefined) {
        // Kept in memory too, so an outage of Redis keeps this gateway's view.
        if (counted) this.recordInMemory(key, now, outcome, client, true);
        return counted;
      }
    }
    if (!this.ownedBy(area, client, key, now)) return false;
    return this.recordInMemory(key, now, outcome, client, false);
  }

  /** Whether `client` is counted on build `key` of `area` this hour: the first build it reported on (memory). */
  private ownedBy(area: string, client: string, key: string, now: number): boolean {
    const hour = Math.floor(now / HOUR);
    let owners = this.owners.get(area);
    if (!owners || owners.hour !== hour) this.owners.set(area, (owners = { hour, builds: new Map() }));
    const owner = owners.builds.get(client);
    if (owner === undefined) remember(owners.builds, client, key);
    return owner === undefined || owner === key;
  }

  /** Figures of the last LOAD_WINDOW_MINUTES for each release URL. */
  async lastHour(releaseUrls: readonly string[]): Promise<Map<string, LoadFigures>> {
    const now = this.now();
    const current = Math.floor(now / MINUTE);
    const minutes = Array.from({ length: LOAD_WINDOW_MINUTES }, (_, index) => current - index);
    const result = new Map<string, LoadFigures>();
    const shared = await this.fromRedis(releaseUrls, minutes, now);
    for (const url of releaseUrls) result.set(url, shared?.get(url) ?? this.fromMemory(buildKey(url), minutes, now));
    return result;
  }

  private recordInMemory(key: string, now: number, outcome: RemoteLoadOutcome, client: string, force: boolean) {
    let build = this.memory.get(key);
    if (!build) {
      build = { byMinute: new Map(), reports: new Map(), seen: new Map(CLIENT_SETS.map((set) => [set, new Map()])) };
      this.memory.set(key, build);
    }
    const hour = Math.floor(now / HOUR);
    const sent = build.reports.get(client);
    const count = sent?.hour === hour ? sent.count + 1 : 1;
    if (!force && count > MAX_REPORTS_PER_CLIENT_PER_HOUR) return false;
    remember(build.reports, client, { hour, count });
    const minute = Math.floor(now / MINUTE);
    const counts = build.byMinute.get(minute) ?? emptyCounts();
    counts[outcome] += 1;
    build.byMinute.set(minute, counts);
    for (const set of setsOf(outcome)) remember(build.seen.get(set)!, client, now);
    // Forget what left the window: memory stays bounded by builds × (60 minutes + MAX_CLIENTS_IN_MEMORY).
    for (const old of build.byMinute.keys()) if (old <= minute - LOAD_WINDOW_MINUTES) build.byMinute.delete(old);
    for (const [id, at] of build.reports) if (at.hour !== hour) build.reports.delete(id);
    for (const seen of build.seen.values()) for (const [id, at] of seen) if (at <= now - HOUR) seen.delete(id);
    return true;
  }

  private fromMemory(key: string, minutes: number[], now: number): LoadFigures {
    const figures = emptyFigures();
    const build = this.memory.get(key);
    if (!build) return figures;
    for (const minute of minutes) {
      const counts = build.byMinute.get(minute);
      if (!counts) continue;
      for (const outcome of REMOTE_LOAD_OUTCOMES) figures.loads[outcome] += counts[outcome];
    }
    for (const set of CLIENT_SETS) {
      figures.clients[set] = [...build.seen.get(set)!.values()].filter((at) => at > now - HOUR).length;
    }
    return figures;
  }

  /** undefined: Redis failed, count in memory instead. */
  private async recordInRedis(key: string, now: number, outcome: RemoteLoadOutcome, client: string, area: string) {
    const redis = this.redis!;
    const capKey = `${LOADS_KEY_PREFIX}${key}:cap:${Math.floor(now / HOUR)}`;
    const ownerKey = `${LOADS_KEY_PREFIX}owner:${buildKey(`area\0${area}`)}:${Math.floor(now / HOUR)}`;
    try {
      // The first build a client reports on this hour owns it, on every gateway.
      const owned = await redis.client
        .multi()
        .hsetnx(ownerKey, client, key)
        .hget(ownerKey, client)
        .pexpire(ownerKey, KEPT_MS)
        .exec();
      if (owned?.[1]?.[1] !== key) {
        redis.succeeded();
        return false;
      }
      const [[, sent] = [null, 0]] = (await redis.client
        .multi()
        .hincrby(capKey, client, 1)
        .pexpire(capKey, KEPT_MS)
        .exec()) ?? [[null, 0]];
      if (Number(sent) > MAX_REPORTS_PER_CLIENT_PER_HOUR) {
        redis.succeeded();
        return false;
      }
      const minuteKey = `${LOADS_KEY_PREFIX}${key}:${Math.floor(now / MINUTE)}`;
      const multi = redis.client.multi().hincrby(minuteKey, outcome, 1).pexpire(minuteKey, KEPT_MS);
      for (const set of setsOf(outcome)) {
        const setKey = `${LOADS_KEY_PREFIX}${key}:clients:${set}`;
        multi
          .zadd(setKey, now, client)
          .zremrangebyscore(setKey, '-inf', now - HOUR)
          .pexpire(setKey, KEPT_MS);
      }
      await multi.exec();
      redis.succeeded();
      return true;
    } catch (error) {
      redis.failed(error);
      return undefined;
    }
  }

  private async fromRedis(
    urls: readonly string[],
    minutes: number[],
    now: number,
  ): Promise<Map<string, LoadFigures> | undefined> {
    if (!this.redis?.ready || urls.length === 0) return undefined;
    const pipeline = this.redis.client.pipeline();
    for (const url of urls) {
      const key = buildKey(url);
      for (const minute of minutes) pipeline.hgetall(`${LOADS_KEY_PREFIX}${key}:${minute}`);
      for (const set of CLIENT_SETS)
        pipeline.zcount(`${LOADS_KEY_PREFIX}${key}:clients:${set}`, now - HOUR + 1, '+inf');
    }
    let replies: [Error | null, unknown][] | null;
    try {
      replies = await pipeline.exec();
      this.redis.succeeded();
    } catch (error) {
      this.redis.failed(error);
      return undefined;
    }
    if (!replies || replies.some(([error]) => error)) return undefined;
    const result = new Map<string, LoadFigures>();
    const perUrl = minutes.length + CLIENT_SETS.length;
    urls.forEach((url, index) => {
      const figures = emptyFigures();
      const own = replies.slice(index * perUrl, (index + 1) * perUrl);
      for (const [, hash] of own.slice(0, minutes.length)) {
        for (const outcome of REMOTE_LOAD_OUTCOMES) {
          figures.loads[outcome] += Number((hash as Record<string, string> | null)?.[outcome] ?? 0) || 0;
        }
      }
      CLIENT_SETS.forEach((set, setIndex) => {
        figures.clients[set] = Number(own[minutes.length + setIndex]?.[1] ?? 0) || 0;
      });
      result.set(url, figures);
    });
    return result;
  }
}

/** Sets `key` as the newest entry of `map`, dropping the oldest past MAX_CLIENTS_IN_MEMORY. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_CLIENTS_IN_MEMORY) map.delete(map.keys().next().value!);
}
