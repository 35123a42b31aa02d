/**
 * Tax on the gain from selling listed shares or equity funds, or land or a building, sold on or after
 * 23 July 2024 (Income-tax Act, 1961, sections 2(42A), 48, 111A, 112 and 112A as amended by the Finance
 * (No. 2) Act, 2024). The figures live in `data/capital-gains.ts`.
 */

import {
  CAPITAL_ASSETS,
  CAPITAL_GAINS_CESS_PERCENT,
  COST_INFLATION_INDEX,
  COST_INFLATION_INDEX_BASE_YEAR,
  DEBT_FUND_DEEMED_SHORT_TERM_FROM,
  EQUITY_LONG_TERM_EXEMPTION,
  EQUITY_LONG_TERM_RATE_PERCENT,
  EQUITY_SHORT_TERM_RATE_PERCENT,
  INDEXED_LONG_TERM_RATE_PERCENT,
  LONG_TERM_AFTER_MONTHS,
  LONG_TERM_RATE_PERCENT,
  NEW_CAPITAL_GAINS_RULES_FROM,
  type CapitalAsset,
} from './capital-gains-tables';
import { dayNumber, daysInMonth, type CalendarDate } from '@fintools/shared/format/dates';
import { requireCalendarDate } from '@fintools/shared/finance/calendar';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import {
  RuleInputError,
  requireChoice,
  requireNumberIn,
  type NumberDomain,
} from '@fintools/shared/finance/rule-input-error';

export type { CapitalAsset } from './capital-gains-tables';

export interface CapitalGainsInput {
  asset: CapitalAsset;
  boughtOn: CalendarDate;
  /** Whole rupees. */
  purchasePrice: number;
  soldOn: CalendarDate;
  /** Whole rupees. */
  salePrice: number;
  /** Brokerage, stamp duty, the agent's fee…: whole rupees. */
  expenses: number;
  /**
   * The fair market value on the day the law lets stand for the cost, whole rupees, or null/absent: on
   * 31 January 2018 for equity bought before 1 February 2018 (`GRANDFATHERED_EQUITY_BEFORE`), on 1 April
   * 2001 for land or a building bought before then (`PROPERTY_VALUE_DATE`). Ignored for other purchases.
   */
  fairValue?: number | null;
  /**
   * Land or a building bought before 1 April 2001: true when the visitor chose its value on that day as the
   * cost, which the law leaves "at the option of the assessee" (section 55(2)(b)(ii)); otherwise, or absent,
   * the price paid. Equity's grandfathering is not a choice (section 55(2)(ac)) and ignores it.
   */
  fairValueChosen?: boolean;
}

/**
 * Listed equity bought before 1 February 2018 is grandfathered: its cost is the higher of what was paid and
 * the lower of its fair market value on 31 January 2018 and the sale price (section 112A(2) read with
 * section 55(2)(ac), Finance Act 2018), so the gain up to 31 January 2018 stays untaxed.
 */
export const GRANDFATHERED_EQUITY_BEFORE: CalendarDate = { year: 2018, month: 2, day: 1 };
/**
 * Land or a building bought before 1 April 2001 may take its fair market value on that day (not above
 * its stamp duty value then) as its cost (section 55(2)(b)(ii), as amended by the Finance Act 2020).
 */
export const PROPERTY_VALUE_DATE: CalendarDate = { year: 2001, month: 4, day: 1 };

/**
 * Whether the purchase date lets a fair market value stand for the cost: equity bought before 1 February
 * 2018, land or a building before 1 April 2001.
 * @example takesFairValue('equity', { year: 2017, month: 5, day: 1 }) // true
 * @example takesFairValue('property', { year: 2005, month: 5, day: 1 }) // false
 */
export function takesFairValue(asset: CapitalAsset, boughtOn: CalendarDate): boolean {
  if (asset === 'debt') return false;
  return compareDates(boughtOn, asset === 'equity' ? GRANDFATHERED_EQUITY_BEFORE : PROPERTY_VALUE_DATE) < 0;
}

