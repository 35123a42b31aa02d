import { addMonths, formatMonth, monthsFromTo, parseIsoMonth, toIsoMonth } from './months';

test.each([
  ['2026-04', { year: 2026, month: 4 }],
  [' 2027-12 ', { year: 2027, month: 12 }],
  ['0001-01', { year: 1, month: 1 }],
  ['2026-13', null],
  ['2026-00', null],
  ['0000-05', null],
  ['2026-4', null],
  ['2026-04-01', null],
  ['', null],
  ['April 2026', null],
])('parseIsoMonth(%j)', (text, month) => {
  expect(parseIsoMonth(text)).toEqual(month);
});

test('formats, writes and counts months', () => {
  expect(formatMonth({ year: 2026, month: 4 })).toBe('April 2026');
  expect(formatMonth({ year: 2027, month: 1 })).toBe('January 2027');
  expect(toIsoMonth({ year: 2026, month: 4 })).toBe('2026-04');
  expect(toIsoMonth({ year: 5, month: 11 })).toBe('0005-11');
  expect(monthsFromTo({ year: 2026, month: 4 }, { year: 2027, month: 3 })).toBe(12);
  expect(monthsFromTo({ year: 2026, month: 4 }, { year: 2026, month: 4 })).toBe(1);
  expect(monthsFromTo({ year: 2026, month: 4 }, { year: 2026, month: 3 })).toBe(0);
  expect(addMonths({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 });
  expect(addMonths({ year: 2026, month: 12 }, 0)).toEqual({ year: 2026, month: 12 });
  expect(addMonths({ year: 2026, month: 1 }, 23)).toEqual({ year: 2027, month: 12 });
});
