import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { MAX_PREPAYMENTS } from '@fintools/shared/finance/prepayments';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import { LOAN_MAX_TENURE } from '../emi/loan-input';
import {
  PREPAYMENT_MONTH_MESSAGE,
  prepaymentMonthValues,
  readPrepaymentRows,
  writePrepaymentRows,
  type PrepaymentFields as PrepaymentRow,
} from './loan-prepayments-input';
import { SelectField } from '../parts/form-fields';
import { moveRowErrors } from '../parts/row-errors';
import type { LoanCalculatorForm } from './use-loan-calculator';
import styles from './prepayment-fields.module.css';

const MODE_OPTIONS = [
  { value: 'reduce-tenure', label: 'Reduce tenure' },
  { value: 'reduce-emi', label: 'Reduce EMI' },
] as const;

const EMPTY_ROW: PrepaymentRow = { amount: '', month: '', repeatYearly: false };

/** A month's message as its Field shows it: one the validator filled in is passed as written, with its values. */
function monthError(error: string | undefined): { error?: string; errorValues?: { months: string } } {
  const values = prepaymentMonthValues(error);
  return values ? { error: PREPAYMENT_MONTH_MESSAGE, errorValues: values } : { error };
}

/**
 * The Loan form's Prepayments: a row per prepayment (amount, month, repeat every year, Remove), Add
 * prepayment, and what a prepayment reduces. The rows live in the form's `prepayments` text, so they
 * travel in the link like every other field.
 */
export function PrepaymentFields({ form }: { form: LoanCalculatorForm }) {
  const t = useT();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const rows = readPrepaymentRows(form.fields.prepayments);
  const write = (next: readonly PrepaymentRow[]) => form.setField('prepayments', writePrepaymentRows(next));
  const change = (index: number, update: Partial<PrepaymentRow>) =>
    write(rows.map((row, at) => (at === index ? { ...row, ...update } : row)));

  function add() {
    flushSync(() => write([...rows, EMPTY_ROW]));
    // The new row's amount is what the visitor types next.
    section.current?.querySelector<HTMLInputElement>('fieldset:last-of-type input')?.focus();
  }

  function remove(index: number) {
    flushSync(() => {
      write(rows.filter((_, at) => at !== index));
      form.moveErrors((errors) => moveRowErrors(errors, 'prepayments', index));
    });
    addButton.current?.focus();
  }

  return (
    <section ref={section} className={styles.prepayments} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('Prepayments')}
      </h2>
      {rows.map((row, index) => (
        // Rows have no identity but their place: every control is controlled, so a key by index is right.
        <fieldset key={index} className={styles.prepayment}>
          <legend className={uiClasses.srOnly}>{t('Prepayment {number}', { number: String(index + 1) })}</legend>
          <Field label="Prepayment amount" error={form.errors[`prepayments.${index}.amount`]}>
            {(control) => (
              <AmountInput {...control} value={row.amount} onValueChange={(amount) => change(index, { amount })} />
            )}
          </Field>
          <Field label="In month" {...monthError(form.errors[`prepayments.${index}.month`])}>
            {(control) => (
              <NumericInput
                {...control}
                decimals={0}
                max={LOAN_MAX_TENURE * 12}
                value={row.month}
                onValueChange={(month) => change(index, { month })}
              />
            )}
          </Field>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={row.repeatYearly}
              onChange={(event) => change(index, { repeatYearly: event.currentTarget.checked })}
            />
            {t('Repeat every year')}
          </label>
          <button type="button" className={uiClasses.secondaryButton} onClick={() => remove(index)}>
            {t('Remove')}
          </button>
        </fieldset>
      ))}
      <div className={styles.prepaymentFooter}>
        <button
          ref={addButton}
          type="button"
          className={uiClasses.secondaryButton}
          disabled={rows.length >= MAX_PREPAYMENTS}
          onClick={add}
        >
          {t('Add prepayment')}
        </button>
        <SelectField
          form={form}
          name="afterPrepayment"
          label="After a prepayment"
          options={MODE_OPTIONS}
          placeholder="Choose one"
        />
      </div>
    </section>
  );
}
