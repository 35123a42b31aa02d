import { useId, useState } from 'react';
import type { TaxResult } from '../income-tax/tax';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { TaxBreakdownTablesProps } from './tax-breakdown-tables';
import { OnDemandStatus } from './on-demand-status';
import { useOnDemand } from './use-on-demand';
import styles from './regime-panel.module.css';

const loadTables = () => import('./tax-breakdown-tables');

/**
 * "Show breakdown": every step from taxable income to total tax. Closed, its content is not rendered at
 * all, so the page holds each result once (nothing hidden repeats "Tax after 87A" or the total). The
 * tables download the first time they are asked for.
 */
export function TaxBreakdown({ result }: { result: TaxResult }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const tables = useOnDemand<TaxBreakdownTablesProps>(loadTables);
  const contentId = useId();
  return (
    <div className={styles.breakdown}>
      <button
        type="button"
        className={uiClasses.secondaryButton}
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onPointerEnter={tables.request}
        onFocus={tables.request}
        onClick={() => {
          setOpen(!open);
          tables.request();
        }}
      >
        {open ? t('Hide breakdown') : t('Show breakdown')}
      </button>
      {open &&
        (tables.Component ? (
          <tables.Component id={contentId} result={result} />
        ) : (
          <OnDemandStatus id={contentId} what="breakdown" failed={tables.failed} onRetry={tables.request} />
        ))}
    </div>
  );
}
