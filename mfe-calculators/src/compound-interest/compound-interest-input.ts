import {
  COMPOUND_MAX_RATE,
  COMPOUND_MAX_YEARS,
  COMPOUNDINGS,
  compoundYearEnds,
  type Compounding,
  type CompoundInterestInput,
} from './compound-interest';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { refuseHugeResults } from '../common/result-limit';
import { SIMPLE_PRINCIPAL_MESSAGE, SIMPLE_RATE_MESSAGE } from '../simple-interest/simple-interest-input';

/** The same words as the Simple Interest Calculator's: the same field. */
export const COMPOUND_PRINCIPAL_MESSAGE = SIMPLE_PRINCIPAL_MESSAGE;
export const COMPOUND_RATE_MESSAGE = SIMPLE_RATE_MESSAGE;
export const COMPOUND_YEARS_MESSAGE = `Enter a time from 1 to ${COMPOUND_MAX_YEARS} years.`;
export const COMPOUNDING_MESSAGE = 'Choose how often the interest is compounded.';

/** The Compound Interest form as the screen holds it. */
export interface CompoundInterestFields {
  principal: string;
  rate: string;
  years: string;
  /** One of `COMPOUNDINGS`. */
  compounding: string;
}

const isCompounding = (text: string): text is Compounding => (COMPOUNDINGS as readonly string[]).includes(text);

/**
 * Checks the Compound Interest form: a whole-rupee principal above 0 (up to `MAX_AMOUNT`), a rate above 0 and
 * at most 100, whole years 1 to 100 and one of the four compoundings; and a maturity within `MAX_RESULT`.
 * @example validateCompoundInterestInput({ principal: '1,00,000', rate: '8', years: '5', compounding: 'quarterly' })
 * // { ok: true, value: { principal: 100000, rate: 8, years: 5, compounding: 'quarterly' } }
 */
export function validateCompoundInterestInput(
  fields: CompoundInterestFields,
): Validation<CompoundInterestInput, keyof CompoundInterestFields> {
  const principal = parseGroupedDigits(fields.principal);
  const rate = parseDecimal(fields.rate);
  const years = parseGroupedDigits(fields.years);
  const compounding = isCompounding(fields.compounding) ? fields.compounding : null;
  const checked = resultOf<CompoundInterestInput, keyof CompoundInterestFields>(
    {
      principal:
        principal === null || principal <= 0 || principal > MAX_AMOUNT ? COMPOUND_PRINCIPAL_MESSAGE : undefined,
      rate: rate === null || rate <= 0 || rate > COMPOUND_MAX_RATE ? COMPOUND_RATE_MESSAGE : undefined,
      years: years === null || years < 1 || years > COMPOUND_MAX_YEARS ? COMPOUND_YEARS_MESSAGE : undefined,
      compounding: compounding === null ? COMPOUNDING_MESSAGE : undefined,
    },
    () => ({
      principal: principal! as Rupees,
      rate: rate! as PercentPerYear,
      years: years!,
      compounding: compounding!,
    }),
  );
  return refuseHugeResults(checked, 'principal', (input) => compoundYearEnds(input).at(-1)!);
}
