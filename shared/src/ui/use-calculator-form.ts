import { useState } from 'react';
import type { FieldErrors, Result } from '../validation/result';
import { useShareableInputs } from './shareable-inputs';

export interface CalculatorFormOptions<Field extends string, Input, Output> {
  /** Every field's starting text (the spec's defaults, or '' for none). */
  defaults: Readonly<Record<Field, string>>;
  /** The calculator's validator from @fintools/shared: raw strings in, parsed input or messages out. */
  validate: (fields: Readonly<Record<Field, string>>) => Result<Input, FieldErrors<Field>>;
  /** The rule from @fintools/shared that turns a valid input into the result. */
  compute: (input: Input) => Output;
  /**
   * What a failed Calculate does to the last result: EMI and FD keep showing it ("change only after a
   * successful Calculate"), RD, TDS and the loan schedule hide it.
   */
  onInvalid: 'keep-result' | 'clear-result';
}

export interface CalculatorForm<Field extends string, Output> {
  fields: Readonly<Record<Field, string>>;
  setField: (field: Field, text: string) => void;
  errors: FieldErrors<Field>;
  /** The last successful result, or null before the first one (or after a failure that clears it). */
  result: Output | null;
  /** Validates the fields; on success computes and writes the inputs to the URL query for sharing. */
  calculate: () => void;
}

interface Outcome<Field extends string, Output> {
  errors: FieldErrors<Field>;
  result: Output | null;
}

/**
 * The life of every calculator screen in one place: the visitor's raw text per field, Calculate,
 * the spec's messages, the result, and shareable inputs (a link with the inputs fills the form and
 * calculates once; a successful Calculate writes them, never a page load).
 */
export function useCalculatorForm<Field extends string, Input, Output>(
  options: CalculatorFormOptions<Field, Input, Output>,
): CalculatorForm<Field, Output> {
  const { defaults, validate, compute, onInvalid } = options;
  const shareable = useShareableInputs(Object.keys(defaults) as Field[]);
  const [fields, setFields] = useState<Readonly<Record<Field, string>>>(() => ({ ...defaults, ...shareable.initial }));
  const [outcome, setOutcome] = useState<Outcome<Field, Output> | null>(() =>
    shareable.initial ? evaluate(fields) : null,
  );

  function evaluate(values: Readonly<Record<Field, string>>): Outcome<Field, Output> {
    const validation = validate(values);
    return validation.ok
      ? { errors: {}, result: compute(validation.value) }
      : { errors: validation.errors, result: null };
  }

  return {
    fields,
    setField: (field, text) => setFields((previous) => ({ ...previous, [field]: text })),
    errors: outcome?.errors ?? {},
    result: outcome?.result ?? null,
    calculate() {
      const next = evaluate(fields);
      if (next.result !== null) shareable.save(fields);
      setOutcome((previous) =>
        next.result === null && onInvalid === 'keep-result'
          ? { errors: next.errors, result: previous?.result ?? null }
          : next,
      );
    },
  };
}
