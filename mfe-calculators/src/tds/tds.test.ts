import { findTdsSection, isTdsSectionId, TDS_SECTION_IDS, TDS_SECTIONS } from './tds-sections';
import { calculateTds, NO_TDS_MESSAGE, type TdsInput } from './tds';

const withPan = (input: Omit<TdsInput, 'hasPan'>): TdsInput => ({ ...input, hasPan: true });
const withoutPan = (input: Omit<TdsInput, 'hasPan'>): TdsInput => ({ ...input, hasPan: false });

describe('calculateTds: TDS deducted', () => {
  test.each([
    // The brief's reference cases.
    [
      '194J professional fees with PAN',
      withPan({ section: '194J', feeType: 'professional', amount: 100000 }),
      10000,
      10,
    ],
    ['194H without PAN: 206AA raises 2% to 20%', withoutPan({ section: '194H', amount: 30000 }), 6000, 20],
    // Each section just above its threshold, with PAN.
    ['193 above 10,000', withPan({ section: '193', amount: 10001 }), 1000.1, 10],
    ['194A senior above 1,00,000', withPan({ section: '194A_senior', amount: 100001 }), 10000.1, 10],
    ['194A others, bank, above 50,000', withPan({ section: '194A_others', payer: 'bank', amount: 50001 }), 5000.1, 10],
    [
      '194A others, other payer, above 10,000',
      withPan({ section: '194A_others', payer: 'other', amount: 10001 }),
      1000.1,
      10,
    ],
    ['194 dividend above 10,000', withPan({ section: '194', amount: 10001 }), 1000.1, 10],
    ['194K above 10,000', withPan({ section: '194K', amount: 10001 }), 1000.1, 10],
    ['194B one winning above 10,000', withPan({ section: '194B', amount: 10001 }), 3000.3, 30],
    ['194BB one winning above 10,000', withPan({ section: '194BB', amount: 10001 }), 3000.3, 30],
    ['194D to an individual', withPan({ section: '194D', payeeType: 'individual-huf', amount: 20001 }), 400.02, 2],
    ['194D to a company', withPan({ section: '194D', payeeType: 'other', amount: 20001 }), 2000.1, 10],
    ['194G above 20,000', withPan({ section: '194G', amount: 20001 }), 400.02, 2],
    ['194H above 20,000', withPan({ section: '194H', amount: 20001 }), 400.02, 2],
    [
      '194-I plant, a month above 50,000',
      withPan({ section: '194I', assetType: 'plant-machinery', amount: 50001 }),
      1000.02,
      2,
    ],
    [
      '194-I building, a month above 50,000',
      withPan({ section: '194I', assetType: 'land-building-furniture', amount: 60000 }),
      6000,
      10,
    ],
    ['194J technical fees', withPan({ section: '194J', feeType: 'technical', amount: 50001 }), 1000.02, 2],
    ['194LA above 5,00,000', withPan({ section: '194LA', amount: 500001 }), 50000.1, 10],
    [
      '194C single payment above 30,000 to an individual',
      withPan({ section: '194C', payeeType: 'individual-huf', amount: 30001 }),
      300.01,
      1,
    ],
    [
      '194C single payment above 30,000 to a firm',
      withPan({ section: '194C', payeeType: 'other', amount: 30001 }),
      600.02,
      2,
    ],
    [
      '194C small payment that takes the year past 1,00,000: TDS on the whole 1,00,001',
      withPan({ section: '194C', payeeType: 'individual-huf', amount: 20000, yearTotal: 100001 }),
      1000.01,
      1,
    ],
    ['194M above 50,00,000', withPan({ section: '194M', amount: 5000001 }), 100000.02, 2],
    ['194Q only on the part above 50,00,000', withPan({ section: '194Q', amount: 6000000 }), 1000, 0.1],
    // Without PAN: the higher of the section's rate and 20% (5% for 194Q), never "double".
    ['193 without PAN: 20%, not 10% doubled', withoutPan({ section: '193', amount: 20000 }), 4000, 20],
    ['194C without PAN: 20%', withoutPan({ section: '194C', payeeType: 'individual-huf', amount: 50000 }), 10000, 20],
    ['194B without PAN keeps its higher 30%', withoutPan({ section: '194B', amount: 20000 }), 6000, 30],
    ['194Q without PAN: 5% on the excess', withoutPan({ section: '194Q', amount: 6000000 }), 50000, 5],
    // Paise: 12,345.67 × 10% = 1,234.567 → 1,234.57.
    ['rounds to paise', withPan({ section: '193', amount: 12345.67 }), 1234.57, 10],
    // Exact halves of a paisa round up; in doubles each of these is 0.004999… and went down.
    ['10% of ₹10,000.05 is ₹1,000.005 exactly', withPan({ section: '193', amount: 10000.05 }), 1000.01, 10],
    ['2% of ₹20,000.25 is ₹400.005 exactly', withPan({ section: '194H', amount: 20000.25 }), 400.01, 2],
    [
      '1% of ₹30,000.50 is ₹300.005 exactly',
      withPan({ section: '194C', payeeType: 'individual-huf', amount: 30000.5 }),
      300.01,
      1,
    ],
    ['0.1% of the ₹5,005 above 50,00,000 is ₹5.005 exactly', withPan({ section: '194Q', amount: 5005005 }), 5.01, 0.1],
    ['the largest amount stays finite', withoutPan({ section: '194B', amount: 1e15 }), 3e14, 30],
  ])('%s', (_name, input, tds, rate) => {
    const result = calculateTds(input);
    expect(result.applicable).toBe(true);
    expect(result.tds).toBe(tds);
    if (result.applicable) expect(result.rate).toBe(rate);
  });

  test.each([
    [
      withPan({ section: '194J', feeType: 'professional', amount: 100000 }),
      '10% under section 393 (194J) (fees for professional services)',
    ],
    [
      withoutPan({ section: '194H', amount: 30000 }),
      '20% under section 397 (206AA): PAN not furnished, higher than the 2% of section 393 (194H) (commission or brokerage)',
    ],
    [
      withPan({ section: '194I', assetType: 'plant-machinery', amount: 60000 }),
      '2% under section 393 (194-I) (rent of plant, machinery or equipment)',
    ],
    [
      withoutPan({ section: '194B', amount: 20000 }),
      '30% under section 393 (194B) (winnings from lottery or crossword puzzle), not less than the 20% of section 397 (206AA) for a missing PAN',
    ],
    [
      withPan({ section: '194C', payeeType: 'individual-huf', amount: 20000, yearTotal: 130000 }),
      "1% under section 393 (194C) (payment to a contractor who is an individual or HUF), as the year's total of ₹1,30,000 is above ₹1,00,000",
    ],
    [
      withPan({ section: '194Q', amount: 6000000 }),
      '0.1% under section 393 (194Q) (purchase of goods), on ₹10,00,000, the amount above ₹50,00,000',
    ],
    [
      withoutPan({ section: '194Q', amount: 6000000.5 }),
      '5% under section 397 (206AA): PAN not furnished, higher than the 0.1% of section 393 (194Q) (purchase of goods), on ₹10,00,000.50, the amount above ₹50,00,000',
    ],
  ])('says the rate and why: %o', (input, reason) => {
    expect(calculateTds(input)).toMatchObject({ applicable: true, reason });
  });

  test('194Q reports the amount it charged', () => {
    expect(calculateTds(withPan({ section: '194Q', amount: 6000000 }))).toMatchObject({ taxableAmount: 1000000 });
  });

  test('a sub-choice left over from another section falls back to the default option', () => {
    // 194J asks the fee type; a payee type left from 194C means nothing to it.
    expect(calculateTds(withPan({ section: '194J', payeeType: 'other', amount: 100000 })).tds).toBe(10000);
  });
});

