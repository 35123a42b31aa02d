import { FIND_DAY_MAX_DATE, FIND_DAY_MESSAGE, FIND_DAY_MIN_DATE, validateFindDayInput } from './find-day-input';

const NASTY = [
  '',
  '-',
  'e',
  '1e309',
  '٣٤٥',
  '5,00,000abc',
  '9'.repeat(60),
  '-0',
  '<script>',
  '2025-02-29',
  '2026-11-31',
  '22-11-2026',
  '２０２６-11-22',
];

describe('validateFindDayInput', () => {
  test('the message, word for word, and the date range', () => {
    expect(FIND_DAY_MESSAGE).toBe('Please select a valid date.');
    expect([FIND_DAY_MIN_DATE, FIND_DAY_MAX_DATE]).toEqual(['1900-01-01', '2999-12-31']);
  });

  test.each([
    ['2026-11-22', { year: 2026, month: 11, day: 22 }],
    ['1900-01-01', { year: 1900, month: 1, day: 1 }],
    ['2999-12-31', { year: 2999, month: 12, day: 31 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
  ])('accepts %s', (text, date) => {
    expect(validateFindDayInput({ date: text })).toEqual({ ok: true, value: { date } });
  });

  test.each(['1899-12-31', '3000-01-01', '0000-01-01', '1900-02-29', ...NASTY])(
    'refuses %j with the spec message',
    (text) => {
      expect(validateFindDayInput({ date: text })).toEqual({ ok: false, errors: { date: FIND_DAY_MESSAGE } });
    },
  );
});
