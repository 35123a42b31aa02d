import type { CalendarDate } from '../format/dates';
import { dayNumber } from '../format/dates';

/** The names the Find Day screen shows: "Day is: Sunday". */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** An English weekday name, as the Find Day result line shows it. */
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The day of the week of a calendar date, on the proleptic Gregorian calendar. Worked from the day
 * count, not `Date`, so a visitor's time zone cannot move the answer a day. The Find Day screen
 * accepts 1900-01-01 to 2999-12-31 (docs/product.md §5); the arithmetic holds for any year.
 * @example findWeekday({ year: 2026, month: 11, day: 22 }) // "Sunday"
 * @example findWeekday({ year: 1900, month: 1, day: 1 }) // "Monday"
 */
export function findWeekday(date: CalendarDate): Weekday {
  // 1970-01-01 (day 0) was a Thursday, index 4 counting from Sunday.
  const index = (((dayNumber(date) + 4) % 7) + 7) % 7;
  return WEEKDAYS[index] as Weekday; // index is 0–6 by construction
}
