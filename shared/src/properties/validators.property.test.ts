/**
 * Every validator takes ANY string — including the hostile ones the fuzz tests name — and answers either a
 * value or the spec's messages; none throws, and an accepted value is always finite.
 */
import fc from 'fast-check';
import { formatNumberIn, groupDigitsAsTyped, parseGroupedDigits } from '../format/indian-number';
import { validateAgeInput } from '../validation/age';
import { validateFdInput } from '../validation/fd';
import { validateFindDayInput } from '../validation/find-day';
import { validateLoanInput } from '../validation/loan';
import { validatePercentageInput, validateValueOfPercentageInput } from '../validation/percentage';
import { validateRdInput } from '../validation/rd';
import { validateSipInput } from '../validation/sip';
import { validateTaxInput } from '../validation/tax';
import { validateTdsInput } from '../validation/tds';
import type { Result } from '../validation/result';

const HOSTILE = [
  '',
  '-',
  'e',
  '1e309',
  '٣',
  '٣٤٥',
  '-0',
  '  5  ',
  '5,00,000abc',
  '9'.repeat(60),
  '9'.repeat(10_000),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'NaN',
  'Infinity',
  '0x1F',
  '1/0',
  '0.0000001',
  '-5',
  '0',
];
const anyText = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^[0-9,.\-e ]{0,24}$/),
);

function expectWellFormed(result: Result<object, Partial<Record<string, string>>>) {
  if (result.ok) {
    for (const value of Object.values(result.value)) {
      if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
  } else {
    const messages = Object.values(result.errors);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(typeof message === 'string' && message.length > 0).toBe(true);
  }
}

const VALIDATORS: [string, (text: string) => Result<object, Partial<Record<string, string>>>][] = [
  ['loan', (t) => validateLoanInput({ loanAmount: t, rate: t, loanTenure: t, unit: t })],
  ['loan (unit fixed)', (t) => validateLoanInput({ loanAmount: t, rate: t, loanTenure: t, unit: 'years' })],
  ['fd', (t) => validateFdInput({ investment: t, rate: t, timePeriod: t, unit: 'months' })],
  ['rd', (t) => validateRdInput({ monthlyInvestment: t, rate: t, timePeriod: t, unit: 'years' })],
  [
    'sip',
    (t) => validateSipInput({ investmentType: 'sip', monthlyInvestment: t, lumpSumAmount: t, rate: t, timePeriod: t }),
  ],
  [
    'sip (any type)',
    (t) => validateSipInput({ investmentType: t, monthlyInvestment: t, lumpSumAmount: t, rate: t, timePeriod: t }),
  ],
  ['tds', (t) => validateTdsInput({ section: '194J', amount: t, pan: 'no', feeType: t, yearTotal: t })],
  ['tds (any section)', (t) => validateTdsInput({ section: t, amount: t, pan: t })],
  ['tax', (t) => validateTaxInput({ salary: t, deduction: t })],
  ['age', (t) => validateAgeInput({ dob: t, currentDate: t })],
  ['find day', (t) => validateFindDayInput({ date: t })],
  ['percentage', (t) => validatePercentageInput({ part: t, total: t })],
  ['value of percentage', (t) => validateValueOfPercentageInput({ percentage: t, total: t })],
];

describe.each(VALIDATORS)('%s validator', (_name, validate) => {
  test.each(HOSTILE.map((text) => [text.length > 40 ? `${text.slice(0, 20)}… (${text.length} chars)` : text, text]))(
    'takes %j without throwing',
    (_label, text) => {
      expectWellFormed(validate(text));
    },
  );

  test('takes any string without throwing', () => {
    fc.assert(
      fc.property(anyText, (text) => expectWellFormed(validate(text))),
      { numRuns: 300 },
    );
  });
});

test('parse(format(n)) = n for Indian grouping', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
      expect(parseGroupedDigits(formatNumberIn(value))).toBe(value);
      expect(parseGroupedDigits(groupDigitsAsTyped(String(value)))).toBe(value);
    }),
  );
});
