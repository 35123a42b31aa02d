import type { RatesSource } from '@fintools/shared/api/rates';

/** What the converter is told about rates read from this browser's copy instead of the gateway. */
export const KEPT_RATES_SOURCE: RatesSource = 'offline';

/**
 * Whether a `/api/rates` body is worth keeping for offline use: a table with a date and some rates,
 * whichever way the gateway got it (live, its cache or its shipped snapshot).
 * @example isKeepableRates({ base: 'USD', date: '2026-01-15', rates: { INR: 85 }, source: 'live' }) // true
 * @example isKeepableRates({ error: 'The exchange-rates service is unavailable' }) // false
 */
export function isKeepableRates(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { base, date, rates } = body as Record<string, unknown>;
  return (
    typeof base === 'string' &&
    typeof date === 'string' &&
    typeof rates === 'object' &&
    rates !== null &&
    Object.keys(rates).length > 0
  );
}

/**
 * The kept answer as the converter sees it offline: the same table and date, `source` `offline`, so the
 * screen says the rates are saved ones and how old they are.
 * @example asKeptRates({ base: 'USD', date: '2026-01-15', rates: { INR: 85 }, source: 'live' })
 * // { base: 'USD', date: '2026-01-15', rates: { INR: 85 }, source: 'offline' }
 */
export function asKeptRates(body: Record<string, unknown>): Record<string, unknown> {
  return { ...body, source: KEPT_RATES_SOURCE };
}