/** How long the asset was held: whole years, then months, then days. */
export interface HoldingPeriod {
  years: number;
  months: number;
  days: number;
}

/** The option of section 112(1)'s proviso: 20% of the gain over the indexed cost. */
export interface IndexedGain {
  indexedCost: number;
  /** Sale price less expenses less indexed cost, at least 0. */
  taxableGain: number;
  tax: number;
}

export interface CapitalGainsResult {
  heldFor: HoldingPeriod;
  term: 'long' | 'short';
  /** A debt fund bought from 1 April 2023: short-term however long it was held (section 50AA). */
  deemedShortTerm: boolean;
  /** The cost the gain is worked from: the purchase price, or the fair value the law lets stand for it. */
  cost: number;
  /** Whether `cost` is not the purchase price (a fair value stands for it). */
  costFromFairValue: boolean;
  /** Sale price less cost less expenses; negative for a loss. */
  gain: number;
  /** The part of a long-term equity gain within ₹1,25,000 (section 112A); 0 otherwise. */
  exempt: number;
  /** The gain taxed at the rate without indexation (0 for a loss). */
  taxableGain: number;
  /**
   * Tax without indexation, rounded half up to the rupee; null for a short-term gain on land or a building,
   * which is added to income and taxed at the slab rate.
   */
  taxWithoutIndexation: number | null;
  /** The indexation option, when offered (land or building, long-term, bought before 23 July 2024, index notified). */
  indexation: IndexedGain | null;
  /** True when indexation would be offered but the sale year's index is not notified yet. */
  indexNotNotified: boolean;
  /** Whether the indexed tax is the lower one and applies. */
  indexationApplies: boolean;
  /** The tax that applies: the lower of the two when both are offered; null as for taxWithoutIndexation. */
  tax: number | null;
  /** 4% of the tax, rounded up to the rupee. */
  cess: number | null;
  totalTax: number | null;
}

/** Whole rupees from ₹0 to MAX_AMOUNT. */
export const CAPITAL_GAINS_AMOUNT_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT, integer: true };

/**
 * The capital gain and its tax.
 *
 * - Long-term when held more than 12 months (listed shares, equity funds) or 24 months (land, building),
 *   section 2(42A): bought 2024-06-15, sold 2025-06-15 is short-term, sold 2025-06-16 long-term.
 * - Listed equity: long-term gains 12.5% above ₹1,25,000 (section 112A; the exemption is for the year's
 *   gains together, so a second sale in the year may have less of it); short-term 20% (section 111A).
 * - Land or building: long-term 12.5% without indexation (section 112(1)); bought before 23 July 2024,
 *   also 20% over the indexed cost, cost × CII of the year of sale / CII of the year of purchase (section
 *   48), and the lower tax applies. Bought before 1 April 2001, the index of 2001-02 is used and the
 *   purchase price should be the value on 1 April 2001 (section 55(2)(b)). A sale year whose index is not
 *   notified gets no indexation (`indexNotNotified`). Short-term: taxed at the slab rate (tax null).
 * - The cost: listed equity bought before 1 February 2018 is grandfathered (section 112A(2), 55(2)(ac)):
 *   cost = max(price paid, min(value on 31 January 2018, sale price)); land or a building bought before
 *   1 April 2001 may take its value on that day when the visitor chooses it (`fairValueChosen`, section
 *   55(2)(b)(ii): "at the option of the assessee"). Without a `fairValue`, or not chosen, the price paid.
 * - Debt mutual funds: bought from 1 April 2023, the gain is short-term however long they were held
 *   (section 50AA) and taxed at the slab rate (tax null); bought earlier, long-term after 24 months at 12.5%
 *   without indexation (section 112(1)), short-term at the slab rate.
 * - Tax rounded half up to the rupee; cess 4% of it rounded up; total their sum.
 *
 * Domain: asset 'equity', 'property' or 'debt'; real calendar dates with soldOn on or after 23 July 2024 and not
 * before boughtOn; amounts in CAPITAL_GAINS_AMOUNT_DOMAIN. Anything else throws a RuleInputError.
 * @example
 * calculateCapitalGains({ asset: 'equity', boughtOn: { year: 2024, month: 1, day: 10 }, purchasePrice: 200_000,
 *   soldOn: { year: 2025, month: 6, day: 15 }, salePrice: 500_000, expenses: 0 });
 * // long-term, gain 3,00,000, exempt 1,25,000 → tax 21875, cess 875, totalTax 22750
 * @example
 * calculateCapitalGains({ asset: 'property', boughtOn: { year: 2005, month: 6, day: 1 }, purchasePrice: 1_000_000,
 *   soldOn: { year: 2025, month: 8, day: 1 }, salePrice: 6_000_000, expenses: 0 });
 * // without indexation 6,25,000; indexed cost 32,13,675 → tax 557265 applies, cess 22291, totalTax 579556
 */
