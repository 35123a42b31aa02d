import type { CalendarDate } from '@fintools/shared/format/dates';
import { dayNumber } from '@fintools/shared/format/dates';
import { requireCalendarDate } from '@fintools/shared/finance/calendar';

/** The names the Find Day screen shows: "Day is: Sunday". */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** An English weekday name, as the Find Day result line shows it. */
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The day of the week of a calendar date, on the proleptic Gregorian calendar. Worked from the day
 * count, not `Date`, so a visitor's time zone cannot move the answer a day. The Find Day screen
 * accepts 1900-01-01 to 2999-12-31 (docs/product.md §5).
 *
 * Domain: a real calendar date from 0001-01-01 to 9999-12-31; anything else (2025-02-29, a day of 0,
 * NaN) throws a RuleInputError (`invalid-date`), where the day count would give a weekday for nonsense.
 * @example findWeekday({ year: 2026, month: 11, day: 22 }) // "Sunday"
 * @example findWeekday({ year: 1900, month: 1, day: 1 }) // "Monday"
 */
export function findWeekday(date: CalendarDate): Weekday {
  requireCalendarDate('findWeekday', 'date', date);
  // 1970-01-01 (day 0) was a Thursday, index 4 counting from Sunday.
  const index = (((dayNumber(date) + 4) % 7) + 7) % 7;
  return WEEKDAYS[index] as Weekday; // index is 0–6 by construction
}
