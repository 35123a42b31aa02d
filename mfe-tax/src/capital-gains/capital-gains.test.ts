import { parseIsoDate } from '@fintools/shared/format/dates';
import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { calculateCapitalGains, financialYear, type CapitalAsset } from './capital-gains';

function gains(
  asset: CapitalAsset,
  bought: string,
  purchasePrice: number,
  sold: string,
  salePrice: number,
  expenses = 0,
  fairValue: number | null = null,
  fairValueChosen = fairValue !== null,
) {
  const boughtOn = parseIsoDate(bought);
  const soldOn = parseIsoDate(sold);
  if (!boughtOn || !soldOn) throw new Error('bad test date');
  return calculateCapitalGains({
    asset,
    boughtOn,
    purchasePrice,
    soldOn,
    salePrice,
    expenses,
    fairValue,
    fairValueChosen,
  });
}

describe('calculateCapitalGains: the issue references', () => {
  test('shares held 17 months: long-term, ₹1,25,000 exempt, 12.5%', () => {
    expect(gains('equity', '2024-01-10', 200_000, '2025-06-15', 500_000)).toMatchObject({
      term: 'long',
      gain: 300_000,
      exempt: 125_000,
      taxableGain: 175_000,
      tax: 21_875,
      cess: 875,
      totalTax: 22_750,
      indexation: null,
    });
  });

  test('shares held 5 months: short-term, 20%', () => {
    expect(gains('equity', '2025-01-10', 100_000, '2025-06-15', 150_000)).toMatchObject({
      term: 'short',
      gain: 50_000,
      exempt: 0,
      tax: 10_000,
      cess: 400,
      totalTax: 10_400,
    });
  });

  test.each([
    ['2025-06-15', 'short'],
    ['2025-06-16', 'long'],
  ] as const)('shares bought 2024-06-15 and sold %s: %s-term', (sold, term) => {
    expect(gains('equity', '2024-06-15', 100, sold, 200).term).toBe(term);
  });

  test('flat bought 2015-06-01 for 30 L, sold 2025-08-01 for 90 L: without indexation applies', () => {
    expect(gains('property', '2015-06-01', 3_000_000, '2025-08-01', 9_000_000)).toMatchObject({
      term: 'long',
      gain: 6_000_000,
      taxWithoutIndexation: 750_000,
      indexation: { indexedCost: 4_440_945, taxableGain: 4_559_055, tax: 911_811 },
      indexationApplies: false,
      tax: 750_000,
      cess: 30_000,
      totalTax: 780_000,
    });
  });

  test('flat bought 2005-06-01 for 10 L, sold 2025-08-01 for 60 L: with indexation applies', () => {
    expect(gains('property', '2005-06-01', 1_000_000, '2025-08-01', 6_000_000)).toMatchObject({
      taxWithoutIndexation: 625_000,
      indexation: { indexedCost: 3_213_675, tax: 557_265 },
      indexationApplies: true,
      tax: 557_265,
      cess: 22_291,
      totalTax: 579_556,
    });
  });
});

describe('calculateCapitalGains: edges', () => {
  test('land held 24 months exactly is short-term, taxed at the slab rate (no tax figure)', () => {
    expect(gains('property', '2023-08-01', 100, '2025-08-01', 200)).toMatchObject({
      term: 'short',
      gain: 100,
      tax: null,
      cess: null,
      totalTax: null,
    });
    expect(gains('property', '2023-08-01', 100, '2025-08-02', 200).term).toBe('long');
  });

  test('bought on or after 23 July 2024: no indexation', () => {
    expect(gains('property', '2024-07-23', 1_000_000, '2026-08-01', 2_000_000)).toMatchObject({
      term: 'long',
      indexation: null,
      indexNotNotified: false,
      tax: 125_000,
    });
  });

  test('a sale year whose index is not notified (2026-27): no indexation, and it says so', () => {
    expect(gains('property', '2015-06-01', 1_000_000, '2026-04-01', 2_000_000)).toMatchObject({
      indexation: null,
      indexNotNotified: true,
      tax: 125_000,
    });
  });

  test('bought before 2001-02: the index of 2001-02 (100)', () => {
    expect(gains('property', '1995-01-01', 100_000, '2025-08-01', 1_000_000).indexation?.indexedCost).toBe(376_000);
  });

  test('a loss costs no tax; expenses lower the gain', () => {
    expect(gains('equity', '2024-01-10', 500_000, '2025-06-15', 400_000)).toMatchObject({
      gain: -100_000,
      tax: 0,
      totalTax: 0,
    });
    expect(gains('equity', '2025-01-10', 100_000, '2025-06-15', 150_000, 10_000)).toMatchObject({
      gain: 40_000,
      tax: 8_000,
    });
  });

  test('held for: years, months and days', () => {
    expect(gains('equity', '2024-01-10', 1, '2025-06-15', 1).heldFor).toEqual({ years: 1, months: 5, days: 5 });
    expect(gains('equity', '2024-01-31', 1, '2024-08-01', 1).heldFor).toEqual({ years: 0, months: 6, days: 1 });
  });

  test.each([
    ['2025-03-31', 2024],
    ['2025-04-01', 2025],
  ])('%s is in financial year %s', (date, year) => {
    expect(financialYear(parseIsoDate(date)!)).toBe(year);
  });

  test('refuses a sale before 23 July 2024 or before the purchase', () => {
    expect(() => gains('equity', '2020-01-01', 1, '2024-07-22', 2)).toThrow(RuleInputError);
    expect(() => gains('equity', '2025-08-01', 1, '2025-07-31', 2)).toThrow(RuleInputError);
  });
});

