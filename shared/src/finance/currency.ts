import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from '../data/currencies';
import { formatDate } from '../format/dates';
import { formatNumberIn } from '../format/indian-number';
import { roundToPaise } from './rounding';

/**
 * Where the gateway's rates came from (docs/contracts.md "Gateway"): `live` when this very request reached the
 * rates service, `cache` when answered from the gateway's cache, `snapshot` from its shipped reference rates.
 */
export type RatesSource = 'live' | 'cache' | 'snapshot';

export const RATES_SOURCES: readonly RatesSource[] = ['live', 'cache', 'snapshot'];

/** One answer of `GET /api/rates?from=BASE`: how much of each currency one unit of `base` buys. */
export interface ExchangeRates {
  base: CurrencyCode;
  /** The rates' date, `YYYY-MM-DD`. */
  date: string;
  /** Code → units of that currency per one unit of `base`. The base itself is not listed. */
  rates: Readonly<Record<string, number>>;
  source: RatesSource;
}

/** The converter's starting inputs (docs/product.md §4, §9 "Other"): 1 USD in INR. */
export const CURRENCY_DEFAULTS = { amount: '1', from: 'USD', to: 'INR' } as const satisfies {
  amount: string;
  from: CurrencyCode;
  to: CurrencyCode;
};

/** Spec §8 "Rate fetch failure", word for word. */
export const RATES_FETCH_FAILED_MESSAGE = 'Failed to fetch exchange rates. Try again.';

/**
 * How many `to` one `from` buys, read from an answer whose base is `from`; 1 when `from` is `to`.
 * Null when the answer is for another base (a newer request is on its way) or does not list `to`.
 * @example conversionRate({ base: 'USD', rates: { INR: 85 } }, 'USD', 'INR') // 85
 * @example conversionRate({ base: 'EUR', rates: { INR: 94.4 } }, 'USD', 'INR') // null
 */
export function conversionRate(
  table: Pick<ExchangeRates, 'base' | 'rates'>,
  from: CurrencyCode,
  to: CurrencyCode,
): number | null {
  if (table.base !== from) return null;
  if (to === from) return 1;
  const rate = Object.prototype.hasOwnProperty.call(table.rates, to) ? table.rates[to] : undefined;
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/**
 * Converts an amount at a rate and keeps it to 2 decimals (docs/product.md §9 "Other"), halves away from zero.
 * @example convertAmount(1, 85) // 85
 * @example convertAmount(2500, 0.0117647) // 29.41
 */
export function convertAmount(amount: number, rate: number): number {
  return roundToPaise(amount * rate);
}

/** One conversion, ready to show. */
export interface Conversion {
  amount: number;
  from: CurrencyCode;
  to: CurrencyCode;
  /** `amount` in `to`, to 2 decimals. */
  converted: number;
}

/**
 * Converts `amount` of `from` into `to` with an answer of the rates service; null when the answer
 * cannot say (another base, or no rate for `to`).
 * @example
 * convertCurrency({ amount: 2500, from: 'USD', to: 'INR' }, { base: 'USD', rates: { INR: 85 } })
 * // { amount: 2500, from: 'USD', to: 'INR', converted: 212500 }
 */
export function convertCurrency(
  input: { amount: number; from: CurrencyCode; to: CurrencyCode },
  table: Pick<ExchangeRates, 'base' | 'rates'>,
): Conversion | null {
  const rate = conversionRate(table, input.from, input.to);
  return rate === null ? null : { ...input, converted: convertAmount(input.amount, rate) };
}

/**
 * The result line: the amount as typed (Indian grouping, up to 2 decimals), the converted amount to
 * exactly 2 decimals.
 * @example conversionLine({ amount: 2500, from: 'USD', to: 'INR', converted: 212500 }) // "2,500 USD = 2,12,500.00 INR"
 */
export function conversionLine({ amount, from, to, converted }: Conversion): string {
  return `${formatNumberIn(amount, { decimals: 2, minDecimals: 0 })} ${from} = ${formatNumberIn(converted, { decimals: 2 })} ${to}`;
}

/**
 * A rate as the rates list shows it: 4 decimals (docs/product.md §9 "Other"), Indian grouping.
 * @example formatRate(85) // "85.0000"
 * @example formatRate(17777.8) // "17,777.8000"
 */
export function formatRate(rate: number): string {
  return formatNumberIn(rate, { decimals: 4 });
}

/**
 * The From and To choices (docs/product.md §3): the codes of the fetched rates plus their base, the ones FinTools
 * can name, sorted by code; `selected` codes are always kept so a select never loses its value.
 * Before the first answer, or after a failure, the fixed list.
 * @example currencyOptions({ base: 'USD', rates: { INR: 85, EUR: 0.9, XYZ: 2 } }) // ["EUR", "INR", "USD"]
 * @example currencyOptions(null) // CURRENCY_CODES
 */
export function currencyOptions(
  table: Pick<ExchangeRates, 'base' | 'rates'> | null,
  selected: readonly string[] = [],
): CurrencyCode[] {
  if (!table) return [...CURRENCY_CODES];
  const codes = new Set<CurrencyCode>();
  for (const code of [table.base, ...Object.keys(table.rates), ...selected]) {
    if (isCurrencyCode(code)) codes.add(code);
  }
  return [...codes].sort();
}

/** One line of the rates list. */
export interface RateRow {
  code: CurrencyCode;
  rate: number;
}

/**
 * Every rate of an answer that FinTools can name, sorted by code, for the list headed
 * 'Exchange Rates (Base: {base})'.
 * @example rateRows({ base: 'USD', rates: { INR: 85, EUR: 0.9 } }) // [{ code: "EUR", rate: 0.9 }, { code: "INR", rate: 85 }]
 */
export function rateRows(table: Pick<ExchangeRates, 'base' | 'rates'>): RateRow[] {
  const rows: RateRow[] = [];
  for (const [code, rate] of Object.entries(table.rates)) {
    if (code !== table.base && isCurrencyCode(code) && Number.isFinite(rate) && rate > 0) rows.push({ code, rate });
  }
  return rows.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

const SOURCE_WORDS: Record<RatesSource, string> = {
  live: 'live',
  cache: 'cached',
  snapshot: 'reference snapshot — offline',
};

/**
 * Where the rates came from, in words for people.
 * @example ratesSourceLabel('snapshot') // "reference snapshot — offline"
 */
export function ratesSourceLabel(source: RatesSource): string {
  return SOURCE_WORDS[source];
}

/**
 * The line under the result that says how fresh the rates are.
 * @example ratesNote({ date: '2026-01-15', source: 'cache' }) // "Rates of 15 Jan 2026 (cached)"
 */
export function ratesNote({ date, source }: Pick<ExchangeRates, 'date' | 'source'>): string {
  return `Rates of ${formatDate(date)} (${ratesSourceLabel(source)})`;
}

export function isRatesSource(value: unknown): value is RatesSource {
  return typeof value === 'string' && (RATES_SOURCES as readonly string[]).includes(value);
}
