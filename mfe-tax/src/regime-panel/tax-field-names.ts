import type { TaxInput, TaxpayerAge, TaxRegime } from '../income-tax/tax';
import { invalid, type FieldErrors, type Result } from '@fintools/shared/validation/result';
import { validateTaxInput, type TaxFields } from '../income-tax/tax-input';

/**
 * The names a regime form's two fields go by in the URL query. A single-regime screen uses the plain
 * names; the comparison holds two forms in one URL, so each side needs keys of its own, or a shared
 * link would fill both sides with one side's numbers.
 */
export type TaxFieldNames<Key extends string> = Readonly<Record<keyof TaxFields, Key>>;

/** The old regime's Age until the visitor picks another: today's results are unchanged. */
export const DEFAULT_AGE: TaxpayerAge = 'below-60';

export const PLAIN_FIELD_NAMES = {
  salary: 'salary',
  deduction: 'deduction',
  age: 'age',
} as const satisfies TaxFieldNames<string>;

export const COMPARE_FIELD_NAMES = {
  old: { salary: 'oldSalary', deduction: 'oldDeduction', age: 'oldAge' },
  new: { salary: 'newSalary', deduction: 'newDeduction', age: 'newAge' },
} as const satisfies Record<TaxRegime, TaxFieldNames<string>>;

/** Both amounts empty and the age below 60, under their query names: the form's defaults. */
export function emptyTaxFields<Key extends string>(names: TaxFieldNames<Key>): Record<Key, string> {
  return { [names.salary]: '', [names.deduction]: '', [names.age]: DEFAULT_AGE } as Record<Key, string>;
}

/** The form's text under the validator's own names. */
export function readTaxFields<Key extends string>(
  names: TaxFieldNames<Key>,
  fields: Readonly<Record<Key, string>>,
): TaxFields {
  return { salary: fields[names.salary], deduction: fields[names.deduction], age: fields[names.age] };
}

/**
 * `validateTaxInput` for fields that go by other names: the same parsing and the same messages (the
 * screen never re-decides them), with each message filed under the field's query name.
 * @example validateNamedTaxInput(COMPARE_FIELD_NAMES.old)({ oldSalary: '', oldDeduction: '0' })
 * // { ok: false, errors: { oldSalary: 'Enter a valid salary.' } }
 */
export function validateNamedTaxInput<Key extends string>(
  names: TaxFieldNames<Key>,
): (fields: Readonly<Record<Key, string>>) => Result<TaxInput, FieldErrors<Key>> {
  return (fields) => {
    const validation = validateTaxInput(readTaxFields(names, fields));
    if (validation.ok) return validation;
    const errors: FieldErrors<Key> = {};
    if (validation.errors.salary) errors[names.salary] = validation.errors.salary;
    if (validation.errors.deduction) errors[names.deduction] = validation.errors.deduction;
    if (validation.errors.age) errors[names.age] = validation.errors.age;
    return invalid(errors);
  };
}
