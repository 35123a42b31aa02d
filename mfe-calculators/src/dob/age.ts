import { dayNumber, daysInMonth, type CalendarDate } from '@fintools/shared/format/dates';
import { requireCalendarDate } from '@fintools/shared/finance/calendar';
import { RuleInputError } from '@fintools/shared/finance/rule-input-error';

/** The DOB screen's result (docs/product.md §3 "Age result"). */
export interface AgeResult {
  /** Completed years, months and days, calendar style. */
  years: number;
  months: number;
  days: number;
  /** Days from the birth date to the current date, both at midnight. */
  totalDays: number;
  /** Whole weeks in those days; hours, minutes and seconds are the same span in smaller units. */
  weeks: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Orders two calendar dates: negative when `a` is earlier, 0 when the same day, positive when later.
 * @example compareDates({ year: 2000, month: 1, day: 31 }, { year: 2000, month: 2, day: 1 }) // -1
 */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Age from a date of birth to a current date.
 *
 * Years, months and days follow the convention of paper age calculations: a month is complete when
 * the day of the month reaches the birth day. When it has not, one month is borrowed and the days are
 * counted from the birth day in the month before the current date, or from that month's last day
 * when it is shorter (a birth day of 31 counts from 28 or 29 February, 30 April, …). So 31 Jan → 29 Feb
 * 2000 is 0 y 0 m 29 d (29 February never reaches the 31st), and 29 Feb 2000 → 28 Feb 2001 is
 * 0 y 11 m 30 d (counted from 29 January); the first birthday of a leap-day baby in a common year is
 * 1 March.
 *
 * Weeks, hours, minutes and seconds come from the elapsed days (docs/product.md §9), midnight to midnight.
 *
 * Domain: two real calendar dates from 0001-01-01 to 9999-12-31, the birth date not after the current
 * date. Anything else (2025-02-29, a month of 13, NaN, a birth date after the current date) throws a
 * RuleInputError (`invalid-date`, or `out-of-range` for the order; validation reports both first).
 * @example
 * calculateAge({ year: 2000, month: 1, day: 31 }, { year: 2000, month: 2, day: 29 })
 * // { years: 0, months: 0, days: 29, totalDays: 29, weeks: 4, hours: 696, minutes: 41760, seconds: 2505600 }
 */
export function calculateAge(dob: CalendarDate, current: CalendarDate): AgeResult {
  requireCalendarDate('calculateAge', 'dob', dob);
  requireCalendarDate('calculateAge', 'current', current);
  if (compareDates(dob, current) > 0) {
    throw new RuleInputError('calculateAge', 'dob', 'out-of-range', 'a date not after the current date', dob);
  }
  let years = current.year - dob.year;
  let months = current.month - dob.month;
  let days = current.day - dob.day;
  if (days < 0) {
    months -= 1;
    const previousMonth = current.month === 1 ? 12 : current.month - 1;
    const previousYear = current.month === 1 ? current.year - 1 : current.year;
    const lengthOfPrevious = daysInMonth(previousYear, previousMonth);
    days = current.day + lengthOfPrevious - Math.min(dob.day, lengthOfPrevious);
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  const totalDays = dayNumber(current) - dayNumber(dob);
  return {
    years,
    months,
    days,
    totalDays,
    weeks: Math.floor(totalDays / 7),
    hours: totalDays * 24,
    minutes: totalDays * 24 * 60,
    seconds: totalDays * 24 * 60 * 60,
  };
}
