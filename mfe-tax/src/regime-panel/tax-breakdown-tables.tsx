import { Fragment } from 'react';
import type { TaxResult } from '../income-tax/tax';
import { useT } from '@fintools/shared/ui/language';
import { describeBreakdown } from './breakdown-display';
import styles from './tax-breakdown-tables.module.css';

export interface TaxBreakdownTablesProps {
  /** The id the "Show breakdown" button points at (aria-controls). */
  id: string;
  result: TaxResult;
}

/**
 * What "Show breakdown" opens: taxable income, the tax by slab, and every step from slab tax to total
 * tax, each result line with how it is rounded. Downloaded when a visitor first asks for a breakdown.
 */
export default function TaxBreakdownTables({ id, result }: TaxBreakdownTablesProps) {
  const t = useT();
  const breakdown = describeBreakdown(result, t);
  return (
    <div id={id} className={styles.content}>
      <p className={styles.taxableIncome}>
        {t('Taxable income (salary minus deduction):')} <strong>{breakdown.taxableIncome}</strong>
      </p>
      <div className={styles.tableScroller}>
        <table className={styles.table}>
          <caption>{t('Tax by slab')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Income slab')}</th>
              <th scope="col" className={styles.amount}>
                {t('Rate')}
              </th>
              <th scope="col" className={styles.amount}>
                {t('Tax')}
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
          <caption>{t('From slab tax to total tax')}</caption>
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
  );
}
