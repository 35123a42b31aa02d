import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { fromHundredths, hundredthsOf } from '@fintools/shared/finance/rounding';
import type { Rupees } from '@fintools/shared/finance/units';

/** The longest span the rule takes, in years. */
export const CAGR_MAX_YEARS = 100;

/** Two values of an investment and the years between them, after validation. */
export interface CagrInput {
  /** Whole rupees above 0, at most `MAX_AMOUNT`. */
  initialValue: Rupees;
  /** Whole rupees above 0, at most `MAX_AMOUNT`. */
  finalValue: Rupees;
  /** Above 0, at most `CAGR_MAX_YEARS`; two decimals at most. */
  years: number;
}

/** Both as percentages to two decimals. */
export interface CagrResult {
  cagr: number;
  absoluteReturn: number;
}

/**
 * The compound annual growth rate, (final / initial)^(1 / years) − 1, and the absolute return,
 * (final − initial) / initial, both in percent rounded to two decimals.
 *
 * For whole years the CAGR is exact: its hundredths of a percent are the whole number q − 10,000 for which
 * (q − ½)^n ≤ 10^4n · final / initial < (q + ½)^n, found from the double's estimate and checked in BigInt, so a
 * rate within a hair of a half hundredth is rounded as the true root is (half up). A part of a year has no such
 * test in whole numbers and is the double's. The absolute return is a ratio of whole rupees, rounded exactly
 * (half away from zero).
 *
 * Domain: `CagrInput` as documented on its fields.
 * @example calculateCagr({ initialValue: 100000, finalValue: 200000, years: 5 }) // { cagr: 14.87, absoluteReturn: 100 }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateCagr(input: CagrInput): CagrResult {
  const rule = 'calculateCagr';
  const initial = requireNumberIn(rule, 'initialValue', input.initialValue, { min: 1, max: MAX_AMOUNT, integer: true });
  const final = requireNumberIn(rule, 'finalValue', input.finalValue, { min: 1, max: MAX_AMOUNT, integer: true });
  const years = requireNumberIn(rule, 'years', input.years, { min: 0, max: CAGR_MAX_YEARS, minExclusive: true });
  const estimate = Math.round(Math.exp(Math.log(final / initial) / years) * 10000);
  const q = Number.isInteger(years)
    ? exactRoot(BigInt(initial), BigInt(final), BigInt(years), BigInt(estimate))
    : estimate;
  return {
    cagr: (q - 10000) / 100,
    absoluteReturn: fromHundredths(
      hundredthsOf({ numerator: BigInt(final - initial) * 100n, denominator: BigInt(initial) }),
    ),
  };
}

/** The q ≥ 0 with (2q − 1)^n · initial ≤ final · 20000^n < (2q + 1)^n · initial, moved from the estimate. */
function exactRoot(initial: bigint, final: bigint, n: bigint, estimate: bigint): number {
  const target = final * 20000n ** n;
  let q = estimate < 0n ? 0n : estimate;
  // q = 0 (a fall of 99.995 % or more) has no lower bound to meet: its root is above −½ whatever it is.
  while (q > 0n && (2n * q - 1n) ** n * initial > target) q -= 1n;
  while ((2n * q + 1n) ** n * initial <= target) q += 1n;
  return Number(q);
}
