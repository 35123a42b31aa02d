import { MAX_PREPAYMENTS } from '@fintools/shared/finance/prepayments';
import { LOAN_TENURE_MESSAGE } from '../emi/loan-input';
import {
  PREPAYMENT_AMOUNT_MESSAGE,
  PREPAYMENT_MODE_MESSAGE,
  prepaymentMonthMessage,
  readPrepaymentRows,
  validatePrepaidLoanInput,
  writePrepaymentRows,
  type PrepaidLoanFields,
  type PrepaymentFields,
} from './loan-prepayments-input';

const form: PrepaidLoanFields = {
  loanAmount: '50,00,000',
  rate: '8.5',
  loanTenure: '20',
  unit: 'years',
  prepayments: '',
  afterPrepayment: 'reduce-tenure',
};
const loan = { loanAmount: 5000000, rate: 8.5, loanTenure: 20, unit: 'years' };
const row = (amount: string, month: string, repeatYearly = false): PrepaymentFields => ({
  amount,
  month,
  repeatYearly,
});

describe('prepayment rows as one text', () => {
  test.each<[string, PrepaymentFields[], string]>([
    ['none', [], ''],
    ['one', [row('5,00,000', '12')], '5,00,000m12'],
    ['one every year', [row('1,00,000', '12', true)], '1,00,000m12y'],
    ['two, one half typed', [row('5,00,000', '12'), row('', '', true)], '5,00,000m12_my'],
  ])('%s: written and read back unchanged', (_name, rows, text) => {
    expect(writePrepaymentRows(rows)).toBe(text);
    expect(readPrepaymentRows(text)).toEqual(rows);
  });

  test.each([
    ['garbage', 'abc', [row('', '')]],
    ['a row without its "m"', '500000', [row('', '')]],
    ['a minus sign', '-5m3', [row('', '')]],
    ['an empty row between two', '1m1__2m2', [row('1', '1'), row('', ''), row('2', '2')]],
  ])('a hand-edited link with %s comes back as rows the validator can judge', (_name, text, rows) => {
    expect(readPrepaymentRows(text)).toEqual(rows);
  });

  test(`at most ${MAX_PREPAYMENTS} rows are read`, () => {
    expect(
      readPrepaymentRows(
        Array(MAX_PREPAYMENTS + 5)
          .fill('1m1')
          .join('_'),
      ),
    ).toHaveLength(MAX_PREPAYMENTS);
  });
});

describe('validatePrepaidLoanInput', () => {
  test('the messages, word for word', () => {
    expect(PREPAYMENT_AMOUNT_MESSAGE).toBe('Enter a valid prepayment amount.');
    expect(prepaymentMonthMessage(240)).toBe('Enter a month from 1 to 240.');
  });

  test('no prepayments: the loan alone, reduce tenure', () => {
    expect(validatePrepaidLoanInput(form)).toEqual({
      ok: true,
      value: { loan, prepayments: [], mode: 'reduce-tenure' },
    });
  });

  test('prepayments and reduce EMI', () => {
    expect(
      validatePrepaidLoanInput({ ...form, prepayments: '5,00,000m12_100000m240y', afterPrepayment: 'reduce-emi' }),
    ).toEqual({
      ok: true,
      value: {
        loan,
        prepayments: [
          { amount: 500000, month: 12, repeatYearly: false },
          { amount: 100000, month: 240, repeatYearly: true },
        ],
        mode: 'reduce-emi',
      },
    });
  });

  test.each([
    ['an empty amount', 'm12', { 'prepayments.0.amount': PREPAYMENT_AMOUNT_MESSAGE }],
    ['an amount of 0', '0m12', { 'prepayments.0.amount': PREPAYMENT_AMOUNT_MESSAGE }],
    ['an amount past MAX_AMOUNT', `${'9'.repeat(16)}m12`, { 'prepayments.0.amount': PREPAYMENT_AMOUNT_MESSAGE }],
    ['an empty month', '1000m', { 'prepayments.0.month': 'Enter a month from 1 to 240.' }],
    ['month 0', '1000m0', { 'prepayments.0.month': 'Enter a month from 1 to 240.' }],
    ['a month after the loan', '1000m241', { 'prepayments.0.month': 'Enter a month from 1 to 240.' }],
    [
      'the second row wrong in both',
      '1000m1_0m999',
      { 'prepayments.1.amount': PREPAYMENT_AMOUNT_MESSAGE, 'prepayments.1.month': 'Enter a month from 1 to 240.' },
    ],
  ])('%s', (_name, prepayments, errors) => {
    expect(validatePrepaidLoanInput({ ...form, prepayments })).toEqual({ ok: false, errors });
  });

  test('the months follow the tenure and its unit', () => {
    const months = { ...form, loanTenure: '18', unit: 'months', prepayments: '1000m19' };
    expect(validatePrepaidLoanInput(months)).toEqual({
      ok: false,
      errors: { 'prepayments.0.month': 'Enter a month from 1 to 18.' },
    });
    expect(validatePrepaidLoanInput({ ...months, prepayments: '1000m18' }).ok).toBe(true);
  });

  test('with a wrong tenure there are no months to check against: only the tenure is reported', () => {
    expect(validatePrepaidLoanInput({ ...form, loanTenure: '0', prepayments: '1000m999' })).toEqual({
      ok: false,
      errors: { loanTenure: LOAN_TENURE_MESSAGE },
    });
  });

  test('the loan and the prepayments are reported together', () => {
    expect(validatePrepaidLoanInput({ ...form, rate: '', prepayments: '0m12' })).toEqual({
      ok: false,
      errors: { rate: 'Enter a valid interest rate.', 'prepayments.0.amount': PREPAYMENT_AMOUNT_MESSAGE },
    });
  });

  test('a choice that is neither', () => {
    expect(validatePrepaidLoanInput({ ...form, afterPrepayment: 'reduce-both' })).toEqual({
      ok: false,
      errors: { afterPrepayment: PREPAYMENT_MODE_MESSAGE },
    });
  });
});
