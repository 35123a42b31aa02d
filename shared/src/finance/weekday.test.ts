import fc from 'fast-check';
import { daysInMonth, type CalendarDate } from '../format/dates';
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
