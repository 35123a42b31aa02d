import { provisionName } from '@fintools/shared/data/law-sections';
import { TDS_SECTIONS, type TdsChoiceField, type TdsOption, type TdsSection } from './tds-sections';
import type { TaxYear } from '@fintools/shared/data/tax-years';
import type { TdsResult } from './tds';
import { formatInr } from '@fintools/shared/format/indian-number';
import { interpolate, type MessageValues, type Translate } from '@fintools/shared/language/languages';

/**
 * The section select's option text in a tax year: "393 (194J) — Fees for professional or technical services"
 * under the Income-tax Act, 2025, "194J (393) — …" for FY 2025-26 under the 1961 Act.
 */
export function sectionLabel(section: TdsSection, year: TaxYear): string {
  const { label, values } = sectionOption(section, year);
  return interpolate(label, values);
}

/** The section select's option: its words with the year's provision as a value, so each language finds them. */
export function sectionOption(
  section: TdsSection,
  year: TaxYear,
): { value: TdsSection['id']; label: string; values: MessageValues } {
  return {
    value: section.id,
    label: `{provision} — ${section.name}`,
    values: { provision: provisionName(year, section.code) },
  };
}

/**
 * Each sub-choice field starts at its section's first (default) answer, read from the table, so the
 * selects show what the validator would assume for an empty answer.
 */
export function defaultChoices(): Record<TdsChoiceField, string> {
  const defaults: Record<TdsChoiceField, string> = { payer: '', payeeType: '', assetType: '', feeType: '' };
  for (const section of TDS_SECTIONS) {
    if (section.choice && defaults[section.choice.field] === '') {
      defaults[section.choice.field] = section.choice.options[0].value;
    }
  }
  return defaults;
}

/** The hint under the section select: the table's threshold, in the words of what it is measured on. */
export function thresholdHint(section: TdsSection, option: TdsOption | undefined): string {
  const { hint, hintValues } = thresholdHintMessage(section, option);
  return interpolate(hint, hintValues);
}

/** `thresholdHint` as written, with its figures as values: what the section's `Field` is given. */
export function thresholdHintMessage(
  section: TdsSection,
  option: TdsOption | undefined,
): { hint: string; hintValues: MessageValues } {
  const hintValues = {
    threshold: formatInr(option?.threshold ?? section.threshold),
    yearThreshold: formatInr(section.yearThreshold ?? 0),
  };
  const hint = {
    payment: 'Threshold: {threshold}',
    'single-winning': 'Threshold: {threshold} per winning',
    'monthly-rent': 'Threshold: {threshold} a month',
    contract: 'Threshold: {threshold} a payment or {yearThreshold} in the year',
    excess: 'Threshold: {threshold}; TDS is on the part above it',
  }[section.basis];
  return { hint, hintValues };
}

/** The sentence under the TDS Amount: the rate applied and why, or why there is none, in the page's language. */
export function resultExplanation(result: TdsResult, t: Translate = interpolate): string {
  return result.applicable ? t('Rate applied: {reason}.', { reason: result.reason }) : result.reason;
}
