import fc from 'fast-check';
import { daysInMonth, type CalendarDate } from '@fintools/shared/format/dates';
import { calculateAge, compareDates } from './age';
import { dayNumber } from '@fintools/shared/format/dates';

const date = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
};

describe('calculateAge: years, months and days', () => {
  test.each([
    ['same day', '2000-01-01', '2000-01-01', 0, 0, 0],
    ['one day', '2000-01-01', '2000-01-02', 0, 0, 1],
    ['a whole year', '1990-06-15', '2026-06-15', 36, 0, 0],
    ['the day before a birthday', '1990-06-15', '2026-06-14', 35, 11, 30],
    ['a month and a day', '2026-01-10', '2026-02-11', 0, 1, 1],
    // The brief's month-end cases: days are borrowed from the month before the current date.
    ['31 Jan → 29 Feb 2000: February never reaches the 31st', '2000-01-31', '2000-02-29', 0, 0, 29],
    ['29 Feb 2000 → 28 Feb 2001: counted from 29 January', '2000-02-29', '2001-02-28', 0, 11, 30],
    ['a leap-day baby is one on 1 March of a common year', '2000-02-29', '2001-03-01', 1, 0, 1],
    ['a leap-day baby is four on 29 Feb 2004', '2000-02-29', '2004-02-29', 4, 0, 0],
    // A birth day longer than the borrowed month counts from that month's last day.
    ['31 Jan → 1 Mar 2001: from 28 February', '2001-01-31', '2001-03-01', 0, 1, 1],
    ['31 Jan → 1 Mar 2000: from 29 February', '2000-01-31', '2000-03-01', 0, 1, 1],
    ['31 Jan → 28 Feb 2001', '2001-01-31', '2001-02-28', 0, 0, 28],
    ['31 Mar → 1 May: from 30 April', '2001-03-31', '2001-05-01', 0, 1, 1],
    ['31 Dec → 1 Jan: borrowing December across the year', '2000-12-31', '2001-01-01', 0, 0, 1],
    ['31 Dec → 31 Jan', '2000-12-31', '2001-01-31', 0, 1, 0],
    ['15 Dec → 10 Jan', '2000-12-15', '2001-01-10', 0, 0, 26],
    ['the whole supported range', '1900-01-01', '2999-12-31', 1099, 11, 30],
  ])('%s', (_name, dob, current, years, months, days) => {
    expect(calculateAge(date(dob), date(current))).toMatchObject({ years, months, days });
  });

  test('a birth date after the current date is a programmer error', () => {
    expect(() => calculateAge(date('2026-11-23'), date('2026-11-22'))).toThrow(
      expect.objectContaining({ name: 'RuleInputError', field: 'dob', code: 'out-of-range' }),
    );
  });

  test.each<[string, CalendarDate, CalendarDate, string]>([
    ['29 Feb of a common year', date('2025-02-29'), date('2026-01-01'), 'dob'],
    ['month 13', date('2000-01-01'), { year: 2026, month: 13, day: 1 }, 'current'],
    ['day 0', { year: 2000, month: 1, day: 0 }, date('2026-01-01'), 'dob'],
    ['a year of NaN', { year: Number.NaN, month: 1, day: 1 }, date('2026-01-01'), 'dob'],
    ['a year of Infinity', date('2000-01-01'), { year: Number.POSITIVE_INFINITY, month: 1, day: 1 }, 'current'],
    ['a fractional day', { year: 2000, month: 1, day: 1.5 }, date('2026-01-01'), 'dob'],
    ['a day of -0', { year: 2000, month: 1, day: -0 }, date('2026-01-01'), 'dob'],
    ['year 0', { year: 0, month: 1, day: 1 }, date('2026-01-01'), 'dob'],
    ['year 10000', date('2000-01-01'), { year: 10000, month: 1, day: 1 }, 'current'],
  ])('refuses %s', (_name, dob, current, field) => {
    expect(() => calculateAge(dob, current)).toThrow(
      expect.objectContaining({ name: 'RuleInputError', rule: 'calculateAge', field, code: 'invalid-date' }),
    );
  });

  test('the calendar’s ends are in the domain', () => {
    expect(calculateAge(date('0001-01-01'), date('9999-12-31'))).toMatchObject({ years: 9998, months: 11, days: 30 });
  });
});

describe('calculateAge: elapsed time', () => {
  test.each([
    ['same day', '2000-01-01', '2000-01-01', 0, 0],
    ['six days', '2026-11-16', '2026-11-22', 6, 0],
    ['a week', '2026-11-15', '2026-11-22', 7, 1],
    ['a leap February', '2000-02-01', '2000-03-01', 29, 4],
    ['1900 is not a leap year', '1900-02-01', '1900-03-01', 28, 4],
    ['2000 is a leap year', '2000-01-01', '2001-01-01', 366, 52],
    ['the whole supported range', '1900-01-01', '2999-12-31', 401766, 57395],
  ])('%s: %d days, %d weeks', (_name, dob, current, totalDays, weeks) => {
    expect(calculateAge(date(dob), date(current))).toMatchObject({
      totalDays,
      weeks,
      hours: totalDays * 24,
      minutes: totalDays * 1440,
      seconds: totalDays * 86400,
    });
  });

  test('the brief example in full', () => {
    expect(calculateAge(date('2000-01-31'), date('2000-02-29'))).toEqual({
      years: 0,
      months: 0,
      days: 29,
      totalDays: 29,
      weeks: 4,
      hours: 696,
      minutes: 41760,
      seconds: 2505600,
    });
  });
});

const calendarDate = fc
  .record({
    year: fc.integer({ min: 1900, max: 2999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => ({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

describe('dayNumber', () => {
  test.each([
    ['1970-01-01', 0],
    ['1969-12-31', -1],
    ['2000-03-01', 11017],
    ['1900-01-01', -25567],
    ['2999-12-31', 376199],
  ])('%s is day %d', (iso, day) => {
    expect(dayNumber(date(iso))).toBe(day);
  });

  test('agrees with UTC milliseconds for every date in range', () => {
    fc.assert(
      fc.property(calendarDate, (value) => {
        return dayNumber(value) === Date.UTC(value.year, value.month - 1, value.day) / 86400000;
      }),
      { numRuns: 2000 },
    );
  });
});

describe('calculateAge: properties', () => {
  test('years, months and days are in range and step back to a date at or before the birth date', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (a, b) => {
        const [dob, current] = compareDates(a, b) <= 0 ? [a, b] : [b, a];
        const age = calculateAge(dob, current);
        return (
          age.years >= 0 &&
          age.months >= 0 &&
          age.months <= 11 &&
          age.days >= 0 &&
          age.days <= 30 &&
          age.totalDays === dayNumber(current) - dayNumber(dob)
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('compareDates', () => {
  test.each([
    ['2000-01-31', '2000-02-01', -1],
    ['2000-02-01', '2000-01-31', 1],
    ['2000-02-01', '2000-02-01', 0],
    ['1999-12-31', '2000-01-01', -1],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareDates(date(a), date(b)))).toBe(sign);
  });
});
