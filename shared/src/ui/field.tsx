import { useId, type ReactNode } from 'react';
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
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form field. The control is rendered by the caller (input, select, textarea…) with the
 * props this passes, so every control gets a visible `<label>` and its error the same way.
 */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: styles.control ?? '',
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
