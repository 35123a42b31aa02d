import { findTdsOption, findTdsSection, isTdsSectionId, type TdsChoiceField } from './tds-sections';
import type { TdsInput } from './tds';
import { taxYearOrDefault } from '@fintools/shared/data/tax-years';
import { parseDecimal } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';

/** docs/product.md §5 "TDS", word for word. */
export const TDS_AMOUNT_MESSAGE = 'Please enter a valid amount';
/**
 * Not in the spec. The section, PAN answer and sub-choices are selects, so only a hand-edited URL gets
 * these; they name the field to fix instead of calculating from a guess.
 */
export const TDS_SECTION_MESSAGE = 'Please select a TDS section';
export const TDS_PAN_MESSAGE = 'Please select whether PAN is available';
export const TDS_OPTION_MESSAGE = 'Please select an option';
/** Not in the spec: the optional year's total for 194C, when it is not an amount. */
export const TDS_YEAR_TOTAL_MESSAGE = 'Please enter a valid total for the year';

/**
 * The TDS form as the screen holds it. The four sub-choices and the year's total are read only for the
 * sections that ask them; left empty, a sub-choice means the section's first (default) option.
 */
export interface TdsFields {
  section: string;
  amount: string;
  /** 'yes' or 'no': is the payee's PAN available? */
  pan: string;
  payer?: string;
  payeeType?: string;
  assetType?: string;
  feeType?: string;
  /** 194C: the year's total to the contractor; empty when not known. */
  yearTotal?: string;
  /** The tax year ('2026-27', '2025-26'); empty or unknown means the default year, as a link without one. */
  year?: string;
}

/** The TDS form's fields, which is what its errors are keyed by. */
export type TdsField = keyof TdsFields;

function readAmount(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && value > 0 && value <= MAX_AMOUNT ? value : null;
}

/**
 * Checks the TDS form (docs/product.md §5): an amount above 0 (decimals allowed, paise are real in payments; up
 * to `MAX_AMOUNT`), a section of the table, a PAN answer, the section's sub-choice when it asks one,
 * and for 194C an optional year's total. The value carries only what the chosen section uses.
 * @example
 * validateTdsInput({ section: '194J', amount: '1,00,000', pan: 'yes', feeType: 'professional' })
 * // { ok: true, value: { section: '194J', amount: 100000, hasPan: true, feeType: 'professional' } }
 * @example
 * validateTdsInput({ section: '193', amount: '-5', pan: 'yes' }) // { ok: false, errors: { amount: 'Please enter a valid amount' } }
 */
export function validateTdsInput(fields: TdsFields): Validation<TdsInput, TdsField> {
  const amount = readAmount(fields.amount);
  const sectionId = isTdsSectionId(fields.section) ? fields.section : null;
  const section = sectionId === null ? null : findTdsSection(sectionId);
  const hasPan = fields.pan === 'yes' ? true : fields.pan === 'no' ? false : null;

  const errors: Partial<Record<TdsField, string>> = {
    amount: amount === null ? TDS_AMOUNT_MESSAGE : undefined,
    section: section === null ? TDS_SECTION_MESSAGE : undefined,
    pan: hasPan === null ? TDS_PAN_MESSAGE : undefined,
  };

  let choiceField: TdsChoiceField | undefined;
  let choice: string | undefined;
  if (section?.choice) {
    choiceField = section.choice.field;
    const option = findTdsOption(section, fields[choiceField]);
    if (option) choice = option.value;
    else errors[choiceField] = TDS_OPTION_MESSAGE;
  }

  let yearTotal: number | undefined;
  if (section?.basis === 'contract' && (fields.yearTotal ?? '').trim() !== '') {
    // Zero is a fair answer ("nothing else this year"); only junk and the impossible are refused.
    const value = parseDecimal(fields.yearTotal ?? '');
    if (value !== null && value <= MAX_AMOUNT) yearTotal = value;
    else errors.yearTotal = TDS_YEAR_TOTAL_MESSAGE;
  }

  return resultOf<TdsInput, TdsField>(errors, () => {
    const input: TdsInput = {
      section: sectionId!,
      amount: amount!,
      hasPan: hasPan!,
      year: taxYearOrDefault(fields.year),
    };
    // The option is one of this section's own answers, so it is a value of exactly this field.
    if (choiceField !== undefined) Object.assign(input, { [choiceField]: choice });
    if (yearTotal !== undefined) input.yearTotal = yearTotal;
    return input;
  });
}
