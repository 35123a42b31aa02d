import type { Provision } from '@fintools/shared/data/law-sections';
import type { TaxYear } from '@fintools/shared/data/tax-years';

/**
 * TDS sections, thresholds and rates (docs/decisions/008-tax-and-tds-law.md). For FY 2025-26, under the
 * Income-tax Act, 1961:
 * - thresholds as rationalised by the Finance Act, 2025 (in force from 1 April 2025): 193, 194, 194A,
 *   194B/194BB (per single transaction), 194D, 194G, 194H, 194-I (per month), 194J, 194K, 194LA;
 * - rates of 194D (non-company payee), 194G, 194H and 194M cut to 2% by the Finance (No. 2) Act, 2024;
 * - without a PAN, section 206AA: the higher of the section's rate and 20%, or 5% for 194Q
 *   (proviso inserted by the Finance Act, 2021), not "double" as the spec's original said.
 * For tax year 2026-27 the Income-tax Act, 2025 moved every one of these sections into the table of section
 * 393(1) and the missing-PAN rule into section 397, with the same rates and thresholds (sources at the end);
 * a section is shown as "393 (194J)" that year (`data/law-sections.ts`).
 * Rates are percentages; thresholds and amounts are rupees.
 */

/** The TDS screen's section ids, in the select's order (the spec's table order). */
export const TDS_SECTION_IDS = [
  '193',
  '194A_senior',
  '194A_others',
  '194',
  '194K',
  '194B',
  '194BB',
  '194D',
  '194G',
  '194H',
  '194I',
  '194J',
  '194LA',
  '194C',
  '194M',
  '194Q',
] as const;

/** A section as the select's value holds it: '194I', not the displayed '194-I'. */
export type TdsSectionId = (typeof TDS_SECTION_IDS)[number];

/**
 * Who pays the interest, for 194A (others): banks have a higher threshold, and interest on a Motor
 * Accident Claims Tribunal's award its own (and none at all from tax year 2026-27).
 */
export type TdsPayer = 'bank' | 'mact' | 'other';
/** Who is paid, for 194C and 194D: the rate depends on it. */
export type TdsPayeeType = 'individual-huf' | 'other';
/** What is rented, for 194-I. */
export type TdsAssetType = 'plant-machinery' | 'land-building-furniture';
/** What the fee is for, for 194J. */
export type TdsFeeType = 'professional' | 'technical';

/** The extra question a section asks, by the name of the input field that holds the answer. */
export type TdsChoiceField = 'payer' | 'payeeType' | 'assetType' | 'feeType';

/** How the amount entered is compared with the threshold, and what TDS is charged on. */
export type TdsBasis =
  /** TDS on the whole amount once it is above the threshold. */
  | 'payment'
  /** 194B, 194BB: the threshold applies to each winning, so the amount is one winning. */
  | 'single-winning'
  /** 194-I: the threshold is per month, so the amount is one month's rent. */
  | 'monthly-rent'
  /** 194C: a single payment above the threshold, or the year's total above `yearThreshold`. */
  | 'contract'
  /** 194Q: TDS only on the part above the threshold. */
  | 'excess';

/** One answer to a section's question, with the rate and threshold it brings. */
export interface TdsOption {
  value: string;
  /** The select's option text. */
  label: string;
  /** Rate in percent. */
  rate: number;
  /** Rupees; the amount must be above it. */
  threshold: number;
  /** What is being paid, for the result sentence: "fees for professional services". */
  purpose: string;
  /**
   * The years in which the law says no TDS at all on this payment, however large, with the reason the
   * result gives; `rate` and `threshold` hold in the other years.
   */
  noTdsIn?: Partial<Record<TaxYear, string>>;
}

/** A section's extra question: which field, its label, and its answers (the first is the default). */
export interface TdsChoice {
  field: TdsChoiceField;
  label: string;
  options: readonly [TdsOption, ...TdsOption[]];
}

/** One row of the TDS table: what the select shows, the law's figures, and the question it asks. */
export interface TdsSection {
  id: TdsSectionId;
  /** The section as the 1961 Act writes it: "194-I", "194A" (`provisionName` gives a year's words). */
  code: Provision;
  /** The select's text after the code. */
  name: string;
  /** Rate in percent; with a `choice`, the default option's (each option carries its own). */
  rate: number;
  /** Rupees; with a `choice`, the default option's. */
  threshold: number;
  /** What is being paid, for the result sentence; with a `choice`, the default option's. */
  purpose: string;
  basis: TdsBasis;
  /** 194C only: TDS also applies once the year's total to the contractor is above this. */
  yearThreshold?: number;
  /** The section 206AA floor when the payee has no PAN: 20, or 5 for 194Q. */
  noPanRate: number;
  /** A hint for the amount field: what amount the threshold is measured against. */
  amountHint: string;
  choice?: TdsChoice;
}

const NO_PAN_RATE = 20;
const DEFAULT_HINT = 'The amount paid or credited in the financial year.';

