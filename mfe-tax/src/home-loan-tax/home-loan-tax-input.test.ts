import { describeValidatorsTakeAnyText } from '../../../shared/test/any-text-validators';
import { HOME_LOAN_TAX_MESSAGES, validateHomeLoanTaxInput, type HomeLoanTaxFields } from './home-loan-tax-input';

const REFERENCE: HomeLoanTaxFields = {
  loanAmount: '50,00,000',
  rate: '8.5',
  tenure: '20',
  firstEmi: '2026-04',
  year: '2026-27',
  taxableIncome: '19,50,000',
  other80C: '50,000',
  age: 'below-60',
};
const fields = (changes: Partial<HomeLoanTaxFields>): HomeLoanTaxFields => ({ ...REFERENCE, ...changes });

test('the reference reads as the rule’s input; other investments are 0 when empty', () => {
  expect(validateHomeLoanTaxInput(REFERENCE)).toEqual({
    ok: true,
    value: {
      loanAmount: 5_000_000,
      rate: 8.5,
      tenureYears: 20,
      firstEmi: { year: 2026, month: 4 },
      year: '2026-27',
      taxableIncome: 1_950_000,
      otherSection80C: 50_000,
      age: 'below-60',
    },
  });
  expect(validateHomeLoanTaxInput(fields({ other80C: '' }))).toMatchObject({ ok: true, value: { otherSection80C: 0 } });
  expect(validateHomeLoanTaxInput(fields({ year: '2019-20' }))).toMatchObject({ ok: true, value: { year: '2026-27' } });
});

test.each<[string, Partial<HomeLoanTaxFields>, Partial<Record<keyof HomeLoanTaxFields, string>>]>([
  ['a loan of ₹0', { loanAmount: '0' }, { loanAmount: HOME_LOAN_TAX_MESSAGES.loanAmount }],
  ['a loan above ₹10^15', { loanAmount: '1000000000000001' }, { loanAmount: HOME_LOAN_TAX_MESSAGES.loanAmount }],
  ['a rate of 0', { rate: '0' }, { rate: HOME_LOAN_TAX_MESSAGES.rate }],
  ['a rate above 100', { rate: '100.01' }, { rate: HOME_LOAN_TAX_MESSAGES.rate }],
  ['a rate with three decimals', { rate: '8.125' }, { rate: HOME_LOAN_TAX_MESSAGES.rate }],
  ['a tenure of 0 years', { tenure: '0' }, { tenure: 'Enter a valid loan tenure (1 - 1000).' }],
  ['a tenure of 1.5 years', { tenure: '1.5' }, { tenure: HOME_LOAN_TAX_MESSAGES.tenure }],
  ['no first EMI', { firstEmi: '' }, { firstEmi: HOME_LOAN_TAX_MESSAGES.firstEmi }],
  ['month 13', { firstEmi: '2026-13' }, { firstEmi: HOME_LOAN_TAX_MESSAGES.firstEmi }],
  ['no taxable income', { taxableIncome: '' }, { taxableIncome: HOME_LOAN_TAX_MESSAGES.taxableIncome }],
  ['other investments as text', { other80C: 'fifty' }, { other80C: HOME_LOAN_TAX_MESSAGES.other80C }],
  ['an unknown age', { age: '61' }, { age: HOME_LOAN_TAX_MESSAGES.age }],
])('%s gets its message', (_what, changes, errors) => {
  expect(validateHomeLoanTaxInput(fields(changes))).toEqual({ ok: false, errors });
});

describeValidatorsTakeAnyText([
  [
    'home loan tax',
    (text) =>
      validateHomeLoanTaxInput({
        loanAmount: text,
        rate: text,
        tenure: text,
        firstEmi: text,
        year: text,
        taxableIncome: text,
        other80C: text,
        age: text,
      }),
  ],
]);
