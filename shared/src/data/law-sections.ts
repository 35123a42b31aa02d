/**
 * The sections and forms the tax screens name, in both Acts: each provision of the Income-tax Act, 1961
 * beside the section of the Income-tax Act, 2025 that carries it from tax year 2026-27, with the source the
 * mapping was read from. A provision whose 2025 section could not be confirmed has `act2025: null`: the
 * screens then show the 1961 number and say that the new one is not confirmed, rather than guess.
 */

import { TAX_YEAR_ACT, type TaxYear } from './tax-years';

export interface LawProvision {
  /** The section of the Income-tax Act, 2025, as the Act writes it; null when not confirmed. */
  act2025: string | null;
  /** Where the 2025 number was read (or, for null, what was searched). */
  source: string;
}

const CHAPTER_IV = 'aubsp.com, section-wise comparison of the 1961 and 2025 Acts, Chapter IV (16 → 19; 24 → 22)';
const CHAPTER_VIA =
  'aubsp.com, section-wise comparison of the 1961 and 2025 Acts, Chapter VIA (80C → 123, 80CCD → 124, 80D → 126)';
const SAVINGS_INTEREST = 'eztax.in, "Old vs New Section Codes" of the Income-tax Act, 2025 (80TTA/80TTB → 153)';
const TDS_393 =
  'it2025.incometaxinformation.in, Chapter XIX-B of the Income-tax Act, 2025 (section 393: 193 to 194T); ' +
  'the table of section 393(1) keeps the rates and thresholds';
const CAPITAL_GAINS =
  'eztax.in, "Old vs New Section Codes" (111A → 196, 112A → 198); caclubindia.com, section 197 text';

/** The TDS sections of the 1961 Act that section 393(1) of the 2025 Act carries, each a row of its table. */
const TDS_SECTIONS_IN_393 = [
  '193',
  '194',
  '194A',
  '194B',
  '194BB',
  '194C',
  '194D',
  '194G',
  '194H',
  '194-I',
  '194J',
  '194K',
  '194LA',
  '194M',
  '194Q',
] as const;

const TDS_ROWS = Object.fromEntries(
  TDS_SECTIONS_IN_393.map((section) => [section, { act2025: '393', source: TDS_393 }]),
) as Record<(typeof TDS_SECTIONS_IN_393)[number], LawProvision>;

/**
 * The provisions the screens name, by their 1961 number. The 2025 Act folded section 80CCE's common cap
 * into section 123 and the salary exemptions of section 10 (gratuity among them) into the table of
 * section 19.
 */
export const LAW_PROVISIONS = {
  '16(ia)': { act2025: '19', source: CHAPTER_IV },
  '16(iii)': { act2025: '19', source: CHAPTER_IV },
  '24(b)': { act2025: '22', source: CHAPTER_IV },
  '10(10)': {
    act2025: '19',
    source: 'taxtmi.com, analysis of clause 19 (deductions from salaries) of the Income-tax Bill, 2025: gratuity',
  },
  '10(13A)': {
    act2025: null,
    source: 'not confirmed: no source found naming the 2025 Act section of the house rent allowance exemption',
  },
  '80C': { act2025: '123', source: CHAPTER_VIA },
  '80CCD(1B)': { act2025: '124', source: CHAPTER_VIA },
  '80CCD(2)': { act2025: '124', source: CHAPTER_VIA },
  '80D': { act2025: '126', source: CHAPTER_VIA },
  '80E': { act2025: '129', source: 'eztax.in, "Old vs New Section Codes" of the Income-tax Act, 2025 (80E → 129)' },
  '80G': { act2025: '133', source: 'eztax.in, "Old vs New Section Codes" of the Income-tax Act, 2025 (80G → 133)' },
  '80TTA': { act2025: '153', source: SAVINGS_INTEREST },
  '80TTB': { act2025: '153', source: SAVINGS_INTEREST },
  '87A': { act2025: '156', source: 'Income-tax Act, 2025, section 156 (text at eztax.in and ai.jamku.app)' },
  '115BAC': { act2025: '202', source: 'Income-tax Act, 2025, section 202; section 156(2) refers to it' },
  '2(42A)': {
    act2025: null,
    source: 'not confirmed: no source found naming the 2025 Act clause that defines a short-term capital asset',
  },
  '48': {
    act2025: '72',
    source: 'taxtmi.com, clause 72 of the Income-tax Bill, 2025 (computation of capital gains, cost inflation index)',
  },
  '55(2)(b)': {
    act2025: null,
    source: 'not confirmed: no source found naming the 2025 Act section for the value on 1 April 2001',
  },
  '111A': { act2025: '196', source: CAPITAL_GAINS },
  '112': { act2025: '197', source: CAPITAL_GAINS },
  '112A': { act2025: '198', source: CAPITAL_GAINS },
  ...TDS_ROWS,
  '206AA': {
    act2025: '397',
    source: 'it2025.incometaxinformation.in, Chapter XIX-B (section 397, compliance and reporting: 206AA)',
  },
} as const satisfies Record<string, LawProvision>;