export function calculateCapitalGains(input: CapitalGainsInput): CapitalGainsResult {
  const rule = 'calculateCapitalGains';
  const asset = requireChoice(rule, 'asset', input.asset, CAPITAL_ASSETS);
  const boughtOn = requireCalendarDate(rule, 'boughtOn', input.boughtOn);
  const soldOn = requireCalendarDate(rule, 'soldOn', input.soldOn);
  if (compareDates(soldOn, NEW_CAPITAL_GAINS_RULES_FROM) < 0) {
    throw new RuleInputError(rule, 'soldOn', 'out-of-range', 'a date from 2024-07-23', soldOn);
  }
  if (compareDates(soldOn, boughtOn) < 0) {
    throw new RuleInputError(rule, 'soldOn', 'out-of-range', 'a date not before boughtOn', soldOn);
  }
  for (const field of ['purchasePrice', 'salePrice', 'expenses'] as const) {
    requireNumberIn(rule, field, input[field], CAPITAL_GAINS_AMOUNT_DOMAIN);
  }
  const fairValue = input.fairValue ?? null;
  if (fairValue !== null) requireNumberIn(rule, 'fairValue', fairValue, CAPITAL_GAINS_AMOUNT_DOMAIN);
  const chosen = input.fairValueChosen ?? false;
  if (typeof chosen !== 'boolean')
    throw new RuleInputError(rule, 'fairValueChosen', 'unknown-choice', 'true or false', chosen);
  // The 1 April 2001 value counts only when chosen; the 31 January 2018 one always does.
  const usable = asset === 'equity' || chosen ? fairValue : null;
  const cost = costOfAcquisition(asset, boughtOn, input.purchasePrice, input.salePrice, usable);

  const heldFor = holdingPeriod(boughtOn, soldOn);
  const deemedShortTerm = asset === 'debt' && compareDates(boughtOn, DEBT_FUND_DEEMED_SHORT_TERM_FROM) >= 0;
  const heldLong = compareDates(soldOn, addMonths(boughtOn, LONG_TERM_AFTER_MONTHS[asset])) > 0;
  const term = heldLong && !deemedShortTerm ? 'long' : 'short';
  const proceeds = input.salePrice - input.expenses;
  const gain = proceeds - cost;
  const positiveGain = Math.max(0, gain);

  if (asset !== 'equity' && term === 'short') {
    return {
      heldFor,
      term,
      deemedShortTerm,
      cost,
      costFromFairValue: cost !== input.purchasePrice,
      gain,
      exempt: 0,
      taxableGain: positiveGain,
      taxWithoutIndexation: null,
      indexation: null,
      indexNotNotified: false,
      indexationApplies: false,
      tax: null,
      cess: null,
      totalTax: null,
    };
  }

  const exempt = asset === 'equity' && term === 'long' ? Math.min(positiveGain, EQUITY_LONG_TERM_EXEMPTION) : 0;
  const taxableGain = positiveGain - exempt;
  const rate =
    asset !== 'equity'
      ? LONG_TERM_RATE_PERCENT
      : term === 'long'
        ? EQUITY_LONG_TERM_RATE_PERCENT
        : EQUITY_SHORT_TERM_RATE_PERCENT;
  const taxWithoutIndexation = percentHalfUp(taxableGain, rate);

  const indexationOffered = asset === 'property' && compareDates(boughtOn, NEW_CAPITAL_GAINS_RULES_FROM) < 0;
  const saleIndex = COST_INFLATION_INDEX[financialYear(soldOn)];
  const purchaseIndex = COST_INFLATION_INDEX[Math.max(COST_INFLATION_INDEX_BASE_YEAR, financialYear(boughtOn))];
  let indexation: IndexedGain | null = null;
  if (indexationOffered && saleIndex !== undefined && purchaseIndex !== undefined) {
    const indexedCost = divideHalfUp(BigInt(cost) * BigInt(saleIndex), BigInt(purchaseIndex));
    const indexedGain = Math.max(0, proceeds - indexedCost);
    indexation = {
      indexedCost,
      taxableGain: indexedGain,
      tax: percentHalfUp(indexedGain, INDEXED_LONG_TERM_RATE_PERCENT),
    };
  }
  const indexationApplies = indexation !== null && indexation.tax < taxWithoutIndexation;
  const tax = indexationApplies && indexation ? indexation.tax : taxWithoutIndexation;
  const cess = Math.ceil((tax * CAPITAL_GAINS_CESS_PERCENT) / 100);
  return {
    heldFor,
    term,
    deemedShortTerm,
    cost,
    costFromFairValue: cost !== input.purchasePrice,
    gain,
    exempt,
    taxableGain,
    taxWithoutIndexation,
    indexation,
    indexNotNotified: indexationOffered && saleIndex === undefined,
    indexationApplies,
    tax,
    cess,
    totalTax: tax + cess,
  };
}

