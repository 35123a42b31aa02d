import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isCurrencyCode, type CurrencyCode } from '@fintools/shared';
import type { GatewayConfig } from '../config';
import { badRequest } from '../errors';
import { fetchUpstreamJson, UpstreamError } from '../upstream';
import { queryParam } from './query';
import { crossRates, loadReferenceRates, type RateTable } from './reference-rates';

/** Where an answer came from, so the converter can say how fresh its rates are. */
export type RatesSource = 'live' | 'cache' | 'snapshot';

export interface RatesAnswer extends RateTable {
  source: RatesSource;
}

const SERVICE = 'exchange-rates service';

/**
 * Latest rates per base with three fallbacks: a fresh cached answer (10 min), then the rates service,
 * then the last good answer however old, then the shipped ECB snapshot. The converter always gets rates.
 */
export class RatesService {
  private readonly cache = new Map<CurrencyCode, { table: RateTable; fetchedAt: number }>();
  private readonly snapshot = loadReferenceRates();

  constructor(
    private readonly config: GatewayConfig,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async latest(base: CurrencyCode): Promise<RatesAnswer> {
    const cached = this.cache.get(base);
    if (cached && this.now() - cached.fetchedAt < this.config.ratesCacheTtlMs) {
      return { ...cached.table, source: 'cache' };
    }
    try {
      const table = await this.fetchLive(base);
      this.cache.set(base, { table, fetchedAt: this.now() });
      return { ...table, source: 'live' };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      this.log.warn({ base, failure: error.failure, status: error.status }, error.message);
      if (cached) return { ...cached.table, source: 'cache' };
      return { ...crossRates(this.snapshot, base), source: 'snapshot' };
    }
  }

  private async fetchLive(base: CurrencyCode): Promise<RateTable> {
    const url = `${this.config.ratesBaseUrl}/v1/latest?from=${encodeURIComponent(base)}`;
    const body = await fetchUpstreamJson(url, { service: SERVICE, timeoutMs: this.config.upstreamTimeoutMs });
    return readFrankfurter(body, base);
  }
}

/** Frankfurter's `{ amount, base, date, rates }`, keeping only positive numbers for codes we know. */
export function readFrankfurter(body: unknown, base: CurrencyCode): RateTable {
  const data = (body ?? {}) as { base?: unknown; date?: unknown; rates?: unknown };
  const invalid = (why: string) => new UpstreamError(`The ${SERVICE} sent an unexpected answer (${why})`, 'invalid');
  if (data.base !== base) throw invalid('wrong base');
  if (typeof data.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(data.date)) throw invalid('no date');
  if (typeof data.rates !== 'object' || data.rates === null) throw invalid('no rates');

  const rates: RateTable['rates'] = {};
  for (const [code, rate] of Object.entries(data.rates as Record<string, unknown>)) {
    if (code !== base && isCurrencyCode(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0) {
      rates[code] = rate;
    }
  }
  if (Object.keys(rates).length === 0) throw invalid('no usable rates');
  return { base, date: data.date, rates };
}

export function registerRatesRoute(api: FastifyInstance, config: GatewayConfig): void {
  const service = new RatesService(config, api.log);

  api.get('/rates', async (request) => {
    const from = queryParam(request, 'from')?.trim().toUpperCase() ?? '';
    if (!isCurrencyCode(from)) throw badRequest('from must be one of the supported currency codes, e.g. USD');
    return service.latest(from);
  });
}
