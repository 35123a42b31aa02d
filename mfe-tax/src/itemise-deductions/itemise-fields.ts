import type { TaxRegime } from '../income-tax/tax';
import type { NewRegimeDeductionFields, OldRegimeDeductionFields } from '../income-tax/tax-deductions-input';

/** One regime's itemise form as the visitor left it: amounts as typed, ticks as booleans. */
export type ItemiseFields =
  { regime: 'old'; fields: OldRegimeDeductionFields } | { regime: 'new'; fields: NewRegimeDeductionFields };

/** A fresh form: every amount empty (0), the standard deduction ticked, nobody a senior citizen. */
export function emptyItemiseFields(regime: TaxRegime): ItemiseFields {
  if (regime === 'new') return { regime, fields: { salaried: true, employerNps: '' } };
  return {
    regime,
    fields: {
      salaried: true,
      section80C: '',
      section80DSelf: '',
      age: 'below-60',
      section80DParents: '',
      parentsSenior: false,
      homeLoanInterest: '',
      nps80CCD1B: '',
      savingsInterest80TTA: '',
      depositInterest80TTB: '',
      hraExemption: '',
      other: '',
    },
  };
}
