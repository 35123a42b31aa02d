import { memo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatInr } from '@fintools/shared/format/indian-number';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import { saveBlob } from '@fintools/shared/platform/download-file';
import { buildScheduleCsv, scheduleCells, scheduleHeaders, SCHEDULE_CSV_FILE_NAME } from './schedule-csv';
import type { DisplayScheduleRow } from './schedule-rows';
import { DataTable } from '../parts/data-table';
import styles from './loan-calculator.module.css';
import type { TenureUnit } from '@fintools/shared/finance/tenure';

/** Rows a page: a year of months, or twelve years. A 1000-row schedule never renders at once. */
export const SCHEDULE_PAGE_SIZE = 12;

export interface ScheduleTableProps {
  rows: readonly DisplayScheduleRow[];
  unit: TenureUnit;
  /** Adds the Prepayment column, to the table and the CSV. */
  withPrepayments: boolean;
}

/**
 * The Interest Breakdown table (docs/contracts.md "Testable markup"): one row per year or month, paged with
 * Previous and Next, and the whole schedule as a CSV download. Paging only slices the rows it is given.
 * With prepayments a Prepayment column shows each period's, and Principal Paid includes them.
 */
export const ScheduleTable = memo(function ScheduleTable({ rows, unit, withPrepayments }: ScheduleTableProps) {
  const t = useT();
  // The page belongs to the rows it was chosen for: a new calculation starts on page 1 again.
  const [paging, setPaging] = useState({ rows, page: 0 });
  const page = paging.rows === rows ? paging.page : 0;
  const pageCount = Math.max(1, Math.ceil(rows.length / SCHEDULE_PAGE_SIZE));
  const visible = rows.slice(page * SCHEDULE_PAGE_SIZE, (page + 1) * SCHEDULE_PAGE_SIZE);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  function turnTo(target: number) {
    flushSync(() => setPaging({ rows, page: target }));
    // The button just pressed is disabled at either end; hand focus to the other one, not to <body>.
    if (target === 0) nextButton.current?.focus();
    if (target === pageCount - 1) previousButton.current?.focus();
  }

  return (
    <section className={`${uiClasses.card} ${styles.schedule}`}>
      <DataTable
        caption="Interest Breakdown"
        headers={scheduleHeaders(unit, withPrepayments)}
        rows={visible.map((row) => ({
          key: row.period,
          cells: scheduleCells(row, withPrepayments).map((value, column) => (column === 0 ? value : formatInr(value))),
        }))}
      />
      {pageCount > 1 && (
        <div className={styles.pager} role="group" aria-label={t('Interest Breakdown pages')}>
          <button
            ref={previousButton}
            type="button"
            className={uiClasses.secondaryButton}
            disabled={page === 0}
            onClick={() => turnTo(page - 1)}
          >
            {t('Previous')}
          </button>
          <span className={styles.pageStatus} aria-live="polite">
            {t('Page {page} of {pages}', { page: String(page + 1), pages: String(pageCount) })}
          </span>
          <button
            ref={nextButton}
            type="button"
            className={uiClasses.secondaryButton}
            disabled={page === pageCount - 1}
            onClick={() => turnTo(page + 1)}
          >
            {t('Next')}
          </button>
        </div>
      )}
      <div className={uiClasses.actions}>
        <button
          type="button"
          className={uiClasses.secondaryButton}
          onClick={() =>
            saveBlob(
              new Blob([buildScheduleCsv(rows, unit, withPrepayments)], { type: 'text/csv;charset=utf-8' }),
              SCHEDULE_CSV_FILE_NAME,
            )
          }
        >
          {t('Download CSV')}
        </button>
      </div>
    </section>
  );
});
