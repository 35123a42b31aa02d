/**
 * Compound growth worked out exactly, as fractions of the visitor's decimal inputs.
 *
 * A rate typed as 13 is thirteen hundredths a year, exactly; (1 + 13/1200)^168 is then a ratio of two
 * whole numbers of a few hundred digits, which BigInt holds without error. Money rounded from these
 * fractions is the formula's exact value rounded half up to the paisa: a double's own error (about
 * 1 part in 10^15 after exp and log) would otherwise decide amounts that lie within a hair of a half
 * paisa, such as ₹92,200 a month at 13% for 14 years, exactly 4,39,76,182.9749999…
 */
import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, type Fraction } from '@fintools/shared/finance/rounding';

/** More periods than any FinTools screen offers (100 years of months), and still quick in BigInt. */
const MAX_PERIODS = 12_000;

/** One plus the rate of one period, as whole numbers: 1 + r/100/k = growth / base. */
function periodGrowth(ratePercent: number, periodsPerYear: number): { growth: bigint; base: bigint; step: bigint } {
  const rate = decimalFraction(ratePercent);
  const base = rate.denominator * 100n * BigInt(periodsPerYear);
  return { growth: base + rate.numerator, base, step: rate.numerator };
}

function checkTerms(rule: string, ratePercent: number, periodsPerYear: number, periods: number): void {
  requireNumberIn(rule, 'ratePercent', ratePercent, { min: 0, max: 1e6 });
  requireNumberIn(rule, 'periodsPerYear', periodsPerYear, { min: 1, max: 366, integer: true });
  requireNumberIn(rule, 'periods', periods, { min: 0, max: MAX_PERIODS, integer: true });
}

/**
 * What `principal` grows to in `periods` periods at `ratePercent` a year compounded `periodsPerYear`
 * times a year: P · (1 + r/100/k)^n, exactly.
 *
 * Domain: a principal from 0 up (any finite decimal), a rate from 0 to 10^6 percent, 1 to 366 periods a
 * year and 0 to 12,000 periods, whole numbers; anything else throws a RuleInputError.
 * @example compoundValue(704383, 24, 1, 13) // 115422578749999…/10^26 (₹1,15,42,257.874999…)
 */
export function compoundValue(
  principal: number,
  ratePercent: number,
  periodsPerYear: number,
  periods: number,
): Fraction {
  requireNumberIn('compoundValue', 'principal', principal, { min: 0, max: Number.MAX_VALUE });
  checkTerms('compoundValue', ratePercent, periodsPerYear, periods);
  const amount = decimalFraction(principal);
  const { growth, base } = periodGrowth(ratePercent, periodsPerYear);
  const n = BigInt(periods);
  return { numerator: amount.numerator * growth ** n, denominator: amount.denominator * base ** n };
}

/**
 * What `instalment` paid at the start of each of `periods` periods grows to by the end of the last
 * (an annuity due), exactly: P · ((1 + i)^n − 1) / i · (1 + i) with i = r/100/k; at a rate of 0, P · n.
 *
 * Domain: as {@link compoundValue}, with the instalment in place of the principal.
 * @example annuityDueValue(92200, 13, 12, 168) // ₹4,39,76,182.9749999… as a fraction
 * @example annuityDueValue(1000, 12, 12, 12) // ₹12,809.328…
 */
export function annuityDueValue(
  instalment: number,
  ratePercent: number,
  periodsPerYear: number,
  periods: number,
): Fraction {
  requireNumberIn('annuityDueValue', 'instalment', instalment, { min: 0, max: Number.MAX_VALUE });
  checkTerms('annuityDueValue', ratePercent, periodsPerYear, periods);
  const amount = decimalFraction(instalment);
  const n = BigInt(periods);
  const { growth, base, step } = periodGrowth(ratePercent, periodsPerYear);
  if (step === 0n) return { numerator: amount.numerator * n, denominator: amount.denominator };
  // (g/b)^n − 1 over step/b, times g/b:  g · (g^n − b^n) / (b^n · step).
  const baseToN = base ** n;
  return {
    numerator: amount.numerator * growth * (growth ** n - baseToN),
    denominator: amount.denominator * baseToN * step,
  };
}
