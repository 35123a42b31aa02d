import type { DisplayScheduleRow } from './schedule-rows';
import type { TenureUnit } from '@fintools/shared/finance/tenure';

/** The file name of the downloaded schedule. */
export const SCHEDULE_CSV_FILE_NAME = 'loan-schedule.csv';

/** The table's first column header: one row per year or per month (docs/product.md §9). */
export function periodHeader(unit: TenureUnit): 'Year' | 'Month' {
  return unit === 'years' ? 'Year' : 'Month';
}

/**
 * The whole schedule as CSV, for a spreadsheet: the table's headers, then one line per row in plain
 * whole rupees (no ₹, no grouping commas, so every cell reads as a number). Lines end in \n.
 * @example
 * buildScheduleCsv([{ period: 1, interestPaid: 23319, principalPaid: 500000, balance: 0, … }], 'years')
 * // "Year,Interest Paid,Principal Paid,Balance\n1,23319,500000,0"
 */
export function buildScheduleCsv(rows: readonly DisplayScheduleRow[], unit: TenureUnit): string {
  const lines = [`${periodHeader(unit)},Interest Paid,Principal Paid,Balance`];
  for (const row of rows) {
    lines.push([row.period, row.interestPaid, row.principalPaid, row.balance].map(plainRupees).join(','));
  }
  return lines.join('\n');
}

/** A whole number with no grouping and no exponent (amounts stay far below 10^21). */
function plainRupees(value: number): string {
  return Math.round(value).toFixed(0);
}

/**
 * Hands a text file to the browser's downloads: a Blob behind an `<a download>` that is clicked once.
 * Some browsers read the Blob only after the click has returned, so its URL is revoked later, not at
 * once (FileSaver.js waits 40 s for the same reason); a schedule's CSV is a few dozen KB at most.
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
