import { formatInr } from '@fintools/shared/format/indian-number';
import { readAmount } from '@fintools/shared/validation/read-amount';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { monthsFromTo, parseIsoMonth } from '../common/months';
import {
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  MAX_RECEIPT_MONTHS,
  needsLandlordPan,
  PAN_NEEDED_ABOVE_YEARLY_RENT,
  PAN_PATTERN,
  RENT_DOMAIN,
  type RentReceiptsInput,
} from './rent-receipts';

/** The form's fields as typed; the months as `YYYY-MM`. */
export interface RentReceiptsFields {
  tenant: string;
  landlord: string;
  pan: string;
  address: string;
  rent: string;
  from: string;
  to: string;
}

export const RENT_RECEIPTS_MESSAGES = {
  tenant: 'Enter the tenant’s name.',
  landlord: 'Enter the landlord’s name.',
  nameTooLong: `Enter at most ${MAX_NAME_LENGTH} characters.`,
  address: 'Enter the address of the rented property.',
  addressTooLong: `Enter at most ${MAX_ADDRESS_LENGTH} characters.`,
  pan: 'Enter a valid PAN (for example ABCDE1234F).',
  panNeeded: `The landlord's PAN is needed when the rent is above ${formatInr(PAN_NEEDED_ABOVE_YEARLY_RENT)} a year.`,
  rent: 'Enter a valid monthly rent.',
  from: 'Enter the first month.',
  to: 'Enter the last month.',
  toBeforeFrom: 'The last month must not be before the first.',
  tooManyMonths: `Receipts cover at most ${MAX_RECEIPT_MONTHS} months.`,
} as const;

/** A name or address as the rule takes it (trimmed, single spaces), with its message when empty or too long. */
function readText(text: string, maxLength: number, empty: string, tooLong: string): [string, string | undefined] {
  const tidy = text.trim().replace(/\s+/g, ' ');
  if (tidy === '') return [tidy, empty];
  return [tidy, tidy.length > maxLength ? tooLong : undefined];
}

/**
 * Reads the Rent Receipt Generator's fields: both names and the address required; a rent of whole rupees above ₹0;
 * the PAN as five letters, four digits and a letter (lower case taken), required above ₹1,00,000 of rent a year;
 * two months in order, at most 24 apart. Never throws.
 * @example validateRentReceiptsInput({ tenant: 'Asha Rao', landlord: 'Vikram Mehta', pan: 'abcde1234f',
 *   address: '12 MG Road, Bengaluru', rent: '25,000', from: '2026-04', to: '2027-03' }).ok // true
 */
export function validateRentReceiptsInput(
  fields: RentReceiptsFields,
): Validation<RentReceiptsInput, keyof RentReceiptsFields> {
  const M = RENT_RECEIPTS_MESSAGES;
  const [tenant, tenantMessage] = readText(fields.tenant, MAX_NAME_LENGTH, M.tenant, M.nameTooLong);
  const [landlord, landlordMessage] = readText(fields.landlord, MAX_NAME_LENGTH, M.landlord, M.nameTooLong);
  const [address, addressMessage] = readText(fields.address, MAX_ADDRESS_LENGTH, M.address, M.addressTooLong);
  const rent = readAmount(fields.rent, RENT_DOMAIN, null);
  const panText = fields.pan.trim().toUpperCase();
  const pan = panText === '' ? null : panText;
  const panMessage =
    pan !== null
      ? PAN_PATTERN.test(pan)
        ? undefined
        : M.pan
      : rent !== null && needsLandlordPan(rent)
        ? M.panNeeded
        : undefined;
  const from = parseIsoMonth(fields.from);
  const to = parseIsoMonth(fields.to);
  const months = from && to ? monthsFromTo(from, to) : null;
  const toMessage = !to
    ? M.to
    : months === null
      ? undefined
      : months < 1
        ? M.toBeforeFrom
        : months > MAX_RECEIPT_MONTHS
          ? M.tooManyMonths
          : undefined;
  return resultOf<RentReceiptsInput, keyof RentReceiptsFields>(
    {
      tenant: tenantMessage,
      landlord: landlordMessage,
      pan: panMessage,
      address: addressMessage,
      rent: rent === null ? M.rent : undefined,
      from: from === null ? M.from : undefined,
      to: toMessage,
    },
    () => ({ tenant, landlord, landlordPan: pan, address, monthlyRent: rent!, from: from!, to: to! }),
  );
}
