import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, rupeesHalfUp } from '@fintools/shared/finance/rounding';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** The longest withdrawal plan the rule takes, in whole years. */
export const SWP_MIN_YEARS = 1;
export const SWP_MAX_YEARS = 50;
/** The highest expected return the rule takes, in percent a year. */
export const SWP_MAX_RATE = 100;

/** A systematic withdrawal plan as the screen takes it, after validation. */
export interface SwpInput {
  /** Invested at the start: above 0, at most `MAX_AMOUNT`. */
  investment: Rupees;
  /** Taken at the end of each month: above 0, at most `MAX_AMOUNT`. */
  monthlyWithdrawal: Rupees;
  /** Above 0, at most `SWP_MAX_RATE`. */
  expectedReturn: PercentPerYear;
  /** Whole years, `SWP_MIN_YEARS` to `SWP_MAX_YEARS`. */
  years: number;
}

/** The SWP screen's figures in whole rupees. */
export interface SwpResult {
  totalWithdrawal: number;
  finalValue: number;
  /** When the money runs out before the plan ends: how many months it lasted (the last one partly). */
  lastedMonths: number | null;
}

/**
 * Systematic withdrawal: each month the balance grows by rate / 12, then the withdrawal is taken.
 * When the balance cannot cover a withdrawal, the last withdrawal is what is left, and `lastedMonths`
 * says in which month that happened. Figures are exact values rounded half up to the rupee.
 *
 * Domain: `SwpInput` as documented on its fields.
 * @example
 * calculateSwp({ investment: 1000000, monthlyWithdrawal: 10000, expectedReturn: 8, years: 10 })
 * // { totalWithdrawal: 1200000, finalValue: 390180, lastedMonths: null }
 * @example
 * calculateSwp({ investment: 1000000, monthlyWithdrawal: 15000, expectedReturn: 8, years: 10 })
 * // { totalWithdrawal: 1326936, finalValue: 0, lastedMonths: 89 } (7 years 5 months)
 * @throws RuleInputError for input outside the domain.
 */
export function calculateSwp(input: SwpInput): SwpResult {
  const rule = 'calculateSwp';
  requireNumberIn(rule, 'investment', input.investment, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn(rule, 'monthlyWithdrawal', input.monthlyWithdrawal, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn(rule, 'expectedReturn', input.expectedReturn, { min: 0, max: SWP_MAX_RATE, minExclusive: true });
  requireNumberIn(rule, 'years', input.years, { min: SWP_MIN_YEARS, max: SWP_MAX_YEARS, integer: true });
  const investment = decimalFraction(input.investment);
  const withdrawal = decimalFraction(input.monthlyWithdrawal);
  const rate = decimalFraction(input.expectedReturn);
  const base = rate.denominator * 1200n;
  const growth = base + rate.numerator;
  // The balance after k months is numerator / (common · b^k); a withdrawal is w / common.
  const common = investment.denominator * withdrawal.denominator;
  const perWithdrawal = withdrawal.numerator * investment.denominator;
  let numerator = investment.numerator * withdrawal.denominator;
  let scale = 1n;
  const months = input.years * 12;
  for (let month = 1; month <= months; month += 1) {
    numerator *= growth;
    scale *= base;
    const due = perWithdrawal * scale;
    if (numerator <= due) {
      // The last withdrawal is what is left; exactly enough on the last month is not running out.
      const taken = {
        numerator: perWithdrawal * (BigInt(month) - 1n) * scale + numerator,
        denominator: common * scale,
      };
      const ranOut = numerator < due || month < months;
      return { totalWithdrawal: rupeesHalfUp(taken), finalValue: 0, lastedMonths: ranOut ? month : null };
    }
    numerator -= due;
  }
  return {
    totalWithdrawal: rupeesHalfUp({ numerator: perWithdrawal * BigInt(months), denominator: common }),
    finalValue: rupeesHalfUp({ numerator, denominator: common * scale }),
    lastedMonths: null,
  };
}
