/**
 * Exact rational arithmetic for rules that must not lose a paisa: whole numbers of any size (BigInt)
 * over a positive denominator. Inputs come in through {@link decimalFraction}, as the decimals the
 * visitor typed; results go out through the rounding in rounding.ts. docs/rounding.md says which rules
 * compute this way and why.
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
