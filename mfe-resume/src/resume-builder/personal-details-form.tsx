import { useId, type HTMLAttributes } from 'react';
import { Field } from '@fintools/shared/ui/field';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { PersonalDetailKey, PersonalDetails } from '../resume-model';
import styles from './resume-builder.module.css';

interface DetailField {
  key: PersonalDetailKey;
  label: string;
  placeholder: string;
  multiline?: true;
  /**
   * Every field is free text (docs/product.md §3). type="email" or "url" would make the browser trim and validate
   * the value, so those fields stay type="text" and only ask for the matching on-screen keyboard.
   */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'tel';
  autoComplete?: string;
}

/** The spec's personalDetails, in the form's order, with the spec's labels (website1 is LinkedIn, website2 GitHub). */
const DETAIL_FIELDS: readonly DetailField[] = [
  { key: 'name', label: 'Name', placeholder: 'Full Name', autoComplete: 'name' },
  { key: 'summary', label: 'Summary', placeholder: 'A few lines about your experience and strengths', multiline: true },
  { key: 'email', label: 'Email', placeholder: 'you@example.com', inputMode: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', placeholder: '+91 98765 43210', type: 'tel', autoComplete: 'tel' },
  { key: 'website1', label: 'LinkedIn', placeholder: 'linkedin.com/in/your-name', inputMode: 'url' },
  { key: 'website2', label: 'GitHub', placeholder: 'github.com/your-name', inputMode: 'url' },
  { key: 'location', label: 'Location', placeholder: 'Bengaluru, India', autoComplete: 'address-level2' },
];

export interface PersonalDetailsFormProps {
  details: PersonalDetails;
  onChange: (key: PersonalDetailKey, value: string) => void;
}

/** The left column: 'Build Your Resume' with its Personal Details section. Nothing is validated (docs/product.md §5). */
export function PersonalDetailsForm({ details, onChange }: PersonalDetailsFormProps) {
  const headingId = useId();
  return (
    <form
      className={`${uiClasses.card} ${styles.formColumn}`}
      aria-labelledby={headingId}
      // There is nothing to submit: the details only feed the preview beside the form.
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <h2 id={headingId} className={styles.columnHeading}>
        Build Your Resume
      </h2>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <h3 className={styles.sectionHeading}>Personal Details</h3>
        </legend>
        <div className={styles.fields}>
          {DETAIL_FIELDS.map((field) => (
            <Field key={field.key} label={field.label}>
              {(control) =>
                field.multiline ? (
                  <textarea
                    {...control}
                    className={`${control.className} ${styles.textarea}`}
                    rows={4}
                    placeholder={field.placeholder}
                    value={details[field.key]}
                    onChange={(event) => onChange(field.key, event.target.value)}
                  />
                ) : (
                  <input
                    {...control}
                    type={field.type ?? 'text'}
                    inputMode={field.inputMode}
                    autoComplete={field.autoComplete ?? 'off'}
                    spellCheck={false}
                    placeholder={field.placeholder}
                    value={details[field.key]}
                    onChange={(event) => onChange(field.key, event.target.value)}
                  />
                )
              }
            </Field>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
