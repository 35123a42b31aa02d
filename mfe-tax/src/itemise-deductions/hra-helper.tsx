import { useState, type KeyboardEvent } from 'react';
import type { TaxYear } from '@fintools/shared/data/tax-years';
import { calculateHra } from '../hra/hra';
import type { FieldErrors } from '@fintools/shared/validation/result';
import { HRA_DEFAULT_CITY, hraCityIn, hraCityOptions, validateHraInput, type HraFields } from '../hra/hra-input';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { Select } from '@fintools/shared/ui/select';
import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './itemise-deductions.module.css';

const EMPTY: Omit<HraFields, 'year'> = {
  basic: '',
  dearnessAllowance: '',
  hraReceived: '',
  rentPaid: '',
  city: HRA_DEFAULT_CITY,
};

const AMOUNTS = [
  ['basic', 'Basic salary'],
  ['dearnessAllowance', 'Dearness allowance'],
  ['hraReceived', 'HRA received'],
  ['rentPaid', 'Rent paid'],
] as const;

export interface HraHelperProps {
  /** "Use this exemption": the yearly exemption in whole rupees, for the HRA exemption field. */
  onUse: (exempt: number) => void;
  /** The tax year of the form around it: its cities have the 50% limit. */
  year: TaxYear;
}

/**
 * "Work out HRA exemption" under the HRA exemption field: the HRA Calculator's monthly fields and its rule
 * (`calculateHra`, section 10(13A) and Rule 2A), whose yearly exemption fills the field. Rounded down to the
 * rupee: the field takes whole rupees, and a paisa more would claim more than the rule allows.
 */
export function HraHelper({ onUse, year }: HraHelperProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof HraFields>>({});

  function applyExemption() {
    const validation = validateHraInput({ ...fields, year });
    if (!validation.ok) return setErrors(validation.errors);
    setErrors({});
    onUse(Math.floor(calculateHra(validation.value).exempt));
    setOpen(false);
  }

  // Enter in these fields uses the exemption, not every deduction of the surrounding form.
  function handleKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'text') {
      event.preventDefault();
      event.stopPropagation();
      applyExemption();
    }
  }

  if (!open) {
    return (
      <button type="button" className={uiClasses.secondaryButton} onClick={() => setOpen(true)}>
        {t('Work out HRA exemption')}
      </button>
    );
  }
  return (
    <fieldset className={styles.itemise} onKeyDown={handleKeyDown}>
      <legend className={styles.legend}>{t('HRA exemption, monthly amounts')}</legend>
      <div className={uiClasses.form}>
        {AMOUNTS.map(([field, label]) => (
          <Field key={field} label={label} error={errors[field]}>
            {(control) => (
              <AmountInput
                {...control}
                value={fields[field]}
                onValueChange={(text) => setFields((previous) => ({ ...previous, [field]: text }))}
              />
            )}
          </Field>
        ))}
        <Field label="City" error={errors.city}>
          {(control) => (
            <Select
              control={control}
              options={hraCityOptions(year)}
              value={hraCityIn(fields.city, year) ?? ''}
              onChange={(city) => setFields((previous) => ({ ...previous, city }))}
              placeholder="Choose a city"
            />
          )}
        </Field>
      </div>
      <div className={uiClasses.actions}>
        <button type="button" className={uiClasses.button} onClick={applyExemption}>
          {t('Use this exemption')}
        </button>
        <button type="button" className={uiClasses.secondaryButton} onClick={() => setOpen(false)}>
          {t('Cancel')}
        </button>
      </div>
      <p className={uiClasses.hint}>
        {t('Salary is basic plus dearness allowance. The new regime allows no HRA exemption.')}
      </p>
    </fieldset>
  );
}
