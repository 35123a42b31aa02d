/**
 * Units of the finance rules, in the types only: rupees, a percent a year and a fraction a month are all
 * plain numbers at run time, so nothing here costs a byte, but the compiler refuses one for another.
 * Before, `monthlyRate(annualPercent)` and `annuityFactor(rate, …)` both took "a rate", and passing 8.5
 * where 0.0070833 was meant compiled fine and gave an EMI a hundred times too big.
 *
 * A value gets its unit where it is known: the validators produce branded inputs from what a visitor
 * typed, and a rule converts between units in one named place (`monthlyRate` in `emi.ts`). Arithmetic
 * on a branded number gives a plain `number`; a rule says what the result is with `as`.
 *
 * @example
 * const rate = 8.5 as PercentPerYear;
 * annuityFactor(rate, 12); // compile error: a percent a year is not a fraction a month
 * annuityFactor(monthlyRate(rate), 12); // fine
 */

declare const unit: unique symbol;

/** A number that carries its unit in its type; at run time it is the number itself. */
type Measured<Unit extends string> = number & { readonly [unit]: Unit };

/** An amount of money in rupees (not paise, not lakh). */
export type Rupees = Measured<'rupees'>;

/** An annual rate in percent, as a visitor types it: 8.5 means 8.5% a year. */
export type PercentPerYear = Measured<'percent a year'>;

/** A monthly rate as a fraction, as the formulas use it: 8.5% a year is 0.085 / 12 ≈ 0.0070833 a month. */
export type FractionPerMonth = Measured<'fraction a month'>;
