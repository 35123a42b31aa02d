import { estimateSipMaturity } from './sip-terms';
import type { SipInput } from './sip';
import { isSipInvestmentType, MAX_SIP_RATE, MAX_SIP_YEARS, type SipInvestmentType } from './sip-terms';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { refuseHugeResults } from '../common/result-limit';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { MAX_AMOUNT, MAX_PAISE_RESULT } from '@fintools/shared/finance/limits';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** docs/product.md §5 "SIP", word for word. */
export const SIP_MONTHLY_MESSAGE = 'Please enter monthly investment (min ₹500)';
export const SIP_LUMPSUM_MESSAGE = 'Please enter lump sum amount (min ₹1000)';
export const SIP_RATE_MESSAGE = 'Please enter valid rate of interest';
export const SIP_PERIOD_MESSAGE = 'Please enter valid time period (min 1 year)';
/** Step-up SIP: the annual raise of the monthly instalment, 0 to 100%. */
export const SIP_STEP_UP_MESSAGE = `Enter a step-up from 0 to ${MAX_SIP_RATE}%.`;
/** Not in the spec: the investment type is a select, so only a hand-edited URL can get this wrong. */
export const SIP_INVESTMENT_TYPE_MESSAGE = 'Please choose SIP or Lumpsum';

/** Smallest monthly instalment, in rupees. */
export const SIP_MIN_MONTHLY = 500;
/** Smallest lump sum, in rupees. */
export const SIP_MIN_LUMPSUM = 1000;
/** The rate must be above 0 and at most this (percent a year). */
export const SIP_MAX_RATE = MAX_SIP_RATE;
/** The annual step-up is from 0 to this (percent a year). */
export const SIP_MAX_STEP_UP = MAX_SIP_RATE;
/** The period is whole years in this range. */
export const SIP_MIN_YEARS = 1;
export const SIP_MAX_YEARS = MAX_SIP_YEARS;

/** The SIP form as the screen holds it: both amounts, of which only the active mode's counts. */
export interface SipFields {
  /** 'sip' or 'lumpsum'. */
  investmentType: string;
  monthlyInvestment: string;
  lumpSumAmount: string;
  rate: string;
  /** Whole years. */
  timePeriod: string;
  /** Annual step-up in percent (SIP mode only); empty or absent counts as 0. */
  stepUp?: string;
}

/** The SIP form's fields, which is what its errors are keyed by. */
export type SipField = keyof SipFields;

/**
 * Checks the SIP form (docs/product.md §5). Only the active mode's amount is read, so a half-typed lump sum
 * does not block a SIP: at least ₹500 a month (sip) or ₹1000 once (lumpsum), whole rupees up to
 * `MAX_AMOUNT`; a rate above 0 and at most 100; whole years from 1 to 100; in SIP mode a step-up from
 * 0 to 100% (empty is 0). A lump sum has no step-up, so a leftover one in a link does not block it. A plan
 * whose maturity would pass ₹7,00,00,00,00,00,000 (`MAX_PAISE_RESULT`) gets `PAISE_RESULT_LIMIT_MESSAGE` on
 * its amount: above it the paise, and so sometimes the rupee, would print off.
 * @example
 * validateSipInput({ investmentType: 'sip', monthlyInvestment: '1,000', lumpSumAmount: '', rate: '12', timePeriod: '1' })
 * // { ok: true, value: { investmentType: 'sip', amount: 1000, rate: 12, timePeriod: 1, stepUp: 0 } }
 * @example
 * validateSipInput({ investmentType: 'lumpsum', monthlyInvestment: '1,000', lumpSumAmount: '999', rate: '12', timePeriod: '0' }).errors
 * // { lumpSumAmount: SIP_LUMPSUM_MESSAGE, timePeriod: SIP_PERIOD_MESSAGE }
 */
export function validateSipInput(fields: SipFields): Validation<SipInput, SipField> {
  const investmentType: SipInvestmentType | null = isSipInvestmentType(fields.investmentType)
    ? fields.investmentType
    : null;
  const lumpsum = investmentType === 'lumpsum';
  const amount = parseGroupedDigits(lumpsum ? fields.lumpSumAmount : fields.monthlyInvestment);
  const amountValid =
    amount !== null && amount >= (lumpsum ? SIP_MIN_LUMPSUM : SIP_MIN_MONTHLY) && amount <= MAX_AMOUNT;
  const rate = parseDecimal(fields.rate);
  const timePeriod = parseGroupedDigits(fields.timePeriod);
  const stepUpText = (fields.stepUp ?? '').trim();
  const stepUp = lumpsum ? 0 : stepUpText === '' ? 0 : parseDecimal(stepUpText);
  const checked = resultOf<SipInput, SipField>(
    {
      investmentType: investmentType === null ? SIP_INVESTMENT_TYPE_MESSAGE : undefined,
      // With no valid mode there is no amount to judge; the type's message says what to fix.
      monthlyInvestment: investmentType === 'sip' && !amountValid ? SIP_MONTHLY_MESSAGE : undefined,
      lumpSumAmount: lumpsum && !amountValid ? SIP_LUMPSUM_MESSAGE : undefined,
      rate: rate === null || rate <= 0 || rate > SIP_MAX_RATE ? SIP_RATE_MESSAGE : undefined,
      timePeriod:
        timePeriod === null || timePeriod < SIP_MIN_YEARS || timePeriod > SIP_MAX_YEARS
          ? SIP_PERIOD_MESSAGE
          : undefined,
      stepUp: stepUp === null || stepUp < 0 || stepUp > SIP_MAX_STEP_UP ? SIP_STEP_UP_MESSAGE : undefined,
    },
    () => ({
      investmentType: investmentType!,
      amount: amount! as Rupees,
      rate: rate! as PercentPerYear,
      timePeriod: timePeriod!,
      stepUp: stepUp! as PercentPerYear,
    }),
  );
  // Its figures show paise, which doubles hold only up to MAX_PAISE_RESULT (7 × 10^13, below 2^46 rupees).
  return refuseHugeResults(
    checked,
    lumpsum ? 'lumpSumAmount' : 'monthlyInvestment',
    estimateSipMaturity,
    MAX_PAISE_RESULT,
  );
}
