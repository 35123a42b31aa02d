import fs from 'node:fs';
import path from 'node:path';
import type { RateTable } from '@fintools/shared/api/rates';
import { CURRENCY_CODES, type CurrencyCode } from '@fintools/shared/data/currencies';

export const REFERENCE_RATES_FILE = path.resolve(__dirname, '../../data/reference-rates.json');

/**
 * The shipped ECB table (EUR-based). Read and checked once at start-up: a broken edit of the file
 * should stop the gateway, not surface as wrong rates on a visitor's screen.
 */
export function loadReferenceRates(file = REFERENCE_RATES_FILE): RateTable {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { base?: unknown; date?: unknown; rates?: unknown };
  if (data.base !== 'EUR' || typeof data.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(data.date)) {
    throw new Error(`${file}: expected base "EUR" and a YYYY-MM-DD date`);
  }
  const rates = (data.rates ?? {}) as Record<string, unknown>;
  const table: RateTable = { base: 'EUR', date: data.date, rates: {} };
  for (const code of CURRENCY_CODES) {
    if (code === 'EUR') continue;
    const rate = rates[code];
    if (typeof rate !== 'number' || !(rate > 0)) throw new Error(`${file}: missing or bad rate for ${code}`);
    table.rates[code] = rate;
  }
  return table;
}

/**
 * The same day's rates seen from another base: rate(base→X) = eur[X] / eur[base], to 6 significant
 * digits (the ECB publishes 5–6). The base itself is left out, as Frankfurter does.
 * @example crossRates(ecb, 'USD').rates.INR // 89.2495 / 1.0705 = 83.3718
 */
export function crossRates(eurTable: RateTable, base: CurrencyCode): RateTable {
  const perEur = (code: CurrencyCode): number | undefined => (code === 'EUR' ? 1 : eurTable.rates[code]);
  const baseRate = perEur(base);
  if (baseRate === undefined) throw new Error(`No reference rate for ${base}`);
  const rates: RateTable['rates'] = {};
  for (const code of CURRENCY_CODES) {
    const rate = perEur(code);
    if (code === base || rate === undefined) continue;
    rates[code] = Number((rate / baseRate).toPrecision(6));
  }
  return { base, date: eurTable.date, rates };
}
