import {
  readFlowRows,
  readPastedRows,
  validateXirrInput,
  writeFlowRows,
  XIRR_AMOUNT_MESSAGE,
  XIRR_CURRENT_VALUE_MESSAGE,
  XIRR_DATE_MESSAGE,
  XIRR_INVESTMENT_MESSAGE,
  XIRR_LATE_DATE_MESSAGE,
  XIRR_NOT_FOUND_MESSAGE,
  XIRR_VALUATION_ORDER_MESSAGE,
  type XirrFields,
} from './xirr-input';

const valid: XirrFields = {
  flows: '2024-01-01i10,000_2024-07-01i10,000',
  currentValue: '22,000',
  valuationDate: '2025-01-01',
};
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.'];

test('the messages, word for word', () => {
  expect([
    XIRR_INVESTMENT_MESSAGE,
    XIRR_CURRENT_VALUE_MESSAGE,
    XIRR_VALUATION_ORDER_MESSAGE,
    XIRR_NOT_FOUND_MESSAGE,
    XIRR_DATE_MESSAGE,
    XIRR_LATE_DATE_MESSAGE,
    XIRR_AMOUNT_MESSAGE,
  ]).toEqual([
    'Add at least one investment.',
    'Enter the current value and its date.',
    'The valuation date must be after the first investment.',
    'XIRR cannot be found for these cash flows.',
    'Enter a valid date.',
    'Enter a date on or before the valuation date.',
    'Enter a valid amount.',
  ]);
});

describe('the rows as one text', () => {
  test('written and read back', () => {
    const rows = [
      { date: '2024-01-01', amount: '10,000', type: 'investment' as const },
      { date: '2024-07-01', amount: '3,000', type: 'withdrawal' as const },
      { date: '', amount: '', type: 'investment' as const },
    ];
    expect(writeFlowRows(rows)).toBe('2024-01-01i10,000_2024-07-01w3,000_i');
    expect(readFlowRows(writeFlowRows(rows))).toEqual(rows);
  });

  test('a garbled row comes back empty, so it is asked for', () => {
    expect(readFlowRows('<script>_2024-01-01i5')).toEqual([
      { date: '', amount: '', type: 'investment' },
      { date: '2024-01-01', amount: '5', type: 'investment' },
    ]);
    expect(readFlowRows('')).toEqual([]);
  });
});

describe('rows pasted from a spreadsheet', () => {
  test('dates and amounts, a header skipped: all investments when none is negative', () => {
    expect(readPastedRows('Date\tAmount\n05/01/2025\t5,000\n2025-02-05\t₹5000\r\n5-3-2025;5000\n')).toEqual([
      { date: '2025-01-05', amount: '5000', type: 'investment' },
      { date: '2025-02-05', amount: '5000', type: 'investment' },
      { date: '2025-03-05', amount: '5000', type: 'investment' },
    ]);
  });

  test('signed amounts: the negative ones are the investments', () => {
    expect(readPastedRows('01/01/2024\t-10000\n01/07/2024\t-₹10,000\n01/10/2024\t2500.4')).toEqual([
      { date: '2024-01-01', amount: '10000', type: 'investment' },
      { date: '2024-07-01', amount: '10000', type: 'investment' },
      { date: '2024-10-01', amount: '2500', type: 'withdrawal' },
    ]);
  });

  test('nothing that is a row: null', () => {
    expect(readPastedRows('just some text')).toBeNull();
    expect(readPastedRows('31/02/2024\t100')).toBeNull();
  });
});

describe('validateXirrInput', () => {
  test('the reference cases', () => {
    expect(validateXirrInput(valid)).toEqual({ ok: true, value: { xirr: 13.41, invested: 20000, gain: 2000 } });
    const monthly = Array.from({ length: 12 }, (_, month) => `2025-${String(month + 1).padStart(2, '0')}-05i5,000`);
    expect(
      validateXirrInput({ flows: monthly.join('_'), currentValue: '64,000', valuationDate: '2026-01-05' }),
    ).toEqual({ ok: true, value: { xirr: 12.48, invested: 60000, gain: 4000 } });
  });

  test('a withdrawal counts as money received; a current value of ₹0 is a value', () => {
    expect(
      validateXirrInput({
        flows: '2024-01-01i10,000_2025-01-01w11,000',
        currentValue: '0',
        valuationDate: '2025-01-02',
      }),
    ).toEqual({ ok: true, value: { xirr: 9.97, invested: 10000, gain: 1000 } });
  });

  test.each([
    ['no rows', { flows: '' }, { flows: XIRR_INVESTMENT_MESSAGE }],
    ['withdrawals only', { flows: '2024-01-01w10,000' }, { flows: XIRR_INVESTMENT_MESSAGE }],
    ['no current value', { currentValue: '' }, { currentValue: XIRR_CURRENT_VALUE_MESSAGE }],
    ['no valuation date', { valuationDate: '' }, { valuationDate: XIRR_CURRENT_VALUE_MESSAGE }],
    [
      'a valuation date on the first investment',
      { valuationDate: '2024-01-01', flows: '2024-01-01i10,000' },
      { valuationDate: XIRR_VALUATION_ORDER_MESSAGE },
    ],
    [
      'a row after the valuation date',
      { flows: '2024-01-01i10,000_2025-02-01i10,000' },
      { 'flows.1.date': XIRR_LATE_DATE_MESSAGE },
    ],
    ['a row without a date', { flows: '2024-01-01i10,000_i10,000' }, { 'flows.1.date': XIRR_DATE_MESSAGE }],
    ['a date that does not exist', { flows: '2023-02-29i10,000' }, { 'flows.0.date': XIRR_DATE_MESSAGE }],
    ['a row of ₹0', { flows: '2024-01-01i10,000_2024-07-01i0' }, { 'flows.1.amount': XIRR_AMOUNT_MESSAGE }],
    [
      'a loss too steep for any rate',
      { flows: '2024-01-01i10,00,00,00,000', currentValue: '0', valuationDate: '2024-01-02' },
      { flows: XIRR_NOT_FOUND_MESSAGE },
    ],
  ])('refuses %s', (_name, change, errors) => {
    expect(validateXirrInput({ ...valid, ...change })).toEqual({ ok: false, errors });
  });

  test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
    expect(validateXirrInput({ flows: `${text}i${text}`, currentValue: text, valuationDate: text })).toEqual({
      ok: false,
      errors: expect.objectContaining({
        currentValue: XIRR_CURRENT_VALUE_MESSAGE,
        valuationDate: XIRR_CURRENT_VALUE_MESSAGE,
      }) as object,
    });
  });
});
