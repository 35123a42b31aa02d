import fc from 'fast-check';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { TAX_DEDUCTION_MESSAGE } from './tax-input';
import {
  validateNewRegimeDeductions,
  validateOldRegimeDeductions,
  type OldRegimeDeductionFields,
} from './tax-deductions-input';

const EMPTY_OLD: OldRegimeDeductionFields = {
  salaried: true,
  age: 'below-60',
  parentsSenior: true,
  section80C: '',
  section80DSelf: '',
  section80DParents: '',
  homeLoanInterest: '',
  nps80CCD1B: '',
  savingsInterest80TTA: '',
  depositInterest80TTB: '',
  hraExemption: '',
  other: '',
};

test('old regime: grouped digits are read, empty fields are 0, the ticks pass through', () => {
  expect(
    validateOldRegimeDeductions({ ...EMPTY_OLD, section80C: '2,00,000', section80DSelf: '30000', other: '0012' }),
  ).toEqual({
    ok: true,
    value: {
      regime: 'old',
      salaried: true,
      age: 'below-60',
      parentsSenior: true,
      section80C: 200_000,
      section80DSelf: 30_000,
      section80DParents: 0,
      homeLoanInterest: 0,
      nps80CCD1B: 0,
      savingsInterest80TTA: 0,
      depositInterest80TTB: 0,
      hraExemption: 0,
      other: 12,
    },
  });
});

test.each([
  // text, value or message
  ['1,00,00,00,00,00,00,000', MAX_AMOUNT],
  ['1,00,00,00,00,00,00,001', TAX_DEDUCTION_MESSAGE],
  ['-5,000', TAX_DEDUCTION_MESSAGE],
  ['-', 0],
  ['abc', 0],
  ['   ', 0],
])('an amount typed as %j → %s', (text, expected) => {
  const old = validateOldRegimeDeductions({ ...EMPTY_OLD, homeLoanInterest: text });
  const next = validateNewRegimeDeductions({ salaried: false, employerNps: text });
  if (typeof expected === 'number') {
    expect(old).toMatchObject({ ok: true, value: { homeLoanInterest: expected } });
    expect(next).toEqual({ ok: true, value: { regime: 'new', salaried: false, employerNps: expected } });
  } else {
    expect(old).toEqual({ ok: false, errors: { homeLoanInterest: expected } });
    expect(next).toEqual({ ok: false, errors: { employerNps: expected } });
  }
});

test('each field that is wrong gets its own message', () => {
  expect(validateOldRegimeDeductions({ ...EMPTY_OLD, section80C: '-1', other: '9'.repeat(17) })).toEqual({
    ok: false,
    errors: { section80C: TAX_DEDUCTION_MESSAGE, other: TAX_DEDUCTION_MESSAGE },
  });
});

test('property: any text in any field gives a result or the message, never a throw', () => {
  fc.assert(
    fc.property(fc.string(), fc.string(), fc.boolean(), (text, other, salaried) => {
      const result = validateOldRegimeDeductions({ ...EMPTY_OLD, salaried, section80C: text, other });
      const next = validateNewRegimeDeductions({ salaried, employerNps: text });
      return (
        (result.ok
          ? Object.values(result.value).every((value) => typeof value !== 'number' || Number.isInteger(value))
          : Object.values(result.errors).every((message) => message === TAX_DEDUCTION_MESSAGE)) &&
        (next.ok ? Number.isInteger(next.value.employerNps) : next.errors.employerNps === TAX_DEDUCTION_MESSAGE)
      );
    }),
  );
});
