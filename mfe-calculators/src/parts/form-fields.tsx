import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Field } from '@fintools/shared/ui/field';
import { Select } from '@fintools/shared/ui/select';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';

/**
 * The calculator screens' fields, each bound to one field of a `useCalculatorForm` form: its text,
 * its message and its setter. A screen names the field and its label; the wiring is written once.
 */

/** What a bound field needs of a calculator form: any form that has the field `Name`. */
export interface BoundForm<Name extends string> {
  fields: Readonly<Record<Name, string>>;
  errors: Partial<Record<Name, string>>;
  setField: (field: Name, text: string) => void;
}

interface BoundFieldProps<Name extends string> {
  form: BoundForm<Name>;
  name: Name;
  label: string;
}

/** An amount in whole rupees, regrouped as typed (5,00,000). */
export function AmountField<Name extends string>({ form, name, label }: BoundFieldProps<Name>) {
  return (
    <Field label={label} error={form.errors[name]}>
      {(control) => (
        <AmountInput {...control} value={form.fields[name]} onValueChange={(text) => form.setField(name, text)} />
      )}
    </Field>
  );
}

/** A plain number (a rate, a period): `decimals` places at most, typing past `max` refused. */
export function NumberField<Name extends string>({
  form,
  name,
  label,
  decimals = 0,
  max,
}: BoundFieldProps<Name> & { decimals?: number; max: number }) {
  return (
    <Field label={label} error={form.errors[name]}>
      {(control) => (
        <NumericInput
          {...control}
          decimals={decimals}
          max={max}
          value={form.fields[name]}
          onValueChange={(text) => form.setField(name, text)}
        />
      )}
    </Field>
  );
}

/**
 * A choice from a short list. A hand-edited link can carry a value that is none of them: then the
 * select says `placeholder` instead of silently showing the first option, which the visitor could not
 * pick (choosing what is already shown changes nothing) while the validator's message says to.
 */
export function SelectField<Name extends string>({
  form,
  name,
  label,
  options,
  placeholder,
}: BoundFieldProps<Name> & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  return (
    <Field label={label} error={form.errors[name]}>
      {(control) => (
        <Select
          control={control}
          options={options}
          value={form.fields[name]}
          onChange={(value) => form.setField(name, value)}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}

/** Radio buttons under a legend: one of a few options, with a hint that says why the choice matters. */
export function ChoiceField<Name extends string, Value extends string>({
  form,
  name,
  label,
  options,
  hint,
}: BoundFieldProps<Name> & { options: readonly ChoiceOption<Value>[]; hint: string }) {
  return (
    <ChoiceGroup
      legend={label}
      options={options}
      value={form.fields[name]}
      onChange={(value) => form.setField(name, value)}
      error={form.errors[name]}
      hint={hint}
    />
  );
}
