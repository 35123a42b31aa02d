import { CAGR_MAX_YEARS, type CagrInput } from './cagr';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { Rupees } from '@fintools/shared/finance/units';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';

export const CAGR_INITIAL_MESSAGE = 'Enter a valid initial value.';
export const CAGR_FINAL_MESSAGE = 'Enter a valid final value.';
export const CAGR_YEARS_MESSAGE = `Enter a duration above 0 and up to ${CAGR_MAX_YEARS} years.`;

/** The CAGR form as the screen holds it. */
export interface CagrFields {
  initialValue: string;
  finalValue: string;
  years: string;
}

const rupeesOrNull = (text: string) => {
  const value = parseGroupedDigits(text);
  return value === null || value <= 0 || value > MAX_AMOUNT ? null : value;
};

/**
 * Checks the CAGR form: whole-rupee values above 0 (up to `MAX_AMOUNT`) and a duration above 0 and at most
 * 100 years (two decimals: 2.5 years is a real holding period).
 * @example validateCagrInput({ initialValue: '1,00,000', finalValue: '2,00,000', years: '5' })
 * // { ok: true, value: { initialValue: 100000, finalValue: 200000, years: 5 } }
 */
export function validateCagrInput(fields: CagrFields): Validation<CagrInput, keyof CagrFields> {
  const initial = rupeesOrNull(fields.initialValue);
  const final = rupeesOrNull(fields.finalValue);
  const years = parseDecimal(fields.years);
  return resultOf<CagrInput, keyof CagrFields>(
    {
      initialValue: initial === null ? CAGR_INITIAL_MESSAGE : undefined,
      finalValue: final === null ? CAGR_FINAL_MESSAGE : undefined,
      years: years === null || years <= 0 || years > CAGR_MAX_YEARS ? CAGR_YEARS_MESSAGE : undefined,
    },
    () => ({ initialValue: initial! as Rupees, finalValue: final! as Rupees, years: years! }),
  );
}
