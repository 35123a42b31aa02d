import fc from 'fast-check';
import { daysInMonth, type CalendarDate } from '@fintools/shared/format/dates';
import { findWeekday, WEEKDAYS } from './weekday';

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe('findWeekday', () => {
  test.each([
    ['the brief reference: 22 Nov 2026', date(2026, 11, 22), 'Sunday'],
    ['the first supported date', date(1900, 1, 1), 'Monday'],
    ['the last supported date', date(2999, 12, 31), 'Tuesday'],
    ['India’s independence', date(1947, 8, 15), 'Friday'],
    ['Republic Day 1950', date(1950, 1, 26), 'Thursday'],
    ['the Unix epoch', date(1970, 1, 1), 'Thursday'],
    ['29 Feb 2000, a century leap day', date(2000, 2, 29), 'Tuesday'],
    ['28 Feb 1900 and 1 Mar 1900: 1900 had no leap day', date(1900, 3, 1), 'Thursday'],
    ['28 Feb 1900', date(1900, 2, 28), 'Wednesday'],
    ['29 Feb 2024', date(2024, 2, 29), 'Thursday'],
    ['31 Dec 2099', date(2099, 12, 31), 'Thursday'],
    ['1 Mar 2100, no leap day before it', date(2100, 3, 1), 'Monday'],
  ])('%s is a %s', (_name, value, weekday) => {
    expect(findWeekday(value)).toBe(weekday);
  });

  test.each([
    ['29 Feb of a common year', date(2025, 2, 29)],
    ['31 April', date(2026, 4, 31)],
    ['month 0', date(2026, 0, 1)],
    ['day 32', date(2026, 1, 32)],
    ['a NaN day', date(2026, 1, Number.NaN)],
    ['a year of -Infinity', date(Number.NEGATIVE_INFINITY, 1, 1)],
    ['a fractional month', date(2026, 1.5, 1)],
    ['year 0', date(0, 1, 1)],
    ['year 10000', date(10000, 1, 1)],
  ])('refuses %s instead of naming a weekday for it', (_name, value) => {
    expect(() => findWeekday(value)).toThrow(
      expect.objectContaining({ name: 'RuleInputError', rule: 'findWeekday', code: 'invalid-date' }),
    );
  });

  test('the calendar’s ends are in the domain', () => {
    expect(findWeekday(date(1, 1, 1))).toBe('Monday');
    expect(findWeekday(date(9999, 12, 31))).toBe('Friday');
  });

  test('agrees with UTC dates across 1900–2999', () => {
    const calendarDate = fc
      .record({
        year: fc.integer({ min: 1900, max: 2999 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .map(({ year, month, day }) => date(year, month, Math.min(day, daysInMonth(year, month))));
    fc.assert(
      fc.property(calendarDate, (value) => {
        const utcDay = new Date(Date.UTC(value.year, value.month - 1, value.day)).getUTCDay();
        return findWeekday(value) === WEEKDAYS[utcDay];
      }),
      { numRuns: 2000 },
    );
  });
});
