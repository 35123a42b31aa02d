import { useId } from 'react';
import { useT } from './language';
import type { MessageValues } from '../language/languages';
import styles from './ui.module.css';
import groupStyles from './choice-group.module.css';

/** One answer of a `ChoiceGroup`: the value the form holds and the words the visitor reads. */
export interface ChoiceOption<Value extends string = string> {
  value: Value;
  label: string;
  /** The values of `label`'s `{name}` placeholders ("{provision} — Rent"), filled in the page's language. */
  values?: MessageValues;
}

export interface ChoiceGroupProps<Value extends string = string> {
  /** The question, shown as the group's visible legend ("Investment type"). */
  legend: string;
  options: readonly ChoiceOption<Value>[];
  /** The chosen value; a value that matches no option leaves every radio unchecked. */
  value: string;
  onChange: (value: Value) => void;
  /** The validator's message for this choice; shown under it in red and tied by aria-describedby. */
  error?: string;
  hint?: string;
}

/**
 * A short either/or choice as radio buttons (a `<fieldset>` whose `<legend>` names it), for the few
 * questions where every answer should be visible at once: SIP or lump sum, PAN yes or no. Arrow keys
 * move between the options, as with any native radio group.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
}: ChoiceGroupProps<Value>) {
  const t = useT();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={`${styles.field} ${groupStyles.group}`}
      role="radiogroup"
      aria-describedby={describedBy}
      {...(error ? { 'aria-invalid': true as const } : {})}
    >
      <legend className={`${styles.label} ${groupStyles.legend}`}>{t(legend)}</legend>
      <div className={groupStyles.options}>
        {options.map((option) => (
          <label key={option.value} className={groupStyles.option}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {t(option.label, option.values)}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {t(hint)}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
