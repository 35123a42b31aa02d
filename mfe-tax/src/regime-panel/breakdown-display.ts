import { provisionName } from '@fintools/shared/data/law-sections';
import { TAX_YEAR_ACT, type TaxYear } from '@fintools/shared/data/tax-years';
import type { TaxResult, TaxSlab } from '../income-tax/tax';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';

/*
 * What "Show breakdown" lists: every step from taxable income to total tax, words and formatting only.
 * The working (slab tax, rebate, relief) keeps its paise, so each step can be followed; the four result
 * lines are the whole rupees the results show, each saying how the rule rounded it.
 */

/** An amount of the working: whole rupees as "₹61,500", with paise as "₹12,500.20". */
function exactRupees(amount: number): string {
  return Number.isInteger(amount) ? formatInr(amount) : formatInr(amount, { decimals: 2 });
}

/** An amount taken off: "-₹51,500" ("₹0" when nothing is). */
function minusRupees(amount: number): string {
  return amount === 0 ? formatInr(0) : `-${exactRupees(amount)}`;
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
  /** How a result line is rounded, shown under it. */
  rounding?: string;
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

/**
 * Where the new regime's marginal relief on the rebate sits in a year's Act: section 156(2)(b) of the
 * Income-tax Act, 2025, the proviso to section 87A of the 1961 Act.
 */
function marginalReliefProvision(year: TaxYear): string {
  return TAX_YEAR_ACT[year] === 2025 ? 'section 156(2)(b) (87A proviso)' : 'section 87A proviso (156(2)(b))';
}

/**
 * Every step from taxable income to total tax, as the "Show breakdown" disclosure lists them. The four
 * result lines are the whole rupees the results show, each saying how it is rounded, so the breakdown
 * adds up to the Total Tax above it.
 */
export function describeBreakdown(result: TaxResult): Breakdown {
  const shown = result.roundedLines;
  const lines: BreakdownLine[] = [
    { label: 'Tax on slabs', value: exactRupees(result.slabTax) },
    { label: `Rebate under section ${provisionName(result.year, '87A')}`, value: minusRupees(result.rebate87A) },
  ];
  // The new regime's 87A proviso (Finance Act, 2025), section 156(2)(b) of the 2025 Act; the old regime
  // has no marginal relief on the rebate. "Tax after 87A" keeps its name: it is a promised result term.
  if (result.regime === 'new') {
    lines.push({
      label: `Of which marginal relief (${marginalReliefProvision(result.year)})`,
      value: exactRupees(result.rebate87AMarginalRelief),
    });
  }
  lines.push(
    {
      label: 'Tax after 87A',
      value: formatInr(shown.taxAfter87A),
      rounding: Number.isInteger(result.taxAfter87A)
        ? 'Rounded up to the rupee'
        : `${exactRupees(result.taxAfter87A)} rounded up to the rupee`,
    },
    { label: 'Surcharge rate', value: formatPercent(result.surchargeRate) },
    { label: 'Marginal relief on surcharge', value: minusRupees(result.surchargeMarginalRelief) },
    {
      label: 'Surcharge',
      value: formatInr(shown.surcharge),
      rounding:
        result.surchargeRate === 0
          ? 'No surcharge at this income'
          : `Tax plus surcharge rounded up to the rupee, less the tax line${
              Number.isInteger(result.surcharge) ? '' : ` (${exactRupees(result.surcharge)} before rounding)`
            }`,
    },
    {
      label: 'Health and education cess',
      value: formatInr(shown.cess),
      rounding: '4% of tax plus surcharge, rounded up to the rupee',
    },
    {
      label: 'Total tax',
      value: formatInr(shown.totalTax),
      rounding: 'Tax after 87A + Surcharge + Cess',
      total: true,
    },
    { label: 'Effective rate (total tax ÷ taxable income)', value: formatPercent(result.effectiveRate) },
  );
  return {
    taxableIncome: exactRupees(result.taxableIncome),
    slabs: result.slabs.map((slab) => ({
      range: slabRange(slab),
      rate: formatPercent(slab.rate),
      tax: exactRupees(slab.tax),
    })),
    lines,
  };
}
