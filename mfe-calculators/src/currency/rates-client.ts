import { isCurrencyCode, type CurrencyCode } from '@fintools/shared/data/currencies';
import { isRatesSource, type ExchangeRates } from '@fintools/shared/finance/currency';
import { gatewayUrl } from '@fintools/shared/platform/gateway-url';

/** The gateway answered, but not with rates (an error status, or a body we cannot read). */
export class RatesUnavailableError extends Error {
  override name = 'RatesUnavailableError';
}

/**
 * Latest rates for one base from the gateway (`GET /api/rates?from=USD`). The path is resolved against
 * the page, because the shell and the gateway are one origin; the browser never calls the rates service
 * itself. Rejects with the fetch's AbortError when `signal` aborts, and with RatesUnavailableError when
 * the gateway answers anything but a readable 200.
 */
export async function fetchRates(from: CurrencyCode, signal: AbortSignal): Promise<ExchangeRates> {
  const url = gatewayUrl('/api/rates');
  url.searchParams.set('from', from);
  const response = await fetch(url.href, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new RatesUnavailableError(`The rates request answered ${response.status}`);
  const rates = readRatesAnswer(await response.json(), from);
  if (!rates) throw new RatesUnavailableError('The rates answer could not be read');
  return rates;
}

/**
 * Reads the gateway's `{ base, date, rates, source }` defensively: the base must be the one asked for,
 * and only positive finite numbers count as rates.
 */
export function readRatesAnswer(body: unknown, from: CurrencyCode): ExchangeRates | null {
  if (typeof body !== 'object' || body === null) return null;
  const { base, date, rates, source } = body as Record<string, unknown>;
  if (typeof base !== 'string' || base !== from || !isCurrencyCode(base)) return null;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (!isRatesSource(source) || typeof rates !== 'object' || rates === null) return null;
  const read: Record<string, number> = {};
  for (const [code, rate] of Object.entries(rates as Record<string, unknown>)) {
    if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) read[code] = rate;
  }
  return { base, date, rates: read, source };
}