/**
 * The cost of acquisition: equity bought before 1 February 2018 with its 31 January 2018 value, the higher of
 * the price paid and the lower of that value and the sale price (section 55(2)(ac)); land or a building
 * bought before 1 April 2001 with its value on that day chosen, that value (section 55(2)(b)); else the price
 * paid. `fairValue` is null for a property value that was not chosen.
 */
function costOfAcquisition(
  asset: CapitalAsset,
  boughtOn: CalendarDate,
  purchasePrice: number,
  salePrice: number,
  fairValue: number | null,
): number {
  if (fairValue === null || !takesFairValue(asset, boughtOn)) return purchasePrice;
  return asset === 'equity' ? Math.max(purchasePrice, Math.min(fairValue, salePrice)) : fairValue;
}

/**
 * The financial year (April to March) a date falls in, by its first calendar year.
 * @example financialYear({ year: 2025, month: 3, day: 31 }) // 2024
 */
export function financialYear(date: CalendarDate): number {
  return date.month >= 4 ? date.year : date.year - 1;
}

/** A whole-rupee amount × a percent (12.5 or 20), rounded half up to the rupee, exactly. */
function percentHalfUp(amount: number, percent: number): number {
  return divideHalfUp(BigInt(amount) * BigInt(percent * 10), 1000n);
}

function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The same day `months` later, not clamped: 2024-01-31 plus one month is "2024-02-31", which compares
 * after every real day of February, so "held more than a month" starts on 1 March.
 */
function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.month - 1 + months;
  return { year: date.year + Math.floor(index / 12), month: (index % 12) + 1, day: date.day };
}

function holdingPeriod(from: CalendarDate, to: CalendarDate): HoldingPeriod {
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  if (to.day < from.day) months -= 1;
  const anniversary = addMonths(from, months);
  const day = Math.min(anniversary.day, daysInMonth(anniversary.year, anniversary.month));
  const days = dayNumber(to) - dayNumber({ ...anniversary, day });
  return { years: Math.floor(months / 12), months: months % 12, days };
}
