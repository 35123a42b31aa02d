/**
 * The one validation pattern of FinTools: a validator takes the raw field strings and returns either
 * the parsed input or the spec's message for each field that is wrong. Screens show these messages;
 * they never re-decide them. Validators never throw on user input.
 */

export type Result<T, E> = { ok: true; value: T } | { ok: false; errors: E };

/** Messages keyed by field name; a field with no message is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type Validation<T, Field extends string = Extract<keyof T, string>> = Result<T, FieldErrors<Field>>;

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function invalid<E>(errors: E): { ok: false; errors: E } {
  return { ok: false, errors };
}

/**
 * Builds the result from per-field checks: the value when no field has a message, else the messages.
 * @example
 * const errors = { rate: rate === null ? RATE_MESSAGE : undefined };
 * return resultOf(errors, () => ({ rate: rate! }));
 */
export function resultOf<T, Field extends string>(
  errors: Partial<Record<Field, string | undefined>>,
  build: () => T,
): Result<T, FieldErrors<Field>> {
  const messages: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message) messages[field] = message;
  }
  return Object.keys(messages).length > 0 ? invalid(messages) : ok(build());
}
