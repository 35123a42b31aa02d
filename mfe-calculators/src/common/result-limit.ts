import { isWithinMaxResult, MAX_PAISE_RESULT, MAX_RESULT } from '@fintools/shared/finance/limits';
import { formatInr } from '@fintools/shared/format/indian-number';
import type { Fraction } from '@fintools/shared/finance/rounding';
import type { FieldErrors, Result } from '@fintools/shared/validation/result';

/**
 * What a form says when its figures would pass `limit`.
 * @example resultLimitMessage(7e13) // 'Enter a smaller amount, rate or period: the result would be above ₹7,00,00,00,00,00,000.'
 */
export function resultLimitMessage(limit: number): string {
  return `Enter a smaller amount, rate or period: the result would be above ${formatInr(limit)}.`;
}

/** What a form says when its figures would pass `MAX_RESULT` (₹9,00,00,00,00,00,00,000). */
export const RESULT_LIMIT_MESSAGE = resultLimitMessage(MAX_RESULT);

/** What the SIP form says when its figures, shown to the paisa, would pass `MAX_PAISE_RESULT` (₹7,00,00,00,00,00,000). */
export const PAISE_RESULT_LIMIT_MESSAGE = resultLimitMessage(MAX_PAISE_RESULT);

/**
 * A validation that passed, checked once more against `limit` (`MAX_RESULT`, or `MAX_PAISE_RESULT` for a
 * form whose figures show paise): when the largest figure the rule would show is above it, the form gets
 * `resultLimitMessage(limit)` on `field` (its amount) instead of a figure a double cannot print exactly. A
 * failed validation is returned as it is.
 * @example
 * refuseHugeResults(validatePpfFields(fields), 'yearlyDeposit', (input) => calculatePpf(input).exactMaturity)
 */
export function refuseHugeResults<Input, Field extends string>(
  validation: Result<Input, FieldErrors<Field>>,
  field: Field,
  largestFigure: (input: Input) => number | Fraction,
  limit: number = MAX_RESULT,
): Result<Input, FieldErrors<Field>> {
  if (!validation.ok || isWithinMaxResult(largestFigure(validation.value), limit)) return validation;
  const errors: FieldErrors<Field> = {};
  errors[field] = resultLimitMessage(limit);
  return { ok: false, errors };
}
