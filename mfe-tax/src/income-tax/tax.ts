/**
 * Income tax of a resident individual on salary income, in the old and the new regime, for tax year
 * 2026-27 under the Income-tax Act, 2025 (new regime section 202, rebate section 156; rates of the Finance
 * Act, 2026) or financial year 2025-26 under the Income-tax Act, 1961 as amended by the Finance Act, 2025
 * (section 115BAC, rebate section 87A). Each year's rates are a row of `TAX_RATES_BY_YEAR`. Taxable income is salary minus the visitor's total deduction (docs/product.md §9);
 * no standard deduction is added on top, because the spec's "total deduction" field already holds it.
 *
 * Amounts are rupees as plain numbers. Slab tax and surcharge keep their paise (docs/product.md §9 rounds nothing
 * else); only the cess and the total are rounded up to the rupee. Screens show the four result lines in
 * whole rupees from `roundedLines`, which is rounded so that the lines add up to the total.
 */

import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireChoice, requireNumberIn, type NumberDomain } from '@fintools/shared/finance/rule-input-error';
import { DEFAULT_TAX_YEAR, TAX_YEARS, type TaxYear } from '@fintools/shared/data/tax-years';
import {
  CESS_RATE,
  TAX_RATES_BY_YEAR,
  TAXPAYER_AGES,
  type RegimeRules,
  type SlabRate,
  type TaxpayerAge,
  type TaxRegime,
} from './tax-regimes';

export type { TaxRegime, TaxpayerAge } from './tax-regimes';
export { TAXPAYER_AGES } from './tax-regimes';

/** The regimes `calculateTax` knows. */
export const TAX_REGIMES: readonly TaxRegime[] = ['old', 'new'];

/**
 * The domain of a salary or a deduction: any amount from ₹0 to MAX_AMOUNT, paise allowed (read to
 * 10⁻⁸ rupee). -0, NaN and ±Infinity are refused.
 */
export const TAX_AMOUNT_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT };

export interface TaxInput {
  /** Total salary for the year, in rupees. */
  salary: number;
  /** Total deduction for the year, in rupees (standard deduction, 80C, … as the visitor sums them). */
  deduction: number;
  /**
   * The taxpayer's age, for the old regime's senior-citizen slabs; 'below-60' when absent. The new
   * regime has the same slabs at every age and ignores it.
   */
  age?: TaxpayerAge;
  /** The tax year whose rates apply (a row of `TAX_RATES_BY_YEAR`); the default year when absent. */
  year?: TaxYear;
}

/** One slab of the rate table and the part of the income that falls in it. */
export interface TaxSlab {
  /** Income at which the slab starts (exclusive), in rupees. */
  from: number;
  /** Income at which the slab ends (inclusive); null for the top slab. */
  to: number | null;
  /** Rate in percent (5 means 5%). */
  rate: number;
  /** The part of the taxable income that falls in this slab. 0 for slabs above the income. */
  taxableInSlab: number;
  /** `taxableInSlab` × `rate`. */
  tax: number;
}

export interface TaxResult {
  regime: TaxRegime;
  /** The salary the tax was worked out on, as given. */
  salary: number;
  /** The taxpayer's age the slabs followed ('below-60' when none was given). */
  age: TaxpayerAge;
  /** The tax year whose rates applied (the default year when none was given); screens name its sections. */
  year: TaxYear;
  /** max(0, salary − deduction). */
  taxableIncome: number;
  /** Every slab of the regime, lowest first, including slabs the income does not reach. */
  slabs: TaxSlab[];
  /** Sum of the slabs' tax, before any rebate. */
  slabTax: number;
  /**
   * Everything section 87A takes off the slab tax: the full rebate when the income is within the
   * limit, or, in the new regime just above ₹12,00,000, the marginal relief of its proviso
   * (also reported alone in `rebate87AMarginalRelief`). Always `slabTax − taxAfter87A`.
   */
  rebate87A: number;
  /** The part of `rebate87A` given as marginal relief above the new regime's ₹12,00,000 limit; else 0. */
  rebate87AMarginalRelief: number;
  /** Slab tax after the 87A rebate: the "Tax after 87A" line of the tax screens. */
  taxAfter87A: number;
  /** Surcharge after marginal relief. */
  surcharge: number;
  /** Surcharge rate of the income's band, in percent (0, 10, 15, 25 or 37). */
  surchargeRate: number;
  /** How much marginal relief took off the surcharge at `surchargeRate`; 0 when none. */
  surchargeMarginalRelief: number;
  /** Health and education cess: 4% of (taxAfter87A + surcharge), rounded up to the rupee. */
  cess: number;
  /** taxAfter87A + surcharge + cess, rounded up to the rupee. */
  totalTax: number;
  /** totalTax as a percent of taxable income (0 when the income is 0). Not rounded. */
  effectiveRate: number;
  /** The four result lines in whole rupees, rounded so that they add up to `totalTax`. */
  roundedLines: TaxLines;
}

