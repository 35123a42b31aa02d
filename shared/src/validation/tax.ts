import type { TaxInput } from '../finance/tax';
import { parseGroupedDigits } from '../format/indian-number';
import { resultOf, type Validation } from './result';
import { MAX_AMOUNT } from '../finance/limits';

/** Spec §5 and §8, tax screens: the salary is missing, 0, unreadable, or above MAX_AMOUNT. */
export const TAX_SALARY_MESSAGE = 'Enter a valid salary.';
/** Spec §5 and §8, tax screens: the deduction is negative or above MAX_AMOUNT. */
export const TAX_DEDUCTION_MESSAGE = 'Enter a valid deduction.';

/** The tax form as the screen holds it: raw strings, possibly with grouping commas. */
export interface TaxFields {
  salary: string;
  deduction: string;
}

/**
 * Reads the two tax fields (old regime, new regime and comparison screens). Per docs/product.md §5, commas are
 * removed before parsing and text that is not a number counts as 0: so an empty or unreadable salary
 * fails as 0 ("Enter a valid salary."), while an empty or unreadable deduction is simply no deduction.
 * A deduction written as a negative number ("-5,000") is refused rather than read as 0, because the
 * visitor plainly meant a number and silently ignoring it would overstate the tax. Never throws.
 *
 * @example validateTaxInput({ salary: '12,85,000', deduction: '75,000' })
 * // { ok: true, value: { salary: 1285000, deduction: 75000 } }
 * @example validateTaxInput({ salary: '', deduction: '-5' })
 * // { ok: false, errors: { salary: 'Enter a valid salary.', deduction: 'Enter a valid deduction.' } }
 */
export function validateTaxInput(fields: TaxFields): Validation<TaxInput> {
  const salary = parseGroupedDigits(fields.salary) ?? 0;
  const deduction = parseGroupedDigits(fields.deduction) ?? 0;
  const errors = {
    salary: salary > 0 && salary <= MAX_AMOUNT ? undefined : TAX_SALARY_MESSAGE,
    deduction: isNegativeNumber(fields.deduction) || deduction > MAX_AMOUNT ? TAX_DEDUCTION_MESSAGE : undefined,
  };
  return resultOf(errors, () => ({ salary, deduction }));
}

/** "-5", " - 5,000": a minus sign before digits that are not all zeros. "-" alone or "-0" is not. */
function isNegativeNumber(text: string): boolean {
  const match = /^\s*-(.*)$/.exec(text);
  if (!match) return false;
  const magnitude = parseGroupedDigits(match[1] ?? '');
  return magnitude !== null && magnitude > 0;
}
