/** Rounding of money amounts, shared by every rule that shows paise. */

/**
 * Rounds to paise, halves away from zero. Binary noise is cleared first (at 15 significant digits),
 * so an amount whose decimal value is exactly half a paisa, like 1.005, rounds up as on paper instead
 * of down as its double (1.00499999…) would. Above 10^13 rupees a double has no paise left to keep.
 * @example roundToPaise(809.33 + 0.0049) // 809.33
 * @example roundToPaise(1.005) // 1.01
 * @example roundToPaise(-2.675) // -2.68
 */
export function roundToPaise(value: number): number {
  const paise = Math.abs(value) * 100;
  const cleaned = paise < 1e15 ? Number(paise.toPrecision(15)) : paise;
  const rounded = Math.round(cleaned) / 100;
  // No "-0": a result that rounds to nothing is nothing, whichever side it came from.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
