/**
 * Advance tax of a resident individual and the interest for paying it late, in tax year 2026-27 under the
 * Income-tax Act, 2025 or in FY 2025-26 under the Income-tax Act, 1961. docs/tax.md "Advance tax" lists the
 * sources.
 */

import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireCalendarDate } from '@fintools/shared/finance/calendar';
import { requireChoice, requireNumberIn, type NumberDomain } from '@fintools/shared/finance/rule-input-error';
import { TAX_YEARS, type TaxYear } from '@fintools/shared/data/tax-years';
import type { CalendarDate } from '@fintools/shared/format/dates';
import { calculateTax, TAX_REGIMES, TAXPAYER_AGES, type TaxpayerAge, type TaxRegime } from '../income-tax/tax';

/**
 * Advance tax is due only when the year's tax, after TDS and TCS, is this much or more: ₹10,000 (section 404
 * of the 2025 Act; section 208 of the 1961 Act).
 */
export const ADVANCE_TAX_THRESHOLD = 10_000;

/**
 * The four due dates (day and month; the first three in the tax year's first calendar year, 15 March in the
 * next) and the share of the year's advance tax due by each, in percent: section 408(1) of the 2025 Act,
 * section 211(1)(a) of the 1961 Act.
 */
export const ADVANCE_TAX_INSTALMENTS = [
  { day: 15, month: 6, duePercent: 15, safeHarbourPercent: 12, interestMonths: 3 },
  { day: 15, month: 9, duePercent: 45, safeHarbourPercent: 36, interestMonths: 3 },
  { day: 15, month: 12, duePercent: 75, safeHarbourPercent: null, interestMonths: 3 },
  { day: 15, month: 3, duePercent: 100, safeHarbourPercent: null, interestMonths: 1 },
] as const;

/**
 * Both interests run at 1 % a month: deferment for three months on each of the first three shortfalls and
 * one on the last (section 425(1) of the 2025 Act; section 234C(1)(a) of the 1961 Act); default for every
 * month or part of a month from 1 April after the year (section 424(1); section 234B(1)).
 */
export const INTEREST_PERCENT_A_MONTH = 1;

/** Default interest is due when the advance tax paid is less than this share of the assessed tax (424(1)(b), 234B(1)). */
export const ADVANCE_TAX_PAID_SHARE_PERCENT = 90;

/** Every amount that bears interest is a multiple of this, any part of it ignored (Rule 119A(c) of the 1962 Rules). */
export const INTEREST_BASE_STEP = 100;

/** The latest return the rule takes, in years after the tax year ends (31 March): 31 March five years on. */
export const MAX_FILING_YEARS_AFTER = 5;

/** Income, TDS and each instalment: whole rupees from ₹0 to MAX_AMOUNT. */
export const ADVANCE_TAX_AMOUNT_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT, integer: true };

/** The sections each year's Act gives these rules. */
export interface AdvanceTaxSections {
  /** Liability, and the exemption of a resident of 60 or more without business income: 403(3), 207(2). */
  liability: string;
  /** The ₹10,000 threshold: 404, 208. */
  threshold: string;
  /** The instalments and their due dates: 408, 211. */
  instalments: string;
  /** Interest for default in payment: 424, 234B. */
  defaultInterest: string;
  /** Interest for deferment of instalments: 425, 234C. */
  defermentInterest: string;
}

/** The sections of the Income-tax Act, 2025 and of the Income-tax Act, 1961, by the Act a year is assessed under. */
export const ADVANCE_TAX_SECTIONS: Readonly<Record<TaxYear, AdvanceTaxSections>> = {
  '2026-27': {
    liability: '403',
    threshold: '404',
    instalments: '408',
    defaultInterest: '424',
    defermentInterest: '425',
  },
  '2025-26': {
    liability: '207',
    threshold: '208',
    instalments: '211',
    defaultInterest: '234B',
    defermentInterest: '234C',
  },
};

export interface AdvanceTaxInput {
  year: TaxYear;
  regime: TaxRegime;
  age: TaxpayerAge;
  /** Income chargeable under "Profits and gains of business or profession". */
  businessIncome: boolean;
  /** Estimated total income after deductions, whole rupees. */
  totalIncome: number;
  /** TDS and TCS on the year's income, whole rupees. */
  tdsAndTcs: number;
  /** What was paid in each period: by 15 June, 16 June to 15 September, to 15 December, to 15 March. */
  paid: readonly [number, number, number, number];
  /** When the return was filed (and the tax still due paid): from 1 April after the year. */
  returnFiledOn: CalendarDate;
}

/** One due date of the table. */
export interface AdvanceTaxInstalment {
  dueBy: CalendarDate;
  /** The share of the advance tax due by then, in rupees, any paise ignored. */
  dueSoFar: number;
  /** The instalments paid by then. */
  paidSoFar: number;
  /** Due so far less paid so far, never below 0. */
  shortfall: number;
  /** Interest for deferment on the shortfall; 0 when the 12 % or 36 % paid by then meets the safe harbour. */
  interest: number;
}

