import type { DisplayScheduleRow } from './schedule-rows';
import type { TenureUnit } from '@fintools/shared/finance/tenure';

/** The file name of the downloaded schedule. */
export const SCHEDULE_CSV_FILE_NAME = 'loan-schedule.csv';

/** The table's first column header: one row per year or per month (docs/product.md §9). */
export function periodHeader(unit: TenureUnit): 'Year' | 'Month' {
  return unit === 'years' ? 'Year' : 'Month';
}

/**
 * The table's column headers: the period, then the money columns; Prepayment only when the loan has
 * prepayments.
 */
export function scheduleHeaders(unit: TenureUnit, withPrepayments: boolean): string[] {
  const prepayment = withPrepayments ? ['Prepayment'] : [];
  return [periodHeader(unit), 'Interest Paid', 'Principal Paid', ...prepayment, 'Balance'];
}

/** A row's cells under `scheduleHeaders`, as numbers: the period, then whole rupees. */
export function scheduleCells(row: DisplayScheduleRow, withPrepayments: boolean): number[] {
  const prepayment = withPrepayments ? [row.prepayment] : [];
  return [row.period, row.interestPaid, row.principalPaid, ...prepayment, row.balance];
}

/**
 * The whole schedule as CSV, for a spreadsheet: the table's headers, then one line per row in plain
 * whole rupees (no ₹, no grouping commas, so every cell reads as a number). Lines end in \n.
 * @example
 * buildScheduleCsv([{ period: 1, interestPaid: 23319, principalPaid: 500000, balance: 0, … }], 'years', false)
 * // "Year,Interest Paid,Principal Paid,Balance\n1,23319,500000,0"
 */
export function buildScheduleCsv(
  rows: readonly DisplayScheduleRow[],
  unit: TenureUnit,
  withPrepayments: boolean,
): string {
  const lines = [scheduleHeaders(unit, withPrepayments).join(',')];
  for (const row of rows) lines.push(scheduleCells(row, withPrepayments).map(plainRupees).join(','));
  return lines.join('\n');
}

/** A whole number with no grouping and no exponent (amounts stay far below 10^21). */
function plainRupees(value: number): string {
  return Math.round(value).toFixed(0);
}
