import { compareDates } from './age';
import { parseIsoDate, toIsoDate, type CalendarDate } from '@fintools/shared/format/dates';
import { resultOf, type Validation } from '@fintools/shared/validation/result';

/** docs/product.md §5 "Age", word for word. */
export const DOB_REQUIRED_MESSAGE = 'Please select Date of Birth.';
export const DOB_AFTER_CURRENT_MESSAGE = 'DOB cannot be after current date.';
/** Not in the spec: the current date defaults to today, so only clearing it or a bad URL gets this. */
export const CURRENT_DATE_REQUIRED_MESSAGE = 'Please select the current date.';
/** Not in the spec, whose date range is 1900 to 2999 (§9): a year typed outside it. */
export const AGE_DATE_RANGE_MESSAGE = 'Please select a date between 1 Jan 1900 and 31 Dec 2999.';

/** The range both date inputs accept, as `<input type="date">` min and max take it. */
export const AGE_MIN_DATE = '1900-01-01';
export const AGE_MAX_DATE = '2999-12-31';

/** The DOB form as the screen holds it: the two date inputs' `YYYY-MM-DD` values. */
export interface AgeFields {
  dob: string;
  currentDate: string;
}

/** The two dates `calculateAge` takes, read and checked. */
export interface AgeInput {
  dob: CalendarDate;
  currentDate: CalendarDate;
}

function isInRange(date: CalendarDate): boolean {
  // parseIsoDate reads exactly four-digit years, so ISO strings order like the dates they name.
  const iso = toIsoDate(date);
  return iso >= AGE_MIN_DATE && iso <= AGE_MAX_DATE;
}

/**
 * Checks the DOB form (docs/product.md §5): a date of birth is required and must be a real date; so must the
 * current date; both lie from 1900-01-01 to 2999-12-31; and the birth date is not after the current
 * date (the same day is age 0). The order is only judged once both dates are good, and is reported on
 * the date of birth.
 * @example
 * validateAgeInput({ dob: '2000-02-29', currentDate: '2001-02-28' }).ok // true
 * @example
 * validateAgeInput({ dob: '', currentDate: '2026-11-22' }) // { ok: false, errors: { dob: 'Please select Date of Birth.' } }
 * @example
 * validateAgeInput({ dob: '2027-01-01', currentDate: '2026-11-22' }).errors // { dob: 'DOB cannot be after current date.' }
 */
export function validateAgeInput(fields: AgeFields): Validation<AgeInput> {
  const dob = parseIsoDate(fields.dob);
  const currentDate = parseIsoDate(fields.currentDate);
  const dobError = dob === null ? DOB_REQUIRED_MESSAGE : !isInRange(dob) ? AGE_DATE_RANGE_MESSAGE : undefined;
  const currentError =
    currentDate === null ? CURRENT_DATE_REQUIRED_MESSAGE : !isInRange(currentDate) ? AGE_DATE_RANGE_MESSAGE : undefined;
  const orderError =
    !dobError && !currentError && compareDates(dob!, currentDate!) > 0 ? DOB_AFTER_CURRENT_MESSAGE : undefined;
  return resultOf<AgeInput, keyof AgeInput>({ dob: dobError ?? orderError, currentDate: currentError }, () => ({
    dob: dob!,
    currentDate: currentDate!,
  }));
}
