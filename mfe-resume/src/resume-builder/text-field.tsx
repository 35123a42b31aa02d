import type { HTMLAttributes } from 'react';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import styles from './resume-builder.module.css';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An example of what to type, in English; shown in the page's language, as the label and hint are. */
  placeholder?: string;
  /** Under the field, tied to it by aria-describedby. */
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /**
   * Every field of the resume is free text, whatever a visitor writes. type="email" or "url" would make the browser trim
   * and validate the value, so those fields stay type="text" and only ask for the matching keyboard.
   */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'tel';
  autoComplete?: string;
  /** Marks the control for focus moves within the form (entry-list-section.tsx). */
  focusKey?: string;
}

/** A labelled text input or textarea of the resume form. Nothing is validated: a resume is free text. */
export function TextField({ label, value, onChange, hint, rows, focusKey, ...input }: TextFieldProps) {
  const t = useT();
  const placeholder = input.placeholder === undefined ? undefined : t(input.placeholder);
  return (
    <Field label={label} hint={hint}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            className={`${control.className} ${styles.textarea}`}
            rows={rows}
            placeholder={placeholder}
            value={value}
            data-focus={focusKey}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            type={input.type ?? 'text'}
            inputMode={input.inputMode}
            autoComplete={input.autoComplete ?? 'off'}
            spellCheck={false}
            placeholder={placeholder}
            value={value}
            data-focus={focusKey}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}
