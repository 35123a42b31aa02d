/**
 * The calendar guard of the date rules (age, weekday), apart from rule-input-error.ts so that rules
 * without dates do not download the calendar with their error type.
 */
import { daysInMonth, type CalendarDate } from '../format/dates';
import { RuleInputError } from './rule-input-error';

/** The calendar the date rules accept: years 1 to 9999, the four-digit years of `YYYY-MM-DD`. */
export const CALENDAR_YEARS = { min: 1, max: 9999 } as const;

/**
 * Refuses anything but a real date of the proleptic Gregorian calendar with a four-digit year (1 to
 * 9999) with a {@link RuleInputError} (`invalid-date`): 2025-02-29, month 13, day 0, a year of 1.5,
 * NaN or -0 all are. Returns the date unchanged otherwise.
 * @example requireCalendarDate('findWeekday', 'date', { year: 2024, month: 2, day: 29 }) // the date
 */
export function requireCalendarDate(rule: string, field: string, date: CalendarDate): CalendarDate {
  const { year, month, day } = date ?? {};
  const whole = (value: unknown): value is number => Number.isInteger(value) && !Object.is(value, -0);
  const valid =
    whole(year) &&
    whole(month) &&
    whole(day) &&
    year >= CALENDAR_YEARS.min &&
    year <= CALENDAR_YEARS.max &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month);
  if (!valid) {
    const words = `a real calendar date in the years ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max}`;
    throw new RuleInputError(rule, field, 'invalid-date', words, date);
  }
  return date;
}
