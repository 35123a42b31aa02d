/**
 * Itemised deductions: what a visitor claims, item by item, and the total deduction the law allows after
 * its caps, for the "Itemise deductions" form of the tax screens (financial year 2025-26).
 */

import { OLD_REGIME_DEDUCTION_CAPS, STANDARD_DEDUCTION, type DeductionCap } from './deduction-caps';
import { TAXPAYER_AGES, type TaxpayerAge, type TaxRegime } from './tax-regimes';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireChoice, requireNumberIn, type NumberDomain } from '@fintools/shared/finance/rule-input-error';

/** The old regime's amounts a visitor enters, each in whole rupees. */
export interface OldRegimeDeductionAmounts {
  section80C: number;
  section80DSelf: number;
  section80DParents: number;
  homeLoanInterest: number;
  nps80CCD1B: number;
  /** Section 80TTA: savings bank interest (below 60 only). */
  savingsInterest80TTA: number;
  /** Section 80TTB: deposit interest (60 and above only). */
  depositInterest80TTB: number;
  /**
   * The HRA exemption of section 10(13A), as the HRA calculator's rule (`calculateHra`) works it out:
   * taken as entered, because its limits depend on salary, rent and city, which this form does not hold.
   */
  hraExemption: number;
  /** 80E, 80G, …: taken as entered. */
  other: number;
}

/** The old regime's claims: the amounts and the three ticks. */
export interface OldRegimeDeductionClaims extends OldRegimeDeductionAmounts {
  regime: 'old';
  /** A salaried taxpayer gets the standard deduction. */
  salaried: boolean;
  /**
   * The taxpayer's age (the tax screens' Age field): 60 and above gets the larger 80D cap for self and
   * family, and 80TTB in place of 80TTA.
   */
  age: TaxpayerAge;
  /** A parent is 60 or more: the larger 80D cap for parents. */
  parentsSenior: boolean;
}

/** The new regime's amounts a visitor enters, in whole rupees. */
export interface NewRegimeDeductionAmounts {
  /** Section 80CCD(2), taken as entered (its cap depends on the salary's structure). */
  employerNps: number;
}

export interface NewRegimeDeductionClaims extends NewRegimeDeductionAmounts {
  regime: 'new';
  salaried: boolean;
}

export type DeductionClaims = OldRegimeDeductionClaims | NewRegimeDeductionClaims;

/** Every amount field of either regime. */
export type DeductionAmountField = keyof OldRegimeDeductionAmounts | keyof NewRegimeDeductionAmounts;

export interface ItemisedDeductions {
  /** The standard deduction given (0 when not salaried). */
  standardDeduction: number;
  /** Each amount field after its cap. */
  allowed: Partial<Record<DeductionAmountField, number>>;
  /** The capped fields whose amount was above the cap, with the cap that applied. */
  capsApplied: Partial<Record<DeductionAmountField, number>>;
  /** The standard deduction plus every allowed amount: what goes into "Total deduction". */
  total: number;
}

/** The domain of each amount: whole rupees from 0 to MAX_AMOUNT, as the amount fields take them. */
export const DEDUCTION_AMOUNT_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT, integer: true };

/** The old regime's amount fields, in the form's order (the validator reads the same ones). */
export const OLD_AMOUNT_FIELDS = [
  'section80C',
  'section80DSelf',
  'section80DParents',
  'homeLoanInterest',
  'nps80CCD1B',
  'savingsInterest80TTA',
  'depositInterest80TTB',
  'hraExemption',
  'other',
] as const satisfies readonly (keyof OldRegimeDeductionAmounts)[];
const NEW_AMOUNT_FIELDS = ['employerNps'] as const satisfies readonly (keyof NewRegimeDeductionAmounts)[];

/** The fields whose cap follows the taxpayer's own age: 80D for self and family, 80TTA, 80TTB. */
const FIELDS_BY_OWN_AGE: readonly (keyof OldRegimeDeductionAmounts)[] = [
  'section80DSelf',
  'savingsInterest80TTA',
  'depositInterest80TTB',
];

/**
 * The cap of one old-regime field, or null for the HRA exemption and "Other deductions", which have none. A field the age may not
 * claim (80TTA at 60 and above, 80TTB below 60) has a cap of 0.
 * @example oldRegimeDeductionCap('section80DSelf', { age: '60-to-79', parentsSenior: false }) // 50000
 * @example oldRegimeDeductionCap('savingsInterest80TTA', { age: 'below-60', parentsSenior: false }) // 10000
 * @example oldRegimeDeductionCap('depositInterest80TTB', { age: 'below-60', parentsSenior: false }) // 0
 */
