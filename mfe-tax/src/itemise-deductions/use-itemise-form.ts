import { useState } from 'react';
import { itemiseDeductions, type ItemisedDeductions } from '../income-tax/tax-deductions';
import type { FieldErrors } from '@fintools/shared/validation/result';
import { validateNewRegimeDeductions, validateOldRegimeDeductions } from '../income-tax/tax-deductions-input';
import type { ItemiseFields } from './itemise-fields';
import type { TaxpayerAge } from '../income-tax/tax';

export interface ItemiseForm {
  form: ItemiseFields;
  /** Replaces one field of the form (an amount as typed, or a tick). */
  setField: (field: string, value: string | boolean) => void;
  errors: FieldErrors<string>;
  /** The total after caps and which caps applied; null while a field has a message. */
  itemised: ItemisedDeductions | null;
}

/**
 * The itemise form's state: the visitor's fields, and everything else derived from them on each render
 * (the validator's messages, the capped total and its cap notes), so the total follows every keystroke.
 */
export function useItemiseForm(initial: ItemiseFields, age: TaxpayerAge): ItemiseForm {
  const [typed, setForm] = useState(initial);
  // The age is the panel's Age field, not the form's own: derived on each render, never copied into state.
  const form: ItemiseFields = typed.regime === 'old' ? { ...typed, fields: { ...typed.fields, age } } : typed;
  const validation =
    form.regime === 'old' ? validateOldRegimeDeductions(form.fields) : validateNewRegimeDeductions(form.fields);
  return {
    form,
    setField: (field, value) =>
      setForm((previous) => ({ ...previous, fields: { ...previous.fields, [field]: value } }) as ItemiseFields),
    errors: validation.ok ? {} : validation.errors,
    itemised: validation.ok ? itemiseDeductions(validation.value) : null,
  };
}
