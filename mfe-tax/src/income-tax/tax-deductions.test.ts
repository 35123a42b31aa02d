import fc from 'fast-check';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import {
  itemiseDeductions,
  oldRegimeDeductionCap,
  type NewRegimeDeductionClaims,
  type OldRegimeDeductionClaims,
} from './tax-deductions';

const NOTHING_OLD: OldRegimeDeductionClaims = {
  regime: 'old',
  salaried: false,
  age: 'below-60',
  parentsSenior: false,
  section80C: 0,
  section80DSelf: 0,
  section80DParents: 0,
  homeLoanInterest: 0,
  nps80CCD1B: 0,
  savingsInterest80TTA: 0,
  depositInterest80TTB: 0,
  hraExemption: 0,
  other: 0,
};

function old(claims: Partial<OldRegimeDeductionClaims>): OldRegimeDeductionClaims {
  return { ...NOTHING_OLD, ...claims };
}

function newRegime(claims: Partial<NewRegimeDeductionClaims>): NewRegimeDeductionClaims {
  return { regime: 'new', salaried: false, employerNps: 0, ...claims };
}

test("the issue's reference: ₹3,75,000, with 80C and 80D self capped", () => {
  const itemised = itemiseDeductions(
    old({ salaried: true, section80C: 200_000, section80DSelf: 30_000, homeLoanInterest: 100_000, nps80CCD1B: 50_000 }),
  );
  expect(itemised).toEqual({
    standardDeduction: 50_000,
    allowed: {
      section80C: 150_000,
      section80DSelf: 25_000,
      section80DParents: 0,
      homeLoanInterest: 100_000,
      nps80CCD1B: 50_000,
      savingsInterest80TTA: 0,
      depositInterest80TTB: 0,
      hraExemption: 0,
      other: 0,
    },
    capsApplied: { section80C: 150_000, section80DSelf: 25_000 },
    total: 375_000,
  });
});

describe('old regime: each cap, at it and one rupee above it', () => {
  test.each([
    // claims, total, caps applied
    [{}, 0, {}],
    [{ salaried: true }, 50_000, {}],
    [{ section80C: 150_000 }, 150_000, {}],
    [{ section80C: 150_001 }, 150_000, { section80C: 150_000 }],
    [{ section80DSelf: 25_000 }, 25_000, {}],
    [{ section80DSelf: 25_001 }, 25_000, { section80DSelf: 25_000 }],
    [{ section80DSelf: 50_000, age: '60-to-79' }, 50_000, {}],
    [{ section80DSelf: 60_000, age: '60-to-79' }, 50_000, { section80DSelf: 50_000 }],
    // A senior parent raises only the parents' cap, and a senior taxpayer only their own.
    [{ section80DSelf: 40_000, parentsSenior: true }, 25_000, { section80DSelf: 25_000 }],
    [{ section80DParents: 25_001 }, 25_000, { section80DParents: 25_000 }],
    [{ section80DParents: 40_000, parentsSenior: true }, 40_000, {}],
    [{ section80DParents: 50_001, parentsSenior: true, age: '60-to-79' }, 50_000, { section80DParents: 50_000 }],
    [{ homeLoanInterest: 200_000 }, 200_000, {}],
    [{ homeLoanInterest: 350_000 }, 200_000, { homeLoanInterest: 200_000 }],
    [{ nps80CCD1B: 50_001 }, 50_000, { nps80CCD1B: 50_000 }],
    [{ other: 999_999 }, 999_999, {}],
    [{ hraExemption: 156_000 }, 156_000, {}], // worked out by calculateHra: no cap here
    // 80TTA: ₹10,000 below 60 only; 80TTB: ₹50,000 at 60 and above only.
    [{ savingsInterest80TTA: 10_000 }, 10_000, {}],
    [{ savingsInterest80TTA: 10_001 }, 10_000, { savingsInterest80TTA: 10_000 }],
    [{ savingsInterest80TTA: 8_000, age: '60-to-79' }, 0, { savingsInterest80TTA: 0 }],
    [{ depositInterest80TTB: 50_000, age: '60-to-79' }, 50_000, {}],
    [{ depositInterest80TTB: 50_001, age: '80-and-above' }, 50_000, { depositInterest80TTB: 50_000 }],
    [{ depositInterest80TTB: 30_000 }, 0, { depositInterest80TTB: 0 }],
    [{ section80DSelf: 60_000, age: '80-and-above' }, 50_000, { section80DSelf: 50_000 }],
    [{ other: MAX_AMOUNT, salaried: true }, MAX_AMOUNT + 50_000, {}],
    [
      {
        salaried: true,
        age: '60-to-79',
        parentsSenior: true,
        section80C: 10 ** 9,
        section80DSelf: 10 ** 9,
        section80DParents: 10 ** 9,
        homeLoanInterest: 10 ** 9,
        nps80CCD1B: 10 ** 9,
      },
      50_000 + 150_000 + 50_000 + 50_000 + 200_000 + 50_000,
      {
        section80C: 150_000,
        section80DSelf: 50_000,
        section80DParents: 50_000,
        homeLoanInterest: 200_000,
        nps80CCD1B: 50_000,
      },
    ],
  ] as const)('%j → total %s, capped %j', (claims, total, capsApplied) => {
    const itemised = itemiseDeductions(old(claims));
    expect(itemised.total).toBe(total);
    expect(itemised.capsApplied).toEqual(capsApplied);
  });
});