/** A provision the screens name, by its number in the Income-tax Act, 1961. */
export type Provision = keyof typeof LAW_PROVISIONS;

/** The forms the screens and docs name: Form 16 and 26AS are renumbered by the Income-tax Rules, 2026. */
export const LAW_FORMS = {
  'Form 16': { act2025: 'Form 130', source: 'Draft Income-tax Rules, 2026 (Form 130: certificate under section 395)' },
  'Form 26AS': { act2025: 'Form 168', source: 'Draft Income-tax Rules, 2026 (Form 168: annual tax statement)' },
} as const satisfies Record<string, { act2025: string; source: string }>;

export type LawForm = keyof typeof LAW_FORMS;

/** Whether `value` is a provision of the table (a section code read from the TDS table, say). */
export function isProvision(value: string): value is Provision {
  return Object.hasOwn(LAW_PROVISIONS, value);
}

/**
 * A provision as a screen names it in `year`: that year's Act's number, with the other Act's beside it
 * where they differ. A 2025 number not confirmed leaves the 1961 number alone (see `unconfirmedProvisions`).
 * @example provisionName('2026-27', '80C') // '123 (80C)'
 * @example provisionName('2025-26', '80C') // '80C (123)'
 * @example provisionName('2026-27', '10(13A)') // '10(13A)'
 */
export function provisionName(year: TaxYear, provision: Provision): string {
  const { act2025 } = LAW_PROVISIONS[provision] as LawProvision;
  if (act2025 === null || act2025 === provision) return provision;
  return TAX_YEAR_ACT[year] === 2025 ? `${act2025} (${provision})` : `${provision} (${act2025})`;
}

/**
 * A form as a screen or doc names it in `year`, the other Act's number beside it.
 * @example formName('2026-27', 'Form 16') // 'Form 130 (Form 16)'
 */
export function formName(year: TaxYear, form: LawForm): string {
  const { act2025 } = LAW_FORMS[form];
  return TAX_YEAR_ACT[year] === 2025 ? `${act2025} (${form})` : `${form} (${act2025})`;
}

/**
 * The note a screen shows in tax year 2026-27 when a provision it names has no confirmed 2025 number;
 * null when every one is confirmed, or in a year of the 1961 Act, where the 1961 number is the law's.
 * @example unconfirmedProvisionsNote('2026-27', ['10(13A)', '80C'])
 * // 'The Income-tax Act, 2025 section for section 10(13A) of the 1961 Act is not confirmed here, so the 1961 number is shown.'
 */
export function unconfirmedProvisionsNote(year: TaxYear, provisions: readonly Provision[]): string | null {
  if (TAX_YEAR_ACT[year] !== 2025) return null;
  const unconfirmed = provisions.filter((provision) => (LAW_PROVISIONS[provision] as LawProvision).act2025 === null);
  if (unconfirmed.length === 0) return null;
  const names = unconfirmed.map((provision) => `section ${provision}`).join(' and ');
  const one = unconfirmed.length === 1;
  return one
    ? `The Income-tax Act, 2025 section for ${names} of the 1961 Act is not confirmed here, so the 1961 number is shown.`
    : `The Income-tax Act, 2025 sections for ${names} of the 1961 Act are not confirmed here, so the 1961 numbers are shown.`;
}
