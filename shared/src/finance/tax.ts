/**
 * Income tax of a resident individual below 60 on salary income, financial year 2025-26 (assessment
 * year 2026-27), under the Income-tax Act, 1961 as amended by the Finance Act, 2025, in the old and the
 * new (section 115BAC) regime. Taxable income is salary minus the visitor's total deduction (docs/product.md §9);
 * no standard deduction is added on top, because the spec's "total deduction" field already holds it.
 *
 * Amounts are rupees as plain numbers. Slab tax and surcharge keep their paise (docs/product.md §9 rounds nothing
 * else); only the cess and the total are rounded up to the rupee. Screens show all four in whole rupees.
 */

import { MAX_AMOUNT } from './limits';
import {
  CESS_RATE,
  TAX_REGIME_RULES as RULES,
  type RegimeRules,
  type SlabRate,
  type TaxRegime,
} from '../data/tax-regimes';

export type { TaxRegime } from '../data/tax-regimes';

export interface TaxInput {
  /** Total salary for the year, in rupees. */
  salary: number;
  /** Total deduction for the year, in rupees (standard deduction, 80C, … as the visitor sums them). */
  deduction: number;
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
}

/**
 * Income tax for one regime, with every step a tax screen or a curious visitor may want to see.
 *
 * The law, for financial year 2025-26:
 * - Old regime slabs: First Schedule to the Finance Act, 2025, Part III, Paragraph A — nil up to
 *   ₹2,50,000, 5% to ₹5,00,000, 20% to ₹10,00,000, 30% above.
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
 * Throws a RangeError for a salary or deduction that is negative, not finite or above MAX_AMOUNT: the
 * tax validator never lets one through, so it is a programmer error.
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
 */
export function calculateTax(regime: TaxRegime, input: TaxInput): TaxResult {
  assertAmount('salary', input.salary);
  assertAmount('deduction', input.deduction);
  const rules = RULES_IN_UNITS[regime];
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

  const taxableIncome = toRupees(income);
  return {
    regime,
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
  };
}

/** Which regime costs less, and by how much; `saving` is 0 exactly when `cheaper` is 'equal'. */
export type RegimeComparison = { cheaper: TaxRegime; saving: number } | { cheaper: 'equal'; saving: 0 };

/**
 * Compares the total tax (with cess) of the two regimes for the same visitor. Throws a TypeError when the
 * results are passed in the wrong order, since a swapped pair would name the wrong regime as cheaper.
 *
 * @example
 * compareRegimes(
 *   calculateTax('old', { salary: 1_500_000, deduction: 0 }), // total 2,73,000
 *   calculateTax('new', { salary: 1_500_000, deduction: 0 }), // total 1,09,200
 * ); // { cheaper: 'new', saving: 163800 }
 */
export function compareRegimes(oldResult: TaxResult, newResult: TaxResult): RegimeComparison {
  if (oldResult.regime !== 'old' || newResult.regime !== 'new') {
    throw new TypeError(`compareRegimes needs (old, new) results, got (${oldResult.regime}, ${newResult.regime})`);
  }
  const difference = oldResult.totalTax - newResult.totalTax;
  if (difference === 0) return { cheaper: 'equal', saving: 0 };
  return difference > 0 ? { cheaper: 'new', saving: difference } : { cheaper: 'old', saving: -difference };
}

function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > MAX_AMOUNT) {
    throw new RangeError(`calculateTax needs a ${name} from 0 to ${MAX_AMOUNT}, got ${value}`);
  }
}

interface RulesInUnits {
  slabs: readonly { from: bigint; to: bigint | null; rate: bigint; source: SlabRate }[];
  rebateIncomeLimit: bigint;
  maxRebate: bigint;
  marginalReliefAboveLimit: boolean;
  surcharge: readonly { over: bigint; rate: bigint }[];
}

function inUnits(rules: RegimeRules): RulesInUnits {
  return {
    slabs: rules.slabs.map((slab) => ({
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

const RULES_IN_UNITS: Record<TaxRegime, RulesInUnits> = { old: inUnits(RULES.old), new: inUnits(RULES.new) };

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