describe('new regime', () => {
  test.each([
    [{}, 0, 0],
    [{ salaried: true }, 75_000, 75_000],
    // Employer NPS has no cap here: the law's cap is a share of basic pay, which the form does not ask.
    [{ salaried: true, employerNps: 120_000 }, 75_000, 195_000],
    [{ employerNps: MAX_AMOUNT }, 0, MAX_AMOUNT],
  ] as const)('%j → standard deduction %s, total %s, nothing capped', (claims, standardDeduction, total) => {
    expect(itemiseDeductions(newRegime(claims))).toMatchObject({ standardDeduction, total, capsApplied: {} });
  });
});

test.each([
  ['section80C', 'below-60', false, 150_000],
  ['section80DSelf', 'below-60', true, 25_000],
  ['section80DSelf', '60-to-79', false, 50_000],
  ['section80DSelf', '80-and-above', false, 50_000],
  ['section80DParents', '60-to-79', false, 25_000],
  ['section80DParents', 'below-60', true, 50_000],
  ['homeLoanInterest', '80-and-above', true, 200_000],
  ['nps80CCD1B', 'below-60', false, 50_000],
  ['savingsInterest80TTA', 'below-60', false, 10_000],
  ['savingsInterest80TTA', '60-to-79', true, 0],
  ['savingsInterest80TTA', '80-and-above', false, 0],
  ['depositInterest80TTB', 'below-60', true, 0],
  ['depositInterest80TTB', '60-to-79', false, 50_000],
  ['depositInterest80TTB', '80-and-above', false, 50_000],
  ['other', '80-and-above', true, null],
  ['hraExemption', 'below-60', false, null],
] as const)('oldRegimeDeductionCap(%s, age %s, parents senior %s) = %s', (field, age, parentsSenior, cap) => {
  expect(oldRegimeDeductionCap(field, { age, parentsSenior })).toBe(cap);
});

test('property: the total is the sum of what is allowed, never above what was claimed, and a capped field counts its cap', () => {
  const amount = fc.oneof(fc.integer({ min: 0, max: 3_00_000 }), fc.integer({ min: 0, max: MAX_AMOUNT / 10 }));
  fc.assert(
    fc.property(
      fc.record({
        salaried: fc.boolean(),
        age: fc.constantFrom('below-60' as const, '60-to-79' as const, '80-and-above' as const),
        parentsSenior: fc.boolean(),
        section80C: amount,
        section80DSelf: amount,
        section80DParents: amount,
        homeLoanInterest: amount,
        nps80CCD1B: amount,
        savingsInterest80TTA: amount,
        depositInterest80TTB: amount,
        hraExemption: amount,
        other: amount,
      }),
      (claims) => {
        const itemised = itemiseDeductions({ regime: 'old', ...claims });
        const allowed = Object.values(itemised.allowed);
        const claimed =
          claims.section80C +
          claims.section80DSelf +
          claims.section80DParents +
          claims.homeLoanInterest +
          claims.nps80CCD1B +
          claims.savingsInterest80TTA +
          claims.depositInterest80TTB +
          claims.hraExemption +
          claims.other;
        return (
          itemised.total === itemised.standardDeduction + allowed.reduce((sum, value) => sum + value, 0) &&
          itemised.total <= itemised.standardDeduction + claimed &&
          Object.entries(itemised.capsApplied).every(
            ([field, cap]) => itemised.allowed[field as keyof typeof itemised.allowed] === cap,
          )
        );
      },
    ),
    { numRuns: 500 },
  );
});

describe('refuses input outside its domain with a RuleInputError', () => {
  test.each([
    ['a negative amount', old({ section80C: -1 }), 'section80C', 'out-of-range'],
    ['a fraction of a rupee', old({ other: 0.5 }), 'other', 'not-integer'],
    ['NaN', old({ homeLoanInterest: Number.NaN }), 'homeLoanInterest', 'not-finite'],
    ['-0', newRegime({ employerNps: -0 }), 'employerNps', 'negative-zero'],
    ['an amount above MAX_AMOUNT', old({ nps80CCD1B: MAX_AMOUNT + 1_000 }), 'nps80CCD1B', 'out-of-range'],
    [
      'a tick that is not a boolean',
      old({ parentsSenior: 'yes' as unknown as boolean }),
      'parentsSenior',
      'unknown-choice',
    ],
    ['an age that does not exist', old({ age: '65' as 'below-60' }), 'age', 'unknown-choice'],
    ['another regime', { ...newRegime({}), regime: 'middle' as 'new' }, 'regime', 'unknown-choice'],
  ])('%s', (_name, claims, field, code) => {
    const call = () => itemiseDeductions(claims);
    expect(call).toThrow(RuleInputError);
    expect(call).toThrow(expect.objectContaining({ rule: 'itemiseDeductions', field, code }));
  });
});