/**
 * Tax after 87A, Surcharge, Cess and Total Tax as a visitor reads them: whole rupees with
 * `taxAfter87A + surcharge + cess === totalTax` always, while the total keeps the rule of the law and the
 * spec (tax plus surcharge plus cess, rounded up). Rounding each line on its own would not add up: on
 * ₹5,00,001 (old regime) the tax is ₹12,500.20, the cess ₹501 and the total ₹13,002, so a tax line of
 * ₹12,500 leaves the visitor a rupee short.
 */
export interface TaxLines {
  /** Tax after 87A rounded up to the rupee. */
  taxAfter87A: number;
  /**
   * Tax plus surcharge rounded up to the rupee, less the tax line: the surcharge rounded down or up, so
   * that the two lines together hold tax plus surcharge rounded up. 0 whenever there is no surcharge.
   */
  surcharge: number;
  /** The cess, already whole rupees: 4% of tax plus surcharge, rounded up. */
  cess: number;
  /** The total: the sum of the three lines above. */
  totalTax: number;
}

/**
 * Income tax for one regime, with every step a tax screen or a curious visitor may want to see.
 *
 * The law, for financial year 2025-26:
 * - Old regime slabs: First Schedule to the Finance Act, 2025, Part III, Paragraph A — nil up to
 *   ₹2,50,000, 5% to ₹5,00,000, 20% to ₹10,00,000, 30% above. By its provisos a resident aged 60 to 79
 *   pays nil up to ₹3,00,000, and one aged 80 or more nil up to ₹5,00,000 (`input.age`).
 * - New regime slabs: section 115BAC(1A) of the Income-tax Act, as substituted by the Finance Act, 2025
 *   — nil up to ₹4,00,000, then 5%, 10%, 15%, 20%, 25% for each further ₹4,00,000, 30% above ₹24,00,000.
 * - Rebate, section 87A: old regime, the whole tax up to ₹12,500 when income ≤ ₹5,00,000 (one rupee
 *   more and there is no rebate at all); new regime, up to ₹60,000 when income ≤ ₹12,00,000, and by its
 *   proviso (Finance Act, 2025) above that the tax is the lower of the slab tax and the income above
 *   ₹12,00,000. That relief runs out at about ₹12,70,588.
 * - Surcharge, First Schedule: 10% above ₹50 lakh, 15% above ₹1 crore, 25% above ₹2 crore, 37% above
 *   ₹5 crore (old regime only: the new regime stops at 25%). Marginal relief at each threshold: tax plus
 *   surcharge never exceeds the tax plus surcharge at that threshold plus the income above it.
 * - Health and education cess, section 2 of the Finance Act, 2025: 4% of tax plus surcharge.
 *
 * Part III of that First Schedule holds the rates for the year's salary TDS and advance tax; the next
 * Finance Act restates them in Part I for the assessment, so the year's tax is the same.
 *
 * Domain: `regime` is 'old' or 'new'; salary and deduction are amounts in TAX_AMOUNT_DOMAIN (₹0 to
 * MAX_AMOUNT, paise allowed); `age`, when given, one of TAXPAYER_AGES. Anything else (negative, -0, NaN,
 * Infinity, above MAX_AMOUNT, another regime or age) throws a RuleInputError: the tax validator never lets one through, so it is a programmer error.
 *
 * @example
 * // Just above the new regime's 87A limit: slab tax 61,500, but only the income above ₹12,00,000 is due.
 * const result = calculateTax('new', { salary: 1_285_000, deduction: 75_000 });
 * result.taxableIncome; // 1210000
 * result.slabTax; // 61500
 * result.rebate87A; // 51500 (all of it marginal relief)
 * result.taxAfter87A; // 10000
 * result.cess; // 400
 * result.totalTax; // 10400
 * @example
 * // Old regime at ₹51 lakh: marginal relief holds tax plus surcharge to the ₹13,12,500 due at ₹50 lakh
 * // plus the ₹1,00,000 earned above it.
 * const old = calculateTax('old', { salary: 5_100_000, deduction: 0 });
 * old.taxAfter87A; // 1342500
 * old.surchargeRate; // 10
 * old.surcharge; // 70000 (134,250 at 10%, less 64,250 of marginal relief)
 * old.surchargeMarginalRelief; // 64250
 * old.cess; // 56500
 * old.totalTax; // 1469000
 * @example
 * // Lines that add up: old regime at ₹5,00,001 (no rebate at all above ₹5,00,000).
 * const cliff = calculateTax('old', { salary: 500_001, deduction: 0 });
 * cliff.taxAfter87A; // 12500.2
 * cliff.roundedLines; // { taxAfter87A: 12501, surcharge: 0, cess: 501, totalTax: 13002 }
 * @example
 * // A senior citizen: nil to ₹3,00,000, 5% to ₹5,00,000 (10,000), 20% of ₹3,00,000 (60,000), 4% cess.
 * calculateTax('old', { salary: 800_000, deduction: 0, age: '60-to-79' }).totalTax; // 72800
 * calculateTax('old', { salary: 800_000, deduction: 0, age: '80-and-above' }).totalTax; // 62400
 */
