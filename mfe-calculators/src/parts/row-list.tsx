import { useId, useRef, type ClipboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { FieldErrors } from '@fintools/shared/validation/result';
import { moveRowErrors } from './row-errors';
import styles from './row-list.module.css';

/** What a row list needs of its form: the field its rows are kept in (as text) and the form's errors. */
export interface RowListForm<Field extends string, ErrorKey extends string> {
  setField: (name: Field, value: string) => void;
  moveErrors: (move: (errors: FieldErrors<ErrorKey>) => FieldErrors<ErrorKey>) => void;
}

export interface RowListProps<Row, Field extends string, ErrorKey extends string> {
  form: RowListForm<Field, ErrorKey>;
  /** The form field that holds the rows as text, so they travel in the link; also the prefix of each row's errors. */
  field: Field;
  rows: readonly Row[];
  /** The rows written back as the field's text. */
  writeRows: (rows: readonly Row[]) => string;
  emptyRow: Row;
  maxRows: number;
  /** The words, in English (translated here): the heading, each row's legend with {number}, the add button. */
  heading: string;
  rowLegend: string;
  addLabel: string;
  /** The row's fields (its Remove button is added after them); `change` updates this row. */
  renderRow: (row: Row, index: number, change: (update: Partial<Row>) => void) => ReactNode;
  /** Above the rows, under the heading: a hint, a message about the whole list. */
  intro?: ReactNode;
  /** Beside the add button: a choice that applies to every row. */
  footer?: ReactNode;
  /** Ids of the intro's elements that describe the whole list. */
  describedBy?: string;
  /** Text pasted into any row: return the rows it stands for, or undefined to let the field take it as typed. */
  rowsFromPaste?: (text: string) => readonly Row[] | undefined;
  className?: string;
  rowClassName?: string;
}

/**
 * A list of like rows in a form (the Loan's prepayments, XIRR's cash flows): a fieldset per row with its own
 * legend and Remove, an add button (off at `maxRows`), and the focus where the visitor works next: the new row's
 * first input after adding, the add button after removing. A removed row's messages leave with it and those of
 * the rows after it move up (`moveRowErrors`).
 */
export function RowList<Row, Field extends string, ErrorKey extends string>(props: RowListProps<Row, Field, ErrorKey>) {
  const { form, field, rows, emptyRow, maxRows } = props;
  const t = useT();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const write = (next: readonly Row[]) => form.setField(field, props.writeRows(next));

  function add() {
    flushSync(() => write([...rows, emptyRow]));
    section.current?.querySelector<HTMLInputElement>('fieldset:last-of-type input')?.focus();
  }

  function remove(index: number) {
    flushSync(() => {
      write(rows.filter((_, at) => at !== index));
      form.moveErrors((errors) => moveRowErrors(errors, field, index));
    });
    addButton.current?.focus();
  }

  function paste(event: ClipboardEvent<HTMLElement>) {
    const pasted = props.rowsFromPaste?.(event.clipboardData.getData('text/plain'));
    if (!pasted) return;
    event.preventDefault();
    write(pasted);
  }

  return (
    <section
      ref={section}
      className={`${styles.list} ${props.className ?? ''}`}
      aria-labelledby={headingId}
      aria-describedby={props.describedBy || undefined}
      onPaste={props.rowsFromPaste ? paste : undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {t(props.heading)}
      </h2>
      {props.intro}
      {rows.map((row, index) => (
        // Rows have no identity but their place: every control is controlled, so a key by index is right.
        <fieldset key={index} className={`${styles.row} ${props.rowClassName ?? ''}`}>
          <legend className={uiClasses.srOnly}>{t(props.rowLegend, { number: String(index + 1) })}</legend>
          {props.renderRow(row, index, (update) =>
            write(rows.map((other, at) => (at === index ? { ...other, ...update } : other))),
          )}
          <button type="button" className={uiClasses.secondaryButton} onClick={() => remove(index)}>
            {t('Remove')}
          </button>
        </fieldset>
      ))}
      <div className={styles.footer}>
        <button
          ref={addButton}
          type="button"
          className={uiClasses.secondaryButton}
          disabled={rows.length >= maxRows}
          onClick={add}
        >
          {t(props.addLabel)}
        </button>
        {props.footer}
      </div>
    </section>
  );
}
