/**
 * The one error a finance rule throws when it is called with input outside its domain.
 *
 * Validators turn what a visitor types into the spec's messages and never throw; a rule is the last
 * line behind them. If a future screen forgets a check, or another program calls a rule directly,
 * the rule refuses the input with this error instead of returning NaN, Infinity or "-0" that a screen
 * would show. It is a programmer's error, so it carries a `code` a program can tell apart and a
 * message for the developer, not words for the visitor.
 */

/** Why the input was refused. */
export type RuleInputErrorCode =
  /** NaN, Infinity or -Infinity (or not a number at all). */
  | 'not-finite'
  /** -0 where its sign would show or change the result (a non-negative amount, a divisor). */
  | 'negative-zero'
  /** A finite number outside the rule's range. */
  | 'out-of-range'
  /** A count that must be whole (months, years, days) is not. */
  | 'not-integer'
  /** A calendar date that does not exist or lies outside the rule's calendar range. */
  | 'invalid-date'
  /** A choice outside the rule's list (a TDS section, an operator, a currency code). */
  | 'unknown-choice';

/**
 * @example
 * try {
 *   calculatePercentage({ obtained: 5, total: 0 });
 * } catch (error) {
 *   if (error instanceof RuleInputError && error.code === 'out-of-range') showFieldError(error.field);
 * }
 */
export class RuleInputError extends RangeError {
  override readonly name = 'RuleInputError';

  constructor(
    /** Which rule refused, e.g. `calculateTds`. */
    readonly rule: string,
    /** Which input it refused, e.g. `amount`. */
    readonly field: string,
    readonly code: RuleInputErrorCode,
    /** What the rule accepts, in words: "a number from 0 to 1e15". */
    readonly domain: string,
    /** The value it was given. */
    readonly value: unknown,
  ) {
    super(`${rule}: ${field} must be ${domain}, got ${describe(value)} (${code})`);
  }
}

/** A closed range of numbers a rule accepts for one input. */
export interface NumberDomain {
  min: number;
  max: number;
  /** Whole numbers only (counts of months, years, days). */
  integer?: boolean;
  /** The lower bound itself is refused (a divisor or a total that must be above 0). */
  minExclusive?: boolean;
}

/**
 * Refuses a number outside `domain` with a {@link RuleInputError}; returns it unchanged otherwise.
 * -0 is refused whenever the domain starts at 0 or above: such an input has no negative values, and
 * -0 would carry its minus sign into results ("-₹0") or turn a quotient into -Infinity.
 * @example requireNumberIn('calculateTds', 'amount', 50_000, { min: 0, max: 1e15 }) // 50000
 * @example requireNumberIn('calculateTds', 'amount', Number.NaN, { min: 0, max: 1e15 }) // throws 'not-finite'
 */
export function requireNumberIn(rule: string, field: string, value: number, domain: NumberDomain): number {
  const words = describeDomain(domain);
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RuleInputError(rule, field, 'not-finite', words, value);
  }
  if (Object.is(value, -0) && domain.min >= 0) throw new RuleInputError(rule, field, 'negative-zero', words, value);
  const belowMin = domain.minExclusive ? value <= domain.min : value < domain.min;
  if (belowMin || value > domain.max) throw new RuleInputError(rule, field, 'out-of-range', words, value);
  if (domain.integer && !Number.isInteger(value)) throw new RuleInputError(rule, field, 'not-integer', words, value);
  return value;
}

/**
 * Refuses a value that is not one of `choices` with a {@link RuleInputError} (`unknown-choice`).
 * @example requireChoice('convertCurrency', 'from', 'USD', ['USD', 'INR']) // 'USD'
 */
export function requireChoice<T>(rule: string, field: string, value: unknown, choices: readonly T[]): T {
  if (!choices.includes(value as T)) {
    throw new RuleInputError(rule, field, 'unknown-choice', `one of ${choices.join(', ')}`, value);
  }
  return value as T;
}

function describeDomain(domain: NumberDomain): string {
  const kind = domain.integer ? 'a whole number' : 'a number';
  const from = domain.minExclusive ? `above ${domain.min}` : `from ${domain.min}`;
  return `${kind} ${from} to ${domain.max}`;
}

function describe(value: unknown): string {
  if (Object.is(value, -0)) return '-0';
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}
