import { daysInMonth, formatDate, isLeapYear, parseIsoDate, toIsoDate, todayIso } from './dates';

test.each([
  ['2024-02-29', { year: 2024, month: 2, day: 29 }],
  ['1900-01-01', { year: 1900, month: 1, day: 1 }],
  ['2999-12-31', { year: 2999, month: 12, day: 31 }],
  ['2025-02-29', null],
  ['1900-02-29', null],
  ['2026-13-01', null],
  ['2026-04-31', null],
  ['2026-1-5', null],
  ['', null],
  ['<img onerror=alert(1)>', null],
])('parseIsoDate(%j)', (text, expected) => {
  expect(parseIsoDate(text)).toEqual(expected);
});

test.each([
  [2000, true],
  [2024, true],
  [1900, false],
  [2100, false],
  [2025, false],
])('isLeapYear(%d) is %s', (year, leap) => {
  expect(isLeapYear(year)).toBe(leap);
});

test.each([
  [2024, 2, 29],
  [2025, 2, 28],
  [2026, 4, 30],
  [2026, 12, 31],
])('daysInMonth(%d, %d) is %d', (year, month, days) => {
  expect(daysInMonth(year, month)).toBe(days);
});

test('toIsoDate pads', () => {
  expect(toIsoDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
});

test('todayIso uses the local calendar day', () => {
  expect(todayIso(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
});

test.each([
  ['2026-11-22', '22 Nov 2026'],
  ['2025-01-05', '5 Jan 2025'],
  ['not a date', 'not a date'],
])('formatDate(%j) → %j', (iso, text) => {
  expect(formatDate(iso)).toBe(text);
});

test('a date in the page’s language: the month translated, the day and year as they are', () => {
  const hindi = (message: string) => ({ Nov: 'नव॰', Jun: 'जून' })[message] ?? message;
  expect(formatDate('2026-11-22', hindi)).toBe('22 नव॰ 2026');
  expect(formatDate('2026-06-15', hindi)).toBe('15 जून 2026');
  expect(formatDate('2026-06-15')).toBe('15 Jun 2026');
});
