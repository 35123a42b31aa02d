import { calculateSwp } from './swp';
import { SWP_MAX_RATE, SWP_MAX_YEARS, SWP_MIN_YEARS, type SwpInput } from './swp';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { refuseHugeResults } from '../common/result-limit';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

export const SWP_INVESTMENT_MESSAGE = 'Enter a valid total investment.';
export const SWP_WITHDRAWAL_MESSAGE = 'Enter a valid monthly withdrawal.';
export const SWP_RETURN_MESSAGE = `Enter a valid expected return (0–${SWP_MAX_RATE}%).`;
export const SWP_YEARS_MESSAGE = `Enter a valid time period (${SWP_MIN_YEARS} - ${SWP_MAX_YEARS}).`;

/** The SWP form as the screen holds it. */
export interface SwpFields {
  investment: string;
  monthlyWithdrawal: string;
  expectedReturn: string;
  years: string;
}

const badAmount = (amount: number | null) => amount === null || amount <= 0 || amount > MAX_AMOUNT;

/**
 * Checks the SWP form: whole-rupee amounts above 0 (up to `MAX_AMOUNT`), a rate above 0 and at most 100,
 * and whole years from 1 to 50.
 * @example
 * validateSwpInput({ investment: '10,00,000', monthlyWithdrawal: '10,000', expectedReturn: '8', years: '10' })
 * // { ok: true, value: { investment: 1000000, monthlyWithdrawal: 10000, expectedReturn: 8, years: 10 } }
 */
export function validateSwpInput(fields: SwpFields): Validation<SwpInput, keyof SwpFields> {
  const investment = parseGroupedDigits(fields.investment);
  const withdrawal = parseGroupedDigits(fields.monthlyWithdrawal);
  const expected = parseDecimal(fields.expectedReturn);
  const years = parseGroupedDigits(fields.years);
  const checked = resultOf<SwpInput, keyof SwpFields>(
    {
      investment: badAmount(investment) ? SWP_INVESTMENT_MESSAGE : undefined,
      monthlyWithdrawal: badAmount(withdrawal) ? SWP_WITHDRAWAL_MESSAGE : undefined,
      expectedReturn: expected === null || expected <= 0 || expected > SWP_MAX_RATE ? SWP_RETURN_MESSAGE : undefined,
      years: years === null || years < SWP_MIN_YEARS || years > SWP_MAX_YEARS ? SWP_YEARS_MESSAGE : undefined,
    },
    () => ({
      investment: investment! as Rupees,
      monthlyWithdrawal: withdrawal! as Rupees,
      expectedReturn: expected! as PercentPerYear,
      years: years!,
    }),
  );
  return refuseHugeResults(checked, 'investment', (input) => {
    const { totalWithdrawal, finalValue } = calculateSwp(input);
    return Math.max(totalWithdrawal, finalValue);
  });
}