describe('calculateTds: 194C over the year (s.194C(5) proviso)', () => {
  const contractor = (
    amount: number,
    yearTotal: number | undefined,
    payeeType: 'individual-huf' | 'other' = 'individual-huf',
  ) => withPan({ section: '194C', payeeType, amount, yearTotal });
  const INDIVIDUAL = 'section 393 (194C) (payment to a contractor who is an individual or HUF)';

  test.each([
    // This payment takes the year's total past ₹1,00,000: the whole year's total bears TDS.
    ['₹20,000 taking the year to ₹1,20,000', contractor(20000, 120000), 1200, 120000],
    ['₹80,000 after ₹25,000 of small payments', contractor(80000, 105000), 1050, 105000],
    ['a payment above ₹30,000 that takes the year past ₹1,00,000', contractor(40000, 120000), 1200, 120000],
    ['just past: ₹1,00,000.01', contractor(20000, 100000.01), 1000, 100000.01],
    ['2% for a firm: ₹10,000 taking the year to ₹1,00,500', contractor(10000, 100500, 'other'), 2010, 100500],
    // The year was past ₹1,00,000 before this payment: the earlier sums bore TDS then; this one alone now.
    ['₹20,000 after ₹1,10,000', contractor(20000, 130000), 200, 20000],
    ['₹40,000 after ₹1,10,000', contractor(40000, 150000), 400, 40000],
    // The first payment of the year: the year's total is this payment.
    ['₹1,20,000 as the first payment', contractor(120000, 120000), 1200, 120000],
    // A total below the payment is taken as the payment itself.
    ['a year total below the payment', contractor(40000, 10000), 400, 40000],
  ])('%s', (_name, input, tds, taxableAmount) => {
    expect(calculateTds(input)).toMatchObject({ applicable: true, tds, taxableAmount });
  });

  test.each([
    [
      'earlier payments of ₹25,000 cannot have borne TDS',
      contractor(80000, 105000),
      `1% under ${INDIVIDUAL}, on the whole year's total of ₹1,05,000, as this payment takes it past ₹1,00,000, so the earlier ₹25,000 bears TDS too`,
    ],
    [
      'earlier payments of ₹1,00,000 may include one that did',
      contractor(20000, 120000),
      `1% under ${INDIVIDUAL}, on the whole year's total of ₹1,20,000, as this payment takes it past ₹1,00,000, so the earlier ₹1,00,000 bears TDS too (less any TDS already deducted on an earlier single payment above ₹30,000)`,
    ],
    [
      'paise in the totals',
      contractor(20000, 100000.5),
      `1% under ${INDIVIDUAL}, on the whole year's total of ₹1,00,000.50, as this payment takes it past ₹1,00,000, so the earlier ₹80,000.50 bears TDS too (less any TDS already deducted on an earlier single payment above ₹30,000)`,
    ],
    ['a payment above ₹30,000 after the year was past', contractor(40000, 150000), `1% under ${INDIVIDUAL}`],
    ['the first payment of the year', contractor(120000, 120000), `1% under ${INDIVIDUAL}`],
  ])('the reason says so: %s', (_name, input, reason) => {
    expect(calculateTds(input)).toMatchObject({ reason });
  });

  test('without a PAN, 206AA’s 20% on the whole year’s total', () => {
    expect(calculateTds({ ...contractor(20000, 120000), hasPan: false })).toMatchObject({
      tds: 24000,
      rate: 20,
      reason: `20% under section 397 (206AA): PAN not furnished, higher than the 1% of ${INDIVIDUAL}, on the whole year's total of ₹1,20,000, as this payment takes it past ₹1,00,000, so the earlier ₹1,00,000 bears TDS too (less any TDS already deducted on an earlier single payment above ₹30,000)`,
    });
  });

  test.each([
    ['the year at exactly ₹1,00,000', contractor(20000, 100000)],
    ['no year total and ₹30,000', contractor(30000, undefined)],
  ])('no TDS: %s', (_name, input) => {
    expect(calculateTds(input).applicable).toBe(false);
  });
});