type SectionDefaults = 'basis' | 'noPanRate' | 'amountHint';
type PlainSection = Omit<TdsSection, SectionDefaults | 'choice'> & Partial<Pick<TdsSection, SectionDefaults>>;
type AskingSection = Omit<PlainSection, 'rate' | 'threshold' | 'purpose'> & { choice: TdsChoice };

/** A section that asks nothing more; most take the 206AA floor of 20% and the default hint. */
function plain(section: PlainSection): TdsSection {
  return { basis: 'payment', noPanRate: NO_PAN_RATE, amountHint: DEFAULT_HINT, ...section };
}

/** A section with a question: its headline figures are the default answer's, so they cannot disagree. */
function asking(section: AskingSection): TdsSection {
  const { rate, threshold, purpose } = section.choice.options[0];
  return { ...plain({ ...section, rate, threshold, purpose }), choice: section.choice };
}

const PAYEE_LABEL = 'Payee';
const WINNING_HINT = 'One winning: the threshold applies to each winning.';

/** The table, in the select's order. */
export const TDS_SECTIONS: readonly TdsSection[] = [
  plain({
    id: '193',
    code: '193',
    name: 'Interest on securities',
    rate: 10,
    threshold: 10_000,
    purpose: 'interest on securities',
  }),
  plain({
    id: '194A_senior',
    code: '194A',
    name: 'Interest other than on securities (senior citizens)',
    rate: 10,
    threshold: 1_00_000,
    purpose: 'interest paid to a senior citizen by a bank, co-operative bank or post office',
  }),
  asking({
    id: '194A_others',
    code: '194A',
    name: 'Interest other than on securities (others)',
    choice: {
      field: 'payer',
      label: 'Payer',
      options: [
        {
          value: 'bank',
          label: 'Bank, co-operative bank or post office',
          rate: 10,
          threshold: 50_000,
          purpose: 'interest from a bank, co-operative bank or post office',
        },
        {
          // FY 2025-26: s.194A(3)(ix), no TDS while the year's interest on the award is ₹50,000 or less.
          // 2026-27: the Finance Act, 2026 (clause 72 of the Bill) exempts it for an individual and takes
          // it out of section 393 (Table Sl. 7): no TDS at any amount (docs/tax.md).
          value: 'mact',
          label: 'Motor Accident Claims Tribunal award, to an individual',
          rate: 10,
          threshold: 50_000,
          purpose: 'interest on a Motor Accident Claims Tribunal award',
          noTdsIn: {
            '2026-27':
              'Interest a Motor Accident Claims Tribunal awards to an individual is exempt from tax year 2026-27, and no TDS is deducted on it (Finance Act, 2026).',
          },
        },
        {
          value: 'other',
          label: 'Any other payer',
          rate: 10,
          threshold: 10_000,
          purpose: 'interest other than on securities',
        },
      ],
    },
  }),
  plain({ id: '194', code: '194', name: 'Dividends', rate: 10, threshold: 10_000, purpose: 'dividends' }),
  plain({
    id: '194K',
    code: '194K',
    name: 'Income from mutual fund units',
    rate: 10,
    threshold: 10_000,
    purpose: 'income from mutual fund units',
  }),
  plain({
    id: '194B',
    code: '194B',
    name: 'Winnings from lottery or crossword puzzle',
    rate: 30,
    threshold: 10_000,
    purpose: 'winnings from lottery or crossword puzzle',
    basis: 'single-winning',
    amountHint: WINNING_HINT,
  }),
  plain({
    id: '194BB',
    code: '194BB',
    name: 'Winnings from horse races',
    rate: 30,
    threshold: 10_000,
    purpose: 'winnings from horse races',
    basis: 'single-winning',
    amountHint: WINNING_HINT,
  }),
  asking({
    id: '194D',
    code: '194D',
    name: 'Insurance commission',
    // The Act's split is company / any other person; "individual-huf" keeps the value shared with 194C.
    choice: {
      field: 'payeeType',
      label: PAYEE_LABEL,
      options: [
        {
          value: 'individual-huf',
          label: 'Individual, HUF or other non-company',
          rate: 2,
          threshold: 20_000,
          purpose: 'insurance commission',
        },
        { value: 'other', label: 'Company', rate: 10, threshold: 20_000, purpose: 'insurance commission to a company' },
      ],
    },
  }),
  plain({
    id: '194G',
    code: '194G',
    name: 'Commission on sale of lottery tickets',
    rate: 2,
    threshold: 20_000,
    purpose: 'commission on sale of lottery tickets',
  }),
  plain({
    id: '194H',
    code: '194H',
    name: 'Commission or brokerage',
    rate: 2,
    threshold: 20_000,
    purpose: 'commission or brokerage',
  }),
  asking({
    id: '194I',
    code: '194-I',
    name: 'Rent',
    basis: 'monthly-rent',
    amountHint: "One month's rent: the threshold is ₹50,000 a month.",
    choice: {
      field: 'assetType',
      label: 'Rented asset',
      options: [
        {
          value: 'plant-machinery',
          label: 'Plant, machinery or equipment',
          rate: 2,
          threshold: 50_000,
          purpose: 'rent of plant, machinery or equipment',
        },
        {
          value: 'land-building-furniture',
          label: 'Land, building or furniture',
          rate: 10,
          threshold: 50_000,
          purpose: 'rent of land, building or furniture',
        },
      ],
    },
  }),
  asking({
    id: '194J',
    code: '194J',
    name: 'Fees for professional or technical services',
    choice: {
      field: 'feeType',
      label: 'Fee type',
      options: [
        {
          value: 'professional',
          label: 'Professional services',
          rate: 10,
          threshold: 50_000,
          purpose: 'fees for professional services',
        },
        {
          value: 'technical',
          label: 'Technical services',
          rate: 2,
          threshold: 50_000,
          purpose: 'fees for technical services',
        },
      ],
    },
  }),
  plain({
    id: '194LA',
    code: '194LA',
    name: 'Compensation on compulsory acquisition of land or building',
    rate: 10,
    threshold: 5_00_000,
    purpose: 'compensation on compulsory acquisition of immovable property',
  }),
  asking({
    id: '194C',
    code: '194C',
    name: 'Payments to contractors',
    basis: 'contract',
    yearThreshold: 1_00_000,
    amountHint: "This payment; add the year's total paid to the contractor to apply the ₹1,00,000 limit.",
    choice: {
      field: 'payeeType',
      label: PAYEE_LABEL,
      options: [
        {
          value: 'individual-huf',
          label: 'Individual or HUF',
          rate: 1,
          threshold: 30_000,
          purpose: 'payment to a contractor who is an individual or HUF',
        },
        {
          value: 'other',
          label: 'Company, firm or other',
          rate: 2,
          threshold: 30_000,
          purpose: 'payment to a contractor',
        },
      ],
    },
  }),
  plain({
    id: '194M',
    code: '194M',
    name: 'Payments to contractors and professionals by individuals and HUFs',
    rate: 2,
    threshold: 50_00_000,
    purpose: 'payments to contractors and professionals by an individual or HUF',
  }),
  plain({
    id: '194Q',
    code: '194Q',
    name: 'Purchase of goods',
    rate: 0.1,
    threshold: 50_00_000,
    purpose: 'purchase of goods',
    basis: 'excess',
    noPanRate: 5,
    amountHint: "The year's purchases from this seller; TDS is on the part above ₹50,00,000.",
  }),
];

