/**
 * The contract of `GET /api/rates?from=<code>`, for both sides of the wire: the gateway reads the rates
 * provider's table and answers with it, the currency converter reads the answer with it
 * (docs/decisions/009-one-contract-per-wire.md). Plain TypeScript: no React, no DOM.
 */
import { isCurrencyCode, type CurrencyCode } from '../data/currencies';
import type { Result } from '../validation/result';

export const RATES_PATH = '/api/rates';

/**
 * Where an answer came from, so the converter can say how fresh its rates are: `live` when this very
 * request reached the rates service, `cache` when the gateway answered from its cache (fresh, or the last
 * good answer while the service fails), `snapshot` from the reference rates shipped with the gateway,
 * `offline` from the last good answer this browser kept (the service worker says it when the gateway
 * cannot be reached; the gateway itself never does).
 * A new source is one more entry here, plus its words in `ratesSourceLabel` (finance/currency.ts), which
 * the type checker then asks for.
 */
export const RATES_SOURCES = ['live', 'cache', 'snapshot', 'offline'] as const;
export type RatesSource = (typeof RATES_SOURCES)[number];

export function isRatesSource(value: unknown): value is RatesSource {
  return typeof value === 'string' && (RATES_SOURCES as readonly string[]).includes(value);
}

/** A day's rates against one base: units of each currency per 1 `base`. The base itself is not listed. */
export interface RateTable {
  base: CurrencyCode;
  /** `YYYY-MM-DD`, the day the rates were published. */
  date: string;
  rates: Partial<Record<CurrencyCode, number>>;
}

/** The answer of `GET /api/rates`. */
export interface RatesAnswer extends RateTable {
  source: RatesSource;
}

/**
 * Reads `{ base, date, rates }`, the shape of both the rates provider (Frankfurter) and the gateway: the
 * base must be the one asked for, the date `YYYY-MM-DD`, and only positive finite rates of currencies
 * FinTools knows are kept (other fields, like Frankfurter's `amount` or the gateway's `source`, are the
 * caller's). Fails with the reason when nothing usable is left.
 * @example readRateTable({ base: 'USD', date: '2026-01-15', rates: { INR: 85, XYZ: 2 } }, 'USD')
 * // { ok: true, value: { base: 'USD', date: '2026-01-15', rates: { INR: 85 } } }
 * @example readRateTable({ base: 'EUR', date: '2026-01-15', rates: { INR: 94 } }, 'USD')
 * // { ok: false, errors: 'wrong base' }
 */
export function readRateTable(body: unknown, base: CurrencyCode): Result<RateTable, string> {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (data.base !== base) return { ok: false, errors: 'wrong base' };
  if (typeof data.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(data.date)) return { ok: false, errors: 'no date' };
  if (typeof data.rates !== 'object' || data.rates === null) return { ok: false, errors: 'no rates' };

  const rates: RateTable['rates'] = {};
  for (const [code, rate] of Object.entries(data.rates as Record<string, unknown>)) {
    if (code !== base && isCurrencyCode(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0) {
      rates[code] = rate;
    }
  }
  if (Object.keys(rates).length === 0) return { ok: false, errors: 'no usable rates' };
  return { ok: true, value: { base, date: data.date, rates } };
}
