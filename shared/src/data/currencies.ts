/**
 * The spec's fixed list of 30 currencies with English names, plus USD: the converter's default base
 * is USD, and the rates service lists it, so it needs a name too.
 */
export const CURRENCY_NAMES = {
  AUD: 'Australian Dollar',
  BGN: 'Bulgarian Lev',
  BRL: 'Brazilian Real',
  CAD: 'Canadian Dollar',
  CHF: 'Swiss Franc',
  CNY: 'Chinese Yuan',
  CZK: 'Czech Koruna',
  DKK: 'Danish Krone',
  EUR: 'Euro',
  GBP: 'British Pound',
  HKD: 'Hong Kong Dollar',
  HUF: 'Hungarian Forint',
  IDR: 'Indonesian Rupiah',
  ILS: 'Israeli New Shekel',
  INR: 'Indian Rupee',
  ISK: 'Icelandic Króna',
  JPY: 'Japanese Yen',
  KRW: 'South Korean Won',
  MXN: 'Mexican Peso',
  MYR: 'Malaysian Ringgit',
  NOK: 'Norwegian Krone',
  NZD: 'New Zealand Dollar',
  PHP: 'Philippine Peso',
  PLN: 'Polish Złoty',
  RON: 'Romanian Leu',
  SEK: 'Swedish Krona',
  SGD: 'Singapore Dollar',
  THB: 'Thai Baht',
  TRY: 'Turkish Lira',
  ZAR: 'South African Rand',
  USD: 'US Dollar',
} as const;

export type CurrencyCode = keyof typeof CURRENCY_NAMES;

/** Every code FinTools knows, in alphabetical order. */
export const CURRENCY_CODES = (Object.keys(CURRENCY_NAMES) as CurrencyCode[]).sort();

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.prototype.hasOwnProperty.call(CURRENCY_NAMES, value);
}

/**
 * "USD — US Dollar"; a code outside the list is shown as the bare code.
 * @example currencyLabel("INR") // "INR — Indian Rupee"
 */
export function currencyLabel(code: string): string {
  return isCurrencyCode(code) ? `${code} — ${CURRENCY_NAMES[code]}` : code;
}
