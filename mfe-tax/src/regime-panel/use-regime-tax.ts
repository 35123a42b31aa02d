import {
  calculateTax,
  TAXPAYER_AGES,
  type TaxInput,
  type TaxpayerAge,
  type TaxRegime,
  type TaxResult,
} from '../income-tax/tax';
import { DEFAULT_TAX_YEAR, TAX_YEAR_QUERY_KEY, taxYearOrDefault, type TaxYear } from '@fintools/shared/data/tax-years';
import type { FieldErrors } from '@fintools/shared/validation/result';
import type { TaxFields } from '../income-tax/tax-input';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { DEFAULT_AGE, emptyTaxFields, validateNamedTaxInput, type TaxFieldNames } from './tax-field-names';

/** One regime's form as its panel sees it: the field text under the plain names, whatever the URL calls them. */
export interface RegimeTaxForm {
  regime: TaxRegime;
  fields: Required<TaxFields>;
  errors: FieldErrors<keyof TaxFields>;
  /** The last successful calculation; null before the first one. */
  result: TaxResult | null;
  /** The salary and deduction that `result` was calculated from (the fields may have changed since). */
  input: TaxInput | null;
  setField: (field: keyof TaxFields, text: string) => void;
  /** The Age as chosen (old regime), for the itemise form's caps. */
  age: TaxpayerAge;
  /** The tax year as chosen, for the sections the form names; the result carries the year it used. */
  year: TaxYear;
  setYear: (year: TaxYear) => void;
  /** Replaces the amounts (the comparison's "Copy … inputs"); the result waits for Calculate Tax. */
  fillFields: (fields: TaxFields) => void;
  calculate: () => void;
}

/**
 * The life of one regime's form: raw text, Calculate Tax, the spec's messages, the result from
 * `calculateTax`, and shareable inputs under `names` in the URL query, with the tax year under `year` (one
 * key for both forms of the comparison, which share one year). A failed Calculate keeps the
 * last result, as the spec's EMI and FD do: the total "shows its number" until a calculation replaces it.
 */
export function useRegimeTax<Key extends string>(regime: TaxRegime, names: TaxFieldNames<Key>): RegimeTaxForm {
  const form = useCalculatorForm({
    defaults: { ...emptyTaxFields(names), [TAX_YEAR_QUERY_KEY]: DEFAULT_TAX_YEAR } as Record<Key | 'year', string>,
    // Only the old regime has an Age: the new regime's form never shows one, so a link's age is ignored there.
    // A link without a year (made before the year control) means the default year.
    validate: (fields: Readonly<Record<Key | 'year', string>>) => {
      const validation = validateNamedTaxInput(names)(
        regime === 'new' ? { ...fields, [names.age]: DEFAULT_AGE } : fields,
      );
      return validation.ok
        ? { ok: true as const, value: { ...validation.value, year: taxYearOrDefault(fields.year) } }
        : validation;
    },
    compute: (input: TaxInput) => ({ input, result: calculateTax(regime, input) }),
    onInvalid: 'keep-result',
    // Links made before the Age field, and every link of the new regime, stay exactly as they were.
    linkOnlyIfChanged: [names.age],
  });
  return {
    regime,
    fields: {
      salary: form.fields[names.salary],
      deduction: form.fields[names.deduction],
      age: form.fields[names.age] || DEFAULT_AGE,
    },
    errors: {
      salary: form.errors[names.salary],
      deduction: form.errors[names.deduction],
      age: form.errors[names.age],
    },
    result: form.result?.result ?? null,
    input: form.result?.input ?? null,
    setField: (field, text) => form.setField(names[field], text),
    age: TAXPAYER_AGES.find((age) => age === form.fields[names.age]) ?? DEFAULT_AGE,
    year: taxYearOrDefault(form.fields.year),
    setYear: (year) => form.setField(TAX_YEAR_QUERY_KEY, year),
    fillFields: (fields) => {
      form.setField(names.salary, fields.salary);
      form.setField(names.deduction, fields.deduction);
      // Only the old regime has an Age: copying inputs either way leaves it as chosen.
    },
    calculate: form.calculate,
  };
}
