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
 * Figures shown to the paisa have the lower `MAX_PAISE_RESULT` (docs/rounding.md "Limits").
 */
export const MAX_RESULT = 9e15;

/**
 * The largest figure a tool shows to the paisa (the SIP): ₹7,00,00,00,00,00,000 (7 × 10^13, 70 lakh crore),
 * just below 2^46 rupees (70,368,744,177,664). A figure travels to the screen as the double nearest to its
 * exact paise; below 2^46 doubles are at most 2^-7 rupee apart, so that double is within 2^-8 (under half a
 * paisa) of the paise and prints as them; from 2^46 they are 2^-6 apart and a paisa can print off, carrying
 * into the rupee (…,999.99 shown …,000.00). The 0.5% between the limit and 2^46 is far more than the error of
 * the doubles a form estimates the plan with, so nothing it accepts reaches 2^46.
 */
export const MAX_PAISE_RESULT = 7e13;

/**
 * Whether an amount a rule worked out, exact or as a double, is within `limit` (`MAX_RESULT` unless said).
 * @example isWithinMaxResult(4068209) // true
 * @example isWithinMaxResult({ numerator: 10n ** 20n, denominator: 1n }) // false
 * @example isWithinMaxResult(8e13, MAX_PAISE_RESULT) // false
 */
export function isWithinMaxResult(
  amount: number | { numerator: bigint; denominator: bigint },
  limit: number = MAX_RESULT,
): boolean {
  if (typeof amount === 'number') return Number.isFinite(amount) && Math.abs(amount) <= limit;
  const size = amount.numerator < 0n ? -amount.numerator : amount.numerator;
  return size <= BigInt(limit) * amount.denominator;
}
