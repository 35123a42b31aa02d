/**
 * The sections and forms the tax screens name, in both Acts: each provision of the Income-tax Act, 1961
 * beside the section of the Income-tax Act, 2025 that carries it from tax year 2026-27, with the source the
 * mapping was read from. A provision whose 2025 section could not be confirmed is null: the
 * screens then show the 1961 number and say that the new one is not confirmed, rather than guess.
 */

import { TAX_YEAR_ACT, type TaxYear } from './tax-years';

/**
 * The section of the Income-tax Act, 2025 that carries each provision the screens name, by its number in the
 * Income-tax Act, 1961; null where no source confirmed it. The source of each row is the comment above it
 * (comments, not strings: this module ships with every tax screen, and docs/tax.md lists the same sources).
 * The 2025 Act folded section 80CCE's common cap into section 123 and the salary exemptions of section 10
 * (gratuity among them) into the table of section 19.
 */
export const LAW_PROVISIONS = {
  // aubsp.com, section-wise comparison of the 1961 and 2025 Acts, Chapter IV: 16 → 19, 24 → 22.
  '16(ia)': '19',
  '16(iii)': '19',
  '24(b)': '22',
  // taxtmi.com, analysis of clause 19 (deductions from salaries) of the Income-tax Bill, 2025: gratuity.
  '10(10)': '19',
  // Not confirmed: no source found naming the 2025 section of the house rent allowance exemption.
  '10(13A)': null,
  // aubsp.com, comparison, Chapter VIA: 80C → 123, 80CCD → 124, 80D → 126; text of section 123 (₹1,50,000).
  '80C': '123',
  '80CCD(1B)': '124',
  '80CCD(2)': '124',
  '80D': '126',
  // eztax.in, "Old vs New Section Codes": 80E → 129, 80G → 133, 80TTA/80TTB → 153.
  '80E': '129',
  '80G': '133',
  '80TTA': '153',
  '80TTB': '153',
  // Income-tax Act, 2025, section 156 (text at eztax.in, ai.jamku.app): the rebate; 156(2) refers to 202(1).
  '87A': '156',
  '115BAC': '202',
  // Not confirmed: no source found naming the 2025 clause that defines a short-term capital asset.
  '2(42A)': null,
  // taxtmi.com, clause 72 of the Income-tax Bill, 2025: computation of capital gains, cost inflation index.
  '48': '72',
  // Not confirmed: no source found naming the 2025 section for the value on 1 April 2001.
  '55(2)(b)': null,
  // eztax.in, "Old vs New Section Codes": 111A → 196, 112A → 198; caclubindia.com, text of section 197 (12.5%).
  '111A': '196',
  '112': '197',
  '112A': '198',
  // it2025.incometaxinformation.in, Chapter XIX-B: section 393 holds 193 to 194T (the table of its
  // sub-section (1) keeps the rates and thresholds), section 397 holds 206AA.
  '193': '393',
  '194': '393',
  '194A': '393',
  '194B': '393',
  '194BB': '393',
  '194C': '393',
  '194D': '393',
  '194G': '393',
  '194H': '393',
  '194-I': '393',
  '194J': '393',
  '194K': '393',
  '194LA': '393',
  '194M': '393',
  '194Q': '393',
  '206AA': '397',
} as const satisfies Record<string, string | null>;

/** A provision the screens name, by its number in the Income-tax Act, 1961. */
export type Provision = keyof typeof LAW_PROVISIONS;

/**
 * The forms the screens and docs name, renumbered by the Income-tax Rules, 2026 (the draft rules of
 * February 2026: Form 130 is the certificate under section 395, Form 168 the annual tax statement).
 */
export const LAW_FORMS = { 'Form 16': 'Form 130', 'Form 26AS': 'Form 168' } as const;

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
  const act2025: string | null = LAW_PROVISIONS[provision];
  if (act2025 === null || act2025 === provision) return provision;
  return TAX_YEAR_ACT[year] === 2025 ? `${act2025} (${provision})` : `${provision} (${act2025})`;
}

/**
 * A form as a screen or doc names it in `year`, the other Act's number beside it.
 * @example formName('2026-27', 'Form 16') // 'Form 130 (Form 16)'
 */
export function formName(year: TaxYear, form: LawForm): string {
  const act2025 = LAW_FORMS[form];
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
  const unconfirmed = provisions.filter((provision) => LAW_PROVISIONS[provision] === null);
  if (unconfirmed.length === 0) return null;
  const names = unconfirmed.map((provision) => `section ${provision}`).join(' and ');
  const one = unconfirmed.length === 1;
  return one
    ? `The Income-tax Act, 2025 section for ${names} of the 1961 Act is not confirmed here, so the 1961 number is shown.`
    : `The Income-tax Act, 2025 sections for ${names} of the 1961 Act are not confirmed here, so the 1961 numbers are shown.`;
}
