import { MAX_INFLATION } from './todays-money';
import { parseDecimal } from '@fintools/shared/format/indian-number';
import type { PercentPerYear } from '@fintools/shared/finance/units';
import { resultOf, type FieldErrors, type Result } from '@fintools/shared/validation/result';

/** The optional "Inflation (% a year)" field's message. */
export const INFLATION_MESSAGE = `Enter inflation from 0 to ${MAX_INFLATION}%, or leave it empty.`;

/** A checked input together with the inflation to show today's money at, if the visitor gave one. */
export interface WithInflation<Input> {
  input: Input;
  /** Null when the field is empty: no "In today's money". */
  inflation: PercentPerYear | null;
}

/**
 * Reads the optional inflation field: empty is none (null), else a number from 0 to `MAX_INFLATION`.
 * @example readInflation('') // { ok: true, value: null }
 * @example readInflation('6') // { ok: true, value: 6 }
 * @example readInflation('abc') // { ok: false, errors: { inflation: INFLATION_MESSAGE } }
 */
export function readInflation(text: string): Result<PercentPerYear | null, FieldErrors<'inflation'>> {
  if (text.trim() === '') return { ok: true, value: null };
  const inflation = parseDecimal(text);
  return resultOf<PercentPerYear, 'inflation'>(
    { inflation: inflation === null || inflation < 0 || inflation > MAX_INFLATION ? INFLATION_MESSAGE : undefined },
    () => inflation! as PercentPerYear,
  );
}

/**
 * A calculator's validator with the optional inflation field added: both are checked, so every
 * message shows at once.
 * @example
 * withInflation(validatePpfInput)({ yearlyDeposit: '1,50,000', rate: '7.1', years: '15', inflation: '6' })
 * // { ok: true, value: { input: { yearlyDeposit: 150000, rate: 7.1, years: 15 }, inflation: 6 } }
 */
export function withInflation<Fields extends object, Input, Field extends string>(
  validate: (fields: Fields) => Result<Input, FieldErrors<Field>>,
): (fields: Fields & { inflation: string }) => Result<WithInflation<Input>, FieldErrors<Field | 'inflation'>> {
  return (fields) => {
    const main = validate(fields);
    const inflation = readInflation(fields.inflation);
    if (main.ok && inflation.ok) return { ok: true, value: { input: main.value, inflation: inflation.value } };
    const errors: FieldErrors<Field | 'inflation'> = {};
    if (!main.ok) Object.assign(errors, main.errors);
    if (!inflation.ok && inflation.errors.inflation) errors.inflation = inflation.errors.inflation;
    return { ok: false, errors };
  };
}
