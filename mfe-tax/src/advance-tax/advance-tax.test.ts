import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import type { TaxYear } from '@fintools/shared/data/tax-years';
import {
  calculateAdvanceTax,
  filingDateRange,
  usualFilingDate,
  type AdvanceTaxInput,
  type AdvanceTaxResult,
} from './advance-tax';

/** The reference: ₹30,00,000 in the new regime (tax ₹4,99,200), TDS ₹1,00,000, four instalments paid. */
const REFERENCE: AdvanceTaxInput = {
  year: '2026-27',
  regime: 'new',
  age: 'below-60',
  businessIncome: false,
  totalIncome: 3_000_000,
  tdsAndTcs: 100_000,
  paid: [40_000, 110_000, 100_000, 100_000],
  returnFiledOn: { year: 2027, month: 7, day: 31 },
};

/** The reference with `changes`; a TDS that leaves ₹1,00,000 payable is `tdsAndTcs: 399_200`. */
const input = (changes: Partial<AdvanceTaxInput>): AdvanceTaxInput => ({ ...REFERENCE, ...changes });
const filed = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** The figures a visitor reads: tax, payable, the table's columns, the three interest lines. */
function figures(result: AdvanceTaxResult) {
  return {
    tax: result.taxOnTotalIncome,
    payable: result.advanceTaxPayable,
    exemption: result.exemption,
    dueSoFar: result.instalments.map((row) => row.dueSoFar),
    paidSoFar: result.instalments.map((row) => row.paidSoFar),
    shortfall: result.instalments.map((row) => row.shortfall),
    interest: result.instalments.map((row) => row.interest),
    deferment: result.defermentInterest,
    defaultInterest: result.defaultInterest,
    total: result.totalInterest,
  };
}

test('the reference: ₹4,99,200 of tax, ₹3,99,200 payable, interest ₹2,568 + ₹1,968 = ₹4,536', () => {
  const result = calculateAdvanceTax(REFERENCE);
  expect(figures(result)).toEqual({
    tax: 499_200,
    payable: 399_200,
    exemption: null,
    dueSoFar: [59_880, 179_640, 299_400, 399_200],
    paidSoFar: [40_000, 150_000, 250_000, 350_000],
    shortfall: [19_880, 29_640, 49_400, 49_200],
    // ₹19,800 × 3 %; ₹1,50,000 paid is 36 % or more, so none; ₹49,400 × 3 %; ₹49,200 × 1 %.
    interest: [594, 0, 1_482, 492],
    deferment: 2_568,
    defaultInterest: 1_968,
    total: 4_536,
  });
  expect(result.defaultBase).toBe(49_200);
  expect(result.defaultMonths).toBe(4);
  expect(result.instalments.map((row) => row.dueBy)).toEqual([
    { year: 2026, month: 6, day: 15 },
    { year: 2026, month: 9, day: 15 },
    { year: 2026, month: 12, day: 15 },
    { year: 2027, month: 3, day: 15 },
  ]);
  expect(result.sections).toMatchObject({ defermentInterest: '425', defaultInterest: '424' });
});

test('FY 2025-26 under the 1961 Act: the same figures, its own dates, sections 234C and 234B', () => {
  const result = calculateAdvanceTax(input({ year: '2025-26', returnFiledOn: filed('2026-07-31') }));
  expect(figures(result)).toMatchObject({ tax: 499_200, interest: [594, 0, 1_482, 492], defaultInterest: 1_968 });
  expect(result.instalments[0]?.dueBy).toEqual({ year: 2025, month: 6, day: 15 });
  expect(result.instalments[3]?.dueBy).toEqual({ year: 2026, month: 3, day: 15 });
  expect(result.sections).toEqual({
    liability: '207',
    threshold: '208',
    instalments: '211',
    defaultInterest: '234B',
    defermentInterest: '234C',
  });
});

test.each<[string, TaxYear, string, number, number]>([
  // [what, year, filed on, months, default interest on ₹49,200]
  ['filed 31 July 2027: April to July', '2026-27', '2027-07-31', 4, 1_968],
  ['filed 15 September 2027 instead: six months', '2026-27', '2027-09-15', 6, 2_952],
  ['filed 1 August 2027: a part of August is a month', '2026-27', '2027-08-01', 5, 2_460],
  ['filed 1 April 2027, the first day: one month', '2026-27', '2027-04-01', 1, 492],
  ['filed 30 April 2027: still one month', '2026-27', '2027-04-30', 1, 492],
  ['filed 31 March 2032, the last date taken: sixty months', '2026-27', '2032-03-31', 60, 29_520],
  ['FY 2025-26 filed 15 September 2026', '2025-26', '2026-09-15', 6, 2_952],
])('default interest, %s', (_what, year, iso, months, interest) => {
  const result = calculateAdvanceTax(input({ year, returnFiledOn: filed(iso) }));
  expect(result.defaultMonths).toBe(months);
  expect(result.defaultInterest).toBe(interest);
});

