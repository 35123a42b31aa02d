import {
  AGE_DATE_RANGE_MESSAGE,
  AGE_MAX_DATE,
  AGE_MIN_DATE,
  CURRENT_DATE_REQUIRED_MESSAGE,
  DOB_AFTER_CURRENT_MESSAGE,
  DOB_REQUIRED_MESSAGE,
  validateAgeInput,
} from './age-input';

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
  '2026-13-01',
  '2026-1-5',
];

describe('validateAgeInput', () => {
  test('the messages, word for word, and the date range', () => {
    expect([DOB_REQUIRED_MESSAGE, DOB_AFTER_CURRENT_MESSAGE]).toEqual([
      'Please select Date of Birth.',
      'DOB cannot be after current date.',
    ]);
    expect([AGE_MIN_DATE, AGE_MAX_DATE]).toEqual(['1900-01-01', '2999-12-31']);
  });

  test.each([
    ['ordinary dates', '1990-06-15', '2026-11-22'],
    ['the same day', '2026-11-22', '2026-11-22'],
    ['a leap day', '2000-02-29', '2001-02-28'],
    ['the earliest date', '1900-01-01', '2026-11-22'],
    ['the latest date', '2026-11-22', '2999-12-31'],
    ['spaces around', ' 2000-01-01 ', '2000-01-02'],
  ])('accepts %s', (_name, dob, currentDate) => {
    const [by, bm, bd] = dob.trim().split('-').map(Number);
    const [cy, cm, cd] = currentDate.split('-').map(Number);
    expect(validateAgeInput({ dob, currentDate })).toEqual({
      ok: true,
      value: { dob: { year: by, month: bm, day: bd }, currentDate: { year: cy, month: cm, day: cd } },
    });
  });

  test.each([
    ['an empty birth date', '', '2026-11-22', { dob: DOB_REQUIRED_MESSAGE }],
    ['a birth date that is not a date', '2025-02-29', '2026-11-22', { dob: DOB_REQUIRED_MESSAGE }],
    ['a birth date one day after the current date', '2026-11-23', '2026-11-22', { dob: DOB_AFTER_CURRENT_MESSAGE }],
    ['a birth date before 1900', '1899-12-31', '2026-11-22', { dob: AGE_DATE_RANGE_MESSAGE }],
    ['a current date after 2999', '2000-01-01', '3000-01-01', { currentDate: AGE_DATE_RANGE_MESSAGE }],
    ['an empty current date', '2000-01-01', '', { currentDate: CURRENT_DATE_REQUIRED_MESSAGE }],
    // The order is judged only between two good dates.
    [
      'both out of range the wrong way round',
      '3000-01-01',
      '1899-01-01',
      { dob: AGE_DATE_RANGE_MESSAGE, currentDate: AGE_DATE_RANGE_MESSAGE },
    ],
    ['both empty', '', '', { dob: DOB_REQUIRED_MESSAGE, currentDate: CURRENT_DATE_REQUIRED_MESSAGE }],
  ])('rejects %s', (_name, dob, currentDate, errors) => {
    expect(validateAgeInput({ dob, currentDate })).toEqual({ ok: false, errors });
  });

  test.each(NASTY)('never throws, and refuses %j in either date', (text) => {
    expect(validateAgeInput({ dob: text, currentDate: '2026-11-22' })).toEqual({
      ok: false,
      errors: { dob: DOB_REQUIRED_MESSAGE },
    });
    expect(validateAgeInput({ dob: '2000-01-01', currentDate: text })).toEqual({
      ok: false,
      errors: { currentDate: CURRENT_DATE_REQUIRED_MESSAGE },
    });
  });
});
