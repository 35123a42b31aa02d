import { describeValidatorsTakeAnyText } from '../../../shared/test/any-text-validators';
import {
  ADVANCE_TAX_MESSAGES,
  filingDateMessage,
  validateAdvanceTaxInput,
  type AdvanceTaxFields,
} from './advance-tax-input';

const REFERENCE: AdvanceTaxFields = {
  year: '2026-27',
  regime: 'new',
  age: 'below-60',
  business: 'no',
  income: '30,00,000',
  tds: '1,00,000',
  paidJune: '40,000',
  paidSeptember: '1,10,000',
  paidDecember: '1,00,000',
  paidMarch: '1,00,000',
  filedOn: '2027-07-31',
};
const fields = (changes: Partial<AdvanceTaxFields>): AdvanceTaxFields => ({ ...REFERENCE, ...changes });

test('the reference reads as the rule’s input', () => {
  expect(validateAdvanceTaxInput(REFERENCE)).toEqual({
    ok: true,
    value: {
      year: '2026-27',
      regime: 'new',
      age: 'below-60',
      businessIncome: false,
      totalIncome: 3_000_000,
      tdsAndTcs: 100_000,
      paid: [40_000, 110_000, 100_000, 100_000],
      returnFiledOn: { year: 2027, month: 7, day: 31 },
    },
  });
});

test('TDS and the instalments are 0 when empty; business income Yes is true', () => {
  const result = validateAdvanceTaxInput(
    fields({ tds: '', paidJune: '', paidSeptember: ' ', paidDecember: '', paidMarch: '', business: 'yes' }),
  );
  expect(result).toMatchObject({ ok: true, value: { tdsAndTcs: 0, paid: [0, 0, 0, 0], businessIncome: true } });
});

test('a link with a year no tool offers reads as tax year 2026-27', () => {
  expect(validateAdvanceTaxInput(fields({ year: '2019-20' }))).toMatchObject({ ok: true, value: { year: '2026-27' } });
});

test.each<[string, Partial<AdvanceTaxFields>, Partial<Record<keyof AdvanceTaxFields, string>>]>([
  ['an empty income', { income: '' }, { income: ADVANCE_TAX_MESSAGES.income }],
  ['an income with paise', { income: '100.50' }, { income: ADVANCE_TAX_MESSAGES.income }],
  ['an income above ₹10^15', { income: '1000000000000001' }, { income: ADVANCE_TAX_MESSAGES.income }],
  ['a negative TDS', { tds: '-5' }, { tds: ADVANCE_TAX_MESSAGES.tds }],
  [
    'instalments that are not amounts',
    { paidJune: 'abc', paidMarch: '1e5' },
    { paidJune: ADVANCE_TAX_MESSAGES.paid, paidMarch: ADVANCE_TAX_MESSAGES.paid },
  ],
  ['no filing date', { filedOn: '' }, { filedOn: ADVANCE_TAX_MESSAGES.filedOn }],
  ['a date that does not exist', { filedOn: '2027-02-30' }, { filedOn: ADVANCE_TAX_MESSAGES.filedOn }],
  [
    'a return filed before the year ends',
    { filedOn: '2027-03-31' },
    { filedOn: 'Enter a date from 1 Apr 2027 to 31 Mar 2032.' },
  ],
  ['a return filed too late', { filedOn: '2032-04-01' }, { filedOn: 'Enter a date from 1 Apr 2027 to 31 Mar 2032.' }],
  ['FY 2025-26 with a date of 2026-27', { year: '2025-26', filedOn: '2027-07-31' }, {}],
  [
    'FY 2025-26 with a date before its year ends',
    { year: '2025-26', filedOn: '2026-03-31' },
    { filedOn: 'Enter a date from 1 Apr 2026 to 31 Mar 2031.' },
  ],
  [
    'choices a hand-edited link broke',
    { regime: 'both', age: '59', business: 'maybe' },
    { regime: ADVANCE_TAX_MESSAGES.regime, age: ADVANCE_TAX_MESSAGES.age, business: ADVANCE_TAX_MESSAGES.business },
  ],
])('%s', (_what, changes, errors) => {
  const result = validateAdvanceTaxInput(fields(changes));
  if (Object.keys(errors).length === 0) expect(result.ok).toBe(true);
  else expect(result).toEqual({ ok: false, errors });
});

test('the filing date message names each year’s range', () => {
  expect(filingDateMessage('2026-27')).toBe('Enter a date from 1 Apr 2027 to 31 Mar 2032.');
  expect(filingDateMessage('2025-26')).toBe('Enter a date from 1 Apr 2026 to 31 Mar 2031.');
});

describeValidatorsTakeAnyText([
  [
    'advance tax',
    (text) =>
      validateAdvanceTaxInput({
        year: text,
        regime: text,
        age: text,
        business: text,
        income: text,
        tds: text,
        paidJune: text,
        paidSeptember: text,
        paidDecember: text,
        paidMarch: text,
        filedOn: text,
      }),
  ],
]);
