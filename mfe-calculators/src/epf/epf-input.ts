import { calculateEpf } from './epf';
import { EPF_MAX_AGE, EPF_MAX_RATE, EPF_MIN_AGE, EPF_MIN_BASIC, type EpfInput } from './epf';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { formatInr, parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { refuseHugeResults } from '../common/result-limit';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

export const EPF_BASIC_MESSAGE = `Enter your monthly basic + DA (≥ ${formatInr(EPF_MIN_BASIC)}).`;
export const EPF_AGE_MESSAGE = `Enter your age from ${EPF_MIN_AGE} to ${EPF_MAX_AGE}.`;
export const EPF_BALANCE_MESSAGE = 'Enter a valid balance (0 or more).';
export const EPF_INCREASE_MESSAGE = `Enter a yearly increase from 0 to ${EPF_MAX_RATE}%.`;
export const EPF_RATE_MESSAGE = `Enter a valid interest rate (0–${EPF_MAX_RATE}%).`;
export const EPF_JOINED_MESSAGE = 'Choose when you joined EPF.';

/** When the member joined EPF, as the form and its link hold it: it decides EPS (`isEpsMember`). */
export type EpfJoined = 'before-sep-2014' | 'from-sep-2014';
export const EPF_JOINED_CHOICES: readonly EpfJoined[] = ['before-sep-2014', 'from-sep-2014'];

/** The EPF form as the screen holds it. */
export interface EpfFields {
  monthlyBasic: string;
  age: string;
  currentBalance: string;
  yearlyIncrease: string;
  rate: string;
  /** An `EpfJoined`; absent (a link from before the choice) is before 1 September 2014. */
  joined?: string;
}

/**
 * Checks the EPF form: a whole-rupee monthly basic + DA of at least ₹1,000, an age from 18 to 57, a
 * whole-rupee balance of 0 or more (empty is 0), up to `MAX_AMOUNT`, a yearly increase from 0 to 100%
 * (empty is 0), a rate above 0 and at most 100, and when the member joined (before or from 1 September 2014).
 * @example
 * validateEpfInput({ monthlyBasic: '30,000', age: '25', currentBalance: '0', yearlyIncrease: '5', rate: '8.25' })
 * // { ok: true, value: { monthlyBasic: 30000, age: 25, currentBalance: 0, yearlyIncrease: 5, rate: 8.25, joinedBeforeSeptember2014: true } }
 */
export function validateEpfInput(fields: EpfFields): Validation<EpfInput, keyof EpfFields> {
  const basic = parseGroupedDigits(fields.monthlyBasic);
  const age = parseGroupedDigits(fields.age);
  const balance = fields.currentBalance.trim() === '' ? 0 : parseGroupedDigits(fields.currentBalance);
  const increase = fields.yearlyIncrease.trim() === '' ? 0 : parseDecimal(fields.yearlyIncrease);
  const rate = parseDecimal(fields.rate);
  const joined = fields.joined ?? 'before-sep-2014';
  const knownJoined = EPF_JOINED_CHOICES.includes(joined as EpfJoined);
  const checked = resultOf<EpfInput, keyof EpfFields>(
    {
      monthlyBasic: basic === null || basic < EPF_MIN_BASIC || basic > MAX_AMOUNT ? EPF_BASIC_MESSAGE : undefined,
      age: age === null || age < EPF_MIN_AGE || age > EPF_MAX_AGE ? EPF_AGE_MESSAGE : undefined,
      currentBalance: balance === null || balance > MAX_AMOUNT ? EPF_BALANCE_MESSAGE : undefined,
      yearlyIncrease: increase === null || increase < 0 || increase > EPF_MAX_RATE ? EPF_INCREASE_MESSAGE : undefined,
      rate: rate === null || rate <= 0 || rate > EPF_MAX_RATE ? EPF_RATE_MESSAGE : undefined,
      joined: knownJoined ? undefined : EPF_JOINED_MESSAGE,
    },
    () => ({
      monthlyBasic: basic! as Rupees,
      age: age!,
      currentBalance: balance! as Rupees,
      yearlyIncrease: increase! as PercentPerYear,
      rate: rate! as PercentPerYear,
      joinedBeforeSeptember2014: joined === 'before-sep-2014',
    }),
  );
  return refuseHugeResults(checked, 'monthlyBasic', (input) => calculateEpf(input).exactBalanceAt58);
}
