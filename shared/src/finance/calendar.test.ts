import { requireCalendarDate } from './calendar';
import { RuleInputError } from './rule-input-error';

describe('requireCalendarDate', () => {
  test.each([
    [{ year: 2024, month: 2, day: 29 }],
    [{ year: 1, month: 1, day: 1 }],
    [{ year: 9999, month: 12, day: 31 }],
  ])('accepts %j', (date) => {
    expect(requireCalendarDate('rule', 'date', date)).toBe(date);
  });

  test.each([
    [{ year: 2025, month: 2, day: 29 }, '{ year: 2025, month: 2, day: 29 }'],
    [{ year: 2026, month: 13, day: 1 }, '{ year: 2026, month: 13, day: 1 }'],
    [{ year: 2026, month: 1, day: Number.NaN }, '{ year: 2026, month: 1, day: NaN }'],
    [{ year: 2026, month: 1, day: -0 }, '{ year: 2026, month: 1, day: -0 }'],
    [{ year: 0, month: 1, day: 1 }, '{ year: 0, month: 1, day: 1 }'],
  ])('refuses %j and says what it got', (date, shown) => {
    expect(() => requireCalendarDate('findWeekday', 'date', date)).toThrow(
      new RuleInputError('findWeekday', 'date', 'invalid-date', 'a real calendar date in the years 1 to 9999', date),
    );
    expect(() => requireCalendarDate('findWeekday', 'date', date)).toThrow(`got ${shown} (invalid-date)`);
  });
});
