/**
 * Exact amounts and their rounding to two decimals, shared by every rule that shows paise.
 *
 * - Inputs come in as the decimals the visitor typed (`decimalFraction`), and rules compute with exact
 *   fractions of whole numbers (`bigint`): add, subtract, multiply, divide, never a rounding error.
 * - `hundredthsOf` rounds such a fraction half away from zero to whole paise (or hundredths of a
 *   percent) and `fromHundredths` gives the double that prints as exactly those two decimals.
 * - `roundToPaise` is for a double that IS the amount: its exact binary value is rounded, nothing else.
 *
 * docs/rounding.md says which rule computes how, and why.
 */
import { decimalDigits } from '../format/indian-number';
import { RuleInputError } from './rule-input-error';

/** An exact rational number, numerator / denominator, with a denominator above 0. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/**
 * The decimal a double stands for, as an exact fraction: the shortest decimal that reads back as the
 * same double. For a number parsed from a field that is the decimal the visitor typed: 0.1 is one
 * tenth, not 0.1000000000000000055511151231257827… that the double holds.
 * @example decimalFraction(12.5) // { numerator: 125n, denominator: 10n }
 * @example decimalFraction(-0.001) // { numerator: -1n, denominator: 1000n }
 */
export function decimalFraction(value: number): Fraction {
  if (!Number.isFinite(value)) {
    throw new RuleInputError('decimalFraction', 'value', 'not-finite', 'a finite number', value);
  }
  const { digits, scale } = decimalDigits(value);
  const magnitude = BigInt(digits);
  return { numerator: value < 0 ? -magnitude : magnitude, denominator: 10n ** BigInt(scale) };
}

/** A whole number of any size as a fraction. @example wholeFraction(5n) // { numerator: 5n, denominator: 1n } */
export function wholeFraction(value: bigint): Fraction {
  return { numerator: value, denominator: 1n };
}

/** a + b, exactly. @example addFractions(half, third) // 5/6 */
export function addFractions(a: Fraction, b: Fraction): Fraction {
  return reduced(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

/** a − b, exactly. @example subtractFractions(half, third) // 1/6 */
export function subtractFractions(a: Fraction, b: Fraction): Fraction {
  return reduced(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator);
}

/** The product of all factors, exactly. @example multiplyFractions(half, third) // 1/6 */
export function multiplyFractions(...factors: Fraction[]): Fraction {
  let numerator = 1n;
  let denominator = 1n;
  for (const factor of factors) {
    numerator *= factor.numerator;
    denominator *= factor.denominator;
  }
  return reduced(numerator, denominator);
}

/**
 * a ÷ b, exactly; b must not be 0 (a RuleInputError, `out-of-range`, says so).
 * @example divideFractions(half, third) // 3/2
 */
export function divideFractions(a: Fraction, b: Fraction): Fraction {
  if (b.numerator === 0n) throw new RuleInputError('divideFractions', 'divisor', 'out-of-range', 'not 0', 0);
  const negative = b.numerator < 0n;
  return reduced(
    (negative ? -a.numerator : a.numerator) * b.denominator,
    a.denominator * (negative ? -b.numerator : b.numerator),
  );
}

/** Lowest terms, so chains of operations (the basic calculator's) keep their numbers small. */
function reduced(numerator: bigint, denominator: bigint): Fraction {
  const divisor = greatestCommonDivisor(numerator < 0n ? -numerator : numerator, denominator);
  return divisor > 1n
    ? { numerator: numerator / divisor, denominator: denominator / divisor }
    : { numerator, denominator };
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * Rounds to paise, half away from zero, on the value the double really holds. 1.005 is stored as
 * 1.00499999999999989…, below the half paisa, so it rounds down; 0.125 is exact and rounds up.
 * Nothing is trimmed first: trimming to 15 significant digits turned 4,39,76,182.974999… into a half
 * paisa and added one. Amounts a rule computes from decimal inputs should not pass through a double at
 * all: see {@link roundFractionToHundredths}.
 *
 * Domain: any finite number; NaN and ±Infinity throw a {@link RuleInputError} (`not-finite`). From
 * 2^46 rupees (about ₹70 lakh crore) up, neighbouring doubles are more than half a paisa apart: the
 * double nearest to the rounded amount is returned, and it may print a paisa off.
 * @example roundToPaise(43976182.97499996) // 43976182.97
 * @example roundToPaise(1.005) // 1 (the double is 1.00499999…)
 * @example roundToPaise(0.125) // 0.13
 * @example roundToPaise(-2.675) // -2.67 (the double is -2.67499999…)
 */
export function roundToPaise(value: number): number {
  if (!Number.isFinite(value)) {
    throw new RuleInputError('roundToPaise', 'value', 'not-finite', 'a finite number', value);
  }
  // Number#toFixed rounds the exact value of the double (ECMA-262: the n for which n / 10^f − x is
  // closest to zero, the larger n on a tie), then Number() reads the decimal back as its nearest double.
  const rounded = Number(Math.abs(value).toFixed(2));
  // No "-0": a result that rounds to nothing is nothing, whichever side it came from.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * A fraction × 100, rounded half away from zero: the whole paise of an amount in rupees, or the
 * hundredths of a percentage. Exact for any size; a tie is a tie only when the fraction is one.
 * @example hundredthsOf({ numerator: 1n, denominator: 8n }) // 13n (0.125 → 0.13)
 * @example hundredthsOf({ numerator: -1n, denominator: 3n }) // -33n
 */
export function hundredthsOf({ numerator, denominator }: Fraction): bigint {
  if (denominator <= 0n) {
    throw new RuleInputError('hundredthsOf', 'denominator', 'out-of-range', 'above 0', denominator);
  }
  const negative = numerator < 0n;
  const scaled = (negative ? -numerator : numerator) * 100n;
  const whole = scaled / denominator;
  const rounded = 2n * (scaled % denominator) >= denominator ? whole + 1n : whole;
  return negative ? -rounded : rounded;
}

/**
 * A count of hundredths as the nearest double: 4397618297n → 43976182.97. Read from its decimal
 * text, so a count above 2^53 still lands on the double nearest to the decimal, not one rounding off.
 * Below 2^46 rupees every two-decimal amount has a double of its own, which prints as those digits.
 * @example fromHundredths(4397618297n) // 43976182.97
 * @example fromHundredths(-5n) // -0.05
 */
export function fromHundredths(count: bigint): number {
  const negative = count < 0n;
  const text = (negative ? -count : count).toString().padStart(3, '0');
  const value = Number(`${text.slice(0, -2)}.${text.slice(-2)}`);
  return negative ? -value : value;
}

/**
 * A fraction rounded to two decimals, half away from zero, as the nearest double.
 * @example roundFractionToHundredths({ numerator: 439761829749999n, denominator: 10000000n }) // 43976182.97
 */
export function roundFractionToHundredths(fraction: Fraction): number {
  return fromHundredths(hundredthsOf(fraction));
}

/**
 * An exact non-negative amount rounded half up to whole rupees.
 * @example rupeesHalfUp({ numerator: 5n, denominator: 2n }) // 3
 */
export function rupeesHalfUp({ numerator, denominator }: Fraction): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * An exact non-negative amount rounded up to whole rupees: an amount that must be enough.
 * @example rupeesUp({ numerator: 1001n, denominator: 1000n }) // 2
 */
export function rupeesUp({ numerator, denominator }: Fraction): number {
  return Number((numerator + denominator - 1n) / denominator);
}