export function calculateTax(regime: TaxRegime, input: TaxInput): TaxResult {
  requireChoice('calculateTax', 'regime', regime, TAX_REGIMES);
  requireNumberIn('calculateTax', 'salary', input.salary, TAX_AMOUNT_DOMAIN);
  requireNumberIn('calculateTax', 'deduction', input.deduction, TAX_AMOUNT_DOMAIN);
  const age = requireChoice('calculateTax', 'age', input.age ?? 'below-60', TAXPAYER_AGES);
  const year = requireChoice('calculateTax', 'year', input.year ?? DEFAULT_TAX_YEAR, TAX_YEARS);
  const rules = regime === 'old' ? RULES_IN_UNITS[year].old[age] : RULES_IN_UNITS[year].new;
  const income = maxUnits(0n, toUnits(input.salary) - toUnits(input.deduction));

  const slabs = rules.slabs.map((slab) => {
    const inSlab = unitsInSlab(slab, income);
    const { from, to, rate } = slab.source;
    return { from, to, rate, taxableInSlab: toRupees(inSlab), tax: toRupees(percentOf(inSlab, slab.rate)) };
  });
  const { slabTax, taxAfter87A } = taxAfterRebate(rules, income);
  const rebate87A = slabTax - taxAfter87A;

  const band = surchargeBand(rules, income);
  const taxAndSurcharge = taxWithSurchargeAfterRelief(rules, income);
  const surcharge = taxAndSurcharge - taxAfter87A;
  const cess = ceilToRupee(percentOf(taxAndSurcharge, CESS_RATE));
  const totalTax = ceilToRupee(taxAndSurcharge + cess);
  // The cess is whole rupees, so totalTax = ceil(tax + surcharge) + cess exactly: a tax line rounded up
  // and a surcharge line holding the rest of ceil(tax + surcharge) add up with the cess to the total.
  const taxLine = ceilToRupee(taxAfter87A);
  const surchargeLine = ceilToRupee(taxAndSurcharge) - taxLine;

  const taxableIncome = toRupees(income);
  return {
    regime,
    salary: input.salary,
    age,
    year,
    taxableIncome,
    slabs,
    slabTax: toRupees(slabTax),
    rebate87A: toRupees(rebate87A),
    rebate87AMarginalRelief: income > rules.rebateIncomeLimit ? toRupees(rebate87A) : 0,
    taxAfter87A: toRupees(taxAfter87A),
    surcharge: toRupees(surcharge),
    surchargeRate: band ? Number(band.rate) : 0,
    surchargeMarginalRelief: band ? toRupees(percentOf(taxAfter87A, band.rate) - surcharge) : 0,
    cess: toRupees(cess),
    totalTax: toRupees(totalTax),
    effectiveRate: taxableIncome > 0 ? (toRupees(totalTax) / taxableIncome) * 100 : 0,
    roundedLines: {
      taxAfter87A: toRupees(taxLine),
      surcharge: toRupees(surchargeLine),
      cess: toRupees(cess),
      totalTax: toRupees(totalTax),
    },
  };
}

