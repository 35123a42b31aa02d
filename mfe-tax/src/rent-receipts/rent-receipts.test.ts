import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { buildRentReceipts, needsLandlordPan, type RentReceiptsInput } from './rent-receipts';

const APRIL_2026 = { year: 2026, month: 4 };
const REFERENCE: RentReceiptsInput = {
  tenant: 'Asha Rao',
  landlord: 'Vikram Mehta',
  landlordPan: 'ABCDE1234F',
  address: '12 MG Road, Bengaluru 560001',
  monthlyRent: 125_000,
  from: APRIL_2026,
  to: { year: 2027, month: 3 },
};
const input = (changes: Partial<RentReceiptsInput>): RentReceiptsInput => ({ ...REFERENCE, ...changes });

test('a receipt a month, April 2026 to March 2027, with the amount in words', () => {
  const { receipts, totalRent } = buildRentReceipts(REFERENCE);
  expect(receipts).toHaveLength(12);
  expect(totalRent).toBe(1_500_000);
  expect(receipts[0]).toEqual({
    month: APRIL_2026,
    title: 'Rent receipt — April 2026',
    statement:
      'Vikram Mehta received ₹1,25,000 (One Lakh Twenty-Five Thousand Rupees Only) from Asha Rao as rent for 12 MG Road, Bengaluru 560001 for April 2026.',
    landlordLine: 'Landlord: Vikram Mehta',
    panLine: 'PAN: ABCDE1234F',
    signatureCaption: 'Signature of the landlord',
  });
  expect(receipts.map((receipt) => receipt.title).slice(8)).toEqual([
    'Rent receipt — December 2026',
    'Rent receipt — January 2027',
    'Rent receipt — February 2027',
    'Rent receipt — March 2027',
  ]);
});

test.each<[string, Partial<RentReceiptsInput>, number, string]>([
  ['one month', { to: APRIL_2026 }, 1, 'Rent receipt — April 2026'],
  ['24 months, the most', { to: { year: 2028, month: 3 } }, 24, 'Rent receipt — March 2028'],
  [
    'across a year end',
    { from: { year: 2026, month: 11 }, to: { year: 2027, month: 2 } },
    4,
    'Rent receipt — February 2027',
  ],
])('%s', (_what, changes, count, lastTitle) => {
  const { receipts } = buildRentReceipts(input(changes));
  expect(receipts).toHaveLength(count);
  expect(receipts.at(-1)?.title).toBe(lastTitle);
});

test('names and addresses are tidied: trimmed, line breaks as spaces', () => {
  const [receipt] = buildRentReceipts(
    input({ tenant: '  Asha  Rao ', address: 'Flat 4,\n12 MG Road,\r\nBengaluru', to: APRIL_2026 }),
  ).receipts;
  expect(receipt?.statement).toContain('from Asha Rao as rent for Flat 4, 12 MG Road, Bengaluru for April 2026.');
});

test.each<[number, boolean]>([
  [8_333, false], // ₹99,996 a year
  [8_334, true], // ₹1,00,008 a year
  [125_000, true],
])('a rent of %i a month needs the PAN: %s', (rent, needed) => {
  expect(needsLandlordPan(rent)).toBe(needed);
});

test('no PAN: allowed up to ₹1,00,000 a year, and the receipt has no PAN line', () => {
  const [receipt] = buildRentReceipts(input({ monthlyRent: 8_333, landlordPan: null, to: APRIL_2026 })).receipts;
  expect(receipt?.panLine).toBeNull();
  expect(receipt?.statement).toContain('₹8,333 (Eight Thousand Three Hundred Thirty-Three Rupees Only)');
});

test.each<[string, Partial<RentReceiptsInput>]>([
  ['no PAN above ₹1,00,000 a year', { landlordPan: null }],
  ['a PAN of the wrong form', { landlordPan: 'ABCD1234F' }],
  ['a PAN in lower case (the validator makes it upper)', { landlordPan: 'abcde1234f' }],
  ['the last month before the first', { to: { year: 2026, month: 3 } }],
  ['25 months', { to: { year: 2028, month: 4 } }],
  ['a rent of ₹0', { monthlyRent: 0 }],
  ['a rent with paise', { monthlyRent: 100.5 }],
  ['an empty tenant', { tenant: '  ' }],
  ['a landlord of 101 characters', { landlord: 'a'.repeat(101) }],
  ['an address of 301 characters', { address: 'a'.repeat(301) }],
])('refuses %s', (_what, changes) => {
  expect(() => buildRentReceipts(input(changes))).toThrow(RuleInputError);
});
