import {
  findTdsSection,
  tdsOptionOrDefault,
  type TdsAssetType,
  type TdsFeeType,
  type TdsOption,
  type TdsPayeeType,
  type TdsPayer,
  type TdsSection,
  type TdsSectionId,
} from '../data/tds-sections';
import { formatInr } from '../format/indian-number';
import { roundToPaise } from './rounding';

/** What the TDS screen shows when nothing is to be deducted (docs/product.md §5 "TDS"). */
export const NO_TDS_MESSAGE = 'No TDS applicable';

/** A payment as the TDS screen takes it, after validation. */
export interface TdsInput {
  section: TdsSectionId;
  /** Rupees: the payment, one winning (194B, 194BB), one month's rent (194-I) or the year's purchases (194Q). */
  amount: number;
  /** Whether the payee furnished a PAN; without one section 206AA may raise the rate. */
  hasPan: boolean;
  /** 194A (others): who pays the interest. Default: bank. */
  payer?: TdsPayer;
  /** 194C, 194D: who is paid. Default: individual or HUF. */
  payeeType?: TdsPayeeType;
  /** 194-I: what is rented. Default: plant and machinery. */
  assetType?: TdsAssetType;
  /** 194J: what the fee is for. Default: professional services. */
  feeType?: TdsFeeType;
  /** 194C: the year's total paid or credited to the contractor, this payment included, if known. */
  yearTotal?: number;
}

/** The TDS screen's result: an amount with the rate and its reason, or no TDS with the reason. */
export type TdsResult =
  | {
      applicable: true;
      /** TDS Amount, in rupees to 2 decimals. */
      tds: number;
      /** The rate applied, in percent. */
      rate: number;
      /** What the rate was applied to: the amount, or for 194Q the part above the threshold. */
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
function chosenTerms(section: TdsSection, input: TdsInput): Pick<TdsOption, 'rate' | 'threshold' | 'purpose'> {
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

/** Why an amount at or below the threshold bears no TDS, in the words of the section's basis. */
function belowThresholdReason(section: TdsSection, threshold: number, input: TdsInput, purpose: string): string {
  const where = `section ${section.code} (${purpose})`;
  switch (section.basis) {
    case 'single-winning':
      return `A winning of ${rupees(input.amount)} is not above ${rupees(threshold)} per winning under ${where}.`;
    case 'monthly-rent':
      return `Rent of ${rupees(input.amount)} for the month is not above ${rupees(threshold)} a month under ${where}.`;
    case 'contract': {
      const single = `A single payment of ${rupees(input.amount)} is not above ${rupees(threshold)}`;
      if (input.yearTotal === undefined) return `${single} under ${where}.`;
      const yearTotal = Math.max(input.yearTotal, input.amount);
      return `${single}, and the year's total of ${rupees(yearTotal)} is not above ${rupees(section.yearThreshold ?? 0)}, under ${where}.`;
    }
    case 'excess':
      return `Purchases of ${rupees(input.amount)} are not above ${rupees(threshold)} under ${where}.`;
    case 'payment':
      return `${rupees(input.amount)} is not above the threshold of ${rupees(threshold)} under ${where}.`;
  }
}

function crossesThreshold(section: TdsSection, threshold: number, input: TdsInput): boolean {
  if (input.amount > threshold) return true;
  // The year's total includes this payment, so it can never be less than it.
  return (
    section.basis === 'contract' &&
    input.yearTotal !== undefined &&
    section.yearThreshold !== undefined &&
    Math.max(input.yearTotal, input.amount) > section.yearThreshold
  );
}

/**
 * TDS on a payment for FY 2025-26 under the Income-tax Act, 1961 (sections 193 to 194Q as listed in
 * `TDS_SECTIONS`, with the thresholds of the Finance Act, 2025 and the rates of the Finance (No. 2)
 * Act, 2024), rounded to paise.
 *
 * - At or below the threshold nothing is deducted: `NO_TDS_MESSAGE` (docs/product.md §5).
 * - 194B/194BB compare one winning, 194-I one month's rent, with the threshold. 194C applies when a
 *   single payment is above ₹30,000 or, when the year's total is given, that total is above ₹1,00,000
 *   (s.194C(5)). 194Q deducts only on the part of the year's purchases above ₹50,00,000 (s.194Q(1)).
 * - Without a PAN, section 206AA(1): the higher of the section's rate and 20%, or 5% for 194Q
 *   (proviso to s.206AA(1), Finance Act, 2021). The spec's "doubled" is out of date (docs/contracts.md).
 * @example
 * calculateTds({ section: '194J', feeType: 'professional', amount: 100000, hasPan: true })
 * // { applicable: true, tds: 10000, rate: 10, taxableAmount: 100000,
 * //   reason: '10% under section 194J (fees for professional services)' }
 * @example
 * calculateTds({ section: '194H', amount: 30000, hasPan: false })
 * // { applicable: true, tds: 6000, rate: 20, taxableAmount: 30000,
 * //   reason: '20% under section 206AA: PAN not furnished, higher than the 2% of section 194H (commission or brokerage)' }
 * @example
 * calculateTds({ section: '193', amount: 5000, hasPan: true }).applicable // false: 'No TDS applicable'
 */
export function calculateTds(input: TdsInput): TdsResult {
  const section = findTdsSection(input.section);
  const { rate: sectionRate, threshold, purpose } = chosenTerms(section, input);
  if (!crossesThreshold(section, threshold, input)) {
    return {
      applicable: false,
      tds: 0,
      message: NO_TDS_MESSAGE,
      reason: belowThresholdReason(section, threshold, input, purpose),
    };
  }

  const taxableAmount = section.basis === 'excess' ? input.amount - threshold : input.amount;
  const sectionWords = `section ${section.code} (${purpose})`;
  let basisNote = '';
  if (section.basis === 'excess') basisNote = `, on ${rupees(taxableAmount)}, the amount above ${rupees(threshold)}`;
  if (section.basis === 'contract' && input.amount <= threshold) {
    // Only the year's total can have crossed, so say so: the payment alone would not explain the TDS.
    basisNote = `, as the year's total of ${rupees(Math.max(input.yearTotal ?? 0, input.amount))} is above ${rupees(section.yearThreshold ?? 0)}`;
  }
  let rate = sectionRate;
  let reason = `${percent(sectionRate)} under ${sectionWords}${basisNote}`;
  if (!input.hasPan) {
    if (section.noPanRate > sectionRate) {
      rate = section.noPanRate;
      reason = `${percent(rate)} under section 206AA: PAN not furnished, higher than the ${percent(sectionRate)} of ${sectionWords}${basisNote}`;
    } else {
      reason = `${reason}, not less than the ${percent(section.noPanRate)} of section 206AA for a missing PAN`;
    }
  }
  return { applicable: true, tds: roundToPaise((taxableAmount * rate) / 100), rate, taxableAmount, reason };
}
