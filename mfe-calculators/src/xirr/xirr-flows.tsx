import { useId, useRef, type ClipboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { uiClasses } from '@fintools/shared/ui/screen';
import { Select } from '@fintools/shared/ui/select';
import type { CalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { moveRowErrors } from '../parts/row-errors';
import { MAX_CASH_FLOWS } from './xirr';
import {
  readFlowRows,
  readPastedRows,
  writeFlowRows,
  XIRR_MAX_DATE,
  XIRR_MIN_DATE,
  type FlowRow,
  type FlowType,
  type XirrErrorKey,
  type XirrFields,
  type XirrResult,
} from './xirr-input';
import styles from './xirr-flows.module.css';

const TYPE_OPTIONS = [
  { value: 'investment', label: 'Investment' },
  { value: 'withdrawal', label: 'Withdrawal' },
] as const;
const EMPTY_ROW: FlowRow = { date: '', amount: '', type: 'investment' };

export type XirrForm = CalculatorForm<keyof XirrFields, XirrResult, XirrErrorKey>;

/**
 * The cash flows: a row per flow (Date, Amount, Type, Remove) and Add row. Rows pasted from a spreadsheet into
 * any of them fill the table. The rows live in the form's `flows` text, so they travel in the link.
 */
export function XirrFlows({ form }: { form: XirrForm }) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const section = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const rows = readFlowRows(form.fields.flows);
  const write = (next: readonly FlowRow[]) => form.setField('flows', writeFlowRows(next));
  const change = (index: number, update: Partial<FlowRow>) =>
    write(rows.map((row, at) => (at === index ? { ...row, ...update } : row)));

  function add() {
    flushSync(() => write([...rows, EMPTY_ROW]));
    section.current?.querySelector<HTMLInputElement>('fieldset:last-of-type input')?.focus();
  }

  function remove(index: number) {
    flushSync(() => {
      write(rows.filter((_, at) => at !== index));
      form.moveErrors((errors) => moveRowErrors(errors, 'flows', index));
    });
    addButton.current?.focus();
  }

  function paste(event: ClipboardEvent<HTMLElement>) {
    const text = event.clipboardData.getData('text/plain');
    // One value pasted into one field is typing; lines or tabs are rows from a spreadsheet.
    if (!/[\t\n]/.test(text)) return;
    const pasted = readPastedRows(text);
    if (!pasted) return;
    event.preventDefault();
    write(pasted);
  }

  const tableError = form.errors.flows;
  return (
    <section
      ref={section}
      className={styles.flows}
      aria-labelledby={headingId}
      aria-describedby={[hintId, tableError ? errorId : ''].filter(Boolean).join(' ')}
      onPaste={paste}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('Cash flows')}
      </h2>
      <p id={hintId} className={`${uiClasses.hint} ${styles.hint}`}>
        {t('Paste rows copied from a spreadsheet (a date and an amount on each line) into any row to fill the table.')}
      </p>
      {tableError && (
        <p id={errorId} className={uiClasses.alert} role="alert">
          {t(tableError)}
        </p>
      )}
      {rows.map((row, index) => (
        // Rows have no identity but their place: every control is controlled, so a key by index is right.
        <fieldset key={index} className={styles.flow}>
          <legend className={uiClasses.srOnly}>{t('Cash flow {number}', { number: index + 1 })}</legend>
          <Field label="Date" error={form.errors[`flows.${index}.date`]}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={XIRR_MIN_DATE}
                max={XIRR_MAX_DATE}
                value={row.date}
                onChange={(event) => change(index, { date: event.currentTarget.value })}
              />
            )}
          </Field>
          <Field label="Amount" error={form.errors[`flows.${index}.amount`]}>
            {(control) => (
              <AmountInput {...control} value={row.amount} onValueChange={(amount) => change(index, { amount })} />
            )}
          </Field>
          <Field label="Type">
            {(control) => (
              <Select
                control={control}
                options={TYPE_OPTIONS}
                value={row.type}
                onChange={(type: FlowType) => change(index, { type })}
              />
            )}
          </Field>
          <button type="button" className={uiClasses.secondaryButton} onClick={() => remove(index)}>
            {t('Remove')}
          </button>
        </fieldset>
      ))}
      <button
        ref={addButton}
        type="button"
        className={`${uiClasses.secondaryButton} ${styles.add}`}
        disabled={rows.length >= MAX_CASH_FLOWS - 1}
        onClick={add}
      >
        {t('Add row')}
      </button>
    </section>
  );
}