/**
 * Which regime costs less, and by how much; `saving` is 0 when `cheaper` is 'equal', or
 * 'different-salaries': two totals on different salaries say nothing about the regimes, so there is no verdict.
 */
export type RegimeComparison =
  | { cheaper: TaxRegime; saving: number }
  | { cheaper: 'equal'; saving: 0 }
  | { cheaper: 'different-salaries'; saving: 0 };

/**
 * Compares the total tax (with cess) of the two regimes for the same visitor: the same salary in both.
 * When the salaries differ the comparison is 'different-salaries' and names no regime (old ₹10,00,000
 * against new ₹20,00,000 would otherwise call the old regime cheaper by the tax on ₹10,00,000 more).
 * Domain: an old-regime result then a new-regime one; a swapped pair would name the wrong regime as
 * cheaper, so it throws a RuleInputError ('unknown-choice').
 *
 * @example
 * compareRegimes(
 *   calculateTax('old', { salary: 1_500_000, deduction: 0 }), // total 2,73,000
 *   calculateTax('new', { salary: 1_500_000, deduction: 0 }), // total 1,09,200
 * ); // { cheaper: 'new', saving: 163800 }
 * @example
 * compareRegimes(
 *   calculateTax('old', { salary: 1_000_000, deduction: 50_000 }),
 *   calculateTax('new', { salary: 2_000_000, deduction: 0 }),
 * ); // { cheaper: 'different-salaries', saving: 0 }
 */
export function compareRegimes(oldResult: TaxResult, newResult: TaxResult): RegimeComparison {
  requireChoice('compareRegimes', 'oldResult.regime', oldResult.regime, ['old']);
  requireChoice('compareRegimes', 'newResult.regime', newResult.regime, ['new']);
  if (oldResult.salary !== newResult.salary) return { cheaper: 'different-salaries', saving: 0 };
  const difference = oldResult.totalTax - newResult.totalTax;
  if (difference === 0) return { cheaper: 'equal', saving: 0 };
  return difference > 0 ? { cheaper: 'new', saving: difference } : { cheaper: 'old', saving: -difference };
}

interface RulesInUnits {
  slabs: readonly { from: bigint; to: bigint | null; rate: bigint; source: SlabRate }[];
  rebateIncomeLimit: bigint;
  maxRebate: bigint;
  marginalReliefAboveLimit: boolean;
  surcharge: readonly { over: bigint; rate: bigint }[];
}

function inUnits(rules: RegimeRules, slabs: readonly SlabRate[] = rules.slabs): RulesInUnits {
  return {
    slabs: slabs.map((slab) => ({
      from: rupees(slab.from),
      to: slab.to === null ? null : rupees(slab.to),
      rate: BigInt(slab.rate),
      source: slab,
    })),
    rebateIncomeLimit: rupees(rules.rebate87A.incomeLimit),
    maxRebate: rupees(rules.rebate87A.maxRebate),
    marginalReliefAboveLimit: rules.rebate87A.marginalReliefAboveLimit,
    surcharge: rules.surcharge.map((band) => ({ over: rupees(band.over), rate: BigInt(band.rate) })),
  };
}

function unitsInSlab(slab: RulesInUnits['slabs'][number], income: bigint): bigint {
  const top = slab.to === null ? income : minUnits(income, slab.to);
  return maxUnits(0n, top - slab.from);
}

