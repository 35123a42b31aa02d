import { provisionName } from '@fintools/shared/data/law-sections';
import { TDS_SECTIONS, type TdsChoiceField, type TdsOption, type TdsSection } from './tds-sections';
import type { TaxYear } from '@fintools/shared/data/tax-years';
import type { TdsResult } from './tds';
import { formatInr } from '@fintools/shared/format/indian-number';

/**
 * The section select's option text in a tax year: "393 (194J) — Fees for professional or technical services"
 * under the Income-tax Act, 2025, "194J (393) — …" for FY 2025-26 under the 1961 Act.
 */
export function sectionLabel(section: TdsSection, year: TaxYear): string {
  return `${provisionName(year, section.code)} — ${section.name}`;
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
  const threshold = formatInr(option?.threshold ?? section.threshold);
  switch (section.basis) {
    case 'payment':
      return `Threshold: ${threshold}`;
    case 'single-winning':
      return `Threshold: ${threshold} per winning`;
    case 'monthly-rent':
      return `Threshold: ${threshold} a month`;
    case 'contract':
      return `Threshold: ${threshold} a payment or ${formatInr(section.yearThreshold ?? 0)} in the year`;
    case 'excess':
      return `Threshold: ${threshold}; TDS is on the part above it`;
  }
}

/** The sentence under the TDS Amount: the rate applied and why, or why there is none. */
export function resultExplanation(result: TdsResult): string {
  return result.applicable ? `Rate applied: ${result.reason}.` : result.reason;
}
