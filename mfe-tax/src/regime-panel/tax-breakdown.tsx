import { Fragment, useId, useState } from 'react';
import type { TaxResult } from '@fintools/shared/finance/tax';
import { uiClasses } from '@fintools/shared/ui/screen';
import { describeBreakdown } from './tax-display';
import styles from './regime-panel.module.css';

/**
 * "Show breakdown": every step from taxable income to total tax. Closed, its content is not rendered at
 * all, so the page holds each result once (nothing hidden repeats "Tax after 87A" or the total).
 */
export function TaxBreakdown({ result }: { result: TaxResult }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const breakdown = describeBreakdown(result);
  return (
    <div className={styles.breakdown}>
      <button
        type="button"
        className={uiClasses.secondaryButton}
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide breakdown' : 'Show breakdown'}
      </button>
      {open && (
        <div id={contentId} className={styles.breakdownContent}>
          <p className={styles.taxableIncome}>
            Taxable income (salary minus deduction): <strong>{breakdown.taxableIncome}</strong>
          </p>
          <div className={styles.tableScroller}>
            <table className={styles.table}>
              <caption>Tax by slab</caption>
              <thead>
                <tr>
                  <th scope="col">Income slab</th>
                  <th scope="col" className={styles.amount}>
                    Rate
                  </th>
                  <th scope="col" className={styles.amount}>
                    Tax
                  </th>
                </tr>
              </thead>
              <tbody>
                {breakdown.slabs.map((slab) => (
                  <tr key={slab.range}>
                    <td>{slab.range}</td>
                    <td className={styles.amount}>{slab.rate}</td>
                    <td className={styles.amount}>{slab.tax}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.tableScroller}>
            <table className={styles.table}>
              <caption>From slab tax to total tax</caption>
              <tbody>
                {breakdown.lines.map((line) => (
                  <Fragment key={line.label}>
                    <tr className={line.total ? styles.totalRow : line.rounding ? styles.roundedRow : undefined}>
                      <th scope="row">{line.label}</th>
                      <td className={styles.amount}>{line.value}</td>
                    </tr>
                    {/* How the line above is rounded, in a row of its own so the line keeps its name. */}
                    {line.rounding && (
                      <tr className={styles.roundingRow}>
                        <td colSpan={2}>{line.rounding}</td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
