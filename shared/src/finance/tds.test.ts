import { findTdsSection, isTdsSectionId, TDS_SECTION_IDS, TDS_SECTIONS } from '../data/tds-sections';
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
      '194C small payment, year total above 1,00,000',
      withPan({ section: '194C', payeeType: 'individual-huf', amount: 20000, yearTotal: 100001 }),
      200,
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
      '10% under section 194J (fees for professional services)',
    ],
    [
      withoutPan({ section: '194H', amount: 30000 }),
      '20% under section 206AA: PAN not furnished, higher than the 2% of section 194H (commission or brokerage)',
    ],
    [
      withPan({ section: '194I', assetType: 'plant-machinery', amount: 60000 }),
      '2% under section 194-I (rent of plant, machinery or equipment)',
    ],
    [
      withoutPan({ section: '194B', amount: 20000 }),
      '30% under section 194B (winnings from lottery or crossword puzzle), not less than the 20% of section 206AA for a missing PAN',
    ],
    [
      withPan({ section: '194C', payeeType: 'individual-huf', amount: 20000, yearTotal: 120000 }),
      "1% under section 194C (payment to a contractor who is an individual or HUF), as the year's total of ₹1,20,000 is above ₹1,00,000",
    ],
    [
      withPan({ section: '194Q', amount: 6000000 }),
      '0.1% under section 194Q (purchase of goods), on ₹10,00,000, the amount above ₹50,00,000',
    ],
    [
      withoutPan({ section: '194Q', amount: 6000000.5 }),
      '5% under section 206AA: PAN not furnished, higher than the 0.1% of section 194Q (purchase of goods), on ₹10,00,000.50, the amount above ₹50,00,000',
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
      '₹5,000 is not above the threshold of ₹10,000 under section 193 (interest on securities).',
    ],
    [
      withPan({ section: '194B', amount: 9999.5 }),
      'A winning of ₹9,999.50 is not above ₹10,000 per winning under section 194B (winnings from lottery or crossword puzzle).',
    ],
    [
      withPan({ section: '194I', assetType: 'land-building-furniture', amount: 45000 }),
      'Rent of ₹45,000 for the month is not above ₹50,000 a month under section 194-I (rent of land, building or furniture).',
    ],
    [
      withPan({ section: '194C', payeeType: 'other', amount: 25000, yearTotal: 80000 }),
      "A single payment of ₹25,000 is not above ₹30,000, and the year's total of ₹80,000 is not above ₹1,00,000, under section 194C (payment to a contractor).",
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
