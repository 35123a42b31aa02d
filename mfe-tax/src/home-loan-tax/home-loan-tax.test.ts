import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { calculateHomeLoanTax, emisOfYear, type HomeLoanTaxInput, type HomeLoanTaxResult } from './home-loan-tax';

/** The reference: ₹50,00,000 at 8.5 % for 20 years from April 2026; ₹19,50,000 taxable, ₹50,000 of 80C. */
const REFERENCE: HomeLoanTaxInput = {
  loanAmount: 5_000_000,
  rate: 8.5,
  tenureYears: 20,
  firstEmi: { year: 2026, month: 4 },
  year: '2026-27',
  taxableIncome: 1_950_000,
  otherSection80C: 50_000,
  age: 'below-60',
};
const input = (changes: Partial<HomeLoanTaxInput>): HomeLoanTaxInput => ({ ...REFERENCE, ...changes });

test('the reference: EMI ₹43,391; ₹4,21,182 interest, ₹99,511 principal; tax ₹4,13,400 → ₹3,19,953, ₹93,447 saved', () => {
  expect(calculateHomeLoanTax(REFERENCE)).toEqual<HomeLoanTaxResult>({
    emi: 43_391,
    emisInYear: 12,
    interestPaid: 421_182,
    principalRepaid: 99_511,
    interestDeduction: 200_000,
    principalDeduction: 99_511,
    section80CLeft: 100_000,
    taxWithoutLoan: 413_400,
    taxWithLoan: 319_953,
    taxSaved: 93_447,
  });
});

type Figures = Partial<Omit<HomeLoanTaxResult, 'emi'>>;

test.each<[string, Partial<HomeLoanTaxInput>, Figures]>([
  [
    'FY 2025-26 with the first EMI in April 2025: the same figures under sections 24(b) and 80C',
    { year: '2025-26', firstEmi: { year: 2025, month: 4 } },
    { interestPaid: 421_182, principalRepaid: 99_511, taxWithoutLoan: 413_400, taxWithLoan: 319_953, taxSaved: 93_447 },
  ],
  [
    'the ₹2,00,000 cap: interest below it counts in full (₹20,00,000 at 8.5 %)',
    { loanAmount: 2_000_000 },
    { interestPaid: 168_473, interestDeduction: 168_473 },
  ],
  [
    'the ₹2,00,000 cap: interest above it counts ₹2,00,000 (₹1 crore at 9 %)',
    { loanAmount: 10_000_000, rate: 9 },
    { interestDeduction: 200_000 },
  ],
  [
    'the ₹1,50,000 cap: no other investments, so principal counts up to ₹1,50,000',
    { otherSection80C: 0 },
    { section80CLeft: 150_000, principalDeduction: 99_511 },
  ],
  [
    'the ₹1,50,000 cap: ₹1,00,000 of other investments leave ₹50,000 of the ₹99,511 principal',
    { otherSection80C: 100_000 },
    { section80CLeft: 50_000, principalDeduction: 50_000 },
  ],
  [
    'the ₹1,50,000 cap: ₹1,50,000 or more of other investments leave nothing for the principal',
    { otherSection80C: 200_000 },
    { section80CLeft: 0, principalDeduction: 0, interestDeduction: 200_000 },
  ],
  ['a first EMI in October 2026: six EMIs in the year', { firstEmi: { year: 2026, month: 10 } }, { emisInYear: 6 }],
  [
    'a first EMI in March 2027: one EMI, ₹35,417 of interest and ₹7,974 of principal',
    { firstEmi: { year: 2027, month: 3 } },
    { emisInYear: 1, interestPaid: 35_417, principalRepaid: 7_974 },
  ],
  [
    'a first EMI after the year: nothing paid, nothing saved',
    { firstEmi: { year: 2027, month: 4 } },
    { emisInYear: 0, interestPaid: 0, principalRepaid: 0, taxSaved: 0, taxWithLoan: 413_400 },
  ],
  [
    'a one-year loan repaid before the year: nothing in it',
    { tenureYears: 1, firstEmi: { year: 2025, month: 4 } },
    { emisInYear: 0, interestPaid: 0, principalRepaid: 0, taxSaved: 0 },
  ],
  [
    'a one-year loan within the year repays the whole principal',
    { tenureYears: 1, loanAmount: 100_000 },
    { emisInYear: 12, principalRepaid: 100_000, interestPaid: 4_664, principalDeduction: 100_000 },
  ],
  [
    'the year the loan ends: only its last EMIs (first EMI in October 2006)',
    { firstEmi: { year: 2006, month: 10 } },
    { emisInYear: 6 },
  ],
  [
    'a senior citizen’s slabs (60 to 79)',
    { age: '60-to-79' },
    { taxWithoutLoan: 410_800, taxWithLoan: 317_353, taxSaved: 93_447 },
  ],
  [
    'an income the deductions take below ₹5,00,000: the rebate leaves no tax with the loan',
    { taxableIncome: 750_000 },
    { taxWithoutLoan: 65_000, taxWithLoan: 0, taxSaved: 65_000 },
  ],
  ['no taxable income: nothing to save', { taxableIncome: 0 }, { taxWithoutLoan: 0, taxWithLoan: 0, taxSaved: 0 }],
])('%s', (_what, changes, expected) => {
  expect(calculateHomeLoanTax(input(changes))).toMatchObject(expected);
});

test.each<[string, Parameters<typeof emisOfYear>, { first: number; last: number }]>([
  ['first EMI in April of the year', [{ year: 2026, month: 4 }, '2026-27', 240], { first: 1, last: 12 }],
  ['first EMI the October before', [{ year: 2025, month: 10 }, '2026-27', 240], { first: 7, last: 18 }],
  ['first EMI in January of the year', [{ year: 2027, month: 1 }, '2026-27', 240], { first: 1, last: 3 }],
  ['a loan that ends in the year', [{ year: 2016, month: 10 }, '2026-27', 120], { first: 115, last: 120 }],
])('the year’s EMIs, %s', (_what, args, expected) => {
  expect(emisOfYear(...args)).toEqual(expected);
});

test('the largest loan is still whole rupees, decided exactly', () => {
  const result = calculateHomeLoanTax(input({ loanAmount: 1e15, rate: 100, tenureYears: 1000 }));
  expect(Number.isSafeInteger(result.interestPaid)).toBe(true);
  // At 100 % for 1000 years the first year's EMIs are nearly all interest: 1e15 × 100 % a year.
  expect(result.interestPaid).toBe(1e15);
  expect(result.principalRepaid).toBe(0);
});

test.each<[string, Partial<HomeLoanTaxInput>]>([
  ['a loan of ₹0', { loanAmount: 0 }],
  ['a rate of 0', { rate: 0 }],
  ['a rate above 100 %', { rate: 100.01 }],
  ['a tenure of 1.5 years', { tenureYears: 1.5 }],
  ['a tenure above 1000 years', { tenureYears: 1001 }],
  ['month 13', { firstEmi: { year: 2026, month: 13 } }],
  ['a negative income', { taxableIncome: -1 }],
  ['NaN investments', { otherSection80C: Number.NaN }],
  ['an unknown age', { age: '59' as HomeLoanTaxInput['age'] }],
])('refuses %s', (_what, changes) => {
  expect(() => calculateHomeLoanTax(input(changes))).toThrow(RuleInputError);
});
