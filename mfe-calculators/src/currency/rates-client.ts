import { isRatesSource, RATES_PATH, readRateTable, type RatesAnswer } from '@fintools/shared/api/rates';
import type { CurrencyCode } from '@fintools/shared/data/currencies';
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
export async function fetchRates(from: CurrencyCode, signal: AbortSignal): Promise<RatesAnswer> {
  const url = gatewayUrl(RATES_PATH);
  url.searchParams.set('from', from);
  const response = await fetch(url.href, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new RatesUnavailableError(`The rates request answered ${response.status}`);
  const rates = readRatesAnswer(await response.json(), from);
  if (!rates) throw new RatesUnavailableError('The rates answer could not be read');
  return rates;
}

/**
 * Reads the gateway's `{ base, date, rates, source }` as the rates contract says (readRateTable): the base
 * must be the one asked for, and only positive finite rates of known currencies count. Null otherwise.
 */
export function readRatesAnswer(body: unknown, from: CurrencyCode): RatesAnswer | null {
  const source = typeof body === 'object' && body !== null ? (body as { source?: unknown }).source : undefined;
  const table = readRateTable(body, from);
  return table.ok && isRatesSource(source) ? { ...table.value, source } : null;
}
