import {
  TDS_SECTION_IDS,
  findTdsSection,
  tdsOptionOrDefault,
  type TdsAssetType,
  type TdsFeeType,
  type TdsOption,
  type TdsPayeeType,
  type TdsPayer,
  type TdsSection,
  type TdsSectionId,
} from './tds-sections';
import { provisionName } from '@fintools/shared/data/law-sections';
import { DEFAULT_TAX_YEAR, TAX_YEARS, type TaxYear } from '@fintools/shared/data/tax-years';
import { formatInr } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import {
  decimalFraction,
  type Fraction,
  multiplyFractions,
  roundFractionToHundredths,
  subtractFractions,
} from '@fintools/shared/finance/rounding';
import { requireChoice, requireNumberIn } from '@fintools/shared/finance/rule-input-error';

/** What the TDS screen shows when nothing is to be deducted (docs/product.md §5 "TDS"). */
export const NO_TDS_MESSAGE = 'No TDS applicable';

/** A payment as the TDS screen takes it, after validation. */
export interface TdsInput {
  section: TdsSectionId;
  /** Rupees: the payment, one winning (194B, 194BB), one month's rent (194-I) or the year's purchases (194Q). */
  amount: number;
  /** Whether the payee furnished a PAN; without one section 206AA may raise the rate. */
  hasPan: boolean;
  /** 194A (others): who pays the interest (a bank, a Motor Accident Claims Tribunal award, another). Default: bank. */
  payer?: TdsPayer;
  /** 194C, 194D: who is paid. Default: individual or HUF. */
  payeeType?: TdsPayeeType;
  /** 194-I: what is rented. Default: plant and machinery. */
  assetType?: TdsAssetType;
  /** 194J: what the fee is for. Default: professional services. */
  feeType?: TdsFeeType;
  /** 194C: the year's total paid or credited to the contractor, this payment included, if known. */
  yearTotal?: number;
  /** The tax year, for the sections the reason names (393 (194J) or 194J (393)); the default year when absent. */
  year?: TaxYear;
}

/** The TDS screen's result: an amount with the rate and its reason, or no TDS with the reason. */
export type TdsResult =
  | {
      applicable: true;
      /** TDS Amount, in rupees to 2 decimals. */
      tds: number;
      /** The rate applied, in percent. */
      rate: number;
      /**
       * What the rate was applied to, to the paisa: the amount; for 194Q the part above the threshold;
       * for 194C the whole year's total when this payment takes it past ₹1,00,000.
       */
      taxableAmount: number;
      /** The rate applied and why: "10% under section 194J (fees for professional services)". */
      reason: string;
    }
  | {
      applicable: false;
      tds: 0;
      message: typeof NO_TDS_MESSAGE;
      /** Why: which threshold the amount did not cross. */
      reason: string;
    };

/**
 * The section's answer to its question, or the section itself when it asks none. An answer that does
 * not belong to the section (a payee type left over from 194C on 194J) counts as the default.
 */
function chosenTerms(
  section: TdsSection,
  input: TdsInput,
): Pick<TdsOption, 'rate' | 'threshold' | 'purpose' | 'noTdsIn'> {
  return section.choice ? (tdsOptionOrDefault(section, input[section.choice.field]) ?? section) : section;
}

function rupees(value: number): string {
  // Whole rupees as the visitor typed them; paise, when there are any, as money is written: .50.
  return formatInr(value, { decimals: Number.isInteger(value) ? 0 : 2 });
}

function percent(rate: number): string {
  // Rates in the table are short decimals (0.1, 2, 30); String gives "0.1", never "0.10".
  return `${rate}%`;
}

/** "section 393 (194J) (fees for professional services)": a section and what it is for, in the page's language. */
function sectionWords(provision: string, purpose: string, t: Translate): string {
  return t('section {provision} ({purpose})', { provision, purpose: t(purpose) });
}

/** Why an amount at or below the threshold bears no TDS, in the words of the section's basis. */
function belowThresholdReason(
  section: TdsSection,
  threshold: number,
  input: TdsInput,
  purpose: string,
  t: Translate,
): string {
  const values = {
    amount: rupees(input.amount),
    threshold: rupees(threshold),
    where: sectionWords(provisionName(input.year ?? DEFAULT_TAX_YEAR, section.code), purpose, t),
  };
  switch (section.basis) {
    case 'single-winning':
      return t('A winning of {amount} is not above {threshold} per winning under {where}.', values);
    case 'monthly-rent':
      return t('Rent of {amount} for the month is not above {threshold} a month under {where}.', values);
    case 'contract': {
      if (input.yearTotal === undefined)
        return t('A single payment of {amount} is not above {threshold} under {where}.', values);
      return t(
        "A single payment of {amount} is not above {threshold}, and the year's total of {yearTotal} is not above {yearThreshold}, under {where}.",
        {
          ...values,
          yearTotal: rupees(Math.max(input.yearTotal, input.amount)),
          yearThreshold: rupees(section.yearThreshold ?? 0),
        },
      );
    }
    case 'excess':
      return t('Purchases of {amount} are not above {threshold} under {where}.', values);
    case 'payment':
      return t('{amount} is not above the threshold of {threshold} under {where}.', values);
  }
}