describe('calculateTds: input outside its domain is refused', () => {
  test.each([
    ['an amount of NaN', withPan({ section: '193', amount: Number.NaN }), 'amount', 'not-finite'],
    ['an amount of Infinity', withPan({ section: '193', amount: Number.POSITIVE_INFINITY }), 'amount', 'not-finite'],
    ['an amount of -0', withPan({ section: '193', amount: -0 }), 'amount', 'negative-zero'],
    ['a negative amount', withPan({ section: '193', amount: -5 }), 'amount', 'out-of-range'],
    ['an amount above MAX_AMOUNT', withPan({ section: '193', amount: 2e15 }), 'amount', 'out-of-range'],
    ['a year total of NaN', withPan({ section: '194C', amount: 5, yearTotal: Number.NaN }), 'yearTotal', 'not-finite'],
    ['a negative year total', withPan({ section: '194C', amount: 5, yearTotal: -1 }), 'yearTotal', 'out-of-range'],
    ['an unknown section', withPan({ section: '194X' as TdsInput['section'], amount: 5 }), 'section', 'unknown-choice'],
    [
      'a PAN answer that is not a boolean',
      { section: '193', amount: 5, hasPan: 'no' as unknown as boolean },
      'hasPan',
      'unknown-choice',
    ],
  ])('%s', (_name, input, field, code) => {
    expect(() => calculateTds(input as TdsInput)).toThrow(
      expect.objectContaining({ name: 'RuleInputError', rule: 'calculateTds', field, code }),
    );
  });
});

