import type { TaxRegime, TaxResult } from '../income-tax/tax';
import { formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import type { ResultItem } from '@fintools/shared/ui/result-list';

/*
 * What a regime panel says about a TaxResult: words and formatting only. Every number comes from
 * `calculateTax` in @fintools/shared; nothing here decides a tax rule. The four results show in whole
 * rupees from `roundedLines`, which the rule rounds so that they add up to the total.
 */

/** The regime headings of the comparison screen (docs/contracts.md "Testable markup"). */
export const REGIME_HEADINGS: Readonly<Record<TaxRegime, string>> = {
  old: 'Old Regime',
  new: 'New Regime (2025-2026)',
};

/** The Total Tax value after a calculation whose total is 0 (docs/product.md §2 and §4), shown in red. */
export const NO_TAX = 'NO TAX (0)';

/**
 * The four results of docs/product.md §3 (Tax after 87A, Surcharge, Cess, Total Tax). Before the first calculation
 * each shows ₹0, "the total shows its number"; after one whose total is 0 the total reads NO TAX (0).
 */
export function taxResultItems(result: TaxResult | null, t: Translate = interpolate): ResultItem[] {
  const lines = result?.roundedLines;
  const total: ResultItem =
    lines?.totalTax === 0
      ? { label: 'Total Tax', value: t(NO_TAX), tone: 'danger' }
      : { label: 'Total Tax', value: formatInr(lines?.totalTax ?? 0) };
  return [
    { label: 'Tax after 87A', value: formatInr(lines?.taxAfter87A ?? 0) },
    { label: 'Surcharge', value: formatInr(lines?.surcharge ?? 0) },
    { label: 'Cess', value: formatInr(lines?.cess ?? 0) },
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
export function taxAnnouncement(regime: TaxRegime, result: TaxResult | null, t: Translate = interpolate): string {
  if (result === null) return '';
  const sentences = ANNOUNCEMENTS[regime];
  return result.totalTax === 0
    ? t(sentences.nothing)
    : t(sentences.amount, { amount: formatNumberIn(result.totalTax) });
}

/** Whole sentences a regime, so a language words each as it needs. */
const ANNOUNCEMENTS: Readonly<Record<TaxRegime, { nothing: string; amount: string }>> = {
  old: {
    nothing: 'Tax payable under the old regime: nothing.',
    amount: 'Tax payable under the old regime: {amount} rupees.',
  },
  new: {
    nothing: 'Tax payable under the new regime: nothing.',
    amount: 'Tax payable under the new regime: {amount} rupees.',
  },
};