test.each<[string, Partial<AdvanceTaxInput>, Partial<ReturnType<typeof figures>>]>([
  // ₹1,00,000 payable: tax ₹4,99,200 less TDS ₹3,99,200.
  [
    'the 12 % safe harbour: ₹12,000 by 15 June, no interest on its ₹3,000 shortfall',
    { tdsAndTcs: 399_200, paid: [12_000, 33_000, 30_000, 25_000] },
    { shortfall: [3_000, 0, 0, 0], interest: [0, 0, 0, 0], deferment: 0, defaultInterest: 0 },
  ],
  [
    'a rupee below 12 %: interest on 15 % less the paid, ₹3,001 rounded down to ₹3,000, for three months',
    { tdsAndTcs: 399_200, paid: [11_999, 33_001, 30_000, 25_000] },
    { shortfall: [3_001, 0, 0, 0], interest: [90, 0, 0, 0], deferment: 90 },
  ],
  [
    'the 36 % safe harbour: ₹36,000 by 15 September, no interest on its ₹9,000 shortfall',
    { tdsAndTcs: 399_200, paid: [15_000, 21_000, 39_000, 25_000] },
    { shortfall: [0, 9_000, 0, 0], interest: [0, 0, 0, 0], deferment: 0 },
  ],
  [
    'a rupee below 36 %: ₹9,001 rounded down to ₹9,000, three months',
    { tdsAndTcs: 399_200, paid: [15_000, 20_999, 39_001, 25_000] },
    { shortfall: [0, 9_001, 0, 0], interest: [0, 270, 0, 0], deferment: 270 },
  ],
  [
    'no safe harbour on 15 December: ₹100 short is ₹3',
    { tdsAndTcs: 399_200, paid: [15_000, 30_000, 29_900, 25_100] },
    { shortfall: [0, 0, 100, 0], interest: [0, 0, 3, 0], deferment: 3 },
  ],
  [
    'a shortfall under ₹100 bears no interest (rounded down to ₹0)',
    { tdsAndTcs: 399_200, paid: [15_000, 30_000, 29_901, 25_099] },
    { shortfall: [0, 0, 99, 0], interest: [0, 0, 0, 0], deferment: 0 },
  ],
  [
    'the ₹100 rounding on 15 March: ₹199 short is ₹100 for one month',
    { tdsAndTcs: 399_200, paid: [15_000, 30_000, 30_000, 24_801] },
    { shortfall: [0, 0, 0, 199], interest: [0, 0, 0, 1], defaultInterest: 0 },
  ],
  [
    'nothing paid: every instalment and the whole ₹1,00,000 bear interest',
    { tdsAndTcs: 399_200, paid: [0, 0, 0, 0] },
    {
      dueSoFar: [15_000, 45_000, 75_000, 100_000],
      interest: [450, 1_350, 2_250, 1_000],
      deferment: 5_050,
      defaultInterest: 4_000,
      total: 9_050,
    },
  ],
  [
    '90 % paid in advance: no default interest on the ₹10,000 left',
    { tdsAndTcs: 399_200, paid: [15_000, 30_000, 30_000, 15_000] },
    { shortfall: [0, 0, 0, 10_000], interest: [0, 0, 0, 100], defaultInterest: 0 },
  ],
  [
    'a rupee less than 90 %: default interest on ₹10,001 rounded down to ₹10,000, four months',
    { tdsAndTcs: 399_200, paid: [15_000, 30_000, 30_000, 14_999] },
    { shortfall: [0, 0, 0, 10_001], interest: [0, 0, 0, 100], defaultInterest: 400 },
  ],
  [
    'paid more than due: no shortfall, no interest',
    { tdsAndTcs: 399_200, paid: [50_000, 50_000, 50_000, 0] },
    { shortfall: [0, 0, 0, 0], deferment: 0, defaultInterest: 0, total: 0 },
  ],
  [
    'a due with paise: 15 % of ₹1,00,001 is ₹15,000.15, shown and compared as ₹15,000',
    { tdsAndTcs: 399_199, paid: [15_000, 30_000, 30_001, 25_000] },
    { payable: 100_001, dueSoFar: [15_000, 45_000, 75_000, 100_001], shortfall: [0, 0, 0, 0], total: 0 },
  ],
])('%s', (_what, changes, expected) => {
  expect(figures(calculateAdvanceTax(input(changes)))).toMatchObject(expected);
});

