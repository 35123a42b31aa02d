import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { readRateTable, type RatesAnswer, type RateTable } from '@fintools/shared/api/rates';
import { isCurrencyCode, type CurrencyCode } from '@fintools/shared/data/currencies';
import type { GatewayConfig } from '../config';
import { badRequest } from '../errors';
import { REDIS_KEYS, type RedisLink } from '../redis';
import { SingleFlight } from '../single-flight';
import { fetchUpstreamJson, UpstreamError } from '../upstream';
import { queryParam } from './query';
import { crossRates, loadReferenceRates } from './reference-rates';

const SERVICE = 'exchange-rates service';

/** A good answer of the rates service and when this gateway (or another) got it. */
export interface CachedRates {
  table: RateTable;
  fetchedAt: number;
}

/** The last good answer per base. Entries never expire here: freshness is decided from `fetchedAt`. */
export interface RatesCache {
  /** The newest entry known; one fetched after `freshSince` is all the caller wants, so a cache may stop looking. */
  get(base: CurrencyCode, freshSince: number): Promise<CachedRates | undefined>;
  set(base: CurrencyCode, entry: CachedRates): Promise<void>;
}

/** One process's cache: the embedded default, and the fallback while Redis is down. */
export class MemoryRatesCache implements RatesCache {
  private readonly entries = new Map<CurrencyCode, CachedRates>();

  async get(base: CurrencyCode): Promise<CachedRates | undefined> {
    return this.entries.get(base);
  }

  async set(base: CurrencyCode, entry: CachedRates): Promise<void> {
    this.entries.set(base, entry);
  }
}

/** Long past the 10-minute freshness: a week-old answer still beats the shipped snapshot. */
export const SHARED_RATES_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The cache in Redis, so one gateway's call to the rates service serves them all, with a copy in memory
 * of everything seen: when Redis cannot answer, this instance still has its own last good answers. A
 * Redis error only ever means "use memory".
 */
export class SharedRatesCache implements RatesCache {
  constructor(
    private readonly redis: RedisLink,
    private readonly memory = new MemoryRatesCache(),
  ) {}

  async get(base: CurrencyCode, freshSince: number): Promise<CachedRates | undefined> {
    const local = await this.memory.get(base);
    // A fresh copy here is as good as Redis's: no round trip on the busiest path.
    if ((local && local.fetchedAt > freshSince) || !this.redis.ready) return local;
    let shared: CachedRates | undefined;
    try {
      shared = readCachedRates(await this.redis.client.get(REDIS_KEYS.rates + base), base);
      this.redis.succeeded();
    } catch (error) {
      this.redis.failed(error);
      return local;
    }
    if (!shared || (local && local.fetchedAt >= shared.fetchedAt)) return local;
    await this.memory.set(base, shared);
    return shared;
  }

  async set(base: CurrencyCode, entry: CachedRates): Promise<void> {
    await this.memory.set(base, entry);
    if (!this.redis.ready) return;
    try {
      await this.redis.client.set(REDIS_KEYS.rates + base, JSON.stringify(entry), 'PX', SHARED_RATES_TTL_MS);
      this.redis.succeeded();
    } catch (error) {
      this.redis.failed(error);
    }
  }
}

/** An entry read back from Redis, checked like a provider answer: Redis is shared, so trust nothing. */
function readCachedRates(text: string | null, base: CurrencyCode): CachedRates | undefined {
  if (text === null) return undefined;
  try {
    const { table, fetchedAt } = JSON.parse(text) as { table?: unknown; fetchedAt?: unknown };
    if (typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt)) return undefined;
    return { table: readFrankfurter(table, base), fetchedAt };
  } catch {
    return undefined; // unreadable: as if absent, and the next good answer overwrites it
  }
}

/**
 * Latest rates per base with three fallbacks: a fresh cached answer (10 min), then the rates service,
 * then the last good answer however old, then the shipped ECB snapshot. The converter always gets rates.
 * One refresh per base is in flight at a time. A request arriving while it runs (a visitor who picked a
 * new currency and then typed an amount asks twice) joins it for up to `ratesJoinWaitMs` and gets its live
 * answer; if the refresh fails or takes longer (a provider hanging up to UPSTREAM_TIMEOUT_MS), the request
 * gets the last good answer, however old, or the snapshot, without starting a call of its own.
 */
export class RatesService {
  private readonly snapshot = loadReferenceRates();
  private readonly refreshes = new SingleFlight<CurrencyCode, RateTable>();

  constructor(
    private readonly config: GatewayConfig,
    private readonly log: FastifyBaseLogger,
    private readonly cache: RatesCache = new MemoryRatesCache(),
    private readonly now: () => number = Date.now,
  ) {}

  async latest(base: CurrencyCode): Promise<RatesAnswer> {
    const freshSince = this.now() - this.config.ratesCacheTtlMs;
    const cached = await this.cache.get(base, freshSince);
    if (cached && cached.fetchedAt > freshSince) {
      return { ...cached.table, source: 'cache' };
    }
    const fallback = (): RatesAnswer =>
      cached ? { ...cached.table, source: 'cache' } : { ...crossRates(this.snapshot, base), source: 'snapshot' };
    const running = this.refreshes.current(base);
    if (running) {
      const table = await settledWithin(running, this.config.ratesJoinWaitMs);
      return table ? { ...table, source: 'live' } : fallback();
    }
    try {
      const table = await this.refreshes.run(base, async () => {
        const live = await this.fetchLive(base);
        await this.cache.set(base, { table: live, fetchedAt: this.now() });
        return live;
      });
      return { ...table, source: 'live' };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      this.log.warn({ base, failure: error.failure, status: error.status }, error.message);
      return fallback();
    }
  }

  private async fetchLive(base: CurrencyCode): Promise<RateTable> {
    const url = `${this.config.ratesBaseUrl}/v1/latest?from=${encodeURIComponent(base)}`;
    const body = await fetchUpstreamJson(url, {
      service: SERVICE,
      provider: 'rates',
      timeoutMs: this.config.upstreamTimeoutMs,
    });
    return readFrankfurter(body, base);
  }
}

/**
 * What `work` resolves to if it does within `ms`; undefined if it fails (the request that started it
 * logs why) or is still running by then.
 */
async function settledWithin<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.catch(() => undefined), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Frankfurter's `{ amount, base, date, rates }`, read as the rates contract reads any rate table. */
export function readFrankfurter(body: unknown, base: CurrencyCode): RateTable {
  const table = readRateTable(body, base);
  if (!table.ok) throw new UpstreamError(`The ${SERVICE} sent an unexpected answer (${table.errors})`, 'invalid');
  return table.value;
}

export function registerRatesRoute(api: FastifyInstance, config: GatewayConfig, redis: RedisLink | undefined): void {
  const service = new RatesService(config, api.log, redis ? new SharedRatesCache(redis) : new MemoryRatesCache());

  api.get('/rates', async (request) => {
    const from = queryParam(request, 'from')?.trim().toUpperCase() ?? '';
    if (!isCurrencyCode(from)) throw badRequest('from must be one of the supported currency codes, e.g. USD');
    return service.latest(from);
  });
}
