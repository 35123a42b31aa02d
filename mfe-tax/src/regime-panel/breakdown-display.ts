import { provisionName } from '@fintools/shared/data/law-sections';
import { TAX_YEAR_ACT, type TaxYear } from '@fintools/shared/data/tax-years';
import type { TaxResult, TaxSlab } from '../income-tax/tax';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';

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

function slabRange(slab: TaxSlab, t: Translate): string {
  if (slab.to === null) return t('Above {amount}', { amount: formatInr(slab.from) });
  if (slab.from === 0) return t('Up to {amount}', { amount: formatInr(slab.to) });
  return `${formatInr(slab.from)} – ${formatInr(slab.to)}`;
}

/**
 * The line of the new regime's marginal relief on the rebate, with where it sits in a year's Act: section
 * 156(2)(b) of the Income-tax Act, 2025, the proviso to section 87A of the 1961 Act. One message a year.
 */
function marginalReliefLabel(year: TaxYear): string {
  return TAX_YEAR_ACT[year] === 2025
    ? 'Of which marginal relief (section 156(2)(b) (87A proviso))'
    : 'Of which marginal relief (section 87A proviso (156(2)(b)))';
}

/**
 * Every step from taxable income to total tax, as the "Show breakdown" disclosure lists them. The four
 * result lines are the whole rupees the results show, each saying how it is rounded, so the breakdown
 * adds up to the Total Tax above it.
 */
export function describeBreakdown(result: TaxResult, t: Translate = interpolate): Breakdown {
  const shown = result.roundedLines;
  const lines: BreakdownLine[] = [
    { label: t('Tax on slabs'), value: exactRupees(result.slabTax) },
    {
      label: t('Rebate under section {section}', { section: provisionName(result.year, '87A') }),
      value: minusRupees(result.rebate87A),
    },
  ];
  // The new regime's 87A proviso (Finance Act, 2025), section 156(2)(b) of the 2025 Act; the old regime
  // has no marginal relief on the rebate. "Tax after 87A" keeps its name: it is a promised result term.
  if (result.regime === 'new') {
    lines.push({
      label: t(marginalReliefLabel(result.year)),
      value: exactRupees(result.rebate87AMarginalRelief),
    });
  }
  lines.push(
    {
      label: t('Tax after 87A'),
      value: formatInr(shown.taxAfter87A),
      rounding: Number.isInteger(result.taxAfter87A)
        ? t('Rounded up to the rupee')
        : t('{amount} rounded up to the rupee', { amount: exactRupees(result.taxAfter87A) }),
    },
    { label: t('Surcharge rate'), value: formatPercent(result.surchargeRate) },
    { label: t('Marginal relief on surcharge'), value: minusRupees(result.surchargeMarginalRelief) },
    {
      label: t('Surcharge'),
      value: formatInr(shown.surcharge),
      rounding:
        result.surchargeRate === 0
          ? t('No surcharge at this income')
          : Number.isInteger(result.surcharge)
            ? t('Tax plus surcharge rounded up to the rupee, less the tax line')
            : t('Tax plus surcharge rounded up to the rupee, less the tax line ({amount} before rounding)', {
                amount: exactRupees(result.surcharge),
              }),
    },
    {
      label: t('Health and education cess'),
      value: formatInr(shown.cess),
      rounding: t('4% of tax plus surcharge, rounded up to the rupee'),
    },
    {
      label: t('Total tax'),
      value: formatInr(shown.totalTax),
      rounding: t('Tax after 87A + Surcharge + Cess'),
      total: true,
    },
    { label: t('Effective rate (total tax ÷ taxable income)'), value: formatPercent(result.effectiveRate) },
  );
  return {
    taxableIncome: exactRupees(result.taxableIncome),
    slabs: result.slabs.map((slab) => ({
      range: slabRange(slab, t),
      rate: formatPercent(slab.rate),
      tax: exactRupees(slab.tax),
    })),
    lines,
  };
}
