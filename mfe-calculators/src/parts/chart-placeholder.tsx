import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './chart-frame.module.css';

/** Each chart's drawing height in pixels: the chart and the placeholder that holds its place agree on it. */
export const CHART_HEIGHTS = { growth: 280, loan: 300, split: 240 } as const;

/** What shows in a chart's place while recharts downloads: a box of the drawing's height. */
export function ChartPlaceholder({ height }: { height: number }) {
  const t = useT();
  return (
    <p className={styles.placeholder} style={{ height }} role="status">
      {t('Loading chart…')}
    </p>
  );
}

/** What shows while a result's code downloads (the SIP and Loan screens' outcomes). */
export function CalculatingPlaceholder() {
  const t = useT();
  return (
    <p className={uiClasses.hint} role="status">
      {t('Calculating…')}
    </p>
  );
}
