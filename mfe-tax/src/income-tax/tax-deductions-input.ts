import {
  OLD_AMOUNT_FIELDS,
  type NewRegimeDeductionAmounts,
  type NewRegimeDeductionClaims,
  type OldRegimeDeductionAmounts,
  type OldRegimeDeductionClaims,
} from './tax-deductions';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { readDeductionText, TAX_DEDUCTION_MESSAGE } from './tax-input';

/** The old regime's itemise form as the screen holds it: amounts as typed, ticks as booleans. */
export type OldRegimeDeductionFields = Record<keyof OldRegimeDeductionAmounts, string> &
  Pick<OldRegimeDeductionClaims, 'salaried' | 'age' | 'parentsSenior'>;

/** The new regime's itemise form as the screen holds it. */
export type NewRegimeDeductionFields = Record<keyof NewRegimeDeductionAmounts, string> &
  Pick<NewRegimeDeductionClaims, 'salaried'>;

/** Reads every amount field; an empty or unreadable one is 0, as in the tax form (docs/product.md §5). */
function readAmounts<Field extends string>(
  fields: Readonly<Record<Field, string>>,
  names: readonly Field[],
): Validation<Record<Field, number>, Field> {
  const amounts = {} as Record<Field, number>;
  const errors: Partial<Record<Field, string>> = {};
  for (const name of names) {
    const amount = readDeductionText(fields[name]);
    if (amount === null) errors[name] = TAX_DEDUCTION_MESSAGE;
    else amounts[name] = amount;
  }
  return resultOf(errors, () => amounts);
}

/**
 * The old regime's itemised deductions, for `itemiseDeductions`. An amount field takes grouped digits;
 * empty counts as 0; a negative or an amount above MAX_AMOUNT gets "Enter a valid deduction.". Never throws.
 * @example validateOldRegimeDeductions({ salaried: true, age: 'below-60', parentsSenior: false,
 *   section80C: '2,00,000', section80DSelf: '', section80DParents: '', homeLoanInterest: '',
 *   nps80CCD1B: '', savingsInterest80TTA: '', depositInterest80TTB: '', hraExemption: '', other: '' })
 * // { ok: true, value: { regime: 'old', salaried: true, …, section80C: 200000, section80DSelf: 0, … } }
 */
export function validateOldRegimeDeductions(
  fields: OldRegimeDeductionFields,
): Validation<OldRegimeDeductionClaims, keyof OldRegimeDeductionAmounts> {
  const amounts = readAmounts(fields, OLD_AMOUNT_FIELDS);
  if (!amounts.ok) return amounts;
  const { salaried, age, parentsSenior } = fields;
  return { ok: true, value: { regime: 'old', salaried, age, parentsSenior, ...amounts.value } };
}

/**
 * The new regime's itemised deductions, for `itemiseDeductions`; the same reading as the old regime's.
 * @example validateNewRegimeDeductions({ salaried: true, employerNps: '60,000' })
 * // { ok: true, value: { regime: 'new', salaried: true, employerNps: 60000 } }
 */
export function validateNewRegimeDeductions(
  fields: NewRegimeDeductionFields,
): Validation<NewRegimeDeductionClaims, keyof NewRegimeDeductionAmounts> {
  const amounts = readAmounts(fields, ['employerNps']);
  if (!amounts.ok) return amounts;
  return { ok: true, value: { regime: 'new', salaried: fields.salaried, ...amounts.value } };
}