/** Why no advance tax is due: below ₹10,000, or a resident of 60 or more with no business income. */
export type AdvanceTaxExemption = 'below-threshold' | 'senior-without-business';

export interface AdvanceTaxResult {
  /** Total Tax of `calculateTax` on the total income, in the regime, age and year chosen. */
  taxOnTotalIncome: number;
  /** Tax on total income less TDS and TCS, never below 0: the tax due on returned income, and the assessed tax. */
  advanceTaxPayable: number;
  /** Set when no advance tax is due; then there are no instalments and no interest. */
  exemption: AdvanceTaxExemption | null;
  /** The four due dates, or none when `exemption` is set. */
  instalments: AdvanceTaxInstalment[];
  /** The four instalments' interest together. */
  defermentInterest: number;
  /** The months of default interest: April after the year to the month of filing, a part month in full. */
  defaultMonths: number;
  /** The amount default interest runs on, a multiple of ₹100; 0 when 90 % or more was paid in advance. */
  defaultBase: number;
  defaultInterest: number;
  totalInterest: number;
  /** The sections of the year's Act the screen names the lines by. */
  sections: AdvanceTaxSections;
}

/**
 * Advance tax, the four instalments and the interest for deferment and for default.
 *
 * The law, for tax year 2026-27 (Income-tax Act, 2025) and, in brackets, FY 2025-26 (Income-tax Act, 1961):
 * - Section 403 (207): advance tax is payable on the year's current income; by 403(3) (207(2)) not by a
 *   resident individual of 60 or more at any time in the year who has no income from business or profession.
 * - Section 404 (208): only when the tax for the year is ₹10,000 or more; here the tax on total income (Total
 *   Tax of `calculateTax`, cess included) less TDS and TCS.
 * - Section 408(1) (211(1)(a)): 15 % by 15 June, 45 % by 15 September, 75 % by 15 December, all by 15 March.
 *   The presumptive schemes' single instalment (408(2), 211(1)(b)) is not modelled.
 * - Section 425 (234C): on the shortfall of each due date, 1 % a month for three months (the first three) or
 *   one month (15 March); none on the first two when 12 % and 36 % were paid by then (425(2), the proviso to 234C(1)(a)).
 *   The tax due on returned income is the tax less TDS and TCS.
 * - Section 424 (234B): when less than 90 % of the assessed tax (the tax less TDS and TCS) was paid in
 *   advance, 1 % for every month or part of a month from 1 April after the year on the part not paid; the
 *   period is taken to the month the return is filed, when the rest is paid with it.
 * - Rule 119A of the Income-tax Rules, 1962 (its successor in the Income-tax Rules, 2026 keeps it): a part of a
 *   month counts as a month, and each amount that bears interest is rounded down to a multiple of ₹100.
 *
 * All arithmetic is on whole rupees (BigInt where a product could pass 2^53), so every figure is exact.
 * Domain: a year of TAX_YEARS, a regime, an age of TAXPAYER_AGES; amounts in ADVANCE_TAX_AMOUNT_DOMAIN; a real
 * filing date from 1 April after the year to 31 March `MAX_FILING_YEARS_AFTER` years later. Anything else throws
 * a RuleInputError (a caller skipped validation).
 * @example
 * const result = calculateAdvanceTax({
 *   year: '2026-27', regime: 'new', age: 'below-60', businessIncome: false,
 *   totalIncome: 3_000_000, tdsAndTcs: 100_000, paid: [40_000, 110_000, 100_000, 100_000],
 *   returnFiledOn: { year: 2027, month: 7, day: 31 },
 * });
 * result.taxOnTotalIncome; // 499200
 * result.instalments.map((row) => row.interest); // [594, 0, 1482, 492]
 * result.defermentInterest; // 2568 (section 425)
 * result.defaultInterest; // 1968: 1 % for 4 months on ₹49,200 (section 424)
 * result.totalInterest; // 4536
 */
