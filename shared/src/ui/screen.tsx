import type { ReactNode } from 'react';
import { useT } from './language';
import introStyles from './screen-intro.module.css';
import styles from './ui.module.css';

/** Class names of the shared primitives, for screens that lay out their own buttons and cards. */
export const uiClasses = {
  card: styles.card ?? '',
  form: styles.form ?? '',
  actions: styles.actions ?? '',
  button: styles.button ?? '',
  secondaryButton: styles.secondaryButton ?? '',
  alert: styles.alert ?? '',
  danger: styles.danger ?? '',
  srOnly: styles.srOnly ?? '',
  hint: styles.hint ?? '',
  note: styles.note ?? '',
} as const;

export interface ScreenProps {
  /** The screen's heading, in the spec's words ("LOAN CALCULATOR"). */
  title: string;
  /**
   * What the tool does, in one sentence under the heading. A tool's screen passes its catalogue entry's
   * (`<Screen {...screenIntro('emi')}>`), which the page the gateway sends shows in the same place.
   */
  summary?: string;
  children: ReactNode;
}

/**
 * The frame of every tool: its heading and content, the same in the shell, standalone and embedded. The heading
 * and summary are the entry's English words, shown in the page's language (the tool's catalogue carries the
 * entry's translations).
 */
export function Screen({ title, summary, children }: ScreenProps) {
  const t = useT();
  return (
    <div className={styles.screen}>
      <h1 className={introStyles.title}>{t(title)}</h1>
      {summary && <p className={introStyles.summary}>{t(summary)}</p>}
      {children}
    </div>
  );
}
