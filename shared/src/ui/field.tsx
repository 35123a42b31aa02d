import { useId, type ReactNode } from 'react';
import { useT } from './language';
import type { MessageValues } from '../language/languages';
import styles from './ui.module.css';

/** What a `Field` hands to its control so the label, hint and error are tied to it. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: string;
  /** The validator's message for this field; shown under it in red and tied by aria-describedby. */
  error?: string;
  /**
   * The values of `error`'s `{name}` placeholders, for a message a validator fills in ("Enter a month from 1 to
   * {months}."): the screen passes the message as written and its values, so it is found in every language.
   */
  errorValues?: MessageValues;
  hint?: string;
  /** The values of `hint`'s `{name}` placeholders ("Threshold: {threshold}"). */
  hintValues?: MessageValues;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form field. The control is rendered by the caller (input, select, textarea…) with the
 * props this passes, so every control gets a visible `<label>` and its error the same way. The label, hint and
 * error are written in English and shown in the page's language.
 */
export function Field({ label, error, errorValues, hint, hintValues, children }: FieldProps) {
  const t = useT();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t(label)}
      </label>
      {children({
        id,
        className: styles.control ?? '',
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {t(hint, hintValues)}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {t(error, errorValues)}
        </p>
      )}
    </div>
  );
}
