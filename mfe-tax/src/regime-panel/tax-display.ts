import type { RegimeComparison, TaxRegime, TaxResult, TaxSlab } from '@fintools/shared/finance/tax';
import { formatInr, formatNumberIn, formatPercent } from '@fintools/shared/format/indian-number';
import type { ResultItem } from '@fintools/shared/ui/result-list';

/*
 * What the tax screens say about a TaxResult: words and formatting only. Every number comes from
 * `calculateTax` or `compareRegimes` in @fintools/shared; nothing here decides a tax rule. Amounts show
 * in whole rupees (docs/contracts.md): the rule keeps paise in the slab tax and surcharge, formatInr rounds them.
 */

/** The regime headings of the comparison screen (docs/contracts.md "Testable markup"). */
export const REGIME_HEADINGS: Readonly<Record<TaxRegime, string>> = {
  old: 'Old Regime',
  new: 'New Regime (2025-2026)',
};

/** The Total Tax value after a calculation whose total is 0 (docs/product.md §2 and §4), shown in red. */
export const NO_TAX = 'NO TAX (0)';

/** An amount taken off: "-₹51,500" ("₹0" when nothing is). */
function minusRupees(amount: number): string {
  return formatInr(-amount);
}

/**
 * The four results of docs/product.md §3 (Tax after 87A, Surcharge, Cess, Total Tax). Before the first calculation
 * each shows ₹0, "the total shows its number"; after one whose total is 0 the total reads NO TAX (0).
 */
export function taxResultItems(result: TaxResult | null): ResultItem[] {
  const total: ResultItem =
    result !== null && result.totalTax === 0
      ? { label: 'Total Tax', value: NO_TAX, tone: 'danger' }
      : { label: 'Total Tax', value: formatInr(result?.totalTax ?? 0) };
  return [
    { label: 'Tax after 87A', value: formatInr(result?.taxAfter87A ?? 0) },
    { label: 'Surcharge', value: formatInr(result?.surcharge ?? 0) },
    { label: 'Cess', value: formatInr(result?.cess ?? 0) },
    total,
  ];
}

/**
 * What a screen reader hears when a regime's result changes; nothing before the first calculation.
 * Worded apart from the visible list ("rupees", not "₹1,09,200"; no "Total Tax"), so a search of the
 * page for a result's text finds the result itself, not this hidden sentence too.
 * @example taxAnnouncement('new', calculateTax('new', { salary: 1_500_000, deduction: 0 }))
 * // "Tax payable under the new regime: 1,09,200 rupees."
 */
export function taxAnnouncement(regime: TaxRegime, result: TaxResult | null): string {
  if (result === null) return '';
  const amount = result.totalTax === 0 ? 'nothing' : `${formatNumberIn(result.totalTax)} rupees`;
  return `Tax payable under the ${regime} regime: ${amount}.`;
}

/**
 * The comparison's verdict, from `compareRegimes`.
 * @example describeComparison({ cheaper: 'new', saving: 163800 }) // "The new regime costs ₹1,63,800 less."
 */
export function describeComparison(comparison: RegimeComparison): string {
  if (comparison.cheaper === 'equal') return 'Both regimes cost the same.';
  return `The ${comparison.cheaper} regime costs ${formatInr(comparison.saving)} less.`;
}

export interface BreakdownSlab {
  /** "Up to ₹2,50,000", "₹2,50,000 – ₹5,00,000", "Above ₹10,00,000". */
  range: string;
  rate: string;
  tax: string;
}

export interface BreakdownLine {
  label: string;
  value: string;
  /** The line the others add up to. */
  total?: true;
}

export interface Breakdown {
  taxableIncome: string;
  slabs: BreakdownSlab[];
  lines: BreakdownLine[];
}

function slabRange(slab: TaxSlab): string {
  if (slab.to === null) return `Above ${formatInr(slab.from)}`;
  if (slab.from === 0) return `Up to ${formatInr(slab.to)}`;
  return `${formatInr(slab.from)} – ${formatInr(slab.to)}`;
}

/** Every step from taxable income to total tax, as the "Show breakdown" disclosure lists them. */
export function describeBreakdown(result: TaxResult): Breakdown {
  const lines: BreakdownLine[] = [
    { label: 'Tax on slabs', value: formatInr(result.slabTax) },
    { label: 'Rebate under section 87A', value: minusRupees(result.rebate87A) },
  ];
  // The new regime's 87A proviso (Finance Act, 2025); the old regime has no marginal relief under 87A.
  if (result.regime === 'new') {
    lines.push({
      label: 'Of which marginal relief (section 87A proviso)',
      value: formatInr(result.rebate87AMarginalRelief),
    });
  }
  lines.push(
    { label: 'Tax after 87A', value: formatInr(result.taxAfter87A) },
    { label: 'Surcharge rate', value: formatPercent(result.surchargeRate) },
    { label: 'Marginal relief on surcharge', value: minusRupees(result.surchargeMarginalRelief) },
    { label: 'Surcharge', value: formatInr(result.surcharge) },
    { label: 'Health and education cess', value: formatInr(result.cess) },
    { label: 'Total tax', value: formatInr(result.totalTax), total: true },
    { label: 'Effective rate (total tax ÷ taxable income)', value: formatPercent(result.effectiveRate) },
  );
  return {
    taxableIncome: formatInr(result.taxableIncome),
    slabs: result.slabs.map((slab) => ({
      range: slabRange(slab),
      rate: formatPercent(slab.rate),
      tax: formatInr(slab.tax),
    })),
    lines,
  };
}