/** What TDS is charged on once it applies, and the words that say so when it is not just the amount. */
interface TaxableBase {
  amount: Fraction;
  note: string;
}

/**
 * 194C once a payment is above ₹30,000 or the year's total is above ₹1,00,000 (s.194C(5) and its
 * proviso). When this payment is the one that takes the year's total past ₹1,00,000, the proviso
 * makes every sum of the year liable, so TDS is on the whole year's total. That assumes none of the
 * earlier payments already bore TDS, which holds when they add up to ₹30,000 or less; above that one
 * of them may have been a single payment over ₹30,000, so the note says to take off what was deducted.
 * Once the total was past ₹1,00,000 before this payment, the earlier sums were charged then, and this
 * payment alone bears TDS.
 */
function contractBase(section: TdsSection, threshold: number, input: TdsInput, t: Translate): TaxableBase {
  const payment = decimalFraction(input.amount);
  const yearThreshold = section.yearThreshold ?? 0;
  if (input.yearTotal === undefined || input.yearTotal <= yearThreshold) return { amount: payment, note: '' };
  // The year's total includes this payment, so it can never be less than it.
  const yearTotal = Math.max(input.yearTotal, input.amount);
  const earlier = subtractFractions(decimalFraction(yearTotal), payment);
  const earlierAtMost = (limit: number) => earlier.numerator <= BigInt(limit) * earlier.denominator;
  if (earlier.numerator > 0n && earlierAtMost(yearThreshold)) {
    const values = {
      yearTotal: rupees(yearTotal),
      yearThreshold: rupees(yearThreshold),
      earlier: rupees(roundFractionToHundredths(earlier)),
      threshold: rupees(threshold),
    };
    return {
      amount: decimalFraction(yearTotal),
      note: earlierAtMost(threshold)
        ? t(
            ", on the whole year's total of {yearTotal}, as this payment takes it past {yearThreshold}, so the earlier {earlier} bears TDS too",
            values,
          )
        : t(
            ", on the whole year's total of {yearTotal}, as this payment takes it past {yearThreshold}, so the earlier {earlier} bears TDS too (less any TDS already deducted on an earlier single payment above {threshold})",
            values,
          ),
    };
  }
  if (input.amount > threshold) return { amount: payment, note: '' };
  // Only the year's total can have crossed, so say so: the payment alone would not explain the TDS.
  return {
    amount: payment,
    note: t(", as the year's total of {yearTotal} is above {yearThreshold}", {
      yearTotal: rupees(yearTotal),
      yearThreshold: rupees(yearThreshold),
    }),
  };
}

function taxableBase(section: TdsSection, threshold: number, input: TdsInput, t: Translate): TaxableBase {
  if (section.basis === 'contract') return contractBase(section, threshold, input, t);
  if (section.basis !== 'excess') return { amount: decimalFraction(input.amount), note: '' };
  const excess = subtractFractions(decimalFraction(input.amount), decimalFraction(threshold));
  return {
    amount: excess,
    note: t(', on {excess}, the amount above {threshold}', {
      excess: rupees(roundFractionToHundredths(excess)),
      threshold: rupees(threshold),
    }),
  };
}

function crossesThreshold(section: TdsSection, threshold: number, input: TdsInput): boolean {
  if (input.amount > threshold) return true;
  return (
    section.basis === 'contract' &&
    input.yearTotal !== undefined &&
    section.yearThreshold !== undefined &&
    Math.max(input.yearTotal, input.amount) > section.yearThreshold
  );
}

const AMOUNT_DOMAIN = { min: 0, max: MAX_AMOUNT };

/** Refuses a payment the table cannot answer for, so no NaN, Infinity or "-₹0" reaches a screen. */
function checkInput(input: TdsInput): void {
  requireChoice('calculateTds', 'section', input.section, TDS_SECTION_IDS);
  requireNumberIn('calculateTds', 'amount', input.amount, AMOUNT_DOMAIN);
  requireChoice('calculateTds', 'hasPan', input.hasPan, [true, false]);
  if (input.yearTotal !== undefined) requireNumberIn('calculateTds', 'yearTotal', input.yearTotal, AMOUNT_DOMAIN);
  if (input.year !== undefined) requireChoice('calculateTds', 'year', input.year, TAX_YEARS);
}

