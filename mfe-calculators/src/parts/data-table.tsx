import { useId, type ReactNode } from 'react';
import { useT } from '@fintools/shared/ui/language';
import styles from './data-table.module.css';

export interface DataTableProps {
  /** The table's name, shown above it and naming the scrolling region for screen readers. */
  caption: string;
  headers: readonly string[];
  /** One entry per body row: a key that stays with the row, and its cells in the order of `headers`. */
  rows: readonly { key: number; cells: readonly ReactNode[] }[];
}

/**
 * A captioned table of figures, in a box that scrolls sideways on a phone (and can be scrolled with
 * the keyboard), so a wide table never widens the page. The caption and headers are English, shown in the
 * page's language.
 */
export function DataTable({ caption, headers, rows }: DataTableProps) {
  const t = useT();
  const captionId = useId();
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t(caption)}
        </caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {t(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