describe('calculateTds: no TDS', () => {
  test.each([
    ['193 5,000, the brief reference case', withPan({ section: '193', amount: 5000 })],
    ['193 exactly at 10,000', withPan({ section: '193', amount: 10000 })],
    ['194A senior exactly at 1,00,000', withPan({ section: '194A_senior', amount: 100000 })],
    ['194A others, bank, at 50,000', withPan({ section: '194A_others', payer: 'bank', amount: 50000 })],
    ['194A others, other payer, at 10,000', withPan({ section: '194A_others', payer: 'other', amount: 10000 })],
    ['194B one winning at 10,000', withPan({ section: '194B', amount: 10000 })],
    ['194D at 20,000', withPan({ section: '194D', payeeType: 'other', amount: 20000 })],
    [
      '194-I a month at 50,000 (old yearly 2,40,000 rule gone)',
      withPan({ section: '194I', assetType: 'land-building-furniture', amount: 50000 }),
    ],
    ['194J at 50,000', withPan({ section: '194J', feeType: 'professional', amount: 50000 })],
    ['194LA at 5,00,000', withPan({ section: '194LA', amount: 500000 })],
    ['194C at 30,000 with no year total', withPan({ section: '194C', payeeType: 'individual-huf', amount: 30000 })],
    [
      '194C at 30,000, year total at 1,00,000',
      withPan({ section: '194C', payeeType: 'other', amount: 30000, yearTotal: 100000 }),
    ],
    ['194M at 50,00,000', withPan({ section: '194M', amount: 5000000 })],
    ['194Q at 50,00,000', withPan({ section: '194Q', amount: 5000000 })],
    // A missing PAN raises the rate, never lowers the threshold.
    ['193 at 10,000 without PAN', withoutPan({ section: '193', amount: 10000 })],
  ])('%s', (_name, input) => {
    expect(calculateTds(input)).toMatchObject({ applicable: false, tds: 0, message: NO_TDS_MESSAGE });
  });

  test.each([
    [
      withPan({ section: '193', amount: 5000 }),
      '₹5,000 is not above the threshold of ₹10,000 under section 393 (193) (interest on securities).',
    ],
    [
      withPan({ section: '194B', amount: 9999.5 }),
      'A winning of ₹9,999.50 is not above ₹10,000 per winning under section 393 (194B) (winnings from lottery or crossword puzzle).',
    ],
    [
      withPan({ section: '194I', assetType: 'land-building-furniture', amount: 45000 }),
      'Rent of ₹45,000 for the month is not above ₹50,000 a month under section 393 (194-I) (rent of land, building or furniture).',
    ],
    [
      withPan({ section: '194C', payeeType: 'other', amount: 25000, yearTotal: 80000 }),
      "A single payment of ₹25,000 is not above ₹30,000, and the year's total of ₹80,000 is not above ₹1,00,000, under section 393 (194C) (payment to a contractor).",
    ],
  ])('says why: %o', (input, reason) => {
    expect(calculateTds(input)).toMatchObject({ applicable: false, reason });
  });
});

