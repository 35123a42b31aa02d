import type { RatesAnswer, RatesSource } from '@fintools/shared/api/rates';
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from '@fintools/shared/data/currencies';
import { formatDate } from '@fintools/shared/format/dates';
import { formatNumberIn } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { decimalFraction, multiplyFractions, roundFractionToHundredths } from '@fintools/shared/finance/rounding';
import { requireChoice, requireNumberIn } from '@fintools/shared/finance/rule-input-error';

/**
 * The part of a rates answer (`RatesAnswer`, api/rates.ts) the conversion rules read. Kept loose on
 * purpose: a table listing a code FinTools cannot name, or a rate that is not a usable number, is
 * read around rather than trusted.
 */
export interface RateLookup {
  base: CurrencyCode;
  rates: Readonly<Record<string, number | undefined>>;
}

/** The converter's starting inputs (docs/product.md §4, §9 "Other"): 1 USD in INR. */
export const CURRENCY_DEFAULTS = { amount: '1', from: 'USD', to: 'INR' } as const satisfies {
  amount: string;
  from: CurrencyCode;
  to: CurrencyCode;
};

/** docs/product.md §8 "Rate fetch failure", word for word. */
export const RATES_FETCH_FAILED_MESSAGE = 'Failed to fetch exchange rates. Try again.';

/** What `convertAmount` accepts: amounts the converter's field takes, rates of any real currency pair. */
const AMOUNT_DOMAIN = { min: 0, max: MAX_AMOUNT };
const RATE_DOMAIN = { min: 0, max: MAX_AMOUNT, minExclusive: true };

/**
 * How many `to` one `from` buys, read from an answer whose base is `from`; 1 when `from` is `to`.
 * Null when the answer is for another base (a newer request is on its way) or does not list `to`
 * with a rate `convertAmount` can use.
 * @example conversionRate({ base: 'USD', rates: { INR: 85 } }, 'USD', 'INR') // 85
 * @example conversionRate({ base: 'EUR', rates: { INR: 94.4 } }, 'USD', 'INR') // null
 */
export function conversionRate(table: RateLookup, from: CurrencyCode, to: CurrencyCode): number | null {
  if (table.base !== from) return null;
  if (to === from) return 1;
  const rate = Object.prototype.hasOwnProperty.call(table.rates, to) ? table.rates[to] : undefined;
  // A rate convertAmount would refuse (absurdly large, or not a positive number) is no rate.
  return rate !== undefined && Number.isFinite(rate) && rate > 0 && rate <= RATE_DOMAIN.max ? rate : null;
}

/**
 * Converts an amount at a rate and keeps it to 2 decimals (docs/product.md §9 "Other"), halves away from zero.
 * The product is exact: the amount as typed times the rate as the rates service wrote it (the shortest
 * decimal of each double), so 59,879,286 × 579.71743 = 34,71,30,65,790.15498 gives .15, where rounding
 * the double product after trimming it to 15 digits gave .16.
 *
 * Domain: an amount from 0 to `MAX_AMOUNT` and a rate above 0 up to `MAX_AMOUNT`; anything else,
 * NaN, ±Infinity and −0 included, throws a RuleInputError.
 * @example convertAmount(1, 85) // 85
 * @example convertAmount(2500, 0.0117647) // 29.41
 * @example convertAmount(59879286, 579.71743) // 34713065790.15
 */
export function convertAmount(amount: number, rate: number): number {
  requireNumberIn('convertAmount', 'amount', amount, AMOUNT_DOMAIN);
  requireNumberIn('convertAmount', 'rate', rate, RATE_DOMAIN);
  return roundFractionToHundredths(multiplyFractions(decimalFraction(amount), decimalFraction(rate)));
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
 * cannot say (another base, or no rate for `to`). Codes FinTools does not know, and amounts outside
 * `convertAmount`'s domain, throw a RuleInputError.
 * @example
 * convertCurrency({ amount: 2500, from: 'USD', to: 'INR' }, { base: 'USD', rates: { INR: 85 } })
 * // { amount: 2500, from: 'USD', to: 'INR', converted: 212500 }
 */
export function convertCurrency(
  input: { amount: number; from: CurrencyCode; to: CurrencyCode },
  table: RateLookup,
): Conversion | null {
  requireChoice('convertCurrency', 'from', input.from, CURRENCY_CODES);
  requireChoice('convertCurrency', 'to', input.to, CURRENCY_CODES);
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
export function currencyOptions(table: RateLookup | null, selected: readonly string[] = []): CurrencyCode[] {
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
export function rateRows(table: RateLookup): RateRow[] {
  const rows: RateRow[] = [];
  for (const [code, rate] of Object.entries(table.rates)) {
    if (code === table.base || !isCurrencyCode(code) || rate === undefined) continue;
    if (Number.isFinite(rate) && rate > 0) rows.push({ code, rate });
  }
  return rows.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Every source has its words: a source added to RATES_SOURCES does not compile until it has them here. */
const SOURCE_WORDS: Record<RatesSource, string> = {
  live: 'live',
  cache: 'cached',
  snapshot: 'reference snapshot — offline',
  offline: 'saved in this browser, offline',
};

/**
 * Where the rates came from, in words for people.
 * @example ratesSourceLabel('snapshot') // "reference snapshot — offline"
 */
export function ratesSourceLabel(source: RatesSource): string {
  return SOURCE_WORDS[source];
}

/**
 * The line under the result that says how fresh the rates are, in the page's language (`t`): the date's month
 * is a word ("Jan"), translated; its day and year are figures.
 * @example ratesNote({ date: '2026-01-15', source: 'cache' }) // "Rates of 15 Jan 2026 (cached)"
 */
export function ratesNote({ date, source }: Pick<RatesAnswer, 'date' | 'source'>, t: Translate = interpolate): string {
  const shown = formatDate(date).replace(/^(\d+) ([A-Z][a-z]+) (\d+)$/, (_, day: string, month: string, year: string) =>
    t('{day} {month} {year}', { day, month: t(month), year }),
  );
  return t('Rates of {date} ({source})', { date: shown, source: t(ratesSourceLabel(source)) });
}