export function calculateAdvanceTax(input: AdvanceTaxInput): AdvanceTaxResult {
  const year = requireChoice('calculateAdvanceTax', 'year', input.year, TAX_YEARS);
  const regime = requireChoice('calculateAdvanceTax', 'regime', input.regime, TAX_REGIMES);
  const age = requireChoice('calculateAdvanceTax', 'age', input.age, TAXPAYER_AGES);
  requireChoice('calculateAdvanceTax', 'businessIncome', input.businessIncome, [true, false]);
  const income = requireNumberIn('calculateAdvanceTax', 'totalIncome', input.totalIncome, ADVANCE_TAX_AMOUNT_DOMAIN);
  const tds = requireNumberIn('calculateAdvanceTax', 'tdsAndTcs', input.tdsAndTcs, ADVANCE_TAX_AMOUNT_DOMAIN);
  requireNumberIn('calculateAdvanceTax', 'paid', input.paid?.length, { min: 4, max: 4 });
  const paid = input.paid.map((amount) =>
    requireNumberIn('calculateAdvanceTax', 'paid', amount, ADVANCE_TAX_AMOUNT_DOMAIN),
  );
  const defaultMonths = monthsOfDefault(year, input.returnFiledOn);

  const taxOnTotalIncome = calculateTax(regime, { salary: income, deduction: 0, age, year }).totalTax;
  const advanceTaxPayable = Math.max(0, taxOnTotalIncome - tds);
  const sections = ADVANCE_TAX_SECTIONS[year];
  const exemption = exemptionOf(age, input.businessIncome, advanceTaxPayable);
  if (exemption) {
    return {
      taxOnTotalIncome,
      advanceTaxPayable,
      exemption,
      instalments: [],
      defermentInterest: 0,
      defaultMonths,
      defaultBase: 0,
      defaultInterest: 0,
      totalInterest: 0,
      sections,
    };
  }

  const firstYear = Number(year.slice(0, 4));
  const tax = BigInt(advanceTaxPayable);
  let paidSoFar = 0;
  const instalments = ADVANCE_TAX_INSTALMENTS.map((due, index): AdvanceTaxInstalment => {
    paidSoFar += paid[index] ?? 0;
    const dueSoFar = Number((tax * BigInt(due.duePercent)) / 100n);
    const shortfall = Math.max(0, dueSoFar - paidSoFar);
    const safe = due.safeHarbourPercent !== null && BigInt(paidSoFar) * 100n >= tax * BigInt(due.safeHarbourPercent);
    return {
      dueBy: { year: due.month >= 4 ? firstYear : firstYear + 1, month: due.month, day: due.day },
      dueSoFar,
      paidSoFar,
      shortfall,
      interest: safe ? 0 : interestOn(shortfall, due.interestMonths),
    };
  });
  const defermentInterest = instalments.reduce((sum, row) => sum + row.interest, 0);
  const paidShort = BigInt(paidSoFar) * 100n < tax * BigInt(ADVANCE_TAX_PAID_SHARE_PERCENT);
  const defaultBase = paidShort ? roundedDown(advanceTaxPayable - paidSoFar) : 0;
  const defaultInterest = interestOn(defaultBase, defaultMonths);
  return {
    taxOnTotalIncome,
    advanceTaxPayable,
    exemption: null,
    instalments,
    defermentInterest,
    defaultMonths,
    defaultBase,
    defaultInterest,
    totalInterest: defermentInterest + defaultInterest,
    sections,
  };
}

/**
 * The first and last day a return of `year` may be filed on for this rule: 1 April after the year to 31 March
 * `MAX_FILING_YEARS_AFTER` years later. Validators take their range from here.
 * @example filingDateRange('2026-27') // { first: 2027-04-01, last: 2032-03-31 }
 */
export function filingDateRange(year: TaxYear): { first: CalendarDate; last: CalendarDate } {
  const ends = Number(year.slice(0, 4)) + 1;
  return { first: { year: ends, month: 4, day: 1 }, last: { year: ends + MAX_FILING_YEARS_AFTER, month: 3, day: 31 } };
}

/**
 * The return's usual due date for a salaried individual, 31 July after the year: the form's default.
 * @example usualFilingDate('2025-26') // { year: 2026, month: 7, day: 31 }
 */
export function usualFilingDate(year: TaxYear): CalendarDate {
  return { year: Number(year.slice(0, 4)) + 1, month: 7, day: 31 };
}

function exemptionOf(age: TaxpayerAge, businessIncome: boolean, payable: number): AdvanceTaxExemption | null {
  if (age !== 'below-60' && !businessIncome) return 'senior-without-business';
  if (payable < ADVANCE_TAX_THRESHOLD) return 'below-threshold';
  return null;
}

/** Months from 1 April after the year to the month of `filedOn`, both counted, a part month in full. */
function monthsOfDefault(year: TaxYear, filedOn: CalendarDate): number {
  const date = requireCalendarDate('calculateAdvanceTax', 'returnFiledOn', filedOn);
  const { first, last } = filingDateRange(year);
  const months = (date.year - first.year) * 12 + (date.month - first.month) + 1;
  const latest = (last.year - first.year) * 12 + (last.month - first.month) + 1;
  return requireNumberIn('calculateAdvanceTax', 'returnFiledOn', months, { min: 1, max: latest, integer: true });
}

/** `amount` rounded down to a multiple of ₹100 (Rule 119A(c)). */
function roundedDown(amount: number): number {
  return amount - (amount % INTEREST_BASE_STEP);
}

/** 1 % a month for `months` on `amount` rounded down to ₹100: whole rupees, exactly. */
function interestOn(amount: number, months: number): number {
  return (roundedDown(amount) / 100) * INTEREST_PERCENT_A_MONTH * months;
}