describe('TDS_SECTIONS (docs/decisions/008-tax-and-tds-law.md)', () => {
  test('lists every id once, in the select order', () => {
    expect(TDS_SECTIONS.map((section) => section.id)).toEqual([...TDS_SECTION_IDS]);
  });

  test.each([
    ['193', '193', 10000, 10, undefined],
    ['194A_senior', '194A', 100000, 10, undefined],
    ['194A_others', '194A', 50000, 10, 'payer'],
    ['194', '194', 10000, 10, undefined],
    ['194K', '194K', 10000, 10, undefined],
    ['194B', '194B', 10000, 30, undefined],
    ['194BB', '194BB', 10000, 30, undefined],
    ['194D', '194D', 20000, 2, 'payeeType'],
    ['194G', '194G', 20000, 2, undefined],
    ['194H', '194H', 20000, 2, undefined],
    ['194I', '194-I', 50000, 2, 'assetType'],
    ['194J', '194J', 50000, 10, 'feeType'],
    ['194LA', '194LA', 500000, 10, undefined],
    ['194C', '194C', 30000, 1, 'payeeType'],
    ['194M', '194M', 5000000, 2, undefined],
    ['194Q', '194Q', 5000000, 0.1, undefined],
  ] as const)('%s: shown as %s, threshold %d, rate %d%%, asks %s', (id, code, threshold, rate, asks) => {
    const section = findTdsSection(id);
    expect(section).toMatchObject({ code, threshold, rate });
    expect(section.choice?.field).toBe(asks);
    expect(section.noPanRate).toBe(id === '194Q' ? 5 : 20);
  });

  test('the sub-choices carry the rates and thresholds of the law', () => {
    const options = (id: Parameters<typeof findTdsSection>[0]) =>
      findTdsSection(id).choice?.options.map(({ value, rate, threshold }) => [value, rate, threshold]);
    expect(options('194A_others')).toEqual([
      ['bank', 10, 50000],
      ['mact', 10, 50000],
      ['other', 10, 10000],
    ]);
    expect(options('194D')).toEqual([
      ['individual-huf', 2, 20000],
      ['other', 10, 20000],
    ]);
    expect(options('194I')).toEqual([
      ['plant-machinery', 2, 50000],
      ['land-building-furniture', 10, 50000],
    ]);
    expect(options('194J')).toEqual([
      ['professional', 10, 50000],
      ['technical', 2, 50000],
    ]);
    expect(options('194C')).toEqual([
      ['individual-huf', 1, 30000],
      ['other', 2, 30000],
    ]);
    expect(findTdsSection('194C').yearThreshold).toBe(100000);
  });

  test.each([
    ['194I', true],
    ['194A_others', true],
    ['194-I', false],
    ['194A', false],
    ['', false],
    ['__proto__', false],
  ])('isTdsSectionId(%j) is %s', (value, expected) => {
    expect(isTdsSectionId(value)).toBe(expected);
  });
});

