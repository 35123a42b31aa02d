import {
  TDS_AMOUNT_MESSAGE,
  TDS_OPTION_MESSAGE,
  TDS_PAN_MESSAGE,
  TDS_SECTION_MESSAGE,
  TDS_YEAR_TOTAL_MESSAGE,
  validateTdsInput,
  type TdsFields,
} from './tds-input';

const form = (change: Partial<TdsFields> = {}): TdsFields => ({
  section: '193',
  amount: '50,000',
  pan: 'yes',
  ...change,
});
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.', '0'];

describe('validateTdsInput', () => {
  test('the message, word for word', () => {
    expect(TDS_AMOUNT_MESSAGE).toBe('Please enter a valid amount');
  });

  test.each([
    ['a plain section', form(), { section: '193', amount: 50000, hasPan: true }],
    ['no PAN', form({ pan: 'no' }), { section: '193', amount: 50000, hasPan: false }],
    ['paise in the amount', form({ amount: '12,345.67' }), { section: '193', amount: 12345.67, hasPan: true }],
    ['an amount just above 0', form({ amount: '0.01' }), { section: '193', amount: 0.01, hasPan: true }],
    ['the largest amount', form({ amount: '1000000000000000' }), { section: '193', amount: 1e15, hasPan: true }],
    [
      '194J with its fee type',
      form({ section: '194J', feeType: 'technical' }),
      { section: '194J', amount: 50000, hasPan: true, feeType: 'technical' },
    ],
    [
      '194J with no fee type: the default, professional',
      form({ section: '194J' }),
      { section: '194J', amount: 50000, hasPan: true, feeType: 'professional' },
    ],
    [
      '194J with an empty fee type',
      form({ section: '194J', feeType: '' }),
      { section: '194J', amount: 50000, hasPan: true, feeType: 'professional' },
    ],
    [
      '194A others with the payer',
      form({ section: '194A_others', payer: 'other' }),
      { section: '194A_others', amount: 50000, hasPan: true, payer: 'other' },
    ],
    [
      '194D with the payee type',
      form({ section: '194D', payeeType: 'other' }),
      { section: '194D', amount: 50000, hasPan: true, payeeType: 'other' },
    ],
    [
      '194-I with the asset type',
      form({ section: '194I', assetType: 'land-building-furniture' }),
      { section: '194I', amount: 50000, hasPan: true, assetType: 'land-building-furniture' },
    ],
    [
      '194C with a year total',
      form({ section: '194C', payeeType: 'other', yearTotal: '1,20,000' }),
      { section: '194C', amount: 50000, hasPan: true, payeeType: 'other', yearTotal: 120000 },
    ],
    [
      '194C with an empty year total',
      form({ section: '194C', yearTotal: '  ' }),
      { section: '194C', amount: 50000, hasPan: true, payeeType: 'individual-huf' },
    ],
    // Answers the section does not ask are dropped, even when they are junk.
    [
      '193 ignores the sub-choices and year total',
      form({ feeType: 'x', payer: 'y', yearTotal: 'z' }),
      { section: '193', amount: 50000, hasPan: true },
    ],
  ])('accepts %s', (_name, fields, value) => {
    // Without a year the form means the default year, as a link without one does.
    expect(validateTdsInput(fields)).toEqual({ ok: true, value: { ...value, year: '2026-27' } });
  });

  test.each([
    ['2025-26', '2025-26'],
    ['2026-27', '2026-27'],
    ['', '2026-27'],
    ['2019-20', '2026-27'],
  ])('year %j is read as %s', (year, expected) => {
    const result = validateTdsInput({ section: '193', amount: '50,000', pan: 'yes', year });
    expect(result.ok && result.value.year).toBe(expected);
  });

  test.each([
    ['amount 0', form({ amount: '0' }), { amount: TDS_AMOUNT_MESSAGE }],
    ['amount negative', form({ amount: '-100' }), { amount: TDS_AMOUNT_MESSAGE }],
    ['amount past MAX_AMOUNT', form({ amount: '1000000000000000.5' }), { amount: TDS_AMOUNT_MESSAGE }],
    ['an unknown section', form({ section: '194Z' }), { section: TDS_SECTION_MESSAGE }],
    ['the display code instead of the id', form({ section: '194-I' }), { section: TDS_SECTION_MESSAGE }],
    ['no PAN answer', form({ pan: '' }), { pan: TDS_PAN_MESSAGE }],
    ['a PAN answer that is not yes or no', form({ pan: 'maybe' }), { pan: TDS_PAN_MESSAGE }],
    [
      'a fee type 194J does not offer',
      form({ section: '194J', feeType: 'individual-huf' }),
      { feeType: TDS_OPTION_MESSAGE },
    ],
    [
      'a payer 194A does not offer',
      form({ section: '194A_others', payer: 'bank ' + 'x' }),
      { payer: TDS_OPTION_MESSAGE },
    ],
    [
      'a year total that is not an amount',
      form({ section: '194C', yearTotal: '1e5' }),
      { yearTotal: TDS_YEAR_TOTAL_MESSAGE },
    ],
    [
      'a year total past MAX_AMOUNT',
      form({ section: '194C', yearTotal: '9'.repeat(17) }),
      { yearTotal: TDS_YEAR_TOTAL_MESSAGE },
    ],
  ])('rejects %s', (_name, fields, errors) => {
    expect(validateTdsInput(fields)).toEqual({ ok: false, errors });
  });

  test('reports every wrong field at once', () => {
    expect(validateTdsInput({ section: '', amount: '', pan: '' })).toEqual({
      ok: false,
      errors: { amount: TDS_AMOUNT_MESSAGE, section: TDS_SECTION_MESSAGE, pan: TDS_PAN_MESSAGE },
    });
  });

  test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
    expect(validateTdsInput(form({ amount: text }))).toEqual({ ok: false, errors: { amount: TDS_AMOUNT_MESSAGE } });
    expect(validateTdsInput(form({ section: text }))).toEqual({ ok: false, errors: { section: TDS_SECTION_MESSAGE } });
    expect(validateTdsInput(form({ pan: text }))).toEqual({ ok: false, errors: { pan: TDS_PAN_MESSAGE } });
    if (text.trim() !== '') {
      expect(validateTdsInput(form({ section: '194I', assetType: text }))).toEqual({
        ok: false,
        errors: { assetType: TDS_OPTION_MESSAGE },
      });
    }
  });
});
