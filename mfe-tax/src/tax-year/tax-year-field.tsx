import { TAX_YEAR_OPTIONS, taxYearOrDefault, type TaxYear } from '@fintools/shared/data/tax-years';
import { Field } from '@fintools/shared/ui/field';
import { Select } from '@fintools/shared/ui/select';

export interface TaxYearFieldProps {
  /** The field's text: a year, or anything a hand-edited link left (shown as the default year). */
  value: string;
  onChange: (year: TaxYear) => void;
}

/**
 * "Tax year": tax year 2026-27 under the Income-tax Act, 2025 (the default) or FY 2025-26 under the 1961
 * Act. The sections the screen names follow it. It lives in this remote, not in the shared UI, because the
 * shared UI is a singleton of the live shell (docs/decisions/014-pure-modules-travel-with-their-remote.md).
 */
export function TaxYearField({ value, onChange }: TaxYearFieldProps) {
  return (
    <Field label="Tax year" hint="Section numbers follow the year's Act">
      {(control) => (
        <Select
          control={control}
          options={TAX_YEAR_OPTIONS}
          value={taxYearOrDefault(value)}
          onChange={(year) => onChange(taxYearOrDefault(year))}
        />
      )}
    </Field>
  );
}