describe('each tax year names its own Act first, the other beside it', () => {
  test.each([
    ['2026-27', '10% under section 393 (194J) (fees for professional services)'],
    ['2025-26', '10% under section 194J (393) (fees for professional services)'],
  ] as const)('194J in %s', (year, reason) => {
    const result = calculateTds({ section: '194J', feeType: 'professional', amount: 100_000, hasPan: true, year });
    expect(result).toMatchObject({ applicable: true, tds: 10_000, reason });
  });

  test.each([
    ['2026-27', '20% under section 397 (206AA): PAN not furnished, higher than the 2% of section 393 (194H)'],
    ['2025-26', '20% under section 206AA (397): PAN not furnished, higher than the 2% of section 194H (393)'],
  ] as const)('no PAN in %s', (year, start) => {
    const result = calculateTds({ section: '194H', amount: 30_000, hasPan: false, year });
    expect(result.applicable && result.reason.startsWith(start)).toBe(true);
    expect(result.tds).toBe(6_000);
  });

  test('the same rates and thresholds in both years (section 393(1) kept them)', () => {
    for (const section of TDS_SECTION_IDS) {
      const amounts = [1, 10_000, 30_001, 50_001, 1_00_001, 5_00_001, 50_00_001, 60_00_000];
      for (const amount of amounts) {
        const input = { section, amount, hasPan: true };
        const [now, before] = [
          calculateTds({ ...input, year: '2026-27' }),
          calculateTds({ ...input, year: '2025-26' }),
        ];
        expect([now.applicable, now.tds]).toEqual([before.applicable, before.tds]);
      }
    }
  });
});

describe('calculateTds: interest on a Motor Accident Claims Tribunal award, by year', () => {
  const mact = (amount: number, year: TdsInput['year'], hasPan = true): TdsInput => ({
    section: '194A_others',
    payer: 'mact',
    amount,
    hasPan,
    year,
  });
  const exempt =
    'Interest a Motor Accident Claims Tribunal awards to an individual is exempt from tax year 2026-27, and no TDS is deducted on it (Finance Act, 2026).';

  // FY 2025-26, section 194A(3)(ix): nothing while the year's interest is ₹50,000 or less, 10% above.
  test.each([
    ['at ₹50,000', 50000, null],
    ['at ₹50,001', 50001, 5000.1],
    ['₹2,00,000', 200000, 20000],
  ])('FY 2025-26 %s', (_name, amount, tds) => {
    const result = calculateTds(mact(amount, '2025-26'));
    if (tds === null) {
      expect(result).toMatchObject({ applicable: false, message: NO_TDS_MESSAGE });
      expect(result.reason).toBe(
        '₹50,000 is not above the threshold of ₹50,000 under section 194A (393) (interest on a Motor Accident Claims Tribunal award).',
      );
    } else {
      expect(result).toMatchObject({ applicable: true, tds, rate: 10 });
      expect(result.applicable && result.reason).toBe(
        '10% under section 194A (393) (interest on a Motor Accident Claims Tribunal award)',
      );
    }
  });

  test('FY 2025-26 without a PAN: section 206AA’s 20%', () => {
    expect(calculateTds(mact(100000, '2025-26', false))).toMatchObject({ applicable: true, tds: 20000, rate: 20 });
  });

  // Tax year 2026-27: the Finance Act, 2026 exempts it for an individual and no TDS applies at any amount.
  test.each([
    ['₹50,001', 50001, true],
    ['₹10,00,00,000', 10_00_00_000, true],
    ['₹1,00,000 without a PAN', 100000, false],
  ])('tax year 2026-27 %s: no TDS', (_name, amount, hasPan) => {
    expect(calculateTds(mact(amount, '2026-27', hasPan))).toEqual({
      applicable: false,
      tds: 0,
      message: NO_TDS_MESSAGE,
      reason: exempt,
    });
  });

  test('a link without a year is tax year 2026-27', () => {
    expect(calculateTds({ section: '194A_others', payer: 'mact', amount: 100000, hasPan: true }).applicable).toBe(
      false,
    );
  });
});