describe('the cost the law lets stand: 31 January 2018 for equity, 1 April 2001 for property', () => {
  test.each([
    // bought, price, sold for, value on 31 Jan 2018, cost, gain
    ['2017-05-01', 100_000, 500_000, 300_000, 300_000, 200_000], // grandfathered: the gain to 31 Jan 2018 is free
    ['2017-05-01', 100_000, 250_000, 300_000, 250_000, 0], // the value is capped at the sale price: no loss made up
    ['2017-05-01', 100_000, 500_000, 50_000, 100_000, 400_000], // the price paid when higher
    ['2018-01-31', 100_000, 500_000, 300_000, 300_000, 200_000], // the last day that is grandfathered
    ['2018-02-01', 100_000, 500_000, 300_000, 100_000, 400_000], // bought from 1 Feb 2018: not grandfathered
  ])(
    'equity bought %s for %s, sold for %s, worth %s on 31 Jan 2018: cost %s, gain %s',
    (bought, price, sale, value, cost, gain) => {
      expect(gains('equity', bought, price, '2025-06-15', sale, 0, value)).toMatchObject({ cost, gain });
    },
  );

  test('grandfathered equity: ₹2,00,000 gain, ₹1,25,000 exempt → tax ₹9,375, total ₹9,750', () => {
    expect(gains('equity', '2017-05-01', 100_000, '2025-06-15', 500_000, 0, 300_000)).toMatchObject({
      exempt: 125_000,
      taxableGain: 75_000,
      tax: 9_375,
      totalTax: 9_750,
    });
  });

  test('land bought in 1995 takes its ₹10 lakh value of 1 April 2001, indexed from 2001-02 (100) to 2025-26 (376)', () => {
    expect(gains('property', '1995-06-01', 200_000, '2025-08-01', 6_000_000, 0, 1_000_000)).toMatchObject({
      cost: 1_000_000,
      gain: 5_000_000,
      taxWithoutIndexation: 625_000,
      indexation: { indexedCost: 3_760_000, taxableGain: 2_240_000, tax: 448_000 },
      indexationApplies: true,
      tax: 448_000,
      cess: 17_920,
      totalTax: 465_920,
    });
    // Bought from 1 April 2001, a value given is not the cost.
    expect(gains('property', '2001-04-01', 200_000, '2025-08-01', 6_000_000, 0, 1_000_000).cost).toBe(200_000);
  });
});

describe('land bought before 1 April 2001: its value on that day is the cost only when chosen (section 55(2)(b)(ii))', () => {
  test.each([
    // chosen, cost, gain, tax without indexation, indexed cost, tax with indexation, total tax
    [true, 400_000, 5_600_000, 700_000, 1_504_000, 899_200, 728_000], // 12.5% on 56,00,000 is lower: 7,00,000 + cess
    [false, 1_000_000, 5_000_000, 625_000, 3_760_000, 448_000, 465_920], // the cost kept: 20% indexed is lower
  ] as const)(
    'bought 1 June 2000 for ₹10,00,000, worth ₹4,00,000 on 1 April 2001, sold 1 August 2025 for ₹60,00,000; value chosen %s: total ₹%s',
    (chosen, cost, gain, taxWithoutIndexation, indexedCost, indexedTax, totalTax) => {
      expect(gains('property', '2000-06-01', 1_000_000, '2025-08-01', 6_000_000, 0, 400_000, chosen)).toMatchObject({
        cost,
        gain,
        taxWithoutIndexation,
        indexation: { indexedCost, tax: indexedTax },
        totalTax,
      });
    },
  );

  test('a value given but not chosen, or chosen without a value, keeps the price paid', () => {
    expect(gains('property', '2000-06-01', 1_000_000, '2025-08-01', 6_000_000, 0, 400_000, false).cost).toBe(1_000_000);
    expect(gains('property', '2000-06-01', 1_000_000, '2025-08-01', 6_000_000, 0, null, true).cost).toBe(1_000_000);
    // Equity's grandfathering is the law's, not a choice.
    expect(gains('equity', '2017-05-01', 100_000, '2025-06-15', 500_000, 0, 300_000, false).cost).toBe(300_000);
  });
});

describe('debt mutual funds (section 50AA for units bought from 1 April 2023)', () => {
  test.each([
    // bought, sold, term, tax (null: the slab rate)
    ['2023-04-01', '2026-01-15', 'short', true, null], // held 33 months, still short-term
    ['2023-03-31', '2025-06-15', 'long', false, 62_500], // bought before: long-term after 24 months, 12.5%
    ['2024-01-10', '2025-06-15', 'short', true, null],
    ['2023-03-31', '2024-12-15', 'short', false, null], // held 20 months: short-term, slab rate
  ] as const)('bought %s, sold %s: %s-term', (bought, sold, term, deemedShortTerm, tax) => {
    expect(gains('debt', bought, 1_000_000, sold, 1_500_000)).toMatchObject({
      term,
      deemedShortTerm,
      gain: 500_000,
      exempt: 0,
      tax,
    });
  });
});
