import { useState } from 'react';
import type { FieldErrors, Result } from '../validation/result';
import { useShareableInputs } from './shareable-inputs';

export interface CalculatorFormOptions<Field extends string, Input, Output, ErrorKey extends string = Field> {
  /** Every field's starting text (the spec's defaults, or '' for none). */
  defaults: Readonly<Record<Field, string>>;
  /**
   * The calculator's validator from @fintools/shared: raw strings in, parsed input or messages out.
   * Messages are keyed by field, or by finer keys where one field holds a list (a loan's prepayments).
   */
  validate: (fields: Readonly<Record<Field, string>>) => Result<Input, FieldErrors<ErrorKey>>;
  /** The rule from @fintools/shared that turns a valid input into the result. */
  compute: (input: Input) => Output;
  /**
   * What a failed Calculate does to the last result: EMI and FD keep showing it ("change only after a
   * successful Calculate"), RD, TDS and the loan schedule hide it.
   */
  onInvalid: 'keep-result' | 'clear-result';
  /**
   * Fields that a link carries only when they differ from their default, so that adding an optional
   * field to a calculator (a SIP's step-up) leaves the links it made before exactly as they were.
   */
  linkOnlyIfChanged?: readonly NoInfer<Field>[];
}

export interface CalculatorForm<Field extends string, Output, ErrorKey extends string = Field> {
  fields: Readonly<Record<Field, string>>;
  setField: (field: Field, text: string) => void;
  errors: FieldErrors<ErrorKey>;
  /**
   * Re-addresses the last Calculate's messages without validating again: when a row of a list is
   * removed, the messages of the rows after it move up with them.
   */
  moveErrors: (move: (errors: FieldErrors<ErrorKey>) => FieldErrors<ErrorKey>) => void;
  /** The last successful result, or null before the first one (or after a failure that clears it). */
  result: Output | null;
  /** Validates the fields; on success computes and writes the inputs to the URL query for sharing. */
  calculate: () => void;
}

interface Outcome<ErrorKey extends string, Output> {
  errors: FieldErrors<ErrorKey>;
  result: Output | null;
}

/**
 * The life of every calculator screen in one place: the visitor's raw text per field, Calculate,
 * the spec's messages, the result, and shareable inputs (a link with the inputs fills the form and
 * calculates once; a successful Calculate writes them, never a page load).
 */
export function useCalculatorForm<Field extends string, Input, Output, ErrorKey extends string = Field>(
  options: CalculatorFormOptions<Field, Input, Output, ErrorKey>,
): CalculatorForm<Field, Output, ErrorKey> {
  const { defaults, validate, compute, onInvalid, linkOnlyIfChanged = [] } = options;
  const shareable = useShareableInputs(Object.keys(defaults) as Field[]);
  const [fields, setFields] = useState<Readonly<Record<Field, string>>>(() => ({ ...defaults, ...shareable.initial }));
  const [outcome, setOutcome] = useState<Outcome<ErrorKey, Output> | null>(() =>
    shareable.initial ? evaluate(fields) : null,
  );

  function evaluate(values: Readonly<Record<Field, string>>): Outcome<ErrorKey, Output> {
    const validation = validate(values);
    return validation.ok
      ? { errors: {}, result: compute(validation.value) }
      : { errors: validation.errors, result: null };
  }

  return {
    fields,
    setField: (field, text) => setFields((previous) => ({ ...previous, [field]: text })),
    errors: outcome?.errors ?? {},
    moveErrors: (move) => setOutcome((previous) => previous && { ...previous, errors: move(previous.errors) }),
    result: outcome?.result ?? null,
    calculate() {
      const next = evaluate(fields);
      if (next.result !== null) {
        const link: Partial<Record<Field, string>> = { ...fields };
        for (const field of linkOnlyIfChanged) if (fields[field] === defaults[field]) delete link[field];
        shareable.save(link);
      }
      setOutcome((previous) =>
        next.result === null && onInvalid === 'keep-result'
          ? { errors: next.errors, result: previous?.result ?? null }
          : next,
      );
    },
  };
}