/**
 * TDS on a payment for FY 2025-26 under the Income-tax Act, 1961 (sections 193 to 194Q as listed in
 * `TDS_SECTIONS`, with the thresholds of the Finance Act, 2025 and the rates of the Finance (No. 2)
 * Act, 2024), or for tax year 2026-27 under section 393(1) of the Income-tax Act, 2025, which kept those
 * rates and thresholds (sources in `data/tds-sections.ts`), rounded to paise. The reason names the sections of
 * `input.year` (default: tax year 2026-27): "section 393 (194J)", or "section 194J (393)" for 2025-26.
 *
 * - At or below the threshold nothing is deducted: `NO_TDS_MESSAGE` (docs/product.md §5). Nor is
 *   anything in a year the payment bears no TDS at all: interest on a Motor Accident Claims Tribunal
 *   award to an individual in tax year 2026-27 (above ₹50,000 in the year it bore 10% in FY 2025-26).
 * - 194B/194BB compare one winning, 194-I one month's rent, with the threshold. 194Q deducts only on
 *   the part of the year's purchases above ₹50,00,000 (s.194Q(1)).
 * - 194C applies when a single payment is above ₹30,000 or, when the year's total is given, that total
 *   is above ₹1,00,000 (s.194C(5)). When this payment takes the year's total past ₹1,00,000, TDS is on
 *   the whole year's total, as the proviso to s.194C(5) reads; the reason says so.
 * - Without a PAN, section 206AA(1): the higher of the section's rate and 20%, or 5% for 194Q
 *   (proviso to s.206AA(1), Finance Act, 2021). The spec's "doubled" is out of date (docs/contracts.md).
 *
 * The TDS is the exact product of the amount as typed and the rate, rounded half up to the paisa.
 * Domain: a section of `TDS_SECTION_IDS`, an amount and an optional year's total from 0 to
 * `MAX_AMOUNT`, `hasPan` true or false; anything else (NaN, ±Infinity, −0 included) throws a
 * RuleInputError. A sub-choice that does not belong to the section counts as its default.
 * @example
 * calculateTds({ section: '194J', feeType: 'professional', amount: 100000, hasPan: true, year: '2026-27' })
 * // { applicable: true, tds: 10000, rate: 10, taxableAmount: 100000,
 * //   reason: '10% under section 393 (194J) (fees for professional services)' }
 * @example
 * calculateTds({ section: '194H', amount: 30000, hasPan: false, year: '2025-26' })
 * // { applicable: true, tds: 6000, rate: 20, taxableAmount: 30000, reason: '20% under section 206AA (397):
 * //   PAN not furnished, higher than the 2% of section 194H (393) (commission or brokerage)' }
 * @example
 * calculateTds({ section: '194C', payeeType: 'individual-huf', amount: 25000, yearTotal: 120000, hasPan: true })
 * // { applicable: true, tds: 1200, rate: 1, taxableAmount: 120000, reason: "1% under section 393 (194C) (payment to a
 * //   contractor who is an individual or HUF), on the whole year's total of ₹1,20,000, as this payment takes it
 * //   past ₹1,00,000, so the earlier ₹95,000 bears TDS too (less any TDS already deducted on an earlier single
 * //   payment above ₹30,000)" }
 * @example
 * calculateTds({ section: '193', amount: 5000, hasPan: true }).applicable // false: 'No TDS applicable'
 *
 * The reason is in the page's language when `t` is the page's (the screen's); English by default.
 */
export function calculateTds(input: TdsInput, t: Translate = interpolate): TdsResult {
  checkInput(input);
  const section = findTdsSection(input.section);
  const { rate: sectionRate, threshold, purpose, noTdsIn } = chosenTerms(section, input);
  const year = input.year ?? DEFAULT_TAX_YEAR;
  const exempt = noTdsIn?.[year];
  if (exempt !== undefined) return { applicable: false, tds: 0, message: NO_TDS_MESSAGE, reason: t(exempt) };
  if (!crossesThreshold(section, threshold, input)) {
    return {
      applicable: false,
      tds: 0,
      message: NO_TDS_MESSAGE,
      reason: belowThresholdReason(section, threshold, input, purpose, t),
    };
  }

  const base = taxableBase(section, threshold, input, t);
  const values = {
    rate: percent(sectionRate),
    noPanRate: percent(section.noPanRate),
    section: sectionWords(provisionName(year, section.code), purpose, t),
    noPanSection: provisionName(year, '206AA'),
    note: base.note,
  };
  let rate = sectionRate;
  let reason = t('{rate} under {section}{note}', values);
  if (!input.hasPan) {
    if (section.noPanRate > sectionRate) {
      rate = section.noPanRate;
      reason = t(
        '{noPanRate} under section {noPanSection}: PAN not furnished, higher than the {rate} of {section}{note}',
        values,
      );
    } else {
      reason = t(
        '{rate} under {section}{note}, not less than the {noPanRate} of section {noPanSection} for a missing PAN',
        values,
      );
    }
  }
  const tds = roundFractionToHundredths(
    multiplyFractions(base.amount, decimalFraction(rate), { numerator: 1n, denominator: 100n }),
  );
  return { applicable: true, tds, rate, taxableAmount: roundFractionToHundredths(base.amount), reason };
}
