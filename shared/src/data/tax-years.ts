/**
 * The years the tax tools work out, and the Act each is assessed under. Income earned from 1 April 2026 is
 * taxed under the Income-tax Act, 2025 (section 1(3): in force from 1 April 2026; section 3: "tax year"
 * replaces previous year and assessment year). Income of financial year 2025-26 is still assessed under the
 * Income-tax Act, 1961, and many people file for it in the months after. docs/tax.md lists each year's figures.
 */

/** A tax year as a link carries it (`year=2026-27`). */
export type TaxYear = '2026-27' | '2025-26';

/** The Act a year is assessed under, by its year of enactment. */
export type TaxAct = 1961 | 2025;

/** Newest first: the order the year control offers them. */
export const TAX_YEARS: readonly TaxYear[] = ['2026-27', '2025-26'];

/** The law in force today; a link without `year` means this year. */
export const DEFAULT_TAX_YEAR: TaxYear = '2026-27';

/** The year control's words for each year (docs/product.md "Tax year"). */
export const TAX_YEAR_LABELS: Readonly<Record<TaxYear, string>> = {
  '2026-27': 'Tax year 2026-27 (Income-tax Act, 2025)',
  '2025-26': 'FY 2025-26 (Income-tax Act, 1961)',
};

/** The year control's options, newest first: `{ value: '2026-27', label: 'Tax year 2026-27 (Income-tax Act, 2025)' }`. */
export const TAX_YEAR_OPTIONS: readonly { value: TaxYear; label: string }[] = TAX_YEARS.map((year) => ({
  value: year,
  label: TAX_YEAR_LABELS[year],
}));

/** The Act each year is assessed under. */
export const TAX_YEAR_ACT: Readonly<Record<TaxYear, TaxAct>> = { '2026-27': 2025, '2025-26': 1961 };

/** The query key a shared link keeps the year under. */
export const TAX_YEAR_QUERY_KEY = 'year';

/**
 * Narrows a select's or a link's text to a tax year.
 * @example isTaxYear('2025-26') // true
 * @example isTaxYear('2024-25') // false: no tool works that year out
 */
export function isTaxYear(value: string): value is TaxYear {
  return (TAX_YEARS as readonly string[]).includes(value);
}

/**
 * The year a link or a field asks for, or the default year for a link without one (or a year no tool
 * offers, such as a hand-edited `year=2019-20`), so an old link opens on today's law.
 * @example taxYearOrDefault('2025-26') // '2025-26'
 * @example taxYearOrDefault('') // '2026-27'
 */
export function taxYearOrDefault(value: string | undefined): TaxYear {
  const wanted = (value ?? '').trim();
  return isTaxYear(wanted) ? wanted : DEFAULT_TAX_YEAR;
}
