/**
 * Calendar months as the tax area's month fields give them (`<input type="month">`: `YYYY-MM`) and as its
 * screens name them ("April 2026"): the first EMI of a home loan, the months of rent receipts.
 */

/** A calendar month. */
export interface CalendarMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Reads `YYYY-MM` (a four-digit year from 0001, month 01 to 12), or null.
 * @example parseIsoMonth('2026-04') // { year: 2026, month: 4 }
 * @example parseIsoMonth('2026-13') // null
 */
export function parseIsoMonth(text: string): CalendarMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return year >= 1 && month >= 1 && month <= 12 ? { year, month } : null;
}

/**
 * A month as `YYYY-MM`, for a month field and a link.
 * @example toIsoMonth({ year: 2026, month: 4 }) // '2026-04'
 */
export function toIsoMonth({ year, month }: CalendarMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * A month as people write it.
 * @example formatMonth({ year: 2026, month: 4 }) // 'April 2026'
 */
export function formatMonth({ year, month }: CalendarMonth): string {
  return `${MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

/**
 * How many months from `from` to `to`, both counted; 0 or less when `to` is before `from`.
 * @example monthsFromTo({ year: 2026, month: 4 }, { year: 2027, month: 3 }) // 12
 */
export function monthsFromTo(from: CalendarMonth, to: CalendarMonth): number {
  return (to.year - from.year) * 12 + (to.month - from.month) + 1;
}

/**
 * The month `count` months after `month`.
 * @example addMonths({ year: 2026, month: 11 }, 3) // { year: 2027, month: 2 }
 */
export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
