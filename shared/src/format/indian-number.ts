/**
 * Indian number formatting and parsing: the one place that knows about en-IN grouping (5,00,000)
 * and the rupee sign. Nothing in FinTools calls `toLocaleString` or `new Intl.*` (see roundedDigits).
 */

/**
 * The decimal digits of |value| as JavaScript writes it, shortest form ("1.005", "1e-7", "1.5e+21"), as
 * one digit string and how many of them follow the point: 1.005 → { digits: "1005", scale: 3 }. The
 * shortest form is the decimal a visitor typed for a parsed field (it reads back as the same double),
 * which is what exact rules compute with (finance/rounding.ts `decimalFraction`).
 * @example decimalDigits(1.005) // { digits: "1005", scale: 3 }
 * @example decimalDigits(1.5e21) // { digits: "1500000000000000000000", scale: 0 }
 */
export function decimalDigits(value: number): { digits: string; scale: number } {
  const [, mantissa = '0', exponent = '0'] = /^([0-9.]+)(?:e([+-][0-9]+))?$/.exec(String(Math.abs(value))) ?? [];
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { digits: whole + fraction, scale } : { digits: whole + fraction + '0'.repeat(-scale), scale: 0 };
}

/**
 * |value| rounded to `decimals` places, half away from zero on the digits JavaScript shows, so 1.005 →
 * "1.01" where toFixed gives "1.00" (the binary 1.005 is a hair below it). This is what
 * Intl.NumberFormat does; written out because Chromium spends ~50 ms loading locale data for the
 * first Intl formatter, on the path of every tool's first paint. indian-number.test.ts
 * checks it against Intl for any number.
 */
function roundedDigits(value: number, decimals: number): { whole: string; fraction: string } {
  const { digits, scale } = decimalDigits(value);
  const dropped = scale - decimals;
  let units: bigint;
  if (dropped <= 0) {
    units = BigInt(digits + '0'.repeat(-dropped));
  } else {
    const cut = digits.length - dropped;
    const firstDropped = cut >= 0 ? digits[cut]! : '0';
    units = BigInt(cut > 0 ? digits.slice(0, cut) : '0') + (firstDropped >= '5' ? 1n : 0n);
  }
  const text = units.toString().padStart(decimals + 1, '0');
  return { whole: text.slice(0, text.length - decimals), fraction: text.slice(text.length - decimals) };
}

/** "500000" → "5,00,000": the last three digits, then pairs (the Indian system of lakhs and crores). */
function groupIndian(digits: string): string {
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest === '' ? lastThree : `${rest.replace(/\B(?=([0-9]{2})+$)/g, ',')},${lastThree}`;
}

export interface NumberFormatOptions {
  /** Exact number of decimals (default 0). */
  decimals?: number;
  /** Drop trailing zeros down to this many decimals (default: `decimals`). */
  minDecimals?: number;
}

/**
 * Formats a number with Indian digit grouping.
 * @example formatNumberIn(500000) // "5,00,000"
 * @example formatNumberIn(12328.625, { decimals: 2 }) // "12,328.63"
 */
