import { parseIsoDate, toIsoDate, type CalendarDate } from '@fintools/shared/format/dates';
import { resultOf, type Validation } from '@fintools/shared/validation/result';

/** docs/product.md §5 "Find day", word for word. */
export const FIND_DAY_MESSAGE = 'Please select a valid date.';

/** The picker's range (docs/product.md §5), as `<input type="date">` min and max take it. */
export const FIND_DAY_MIN_DATE = '1900-01-01';
export const FIND_DAY_MAX_DATE = '2999-12-31';

/** The Find Day form as the screen holds it: the date picker's `YYYY-MM-DD` value. */
export interface FindDayFields {
  date: string;
}

/** The date `findWeekday` takes, read and checked. */
export interface FindDayInput {
  date: CalendarDate;
}

/**
 * Checks the Find Day form (docs/product.md §5): a real calendar date from 1900-01-01 to 2999-12-31. Empty, not
 * a date (2025-02-29) and out of range all get the spec's one message, as the picker cannot produce
 * them and a visitor who typed one needs only to pick again.
 * @example
 * validateFindDayInput({ date: '2026-11-22' }) // { ok: true, value: { date: { year: 2026, month: 11, day: 22 } } }
 * @example
 * validateFindDayInput({ date: '1899-12-31' }) // { ok: false, errors: { date: 'Please select a valid date.' } }
 */
export function validateFindDayInput(fields: FindDayFields): Validation<FindDayInput> {
  const date = parseIsoDate(fields.date);
  // parseIsoDate reads exactly four-digit years, so ISO strings order like the dates they name.
  const inRange = date !== null && toIsoDate(date) >= FIND_DAY_MIN_DATE && toIsoDate(date) <= FIND_DAY_MAX_DATE;
  return resultOf<FindDayInput, keyof FindDayInput>({ date: inRange ? undefined : FIND_DAY_MESSAGE }, () => ({
    date: date!,
  }));
}
