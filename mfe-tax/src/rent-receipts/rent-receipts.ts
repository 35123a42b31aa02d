/**
 * Rent receipts for an employee's house rent allowance claim: one receipt a month, the same words in the
 * preview, the PDF and the printout (docs/tax.md "Rent receipts").
 */

import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireNumberIn, RuleInputError, type NumberDomain } from '@fintools/shared/finance/rule-input-error';
import { formatInr } from '@fintools/shared/format/indian-number';
import { addMonths, formatMonth, monthsFromTo, type CalendarMonth } from '../common/months';
import { amountInWords } from './amount-in-words';

/** The most receipts one go makes: two years of months. */
export const MAX_RECEIPT_MONTHS = 24;

/**
 * Above this rent a year the employee gives the employer the landlord's PAN with the HRA claim (Rule 26C and
 * Form 12BB of the Income-tax Rules, 1962, CBDT Circular No. 8/2013): ₹1,00,000.
 */
export const PAN_NEEDED_ABOVE_YEARLY_RENT = 100_000;

/** A PAN: five letters, four digits, a letter (ABCDE1234F). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** The longest name the form takes, and the longest address: a receipt holds them on a few lines. */
export const MAX_NAME_LENGTH = 100;
export const MAX_ADDRESS_LENGTH = 300;

/** The monthly rent: whole rupees, above ₹0, at most MAX_AMOUNT. */
export const RENT_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT, minExclusive: true, integer: true };

export interface RentReceiptsInput {
  tenant: string;
  landlord: string;
  /** Upper case, or null when none was given (allowed for a rent of ₹1,00,000 a year or less). */
  landlordPan: string | null;
  address: string;
  monthlyRent: number;
  from: CalendarMonth;
  to: CalendarMonth;
}

/** One receipt, as every medium shows it. */
export interface RentReceipt {
  month: CalendarMonth;
  /** "Rent receipt — April 2026". */
  title: string;
  /** "{landlord} received ₹25,000 (Twenty-Five Thousand Rupees Only) from {tenant} as rent for {address} for April 2026." */
  statement: string;
  /** "Landlord: …". */
  landlordLine: string;
  /** "PAN: ABCDE1234F", or null without a PAN. */
  panLine: string | null;
  /** Under the signature line. */
  signatureCaption: string;
}

export interface RentReceiptsResult {
  receipts: RentReceipt[];
  /** The rent of all the months together. */
  totalRent: number;
}

/** Whether a rent of this much a month needs the landlord's PAN: above ₹1,00,000 over twelve months. */
export function needsLandlordPan(monthlyRent: number): boolean {
  return monthlyRent * 12 > PAN_NEEDED_ABOVE_YEARLY_RENT;
}

/**
 * One receipt a month from `from` to `to`, both included: the title, the statement that the landlord received
 * the rent (the amount with Indian grouping and in words) from the tenant for the address and the month, the
 * landlord's name and PAN, and a signature line's caption.
 *
 * Domain: names of 1 to MAX_NAME_LENGTH characters, an address of 1 to MAX_ADDRESS_LENGTH, a rent in RENT_DOMAIN,
 * 1 to MAX_RECEIPT_MONTHS months in order, a PAN matching PAN_PATTERN or null (null only when
 * `needsLandlordPan` is false); else a RuleInputError.
 * @example
 * buildRentReceipts({ tenant: 'Asha Rao', landlord: 'Vikram Mehta', landlordPan: 'ABCDE1234F',
 *   address: '12 MG Road, Bengaluru', monthlyRent: 125000, from: { year: 2026, month: 4 },
 *   to: { year: 2026, month: 4 } }).receipts[0]
 * // { title: 'Rent receipt — April 2026',
 * //   statement: 'Vikram Mehta received ₹1,25,000 (One Lakh Twenty-Five Thousand Rupees Only) from Asha Rao
 * //     as rent for 12 MG Road, Bengaluru for April 2026.', landlordLine: 'Landlord: Vikram Mehta', panLine: 'PAN: ABCDE1234F', … }
 */
export function buildRentReceipts(input: RentReceiptsInput): RentReceiptsResult {
  const rule = 'buildRentReceipts';
  const tenant = requireText(rule, 'tenant', input.tenant, MAX_NAME_LENGTH);
  const landlord = requireText(rule, 'landlord', input.landlord, MAX_NAME_LENGTH);
  const address = requireText(rule, 'address', input.address, MAX_ADDRESS_LENGTH);
  const rent = requireNumberIn(rule, 'monthlyRent', input.monthlyRent, RENT_DOMAIN);
  const pan = input.landlordPan;
  if (pan === null ? needsLandlordPan(rent) : !PAN_PATTERN.test(pan)) {
    throw new RuleInputError(rule, 'landlordPan', 'unknown-choice', 'a PAN like ABCDE1234F', pan);
  }
  const count = requireNumberIn(rule, 'months', monthsFromTo(input.from, input.to), {
    min: 1,
    max: MAX_RECEIPT_MONTHS,
    integer: true,
  });
  const words = amountInWords(rent);
  const receipts = Array.from({ length: count }, (_, index): RentReceipt => {
    const month = addMonths(input.from, index);
    const name = formatMonth(month);
    return {
      month,
      title: `Rent receipt — ${name}`,
      statement: `${landlord} received ${formatInr(rent)} (${words}) from ${tenant} as rent for ${address} for ${name}.`,
      landlordLine: `Landlord: ${landlord}`,
      panLine: pan === null ? null : `PAN: ${pan}`,
      signatureCaption: 'Signature of the landlord',
    };
  });
  return { receipts, totalRent: rent * count };
}

/** `text` trimmed, with its runs of white space (a pasted address's line breaks) made single spaces. */
function requireText(rule: string, field: string, text: string, maxLength: number): string {
  const tidy = typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') : '';
  if (tidy.length === 0 || tidy.length > maxLength) {
    throw new RuleInputError(rule, field, 'out-of-range', `1 to ${maxLength} characters`, text);
  }
  return tidy;
}
