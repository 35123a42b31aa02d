/**
 * Percentages, rounded to two decimals as the spec says (§9 Other). Both rules work on the exact
 * decimals typed, so a result that is a true half (1,005 of 1,00,000 is 1.005%) rounds up and one a
 * hair below it rounds down, whatever the doubles would have said.
 */
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import {
  decimalFraction,
  divideFractions,
  multiplyFractions,
  roundFractionToHundredths,
  wholeFraction,
} from '@fintools/shared/finance/rounding';
import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';

const PART = { min: 0, max: MAX_AMOUNT };
const TOTAL = { min: 0, max: MAX_AMOUNT, minExclusive: true };
const PERCENT = { min: 0, max: MAX_AMOUNT };
const HUNDRED = wholeFraction(100n);

/**
 * What percentage `part` is of `total`, to 2 decimals, halves away from zero.
 *
 * Domain: a part from 0 to `MAX_AMOUNT` and a total above 0 up to `MAX_AMOUNT` (decimals allowed).
 * A total of 0 (so 0 of 0, which has no percentage), NaN, ±Infinity and −0 throw a RuleInputError.
 * @example calculatePercentage({ part: 1, total: 3 }) // 33.33
 * @example calculatePercentage({ part: 250, total: 200 }) // 125
 * @example calculatePercentage({ part: 0, total: 0 }) // throws RuleInputError 'out-of-range' (total)
 */
export function calculatePercentage({ part, total }: { part: number; total: number }): number {
  requireNumberIn('calculatePercentage', 'part', part, PART);
  requireNumberIn('calculatePercentage', 'total', total, TOTAL);
  return roundFractionToHundredths(
    multiplyFractions(divideFractions(decimalFraction(part), decimalFraction(total)), HUNDRED),
  );
}

/**
 * What `percentage` percent of `total` comes to, to 2 decimals, halves away from zero.
 *
 * Domain: a percentage and a total from 0 to `MAX_AMOUNT` (decimals allowed); NaN, ±Infinity, −0 and
 * anything outside throw a RuleInputError. The screen asks for 0 to 100%; the rule has no reason to.
 * @example calculateValueOfPercentage({ percentage: 12.5, total: 2000 }) // 250
 * @example calculateValueOfPercentage({ percentage: 0.5, total: 1 }) // 0.01 (exactly half a paisa, up)
 */
export function calculateValueOfPercentage({ percentage, total }: { percentage: number; total: number }): number {
  requireNumberIn('calculateValueOfPercentage', 'percentage', percentage, PERCENT);
  requireNumberIn('calculateValueOfPercentage', 'total', total, PART);
  return roundFractionToHundredths(
    divideFractions(multiplyFractions(decimalFraction(total), decimalFraction(percentage)), HUNDRED),
  );
}
