import { useT } from '@fintools/shared/ui/language';
import type { PersonalDetailKey, PersonalDetails } from './resume-data';
import { TextField, type TextFieldProps } from './text-field';
import styles from './resume-builder.module.css';

type DetailField = { key: PersonalDetailKey } & Omit<TextFieldProps, 'value' | 'onChange'>;

/** The spec's personalDetails, in the form's order, with the spec's labels (website1 is LinkedIn, website2 GitHub). */
const DETAIL_FIELDS: readonly DetailField[] = [
  { key: 'name', label: 'Name', placeholder: 'Full Name', autoComplete: 'name' },
  { key: 'summary', label: 'Summary', placeholder: 'A few lines about your experience and strengths', rows: 4 },
  { key: 'email', label: 'Email', placeholder: 'you@example.com', inputMode: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', placeholder: '+91 98765 43210', type: 'tel', autoComplete: 'tel' },
  { key: 'website1', label: 'LinkedIn', placeholder: 'linkedin.com/in/your-name', inputMode: 'url' },
  { key: 'website2', label: 'GitHub', placeholder: 'github.com/your-name', inputMode: 'url' },
  { key: 'location', label: 'Location', placeholder: 'Bengaluru, India', autoComplete: 'address-level2' },
];

export interface PersonalDetailsFieldsProps {
  details: PersonalDetails;
  onChange: (key: PersonalDetailKey, value: string) => void;
}

/** The Personal Details section of the form. */
export function PersonalDetailsFields({ details, onChange }: PersonalDetailsFieldsProps) {
  const t = useT();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <h3 className={styles.sectionHeading}>{t('Personal Details')}</h3>
      </legend>
      <div className={styles.fields}>
        {DETAIL_FIELDS.map(({ key, ...field }) => (
          <TextField key={key} {...field} value={details[key]} onChange={(value) => onChange(key, value)} />
        ))}
      </div>
    </fieldset>
  );
}
