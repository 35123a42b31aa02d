import { isWithinMaxResult, MAX_RESULT } from '@fintools/shared/finance/limits';
import { formatInr } from '@fintools/shared/format/indian-number';
import type { Fraction } from '@fintools/shared/finance/rounding';
import type { FieldErrors, Result } from '@fintools/shared/validation/result';

/** What a form says when its figures would pass `MAX_RESULT` (₹9,00,00,00,00,00,00,000). */
export const RESULT_LIMIT_MESSAGE = `Enter a smaller amount, rate or period: the result would be above ${formatInr(MAX_RESULT)}.`;

/**
 * A validation that passed, checked once more against `MAX_RESULT`: when the largest figure the rule would
 * show is above it, the form gets `RESULT_LIMIT_MESSAGE` on `field` (its amount) instead of a figure a double
 * cannot print exactly. A failed validation is returned as it is.
 * @example
 * refuseHugeResults(validatePpfFields(fields), 'yearlyDeposit', (input) => calculatePpf(input).exactMaturity)
 */
export function refuseHugeResults<Input, Field extends string>(
  validation: Result<Input, FieldErrors<Field>>,
  field: Field,
  largestFigure: (input: Input) => number | Fraction,
): Result<Input, FieldErrors<Field>> {
  if (!validation.ok || isWithinMaxResult(largestFigure(validation.value))) return validation;
  const errors: FieldErrors<Field> = {};
  errors[field] = RESULT_LIMIT_MESSAGE;
  return { ok: false, errors };
}
