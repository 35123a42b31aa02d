import {
  SIP_INVESTMENT_TYPE_MESSAGE,
  SIP_LUMPSUM_MESSAGE,
  SIP_MAX_RATE,
  SIP_MAX_YEARS,
  SIP_MIN_LUMPSUM,
  SIP_MIN_MONTHLY,
  SIP_MIN_YEARS,
  SIP_MONTHLY_MESSAGE,
  SIP_PERIOD_MESSAGE,
  SIP_RATE_MESSAGE,
  SIP_STEP_UP_MESSAGE,
  validateSipInput,
  type SipFields,
} from './sip-input';
import { PAISE_RESULT_LIMIT_MESSAGE } from '../common/result-limit';

const sipForm: SipFields = {
  investmentType: 'sip',
  monthlyInvestment: '1,000',
  lumpSumAmount: '1,00,000',
  rate: '12',
  timePeriod: '1',
};
const lumpsumForm: SipFields = { ...sipForm, investmentType: 'lumpsum' };
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.'];

describe('validateSipInput', () => {
  test('the messages, word for word, and the limits', () => {
    expect([SIP_MONTHLY_MESSAGE, SIP_LUMPSUM_MESSAGE, SIP_RATE_MESSAGE, SIP_PERIOD_MESSAGE]).toEqual([
      'Please enter monthly investment (min ₹500)',
      'Please enter lump sum amount (min ₹1000)',
      'Please enter valid rate of interest',
      'Please enter valid time period (min 1 year)',
    ]);
    expect([SIP_MIN_MONTHLY, SIP_MIN_LUMPSUM, SIP_MAX_RATE, SIP_MIN_YEARS, SIP_MAX_YEARS]).toEqual([
      500, 1000, 100, 1, 100,
    ]);
  });

  test.each([
    ['the default SIP', sipForm, { investmentType: 'sip', amount: 1000, rate: 12, timePeriod: 1 }],
    ['the default lump sum', lumpsumForm, { investmentType: 'lumpsum', amount: 100000, rate: 12, timePeriod: 1 }],
    [
      'SIP of exactly 500',
      { ...sipForm, monthlyInvestment: '500' },
      { investmentType: 'sip', amount: 500, rate: 12, timePeriod: 1 },
    ],
    [
      'lump sum of exactly 1000',
      { ...lumpsumForm, lumpSumAmount: '1,000' },
      { investmentType: 'lumpsum', amount: 1000, rate: 12, timePeriod: 1 },
    ],
    [
      // ₹5 × 10^13 at 12% for a year is ₹5.6 × 10^13, within the paise limit (7 × 10^13): result-limit.test.ts
      'a lump sum of ₹50 lakh crore',
      { ...lumpsumForm, lumpSumAmount: '50000000000000' },
      { investmentType: 'lumpsum', amount: 5e13, rate: 12, timePeriod: 1 },
    ],
    [
      'rate exactly 100',
      { ...sipForm, rate: '100' },
      { investmentType: 'sip', amount: 1000, rate: 100, timePeriod: 1 },
    ],
    [
      '100 years',
      { ...sipForm, timePeriod: '100' },
      { investmentType: 'sip', amount: 1000, rate: 12, timePeriod: 100 },
    ],
    // Only the active mode's amount is read.
    [
      'a SIP with a broken lump sum field',
      { ...sipForm, lumpSumAmount: 'abc' },
      { investmentType: 'sip', amount: 1000, rate: 12, timePeriod: 1 },
    ],
    [
      'a lump sum with an empty SIP field',
      { ...lumpsumForm, monthlyInvestment: '' },
      { investmentType: 'lumpsum', amount: 100000, rate: 12, timePeriod: 1 },
    ],
  ])('accepts %s', (_name, fields, value) => {
    // No step-up typed: 0.
    expect(validateSipInput(fields)).toEqual({ ok: true, value: { ...value, stepUp: 0 } });
  });

  test.each([
    ['empty, counted as 0', '', 0],
    ['0', '0', 0],
    ['10', '10', 10],
    ['12.5', '12.5', 12.5],
    ['exactly 100', '100', 100],
    ['with spaces around', ' 7 ', 7],
  ])('accepts a step-up of %s', (_name, stepUp, expected) => {
    const result = validateSipInput({ ...sipForm, stepUp });
    expect(result).toEqual({
      ok: true,
      value: { investmentType: 'sip', amount: 1000, rate: 12, timePeriod: 1, stepUp: expected },
    });
  });

  test.each(['101', '100.01', '-1', 'abc', '1e2', 'Infinity', '.'])(
    'refuses a step-up of %j with its message',
    (stepUp) => {
      expect(validateSipInput({ ...sipForm, stepUp })).toEqual({ ok: false, errors: { stepUp: SIP_STEP_UP_MESSAGE } });
    },
  );

  test('a lump sum has no step-up: a leftover one from a link does not block it', () => {
    expect(validateSipInput({ ...lumpsumForm, stepUp: '500' })).toMatchObject({ ok: true, value: { stepUp: 0 } });
  });

  test('the step-up message, word for word', () => {
    expect(SIP_STEP_UP_MESSAGE).toBe('Enter a step-up from 0 to 100%.');
  });

  test.each([
    ['SIP of 499', { ...sipForm, monthlyInvestment: '499' }, { monthlyInvestment: SIP_MONTHLY_MESSAGE }],
    ['lump sum of 999', { ...lumpsumForm, lumpSumAmount: '999' }, { lumpSumAmount: SIP_LUMPSUM_MESSAGE }],
    [
      'lump sum of 500, fine for a SIP',
      { ...lumpsumForm, lumpSumAmount: '500' },
      { lumpSumAmount: SIP_LUMPSUM_MESSAGE },
    ],
    [
      'SIP past MAX_AMOUNT',
      { ...sipForm, monthlyInvestment: '1000000000000001' },
      { monthlyInvestment: SIP_MONTHLY_MESSAGE },
    ],
    [
      // ₹10^15 grows to ₹1.12 × 10^15 in a year: above MAX_PAISE_RESULT, where a paisa can print off.
      'lump sum at MAX_AMOUNT',
      { ...lumpsumForm, lumpSumAmount: '1000000000000000' },
      { lumpSumAmount: PAISE_RESULT_LIMIT_MESSAGE },
    ],
    [
      'lump sum past MAX_AMOUNT',
      { ...lumpsumForm, lumpSumAmount: '9'.repeat(16) },
      { lumpSumAmount: SIP_LUMPSUM_MESSAGE },
    ],
    ['rate 0', { ...sipForm, rate: '0' }, { rate: SIP_RATE_MESSAGE }],
    ['rate past 100', { ...sipForm, rate: '100.01' }, { rate: SIP_RATE_MESSAGE }],
    ['0 years', { ...sipForm, timePeriod: '0' }, { timePeriod: SIP_PERIOD_MESSAGE }],
    ['101 years', { ...sipForm, timePeriod: '101' }, { timePeriod: SIP_PERIOD_MESSAGE }],
    ['half a year', { ...sipForm, timePeriod: '0.5' }, { timePeriod: SIP_PERIOD_MESSAGE }],
    ['an unknown type', { ...sipForm, investmentType: 'stocks' }, { investmentType: SIP_INVESTMENT_TYPE_MESSAGE }],
  ])('rejects %s', (_name, fields, errors) => {
    expect(validateSipInput(fields)).toEqual({ ok: false, errors });
  });

  test.each(NASTY)('never throws, and refuses %j in every field with its message', (text) => {
    expect(validateSipInput({ ...sipForm, monthlyInvestment: text })).toEqual({
      ok: false,
      errors: { monthlyInvestment: SIP_MONTHLY_MESSAGE },
    });
    expect(validateSipInput({ ...lumpsumForm, lumpSumAmount: text })).toEqual({
      ok: false,
      errors: { lumpSumAmount: SIP_LUMPSUM_MESSAGE },
    });
    expect(validateSipInput({ ...sipForm, rate: text })).toEqual({ ok: false, errors: { rate: SIP_RATE_MESSAGE } });
    expect(validateSipInput({ ...sipForm, timePeriod: text })).toEqual({
      ok: false,
      errors: { timePeriod: SIP_PERIOD_MESSAGE },
    });
    expect(validateSipInput({ ...sipForm, investmentType: text })).toEqual({
      ok: false,
      errors: { investmentType: SIP_INVESTMENT_TYPE_MESSAGE },
    });
  });
});
