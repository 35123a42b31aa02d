import { useState } from 'react';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '../theme/theme';
import { useDocumentTitle } from '../navigation/use-document-title';
import styles from './pages.module.css';
import { useT } from '@fintools/shared/ui/language';

const CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'Same as my device' },
];

export function SettingsPage() {
  const t = useT();
  useDocumentTitle(t('Settings'));
  const [theme, setTheme] = useState(readThemeChoice);
  return (
    <div className={styles.page}>
      <h1>{t('Settings')}</h1>
      <fieldset className={styles.card}>
        <legend>{t('Theme')}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name="theme"
              value={choice.value}
              checked={theme === choice.value}
              onChange={() => {
                setTheme(choice.value);
                saveThemeChoice(choice.value);
              }}
            />
            {t(choice.label)}
          </label>
        ))}
        <p className={styles.note}>{t('Saved in this browser only.')}</p>
      </fieldset>
    </div>
  );
}