export function formatNumberIn(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatNumberIn needs a finite number, got ${value}`);
  const decimals = options.decimals ?? 0;
  const { whole, fraction } = roundedDigits(value, decimals);
  const shown = fraction.replace(/0+$/, '').padEnd(options.minDecimals ?? decimals, '0');
  // "-0" is not a number a visitor should ever see: a negative that rounds to zero loses its sign.
  const negative = value < 0 && /[1-9]/.test(whole + fraction);
  return `${negative ? '-' : ''}${groupIndian(whole)}${shown === '' ? '' : `.${shown}`}`;
}

/**
 * Formats rupees: the ₹ sign, Indian grouping, and a leading minus for negatives.
 * @example formatInr(500000) // "₹5,00,000"
 * @example formatInr(809.333, { decimals: 2 }) // "₹809.33"
 */
export function formatInr(value: number, options: NumberFormatOptions = {}): string {
  const text = formatNumberIn(value, options);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/**
 * A percentage to at most two decimals.
 * @example formatPercent(33.3333) // "33.33%"
 * @example formatPercent(10) // "10%"
 */
export function formatPercent(value: number, maxDecimals = 2): string {
  return `${formatNumberIn(value, { decimals: maxDecimals, minDecimals: 0 })}%`;
}

/**
 * Reads digits written with Indian (or any comma) grouping. Returns null for anything that is not
 * plain digits and commas, so "5,00,000abc", "1e5", "-5" and "٣" are all rejected.
 * @example parseGroupedDigits("5,00,000") // 500000
 */
export function parseGroupedDigits(text: string): number | null {
  const compact = text.replace(/,/g, '').trim();
  if (!/^[0-9]+$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads a plain decimal such as a rate ("8.5", ".5", "12."). Grouping commas are allowed.
 * Exponents, signs, non-ASCII digits, "Infinity" and hex are rejected with null.
 * @example parseDecimal("8.5") // 8.5
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/,/g, '').trim();
  if (!/^(?:[0-9]+\.?[0-9]*|\.[0-9]+)$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

/**
 * What an amount field shows while the visitor types: digits only, no leading zeros, Indian grouping.
 * @example groupDigitsAsTyped("0050000x") // "50,000"
 */
export function groupDigitsAsTyped(raw: string): string {
  const digits = raw.replace(/[^0-9]/g, '').replace(/^0+(?=[0-9])/, '');
  return digits === '' ? '' : groupIndian(digits);
}

/**
 * Regroups typed text and says where the caret belongs: after the same number of digits as before,
 * so typing in the middle of "1,23,456" does not throw the caret to the end.
 * @example regroupWithCaret("12345", 5) // { text: "12,345", caret: 6 }
 */
export function regroupWithCaret(raw: string, caret: number): { text: string; caret: number } {
  const text = groupDigitsAsTyped(raw);
  const rawDigitsBefore = raw.slice(0, caret).replace(/[^0-9]/g, '');
  const rawLeadingZeros = (raw.replace(/[^0-9]/g, '').match(/^0+(?=[0-9])/) ?? [''])[0].length;
  const digitsBefore = Math.max(0, rawDigitsBefore.length - Math.min(rawLeadingZeros, rawDigitsBefore.length));
  let seen = 0;
  let position = 0;
  while (position < text.length && seen < digitsBefore) {
    if (text[position] !== ',') seen += 1;
    position += 1;
  }
  return { text, caret: position };
}

const COMPACT_UNITS = [
  { size: 1e12, suffix: 'L Cr' },
  { size: 1e7, suffix: 'Cr' },
  { size: 1e5, suffix: 'L' },
  { size: 1e3, suffix: 'K' },
] as const;
/** From a lakh lakh crore up, a tick would still run past its axis: it says the power of ten instead. */
const POWER_OF_TEN_FROM = 1e17;
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * A rupee amount short enough for an axis tick, in lakh and crore as Indian readers count: up to two
 * decimals below a thousand of the unit, none from there, trailing zeros dropped. Past ₹99,999L Cr (a
 * 100-year SIP at 30 %) it turns to a power of ten, which stays short however large the amount.
 * @example formatCompactInr(500000) // "₹5L"
 * @example formatCompactInr(12500000) // "₹1.25Cr"
 * @example formatCompactInr(2500) // "₹2.5K"
 * @example formatCompactInr(1.5e15) // "₹1,500L Cr"
 * @example formatCompactInr(7e34) // "₹7×10³⁴"
 */
export function formatCompactInr(value: number): string {
  const size = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (size >= POWER_OF_TEN_FROM && Number.isFinite(size)) {
    const [mantissa = '', exponent = ''] = size.toExponential(2).split('e+');
    const superscript = [...exponent].map((digit) => SUPERSCRIPT_DIGITS[Number(digit)]).join('');
    return `${sign}₹${Number(mantissa)}×10${superscript}`;
  }
  const unit = COMPACT_UNITS.find((candidate) => size >= candidate.size);
  if (!unit) return formatInr(value);
  const units = size / unit.size;
  // A thousand of a unit or more needs no decimals on an axis, and with them "-₹10,000.01L Cr" ran past 14.
  const text = formatNumberIn(units, { decimals: units >= 1000 ? 0 : 2, minDecimals: 0 });
  return `${sign}₹${text}${unit.suffix}`;
}
