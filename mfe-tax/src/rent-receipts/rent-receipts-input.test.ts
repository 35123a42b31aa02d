import { describeValidatorsTakeAnyText } from '../../../shared/test/any-text-validators';
import { RENT_RECEIPTS_MESSAGES, validateRentReceiptsInput, type RentReceiptsFields } from './rent-receipts-input';

const REFERENCE: RentReceiptsFields = {
  tenant: 'Asha Rao',
  landlord: 'Vikram Mehta',
  pan: 'ABCDE1234F',
  address: '12 MG Road, Bengaluru',
  rent: '1,25,000',
  from: '2026-04',
  to: '2027-03',
};
const fields = (changes: Partial<RentReceiptsFields>): RentReceiptsFields => ({ ...REFERENCE, ...changes });

test('the reference reads as the rule’s input; a PAN typed in lower case is upper case', () => {
  expect(validateRentReceiptsInput(fields({ pan: ' abcde1234f ' }))).toEqual({
    ok: true,
    value: {
      tenant: 'Asha Rao',
      landlord: 'Vikram Mehta',
      landlordPan: 'ABCDE1234F',
      address: '12 MG Road, Bengaluru',
      monthlyRent: 125_000,
      from: { year: 2026, month: 4 },
      to: { year: 2027, month: 3 },
    },
  });
});

test('no PAN is fine up to ₹1,00,000 of rent a year', () => {
  expect(validateRentReceiptsInput(fields({ pan: '', rent: '8,333' }))).toMatchObject({
    ok: true,
    value: { landlordPan: null },
  });
});

test('the issue’s messages, word for word', () => {
  expect(RENT_RECEIPTS_MESSAGES.pan).toBe('Enter a valid PAN (for example ABCDE1234F).');
  expect(RENT_RECEIPTS_MESSAGES.panNeeded).toBe(
    "The landlord's PAN is needed when the rent is above ₹1,00,000 a year.",
  );
  expect(RENT_RECEIPTS_MESSAGES.toBeforeFrom).toBe('The last month must not be before the first.');
});

test.each<[string, Partial<RentReceiptsFields>, Partial<Record<keyof RentReceiptsFields, string>>]>([
  ['a PAN of nine characters', { pan: 'ABCDE1234' }, { pan: RENT_RECEIPTS_MESSAGES.pan }],
  ['a PAN with its letters and digits swapped', { pan: '12345ABCDF' }, { pan: RENT_RECEIPTS_MESSAGES.pan }],
  ['no PAN at ₹8,334 a month', { pan: '', rent: '8,334' }, { pan: RENT_RECEIPTS_MESSAGES.panNeeded }],
  ['the last month before the first', { to: '2026-03' }, { to: RENT_RECEIPTS_MESSAGES.toBeforeFrom }],
  ['25 months', { to: '2028-04' }, { to: 'Receipts cover at most 24 months.' }],
  ['no months', { from: '', to: '' }, { from: RENT_RECEIPTS_MESSAGES.from, to: RENT_RECEIPTS_MESSAGES.to }],
  ['a rent of ₹0', { rent: '0' }, { rent: RENT_RECEIPTS_MESSAGES.rent }],
  ['a rent with paise', { rent: '25000.50' }, { rent: RENT_RECEIPTS_MESSAGES.rent }],
  [
    'empty names and address',
    { tenant: ' ', landlord: '', address: '' },
    {
      tenant: RENT_RECEIPTS_MESSAGES.tenant,
      landlord: RENT_RECEIPTS_MESSAGES.landlord,
      address: RENT_RECEIPTS_MESSAGES.address,
    },
  ],
  [
    'a name and an address too long',
    { tenant: 'a'.repeat(101), address: 'b'.repeat(301) },
    { tenant: 'Enter at most 100 characters.', address: 'Enter at most 300 characters.' },
  ],
])('%s gets its message', (_what, changes, errors) => {
  expect(validateRentReceiptsInput(fields(changes))).toEqual({ ok: false, errors });
});

describeValidatorsTakeAnyText([
  [
    'rent receipts',
    (text) =>
      validateRentReceiptsInput({
        tenant: text,
        landlord: text,
        pan: text,
        address: text,
        rent: text,
        from: text,
        to: text,
      }),
  ],
]);
