import {
  npsCorpus,
  NPS_MIN_ANNUITY_SHARE,
  npsMinimumAnnuityShare,
  NPS_SUBSCRIBERS,
  type NpsSubscriber,
  NPS_MAX_AGE,
  NPS_MAX_ANNUITY_SHARE,
  NPS_MAX_RATE,
  NPS_MIN_AGE,
  NPS_MIN_CONTRIBUTION,
  type NpsInput,
} from './nps';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { formatInr, parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { refuseHugeResults } from '../common/result-limit';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

export const NPS_CONTRIBUTION_MESSAGE = `Enter a monthly contribution (≥ ${formatInr(NPS_MIN_CONTRIBUTION)}).`;
export const NPS_AGE_MESSAGE = `Enter your age from ${NPS_MIN_AGE} to ${NPS_MAX_AGE}.`;
export const NPS_RETURN_MESSAGE = `Enter a valid expected return (0–${NPS_MAX_RATE}%).`;
/**
 * The annuity share's message, from the least share the exit rules allow for the plan (20% non-government,
 * 40% government, 0 for a corpus up to ₹8 lakh).
 * @example npsShareMessage(20) // 'Enter an annuity share from 20 to 100%.'
 */
export function npsShareMessage(least: number): string {
  return `Enter an annuity share from ${least} to ${NPS_MAX_ANNUITY_SHARE}%.`;
}
export const NPS_SUBSCRIBER_MESSAGE = 'Choose government or non-government.';
export const NPS_ANNUITY_RATE_MESSAGE = `Enter a valid annuity rate (0–${NPS_MAX_RATE}%).`;

/** The NPS form as the screen holds it. */
export interface NpsFields {
  monthlyContribution: string;
  age: string;
  expectedReturn: string;
  annuityShare: string;
  annuityRate: string;
  /** 'non-government' or 'government'; absent (a link from before the choice) is non-government. */
  subscriber?: string;
}

/**
 * Checks the NPS form: a whole-rupee monthly contribution of at least ₹500 (up to `MAX_AMOUNT`), an age
 * from 18 to 59, rates above 0 and at most 100, a subscriber type, and an annuity share from the least the exit
 * rules allow for the plan's corpus (`npsMinimumAnnuityShare`) to 100%.
 * @example
 * validateNpsInput({ monthlyContribution: '5,000', age: '30', expectedReturn: '10', annuityShare: '40', annuityRate: '6' })
 * // { ok: true, value: { monthlyContribution: 5000, age: 30, expectedReturn: 10, annuityShare: 40, annuityRate: 6 } }
 */
export function validateNpsInput(fields: NpsFields): Validation<NpsInput, keyof NpsFields> {
  const contribution = parseGroupedDigits(fields.monthlyContribution);
  const age = parseGroupedDigits(fields.age);
  const expected = parseDecimal(fields.expectedReturn);
  const share = parseDecimal(fields.annuityShare);
  const annuityRate = parseDecimal(fields.annuityRate);
  const badRate = (rate: number | null) => rate === null || rate <= 0 || rate > NPS_MAX_RATE;
  const subscriberText = fields.subscriber ?? 'non-government';
  const subscriber = NPS_SUBSCRIBERS.includes(subscriberText as NpsSubscriber)
    ? (subscriberText as NpsSubscriber)
    : null;
  const checked = resultOf<NpsInput, keyof NpsFields>(
    {
      monthlyContribution:
        contribution === null || contribution < NPS_MIN_CONTRIBUTION || contribution > MAX_AMOUNT
          ? NPS_CONTRIBUTION_MESSAGE
          : undefined,
      age: age === null || age < NPS_MIN_AGE || age > NPS_MAX_AGE ? NPS_AGE_MESSAGE : undefined,
      expectedReturn: badRate(expected) ? NPS_RETURN_MESSAGE : undefined,
      annuityShare:
        share === null || share < 0 || share > NPS_MAX_ANNUITY_SHARE
          ? npsShareMessage(NPS_MIN_ANNUITY_SHARE[subscriber ?? 'non-government'])
          : undefined,
      subscriber: subscriber === null ? NPS_SUBSCRIBER_MESSAGE : undefined,
      annuityRate: badRate(annuityRate) ? NPS_ANNUITY_RATE_MESSAGE : undefined,
    },
    () => ({
      monthlyContribution: contribution! as Rupees,
      age: age!,
      expectedReturn: expected! as PercentPerYear,
      annuityShare: share!,
      annuityRate: annuityRate! as PercentPerYear,
      subscriber: subscriber!,
    }),
  );
  const sized = refuseHugeResults(checked, 'monthlyContribution', npsCorpus);
  if (!sized.ok) return sized;
  const least = npsMinimumAnnuityShare(sized.value);
  return sized.value.annuityShare < least ? { ok: false, errors: { annuityShare: npsShareMessage(least) } } : sized;
}
