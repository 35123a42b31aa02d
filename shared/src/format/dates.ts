/**
 * Dates as FinTools shows and reads them. Input values are ISO `YYYY-MM-DD` strings (what
 * `<input type="date">` gives); they are read as calendar dates, never shifted by time zones.
 */

import { interpolate, type Translate } from '../language/languages';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

/**
 * Reads `YYYY-MM-DD` into a calendar date, or null if it is not a real date (2025-02-29 is null).
 * @example parseIsoDate("2024-02-29") // { year: 2024, month: 2, day: 29 }
 */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/**
 * A calendar date as `YYYY-MM-DD`.
 * @example toIsoDate({ year: 2026, month: 1, day: 5 }) // "2026-01-05"
 */
export function toIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Today in the visitor's own calendar (local time), as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/**
 * A date for people: "22 Nov 2026"; with the page's `t`, the month in its language ("22 नव॰ 2026"), the day and
 * year in the usual digits.
 * @example formatDate("2026-11-22") // "22 Nov 2026"
 */
export function formatDate(iso: string, t: Translate = interpolate): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${date.day} ${t(MONTH_NAMES[date.month - 1]!)} ${date.year}`;
}

/**
 * Days since 1970-01-01 on the proleptic Gregorian calendar (negative before it). Pure integer
 * arithmetic on the calendar numbers, so no time zone, daylight-saving hour or `Date` range can shift
 * it (after Howard Hinnant's `days_from_civil`: years are counted from March so the leap day is last).
 * @example dayNumber({ year: 1970, month: 1, day: 1 }) // 0
 * @example dayNumber({ year: 2000, month: 3, day: 1 }) // 11017
 */
export function dayNumber(date: CalendarDate): number {
  const year = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const shiftedMonth = date.month > 2 ? date.month - 3 : date.month + 9;
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + date.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}
