/**
 * The income-tax rate tables of each tax year, resident individual: slabs, the rebate (section 87A of the
 * 1961 Act, section 156 of the 2025 Act) and the surcharge bands of each regime. The computation that
 * applies them is `finance/tax.ts`; keeping the law's figures here, beside the TDS table, means a new
 * Finance Act changes data, not code: a new year is a new row of `TAX_RATES_BY_YEAR`.
 */

import type { TaxYear } from '@fintools/shared/data/tax-years';

export type TaxRegime = 'old' | 'new';

/**
 * The taxpayer's age on the last day of the financial year, as the old regime's slabs tell it apart: a
 * senior citizen is 60 or more, a very senior citizen 80 or more (First Schedule, Part III, Paragraph A,
 * provisos (i) and (ii)). The new regime has one set of slabs for every age.
 */
export type TaxpayerAge = 'below-60' | '60-to-79' | '80-and-above';

/** The ages, youngest first; 'below-60' is the default. */
export const TAXPAYER_AGES: readonly TaxpayerAge[] = ['below-60', '60-to-79', '80-and-above'];

export interface SlabRate {
  from: number;
  to: number | null;
  rate: number;
}

export interface RegimeRules {
  slabs: readonly SlabRate[];
  /** Section 87A: the rebate is the slab tax, at most `maxRebate`, while income ≤ `incomeLimit`. */
  rebate87A: { incomeLimit: number; maxRebate: number; marginalReliefAboveLimit: boolean };
  /** Surcharge bands, lowest first: `rate` percent when income exceeds `over`. */
  surcharge: readonly { over: number; rate: number }[];
}

const LAKH = 100_000;
const CRORE = 100 * LAKH;

/** Health and education cess, section 2 of the Finance Act, 2025: 4% of income-tax plus surcharge. */
export const CESS_RATE = 4n;

const FY_2025_26_RULES: Record<TaxRegime, RegimeRules> = {
  // First Schedule to the Finance Act, 2025, Part III, Paragraph A (individual below 60).
  old: {
    slabs: [
      { from: 0, to: 2.5 * LAKH, rate: 0 },
      { from: 2.5 * LAKH, to: 5 * LAKH, rate: 5 },
      { from: 5 * LAKH, to: 10 * LAKH, rate: 20 },
      { from: 10 * LAKH, to: null, rate: 30 },
    ],
    // Section 87A: up to ₹12,500 for total income up to ₹5,00,000; no marginal relief above it.
    rebate87A: { incomeLimit: 5 * LAKH, maxRebate: 12_500, marginalReliefAboveLimit: false },
    surcharge: [
      { over: 50 * LAKH, rate: 10 },
      { over: CRORE, rate: 15 },
      { over: 2 * CRORE, rate: 25 },
      { over: 5 * CRORE, rate: 37 },
    ],
  },
  // Section 115BAC(1A) as substituted by the Finance Act, 2025, from assessment year 2026-27.
  new: {
    slabs: [
      { from: 0, to: 4 * LAKH, rate: 0 },
      { from: 4 * LAKH, to: 8 * LAKH, rate: 5 },
      { from: 8 * LAKH, to: 12 * LAKH, rate: 10 },
      { from: 12 * LAKH, to: 16 * LAKH, rate: 15 },
      { from: 16 * LAKH, to: 20 * LAKH, rate: 20 },
      { from: 20 * LAKH, to: 24 * LAKH, rate: 25 },
      { from: 24 * LAKH, to: null, rate: 30 },
    ],
    // Section 87A as amended by the Finance Act, 2025: up to ₹60,000 for income up to ₹12,00,000,
    // and its proviso: above that, tax may not exceed the income above ₹12,00,000.
    rebate87A: { incomeLimit: 12 * LAKH, maxRebate: 60_000, marginalReliefAboveLimit: true },
    // The First Schedule caps the surcharge at 25% for income taxed under section 115BAC(1A).
    surcharge: [
      { over: 50 * LAKH, rate: 10 },
      { over: CRORE, rate: 15 },
      { over: 2 * CRORE, rate: 25 },
    ],
  },
};

/**
 * The old regime's slabs for senior citizens (First Schedule to the Finance Act, 2025, Part III, Paragraph
 * A, provisos (i) and (ii)): a resident aged 60 to 79 pays nil up to ₹3,00,000 and 5% to ₹5,00,000; one
 * aged 80 or more pays nil up to ₹5,00,000. Above ₹5,00,000 both pay 20% and then 30%, as everyone does;
 * the 87A rebate and the surcharge are the same as for everyone.
 */
const FY_2025_26_OLD_SLABS_BY_AGE: Record<TaxpayerAge, readonly SlabRate[]> = {
  'below-60': FY_2025_26_RULES.old.slabs,
  '60-to-79': [
    { from: 0, to: 3 * LAKH, rate: 0 },
    { from: 3 * LAKH, to: 5 * LAKH, rate: 5 },
    { from: 5 * LAKH, to: 10 * LAKH, rate: 20 },
    { from: 10 * LAKH, to: null, rate: 30 },
  ],
  '80-and-above': [
    { from: 0, to: 5 * LAKH, rate: 0 },
    { from: 5 * LAKH, to: 10 * LAKH, rate: 20 },
    { from: 10 * LAKH, to: null, rate: 30 },
  ],
};

/** One year's rates (the comment on each row says where the law states them). */
export interface YearTaxRates {
  regimes: Readonly<Record<TaxRegime, RegimeRules>>;
  oldSlabsByAge: Readonly<Record<TaxpayerAge, readonly SlabRate[]>>;
}

/**
 * The rates by tax year. The Finance Act, 2026 carried the slabs, the rebate and the surcharge bands of
 * 2025-26 over to tax year 2026-27 unchanged: the new regime now under section 202(1) of the Income-tax
 * Act, 2025 (was 115BAC(1A)), the rebate under section 156 (was 87A), the old regime's rates in the First
 * Schedule to the Finance Act, 2026. So both rows hold the same figures, each with its own source.
 */
export const TAX_RATES_BY_YEAR: Readonly<Record<TaxYear, YearTaxRates>> = {
  // Income-tax Act, 2025: section 202(1) (new regime slabs), section 156(1) and (2) (rebate up to ₹12,500 to
  // ₹5,00,000; up to ₹60,000 to ₹12,00,000, with marginal relief by 156(2)(b)); First Schedule to the
  // Finance Act, 2026 (old regime slabs, surcharge, 4% cess), carried over unchanged.
  '2026-27': { regimes: FY_2025_26_RULES, oldSlabsByAge: FY_2025_26_OLD_SLABS_BY_AGE },
  // Income-tax Act, 1961: section 115BAC(1A) and section 87A as amended by the Finance Act, 2025; First
  // Schedule to the Finance Act, 2025, Part III (slabs, surcharge), section 2 (4% cess).
  '2025-26': { regimes: FY_2025_26_RULES, oldSlabsByAge: FY_2025_26_OLD_SLABS_BY_AGE },
};

/** The rates of financial year 2025-26, which tax year 2026-27 carries over (kept for existing callers). */
export const TAX_REGIME_RULES = FY_2025_26_RULES;
/** The old regime's slabs by age in 2025-26 (and, carried over, 2026-27). */
export const OLD_REGIME_SLABS_BY_AGE = FY_2025_26_OLD_SLABS_BY_AGE;