test.each<[string, Partial<AdvanceTaxInput>, 'below-threshold' | 'senior-without-business' | null, number]>([
  // [what, changes, exemption, advance tax payable]
  ['₹9,999 after TDS: below the ₹10,000 threshold', { tdsAndTcs: 489_201 }, 'below-threshold', 9_999],
  ['₹10,000 after TDS: advance tax is due', { tdsAndTcs: 489_200 }, null, 10_000],
  ['TDS above the tax: nothing payable', { tdsAndTcs: 600_000 }, 'below-threshold', 0],
  ['no income: no tax', { totalIncome: 0, tdsAndTcs: 0 }, 'below-threshold', 0],
  ['60 to 79 without business income: exempt', { age: '60-to-79' }, 'senior-without-business', 399_200],
  ['80 and above without business income: exempt', { age: '80-and-above' }, 'senior-without-business', 399_200],
  ['60 to 79 with business income: liable', { age: '60-to-79', businessIncome: true }, null, 399_200],
  ['below 60 with business income: liable', { businessIncome: true }, null, 399_200],
  [
    'a senior with tax below ₹10,000 is named by the exemption of age',
    { age: '60-to-79', tdsAndTcs: 495_000 },
    'senior-without-business',
    4_200,
  ],
])('%s', (_what, changes, exemption, payable) => {
  const result = calculateAdvanceTax(input(changes));
  expect(result.exemption).toBe(exemption);
  expect(result.advanceTaxPayable).toBe(payable);
  if (exemption) {
    expect(result.instalments).toEqual([]);
    expect([result.defermentInterest, result.defaultInterest, result.totalInterest]).toEqual([0, 0, 0]);
  } else {
    expect(result.instalments).toHaveLength(4);
  }
});

test('₹10,000 payable and nothing paid: ₹45 + ₹135 + ₹225 + ₹100 and four months on ₹10,000', () => {
  const result = calculateAdvanceTax(input({ tdsAndTcs: 489_200, paid: [0, 0, 0, 0] }));
  expect(figures(result)).toMatchObject({ interest: [45, 135, 225, 100], deferment: 505, defaultInterest: 400 });
});

test.each<[string, Partial<AdvanceTaxInput>, number]>([
  // The tax on total income comes from the income-tax rule: the regime, the age and the year all count.
  ['old regime below 60 on ₹10,00,000', { regime: 'old', totalIncome: 1_000_000 }, 117_000],
  [
    'old regime at 60 to 79 with business income on ₹10,00,000',
    { regime: 'old', age: '60-to-79', businessIncome: true, totalIncome: 1_000_000 },
    114_400,
  ],
  [
    'old regime at 80 and above with business income on ₹10,00,000',
    { regime: 'old', age: '80-and-above', businessIncome: true, totalIncome: 1_000_000 },
    104_000,
  ],
  ['new regime on ₹12,00,000: the rebate leaves nothing', { totalIncome: 1_200_000 }, 0],
  ['new regime on ₹12,10,000: marginal relief', { totalIncome: 1_210_000 }, 10_400],
  ['new regime on ₹30,00,000 in FY 2025-26', { year: '2025-26', returnFiledOn: filed('2026-07-31') }, 499_200],
])('tax on total income, %s', (_what, changes, tax) => {
  expect(calculateAdvanceTax(input(changes)).taxOnTotalIncome).toBe(tax);
});

test('the filing dates the rule takes, and the form’s usual date, follow the year', () => {
  expect(filingDateRange('2026-27')).toEqual({
    first: { year: 2027, month: 4, day: 1 },
    last: { year: 2032, month: 3, day: 31 },
  });
  expect(filingDateRange('2025-26').first).toEqual({ year: 2026, month: 4, day: 1 });
  expect(usualFilingDate('2026-27')).toEqual({ year: 2027, month: 7, day: 31 });
  expect(usualFilingDate('2025-26')).toEqual({ year: 2026, month: 7, day: 31 });
});

test('the largest amounts stay exact whole rupees', () => {
  const result = calculateAdvanceTax(input({ totalIncome: 1e15, tdsAndTcs: 0, paid: [0, 0, 0, 0] }));
  expect(Number.isSafeInteger(result.taxOnTotalIncome)).toBe(true);
  expect(result.instalments.every((row) => Number.isSafeInteger(row.interest))).toBe(true);
  expect(result.defaultInterest).toBe(((result.advanceTaxPayable - (result.advanceTaxPayable % 100)) / 100) * 4);
});

test.each<[string, Partial<AdvanceTaxInput>]>([
  ['a return filed before the year ends', { returnFiledOn: filed('2027-03-31') }],
  ['a return filed after the last date taken', { returnFiledOn: filed('2032-04-01') }],
  ['a date that does not exist', { returnFiledOn: { year: 2027, month: 2, day: 30 } }],
  ['a negative income', { totalIncome: -1 }],
  ['an income with paise', { totalIncome: 100.5 }],
  ['an income above MAX_AMOUNT', { totalIncome: 1e15 + 1 }],
  ['NaN TDS', { tdsAndTcs: Number.NaN }],
  ['three instalments', { paid: [1, 2, 3] as unknown as AdvanceTaxInput['paid'] }],
  ['an unknown regime', { regime: 'both' as AdvanceTaxInput['regime'] }],
  ['an unknown year', { year: '2024-25' as TaxYear }],
])('refuses %s', (_what, changes) => {
  expect(() => calculateAdvanceTax(input(changes))).toThrow(RuleInputError);
});