/**
 * Narrows a select's or URL's string to a section id.
 * @example isTdsSectionId('194J') // true
 * @example isTdsSectionId('194-I') // false: the id is '194I', "194-I" is only how it is shown
 */
export function isTdsSectionId(value: string): value is TdsSectionId {
  return (TDS_SECTION_IDS as readonly string[]).includes(value);
}

/**
 * The table row of a section.
 * @example findTdsSection('194I').code // "194-I"
 * @throws Error if the table lacks an id of `TDS_SECTION_IDS` (a bug in this file, caught by its test).
 */
export function findTdsSection(id: TdsSectionId): TdsSection {
  const found = TDS_SECTIONS.find((entry) => entry.id === id);
  if (!found) throw new Error(`TDS section ${id} is missing from TDS_SECTIONS`);
  return found;
}

/**
 * Which of a section's answers applies: the one whose value is `answer`, the section's first (default)
 * answer when none is given, and `undefined` for a value the section does not offer (a payee type left
 * in a hand-edited link, say) or a section that asks nothing. The validator refuses `undefined`; the
 * screen and the rule, which see only validated or default answers, fall back to the default.
 * @example findTdsOption(findTdsSection('194J'), 'technical')?.rate // 2
 * @example findTdsOption(findTdsSection('194J'), '')?.value // 'professional'
 */
export function findTdsOption(section: TdsSection, answer: string | undefined): TdsOption | undefined {
  if (!section.choice) return undefined;
  const wanted = (answer ?? '').trim();
  if (wanted === '') return section.choice.options[0];
  return section.choice.options.find((option) => option.value === wanted);
}

/** The answer that applies to a section's question, the default one when the answer is not one of its own. */
export function tdsOptionOrDefault(section: TdsSection, answer: string | undefined): TdsOption | undefined {
  if (!section.choice) return undefined;
  return findTdsOption(section, answer) ?? section.choice.options[0];
}

/*
 * Where the table's rates and thresholds come from in each tax year (comments, not strings: the table ships
 * with the TDS screen). Every row holds for both years:
 * - 2026-27: Income-tax Act, 2025, section 393(1), Table (Sl. 1 to 8 hold the 193 to 194Q payments above),
 *   with the rates and thresholds of 2025-26 carried over; section 397 (no PAN: the higher of the rate and
 *   20%, 5% for purchase of goods).
 * - 2025-26: Income-tax Act, 1961, sections 193 to 194Q with the thresholds of the Finance Act, 2025 and the
 *   rates of the Finance (No. 2) Act, 2024; section 206AA (the Finance Act, 2021 proviso for 194Q).
 */
