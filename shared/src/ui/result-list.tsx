import type { ReactNode } from 'react';
import { useT } from './language';
import styles from './ui.module.css';

export interface ResultItem {
  /** The spec's output name, used as the `<dt>` text ("Monthly EMI"). */
  label: string;
  value: ReactNode;
  /** Shows the value in the danger colour (the tax screens' "NO TAX (0)"). */
  tone?: 'danger';
}

export interface ResultListProps {
  items: readonly ResultItem[];
  /**
   * The sentence a screen reader hears when the result changes. By default each item reads as
   * "Monthly EMI: ₹43,610."; pass your own for a better sentence, in the page's language (the screen's `t`).
   */
  announcement?: string;
}

/** Results as a description list (`<dt>Monthly EMI</dt><dd>₹43,610</dd>`), announced politely. */
export function ResultList({ items, announcement }: ResultListProps) {
  const t = useT();
  const sentence =
    announcement ??
    items
      .filter((item) => typeof item.value === 'string' || typeof item.value === 'number')
      .map((item) => `${t(item.label)}: ${String(item.value)}.`)
      .join(' ');
  return (
    <>
      <dl className={styles.results}>
        {items.map((item) => (
          <div key={item.label} className={styles.resultItem}>
            <dt>{t(item.label)}</dt>
            <dd className={item.tone === 'danger' ? styles.danger : undefined}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p role="status" className={styles.srOnly}>
        {sentence}
      </p>
    </>
  );
}