function taxAfterRebate(rules: RulesInUnits, income: bigint): { slabTax: bigint; taxAfter87A: bigint } {
  let slabTax = 0n;
  for (const slab of rules.slabs) slabTax += percentOf(unitsInSlab(slab, income), slab.rate);
  if (income <= rules.rebateIncomeLimit) {
    return { slabTax, taxAfter87A: slabTax - minUnits(slabTax, rules.maxRebate) };
  }
  if (!rules.marginalReliefAboveLimit) return { slabTax, taxAfter87A: slabTax };
  return { slabTax, taxAfter87A: minUnits(slabTax, income - rules.rebateIncomeLimit) };
}

function surchargeBand(rules: RulesInUnits, income: bigint): RulesInUnits['surcharge'][number] | undefined {
  let band: RulesInUnits['surcharge'][number] | undefined;
  for (const candidate of rules.surcharge) if (income > candidate.over) band = candidate;
  return band;
}

/**
 * Tax plus surcharge with marginal relief. The amount at the threshold is itself computed with relief,
 * so the function is continuous and never falls as income rises, across every threshold.
 */
function taxWithSurchargeAfterRelief(rules: RulesInUnits, income: bigint): bigint {
  const tax = taxAfterRebate(rules, income).taxAfter87A;
  const band = surchargeBand(rules, income);
  if (!band) return tax;
  const ceiling = taxWithSurchargeAfterRelief(rules, band.over) + (income - band.over);
  return minUnits(tax + percentOf(tax, band.rate), ceiling);
}

/*
 * The arithmetic runs in BigInt units of 10⁻⁸ rupee. Every rate is a whole percent, so for whole-rupee
 * incomes each step (slab tax, 87A, surcharge at 37% of a tax with paise, 4% cess) divides exactly, and
 * "rounded up" cannot gain or lose a rupee to binary floating point, at any income up to MAX_AMOUNT.
 * Doubles cannot promise that: at ₹17,46,167 (old regime) the tax is 3,36,350.10 and 4% of it is
 * 13,454.004, so the cess is 13,455; doubles snapped to paise give 13,454, unsnapped ones gain a rupee
 * elsewhere from noise such as 52,500.000000000004. An income with paise is read to 10⁻⁸ rupee.
 */
const UNITS_PER_RUPEE = 100_000_000n;

/** Whole rupees from the rate tables. */
function rupees(amount: number): bigint {
  return BigInt(amount) * UNITS_PER_RUPEE;
}

/** Each year's rates in units, read once: the new regime's, and the old regime's for each age. */
const RULES_IN_UNITS = Object.fromEntries(
  TAX_YEARS.map((year) => {
    const { regimes, oldSlabsByAge } = TAX_RATES_BY_YEAR[year];
    const old = Object.fromEntries(TAXPAYER_AGES.map((age) => [age, inUnits(regimes.old, oldSlabsByAge[age])]));
    return [year, { new: inUnits(regimes.new), old: old as Record<TaxpayerAge, RulesInUnits> }];
  }),
) as Record<TaxYear, { new: RulesInUnits; old: Record<TaxpayerAge, RulesInUnits> }>;

/** Any amount within MAX_AMOUNT, paise and all: the whole part is exact, the fraction to 10⁻⁸. */
function toUnits(amount: number): bigint {
  const whole = Math.trunc(amount);
  return BigInt(whole) * UNITS_PER_RUPEE + BigInt(Math.round((amount - whole) * 1e8));
}

function toRupees(units: bigint): number {
  return Number(units / UNITS_PER_RUPEE) + Number(units % UNITS_PER_RUPEE) / 1e8;
}

/** `units × percent / 100`, rounded down to the unit. */
function percentOf(units: bigint, percent: bigint): bigint {
  return (units * percent) / 100n;
}

function ceilToRupee(units: bigint): bigint {
  return ((units + UNITS_PER_RUPEE - 1n) / UNITS_PER_RUPEE) * UNITS_PER_RUPEE;
}

function minUnits(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function maxUnits(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
