import { TAXPAYER_AGES, type TaxInput, type TaxpayerAge } from './tax';
import { parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';

/** docs/product.md §5 and §8, tax screens: the salary is missing, 0, unreadable, or above MAX_AMOUNT. */
export const TAX_SALARY_MESSAGE = 'Enter a valid salary.';
/** docs/product.md §5 and §8, tax screens: the deduction is negative or above MAX_AMOUNT. */
export const TAX_DEDUCTION_MESSAGE = 'Enter a valid deduction.';

/** Issue 36: the old regime's Age holds a value none of its choices has (a hand-edited link). */
export const TAX_AGE_MESSAGE = 'Choose an age.';

/** The tax form as the screen holds it: raw strings, possibly with grouping commas. */
export interface TaxFields {
  salary: string;
  deduction: string;
  /** The old regime's Age, one of TAXPAYER_AGES; absent or empty is 'below-60'. */
  age?: string;
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
  const deduction = readDeductionText(fields.deduction);
  const ageText = fields.age?.trim() || undefined;
  const age = ageText === undefined ? undefined : TAXPAYER_AGES.find((choice) => choice === ageText);
  const errors = {
    salary: salary > 0 && salary <= MAX_AMOUNT ? undefined : TAX_SALARY_MESSAGE,
    deduction: deduction === null ? TAX_DEDUCTION_MESSAGE : undefined,
    age: ageText !== undefined && age === undefined ? TAX_AGE_MESSAGE : undefined,
  };
  return resultOf(errors, () => {
    const input: TaxInput = { salary, deduction: deduction ?? 0 };
    if (age !== undefined) input.age = age satisfies TaxpayerAge;
    return input;
  });
}

/**
 * One deduction amount as typed: empty or unreadable text is 0 (docs/product.md §5); a negative number or an amount
 * above MAX_AMOUNT is null, which the caller reports as "Enter a valid deduction.".
 * @example readDeductionText('1,50,000') // 150000
 * @example readDeductionText('') // 0
 * @example readDeductionText('-5,000') // null
 */
export function readDeductionText(text: string): number | null {
  const amount = parseGroupedDigits(text) ?? 0;
  return isNegativeNumber(text) || amount > MAX_AMOUNT ? null : amount;
}

/** "-5", " - 5,000": a minus sign before digits that are not all zeros. "-" alone or "-0" is not. */
function isNegativeNumber(text: string): boolean {
  const match = /^\s*-(.*)$/.exec(text);
  if (!match) return false;
  const magnitude = parseGroupedDigits(match[1] ?? '');
  return magnitude !== null && magnitude > 0;
}
