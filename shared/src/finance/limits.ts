/**
 * The largest amount any FinTools field accepts: ₹1,00,00,00,00,00,00,000 (10 crore crore). Beyond it
 * doubles stop being exact to the rupee, so a bigger number is an input mistake, not a plan.
 */
export const MAX_AMOUNT = 1e15;

/**
 * The largest figure a FinTools tool shows: ₹9,00,00,00,00,00,00,000 (9 × 10^15, 90 crore crore), just below
 * 2^53 (9,007,199,254,740,992), above which whole rupees stop having a double of their own and a figure
 * would be printed from floating point. Every amount field takes up to `MAX_AMOUNT`, a ninth of it; the
 * validators refuse inputs whose result would pass it (a SIP of ₹10^15 a month, a PPF at 95% for 45 years).
 * Figures shown to the paisa are exact below 2^46 rupees (docs/rounding.md "Limits").
 */
export const MAX_RESULT = 9e15;

/**
 * Whether an amount a rule worked out, exact or as a double, is within `MAX_RESULT`.
 * @example isWithinMaxResult(4068209) // true
 * @example isWithinMaxResult({ numerator: 10n ** 20n, denominator: 1n }) // false
 */
export function isWithinMaxResult(amount: number | { numerator: bigint; denominator: bigint }): boolean {
  if (typeof amount === 'number') return Number.isFinite(amount) && Math.abs(amount) <= MAX_RESULT;
  const size = amount.numerator < 0n ? -amount.numerator : amount.numerator;
  return size <= BigInt(MAX_RESULT) * amount.denominator;
}
