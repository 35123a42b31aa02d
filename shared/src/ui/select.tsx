import type { ChoiceOption } from './choice-group';
import { useT } from './language';
import type { ControlProps } from './field';
import styles from './ui.module.css';

export interface SelectProps<Value extends string = string> {
  /** What the `Field` around it hands on: id, aria-describedby, aria-invalid. */
  control: ControlProps;
  options: readonly ChoiceOption<Value>[];
  /** The chosen value; one that matches no option shows `placeholder` (a disabled first option). */
  value: string;
  onChange: (value: Value) => void;
  placeholder?: string;
}

/**
 * A native `<select>` whose chosen option is shown in full. A select cannot wrap its text, and some options are
 * long by law ("Tax year 2026-27 (Income-tax Act, 2025)", "393 (193) — Interest on securities": ~330 px at
 * 16 px, wider than a phone's form), so the box draws the chosen text, wrapping, and the select lies over it,
 * transparent: taps, keys, screen readers and form tests use the native control as before.
 */
export function Select<Value extends string>({ control, options, value, onChange, placeholder }: SelectProps<Value>) {
  const t = useT();
  const chosen = options.find((option) => option.value === value);
  const shown = chosen ? t(chosen.label, chosen.values) : placeholder ? t(placeholder) : '';
  return (
    <div className={`${control.className} ${styles.selectBox}`}>
      {/* Drawn by CSS from data-text: the option's words stay one text in the page, the option's, for whoever
          looks for them (a find in page, a test's getByText) and for assistive technology. */}
      <span className={styles.selectShown} aria-hidden="true" data-text={shown} />
      <select
        {...control}
        className={styles.selectNative}
        value={chosen ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value as Value)}
      >
        {!chosen && (
          <option value="" disabled>
            {placeholder && t(placeholder)}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label, option.values)}
          </option>
        ))}
      </select>
    </div>
  );
}