export function oldRegimeDeductionCap(
  field: keyof OldRegimeDeductionAmounts,
  seniors: Pick<OldRegimeDeductionClaims, 'age' | 'parentsSenior'>,
): number | null {
  if (field === 'other' || field === 'hraExemption') return null;
  const { cap, seniorCap } = OLD_REGIME_DEDUCTION_CAPS[field] as DeductionCap;
  const senior =
    (FIELDS_BY_OWN_AGE.includes(field) && isSeniorCitizen(seniors.age)) ||
    (field === 'section80DParents' && seniors.parentsSenior);
  return senior && seniorCap !== undefined ? seniorCap : cap;
}

/**
 * Whether the age is a senior citizen's (60 or more), section 80D(4) and 80TTB's Explanation.
 * @example isSeniorCitizen('60-to-79') // true
 */
export function isSeniorCitizen(age: TaxpayerAge): boolean {
  return age !== 'below-60';
}

/**
 * The total deduction the law allows for itemised claims, after each cap.
 *
 * Old regime: standard deduction ₹50,000 when salaried (section 16(ia)); 80C at most ₹1,50,000 (section
 * 80CCE); 80D at most ₹25,000 for self and family and ₹25,000 for parents, each ₹50,000 for a senior
 * citizen (section 80D); home loan interest at most ₹2,00,000 (section 24(b)); NPS at most ₹50,000
 * (section 80CCD(1B)); savings interest at most ₹10,000 below 60 (section 80TTA), deposit interest at most
 * ₹50,000 at 60 and above (section 80TTB), each nothing at the other ages; other deductions as entered. New regime (section 115BAC): standard deduction
 * ₹75,000 when salaried, and the employer's NPS contribution (section 80CCD(2)) as entered. The figures
 * live in `data/tax-deductions.ts`.
 *
 * Domain: `regime` 'old' or 'new'; every amount whole rupees in DEDUCTION_AMOUNT_DOMAIN; every tick a
 * boolean. Anything else throws a RuleInputError. The total may exceed MAX_AMOUNT (an uncapped field at
 * its largest plus the rest); the tax validator then refuses it as a deduction.
 *
 * @example
 * // The reference: 50,000 + 1,50,000 (of 2,00,000) + 25,000 (of 30,000) + 1,00,000 + 50,000.
 * const itemised = itemiseDeductions({
 *   regime: 'old', salaried: true, age: 'below-60', parentsSenior: false,
 *   section80C: 200_000, section80DSelf: 30_000, section80DParents: 0,
 *   homeLoanInterest: 100_000, nps80CCD1B: 50_000, savingsInterest80TTA: 0, depositInterest80TTB: 0, hraExemption: 0, other: 0,
 * });
 * itemised.total; // 375000
 * itemised.capsApplied; // { section80C: 150000, section80DSelf: 25000 }
 */
export function itemiseDeductions(claims: DeductionClaims): ItemisedDeductions {
  const regime = requireChoice<TaxRegime>('itemiseDeductions', 'regime', claims.regime, ['old', 'new']);
  requireChoice('itemiseDeductions', 'salaried', claims.salaried, [true, false]);
  const standardDeduction = claims.salaried ? STANDARD_DEDUCTION[regime] : 0;
  const allowed: ItemisedDeductions['allowed'] = {};
  const capsApplied: ItemisedDeductions['capsApplied'] = {};
  let total = standardDeduction;

  function allow(field: DeductionAmountField, amount: number, cap: number | null) {
    requireNumberIn('itemiseDeductions', field, amount, DEDUCTION_AMOUNT_DOMAIN);
    const counted = cap === null ? amount : Math.min(amount, cap);
    if (cap !== null && amount > cap) capsApplied[field] = cap;
    allowed[field] = counted;
    total += counted;
  }

  if (claims.regime === 'old') {
    requireChoice('itemiseDeductions', 'age', claims.age, TAXPAYER_AGES);
    requireChoice('itemiseDeductions', 'parentsSenior', claims.parentsSenior, [true, false]);
    for (const field of OLD_AMOUNT_FIELDS) allow(field, claims[field], oldRegimeDeductionCap(field, claims));
  } else {
    for (const field of NEW_AMOUNT_FIELDS) allow(field, claims[field], null);
  }
  return { standardDeduction, allowed, capsApplied, total };
}
