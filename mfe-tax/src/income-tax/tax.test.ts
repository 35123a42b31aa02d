import fc from 'fast-check';
import { calculateTax, compareRegimes, type TaxInput, type TaxRegime, type TaxResult } from './tax';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { RuleInputError, type RuleInputErrorCode } from '@fintools/shared/finance/rule-input-error';

const LAKH = 100_000;
const CRORE = 100 * LAKH;

function taxOn(regime: TaxRegime, income: number): TaxResult {
  return calculateTax(regime, { salary: income, deduction: 0 });
}

describe('calculateTax: reference totals (tax + surcharge + cess)', () => {
  test.each([
    // income, new regime total, old regime total
    [5 * LAKH, 0, 0],
    [7 * LAKH, 0, 54_600],
    [10 * LAKH, 0, 117_000],
    [12 * LAKH, 0, 179_400],
    [1_210_000, 10_400, 182_520],
    [15 * LAKH, 109_200, 273_000],
    [24 * LAKH, 312_000, 553_800],
    [51 * LAKH, 1_227_200, 1_469_000],
    [CRORE, 2_951_520, 3_217_500],
    [25_000_000, 9_204_000, 9_506_250],
  ])('income %s: new %s, old %s', (income, newTotal, oldTotal) => {
    expect(taxOn('new', income).totalTax).toBe(newTotal);
    expect(taxOn('old', income).totalTax).toBe(oldTotal);
  });
});

describe('calculateTax: every threshold and one rupee past it', () => {
  test.each([
    // regime, income, slab tax, tax after 87A, surcharge rate, surcharge, cess, total
    ['old', 0, 0, 0, 0, 0, 0, 0],
    ['new', 0, 0, 0, 0, 0, 0, 0],
    ['old', 2.5 * LAKH, 0, 0, 0, 0, 0, 0],
    ['old', 2.5 * LAKH + 1, 0.05, 0, 0, 0, 0, 0],
    ['old', 5 * LAKH, 12_500, 0, 0, 0, 0, 0],
    // Old regime 87A has no marginal relief: one rupee more costs the whole ₹12,500 rebate.
    ['old', 5 * LAKH + 1, 12_500.2, 12_500.2, 0, 0, 501, 13_002],
    ['new', 4 * LAKH, 0, 0, 0, 0, 0, 0],
    ['new', 5 * LAKH, 5_000, 0, 0, 0, 0, 0],
    ['new', 8 * LAKH, 20_000, 0, 0, 0, 0, 0],
    ['new', 12 * LAKH, 60_000, 0, 0, 0, 0, 0],
    ['new', 12 * LAKH + 1, 60_000.15, 1, 0, 0, 1, 2],
    ['new', 1_210_000, 61_500, 10_000, 0, 0, 400, 10_400],
    // Relief ends where slab tax = income − 12 lakh: 60,000 + 0.15d = d, d = 70,588.24.
    ['new', 1_270_588, 70_588.2, 70_588, 0, 0, 2_824, 73_412],
    ['new', 1_270_589, 70_588.35, 70_588.35, 0, 0, 2_824, 73_413],
    ['old', 12 * LAKH + 1, 172_500.3, 172_500.3, 0, 0, 6_901, 179_402],
    ['new', 16 * LAKH, 120_000, 120_000, 0, 0, 4_800, 124_800],
    ['new', 20 * LAKH, 200_000, 200_000, 0, 0, 8_000, 208_000],
    ['old', 50 * LAKH, 1_312_500, 1_312_500, 0, 0, 52_500, 1_365_000],
    ['old', 50 * LAKH + 1, 1_312_500.3, 1_312_500.3, 10, 0.7, 52_501, 1_365_002],
    ['new', 50 * LAKH, 1_080_000, 1_080_000, 0, 0, 43_200, 1_123_200],
    ['new', 50 * LAKH + 1, 1_080_000.3, 1_080_000.3, 10, 0.7, 43_201, 1_123_202],
    ['old', CRORE, 2_812_500, 2_812_500, 10, 281_250, 123_750, 3_217_500],
    ['old', CRORE + 1, 2_812_500.3, 2_812_500.3, 15, 281_250.7, 123_751, 3_217_502],
    ['new', CRORE, 2_580_000, 2_580_000, 10, 258_000, 113_520, 2_951_520],
    ['new', CRORE + 1, 2_580_000.3, 2_580_000.3, 15, 258_000.7, 113_521, 2_951_522],
    ['old', 2 * CRORE, 5_812_500, 5_812_500, 15, 871_875, 267_375, 6_951_750],
    ['old', 2 * CRORE + 1, 5_812_500.3, 5_812_500.3, 25, 871_875.7, 267_376, 6_951_752],
    ['new', 2 * CRORE, 5_580_000, 5_580_000, 15, 837_000, 256_680, 6_673_680],
    ['new', 2 * CRORE + 1, 5_580_000.3, 5_580_000.3, 25, 837_000.7, 256_681, 6_673_682],
    ['old', 5 * CRORE, 14_812_500, 14_812_500, 25, 3_703_125, 740_625, 19_256_250],
    ['old', 5 * CRORE + 1, 14_812_500.3, 14_812_500.3, 37, 3_703_125.7, 740_626, 19_256_252],
    ['new', 5 * CRORE, 14_580_000, 14_580_000, 25, 3_645_000, 729_000, 18_954_000],
    // The new regime's surcharge stops at 25%: no 37% band, no relief step at 5 crore.
    ['new', 5 * CRORE + 1, 14_580_000.3, 14_580_000.3, 25, 3_645_000.075, 729_001, 18_954_002],
  ] as const)(
    '%s regime, income %s: slab tax %s, after 87A %s, surcharge %s%% = %s, cess %s, total %s',
    (regime, income, slabTax, taxAfter87A, surchargeRate, surcharge, cess, totalTax) => {
      const result = taxOn(regime, income);
      expect(result).toMatchObject({ slabTax, taxAfter87A, surchargeRate, surcharge, cess, totalTax });
    },
  );
});

describe('calculateTax: the breakdown', () => {
  test('the new regime slabs for 15 lakh, with the top slab open-ended', () => {
    expect(taxOn('new', 15 * LAKH).slabs).toEqual([
      { from: 0, to: 400_000, rate: 0, taxableInSlab: 400_000, tax: 0 },
      { from: 400_000, to: 800_000, rate: 5, taxableInSlab: 400_000, tax: 20_000 },
      { from: 800_000, to: 1_200_000, rate: 10, taxableInSlab: 400_000, tax: 40_000 },
      { from: 1_200_000, to: 1_600_000, rate: 15, taxableInSlab: 300_000, tax: 45_000 },
      { from: 1_600_000, to: 2_000_000, rate: 20, taxableInSlab: 0, tax: 0 },
      { from: 2_000_000, to: 2_400_000, rate: 25, taxableInSlab: 0, tax: 0 },
      { from: 2_400_000, to: null, rate: 30, taxableInSlab: 0, tax: 0 },
    ]);
  });

  test('the old regime slabs for 12 lakh', () => {
    expect(taxOn('old', 12 * LAKH).slabs).toEqual([
      { from: 0, to: 250_000, rate: 0, taxableInSlab: 250_000, tax: 0 },
      { from: 250_000, to: 500_000, rate: 5, taxableInSlab: 250_000, tax: 12_500 },
      { from: 500_000, to: 1_000_000, rate: 20, taxableInSlab: 500_000, tax: 100_000 },
      { from: 1_000_000, to: null, rate: 30, taxableInSlab: 200_000, tax: 60_000 },
    ]);
  });

  test.each([
    // regime, income, slab tax, rebate 87A, of which marginal relief, tax after 87A
    ['old', 4 * LAKH, 7_500, 7_500, 0, 0],
    ['old', 5 * LAKH + 1, 12_500.2, 0, 0, 12_500.2],
    ['new', 10 * LAKH, 40_000, 40_000, 0, 0],
    ['new', 12 * LAKH, 60_000, 60_000, 0, 0],
    ['new', 1_210_000, 61_500, 51_500, 51_500, 10_000],
    ['new', 1_270_588, 70_588.2, 0.2, 0.2, 70_588],
    ['new', 13 * LAKH, 75_000, 0, 0, 75_000],
  ] as const)(
    '%s regime, income %s: slab tax %s, 87A takes %s (%s of it marginal relief), leaving %s',
    (regime, income, slabTax, rebate87A, relief, after) => {
      expect(taxOn(regime, income)).toMatchObject({
        slabTax,
        rebate87A,
        rebate87AMarginalRelief: relief,
        taxAfter87A: after,
      });
    },
  );

  test.each([
    // regime, income, surcharge rate, surcharge at the full rate less relief, relief, surcharge
    ['old', 51 * LAKH, 10, 64_250, 70_000],
    ['new', 51 * LAKH, 10, 41_000, 70_000],
    ['old', 55 * LAKH, 10, 0, 146_250],
    ['old', 10_100_000, 15, 75_125, 351_250],
    ['old', 50_100_000, 37, 1_718_600, 3_773_125],
    ['new', 20_100_000, 25, 495_500, 907_000],
  ] as const)(
    '%s regime, income %s: surcharge %s%%, relief %s, surcharge %s',
    (regime, income, rate, relief, surcharge) => {
      expect(taxOn(regime, income)).toMatchObject({ surchargeRate: rate, surchargeMarginalRelief: relief, surcharge });
    },
  );

  test('taxable income is salary minus deduction', () => {
    expect(calculateTax('new', { salary: 1_285_000, deduction: 75_000 })).toMatchObject({
      regime: 'new',
      taxableIncome: 1_210_000,
      taxAfter87A: 10_000,
      cess: 400,
      totalTax: 10_400,
    });
  });

  test.each(['old', 'new'] as const)(
    '%s regime: a deduction larger than the salary leaves no income and no tax',
    (regime) => {
      expect(calculateTax(regime, { salary: 3 * LAKH, deduction: 5 * LAKH })).toMatchObject({
        taxableIncome: 0,
        slabTax: 0,
        rebate87A: 0,
        taxAfter87A: 0,
        surcharge: 0,
        cess: 0,
        totalTax: 0,
        effectiveRate: 0,
      });
    },
  );

  test.each([
    ['old', 10 * LAKH, 11.7],
    ['new', 15 * LAKH, 7.28],
    ['new', 12 * LAKH, 0],
  ] as const)('%s regime, income %s: effective rate %s%% of taxable income', (regime, income, rate) => {
    expect(taxOn(regime, income).effectiveRate).toBeCloseTo(rate, 10);
  });
});

describe('calculateTax: any income the validator lets through', () => {
  test.each(['old', 'new'] as const)('%s regime: every amount is finite from 0 to MAX_AMOUNT', (regime) => {
    for (const income of [0, 1, 0.5, 999_999.99, 1e9, 1e12, MAX_AMOUNT - 1, MAX_AMOUNT]) {
      const result = taxOn(regime, income);
      const amounts = [
        result.taxableIncome,
        result.slabTax,
        result.rebate87A,
        result.rebate87AMarginalRelief,
        result.taxAfter87A,
        result.surcharge,
        result.surchargeRate,
        result.surchargeMarginalRelief,
        result.cess,
        result.totalTax,
        result.effectiveRate,
        ...result.slabs.flatMap((slab) => [slab.taxableInSlab, slab.tax]),
      ];
      for (const amount of amounts) {
        expect(Number.isFinite(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
      }
    }
  });

  test.each([
    // regime, income, tax after 87A, surcharge, cess, total: sums whose paise floating point gets wrong
    ['old', 1_746_167, 336_350.1, 0, 13_455, 349_806], // cess 4% of 3,36,350.10 = 13,454.004 → 13,455
    ['old', 53_339_073, 15_814_221.9, 5_851_262.103, 866_620, 22_532_105],
    ['old', 50_000_001, 14_812_500.3, 3_703_125.7, 740_626, 19_256_252],
    ['old', MAX_AMOUNT, 299_999_999_812_500, 110_999_999_930_625, 16_439_999_989_725, 427_439_999_732_850],
    ['new', MAX_AMOUNT, 299_999_999_580_000, 74_999_999_895_000, 14_999_999_979_000, 389_999_999_454_000],
  ] as const)('%s regime, income %s: exact to the rupee', (regime, income, taxAfter87A, surcharge, cess, totalTax) => {
    expect(taxOn(regime, income)).toMatchObject({ taxAfter87A, surcharge, cess, totalTax });
  });

  test('at MAX_AMOUNT the old regime charges 37% surcharge and the new regime 25%', () => {
    expect(taxOn('old', MAX_AMOUNT).surchargeRate).toBe(37);
    expect(taxOn('new', MAX_AMOUNT).surchargeRate).toBe(25);
    expect(taxOn('new', MAX_AMOUNT).totalTax).toBeLessThan(taxOn('old', MAX_AMOUNT).totalTax);
  });

  test.each([
    ['a negative salary', 'new', { salary: -1, deduction: 0 }, 'salary', 'out-of-range'],
    ['a negative deduction', 'new', { salary: 1, deduction: -1 }, 'deduction', 'out-of-range'],
    ['a -0 salary', 'old', { salary: -0, deduction: 0 }, 'salary', 'negative-zero'],
    ['a NaN salary', 'new', { salary: Number.NaN, deduction: 0 }, 'salary', 'not-finite'],
    ['an infinite deduction', 'old', { salary: 1, deduction: Number.POSITIVE_INFINITY }, 'deduction', 'not-finite'],
    ['a salary above MAX_AMOUNT', 'new', { salary: MAX_AMOUNT + 1e3, deduction: 0 }, 'salary', 'out-of-range'],
    ['a regime that does not exist', 'middle', { salary: 1, deduction: 0 }, 'regime', 'unknown-choice'],
    ['an age that does not exist', 'old', { salary: 1, deduction: 0, age: '59' }, 'age', 'unknown-choice'],
  ] as const)(
    'refuses %s with a RuleInputError (a programmer error: the validator refuses it)',
    (_name, regime, input, field, code: RuleInputErrorCode) => {
      const call = () => calculateTax(regime as TaxRegime, input as TaxInput);
      expect(call).toThrow(RuleInputError);
      expect(call).toThrow(expect.objectContaining({ rule: 'calculateTax', field, code }));
    },
  );
});

describe('calculateTax: the result lines add up to the total shown', () => {
  test.each([
    // regime, income, exact tax after 87A, exact surcharge, lines shown: tax, surcharge, cess, total
    // The audit's case: ₹12,500.20 + ₹0 + ₹501 made ₹13,002, shown as ₹12,500 + ₹0 + ₹501.
    ['old', 5 * LAKH + 1, 12_500.2, 0, 12_501, 0, 501, 13_002],
    ['old', 1_746_167, 336_350.1, 0, 336_351, 0, 13_455, 349_806],
    ['new', 12 * LAKH + 1, 1, 0, 1, 0, 1, 2],
    ['old', 15 * LAKH, 262_500, 0, 262_500, 0, 10_500, 273_000],
    // Tax ₹13,12,500.30 and surcharge ₹0.70 make exactly ₹13,12,501: the surcharge line rounds down to 0.
    ['old', 50 * LAKH + 1, 1_312_500.3, 0.7, 1_312_501, 0, 52_501, 1_365_002],
    ['old', 51 * LAKH, 1_342_500, 70_000, 1_342_500, 70_000, 56_500, 1_469_000],
    // 37% of a tax with paise: ₹1,58,14,221.90 + ₹58,51,262.103 → ₹2,16,65,484.003, rounded up to …485.
    ['old', 53_339_073, 15_814_221.9, 5_851_262.103, 15_814_222, 5_851_263, 866_620, 22_532_105],
    ['new', 5 * CRORE + 1, 14_580_000.3, 3_645_000.075, 14_580_001, 3_645_000, 729_001, 18_954_002],
  ] as const)(
    '%s regime, income %s: tax %s and surcharge %s show as %s + %s + %s = %s',
    (regime, income, taxAfter87A, surcharge, taxLine, surchargeLine, cessLine, totalLine) => {
      const result = taxOn(regime, income);
      expect(result.taxAfter87A).toBeCloseTo(taxAfter87A, 6);
      expect(result.surcharge).toBeCloseTo(surcharge, 6);
      expect(result.roundedLines).toEqual({
        taxAfter87A: taxLine,
        surcharge: surchargeLine,
        cess: cessLine,
        totalTax: totalLine,
      });
      expect(result.roundedLines.totalTax).toBe(result.totalTax);
    },
  );

  test.each(['old', 'new'] as const)(
    '%s regime: on any income the lines are whole rupees that add up to the total, each within a rupee of its exact amount',
    (regime) => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.integer({ min: 0, max: 60 * LAKH }),
            fc.integer({ min: 0, max: 60 * CRORE }),
            fc.integer({ min: 0, max: MAX_AMOUNT }),
          ),
          (income) => {
            const result = taxOn(regime, income);
            const lines = result.roundedLines;
            const taxRoundedUp = lines.taxAfter87A - result.taxAfter87A;
            return (
              Object.values(lines).every(Number.isInteger) &&
              lines.taxAfter87A + lines.surcharge + lines.cess === lines.totalTax &&
              lines.totalTax === result.totalTax &&
              lines.cess === result.cess &&
              taxRoundedUp >= 0 &&
              taxRoundedUp < 1 &&
              Math.abs(lines.surcharge - result.surcharge) < 1 &&
              (result.surcharge > 0 || lines.surcharge === 0)
            );
          },
        ),
        { numRuns: 2_000 },
      );
    },
  );
});

describe('calculateTax: more income never means less tax', () => {
  const thresholds = [2.5 * LAKH, 4 * LAKH, 5 * LAKH, 12 * LAKH, 50 * LAKH, CRORE, 2 * CRORE, 5 * CRORE];

  function incomesToCheck(): number[] {
    const incomes = new Set<number>();
    for (let income = 0; income <= 6 * CRORE; income += 1_999) incomes.add(income);
    for (const threshold of thresholds) for (let step = -3; step <= 3; step += 1) incomes.add(threshold + step);
    // Rupee by rupee through the new regime's 87A relief, then finely through each surcharge relief band
    // (the widest, old regime at 5 crore, runs to about 30,17,828 above it).
    for (let income = 12 * LAKH; income <= 1_272_000; income += 1) incomes.add(income);
    for (const threshold of thresholds.slice(4)) {
      for (let income = threshold; income <= threshold + 32 * LAKH; income += 797) incomes.add(income);
    }
    return [...incomes].sort((a, b) => a - b);
  }

  test.each(['old', 'new'] as const)(
    '%s regime: total and tax + surcharge rise with income, 0 to 6 crore',
    (regime) => {
      let previous = taxOn(regime, 0);
      for (const income of incomesToCheck()) {
        const result = taxOn(regime, income);
        if (
          result.totalTax < previous.totalTax ||
          result.taxAfter87A + result.surcharge < previous.taxAfter87A + previous.surcharge
        ) {
          throw new Error(
            `${regime}: ${previous.taxableIncome} → ${previous.totalTax}, ${income} → ${result.totalTax}`,
          );
        }
        previous = result;
      }
    },
  );

  test.each(['old', 'new'] as const)('%s regime: for any two incomes, the larger pays at least as much', (regime) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 * CRORE }), fc.integer({ min: 0, max: 2 * LAKH }), (income, extra) => {
        expect(taxOn(regime, income + extra).totalTax).toBeGreaterThanOrEqual(taxOn(regime, income).totalTax);
      }),
      { numRuns: 2_000 },
    );
  });

  test.each(['old', 'new'] as const)(
    '%s regime: tax + surcharge never exceeds the amount at the threshold plus the income above it',
    (regime) => {
      const surchargeThresholds =
        regime === 'old' ? [50 * LAKH, CRORE, 2 * CRORE, 5 * CRORE] : [50 * LAKH, CRORE, 2 * CRORE];
      fc.assert(
        fc.property(
          fc.constantFrom(...surchargeThresholds),
          fc.integer({ min: 1, max: 50 * LAKH }),
          (threshold, above) => {
            const atThreshold = taxOn(regime, threshold);
            const result = taxOn(regime, threshold + above);
            expect(result.taxAfter87A + result.surcharge).toBeLessThanOrEqual(
              atThreshold.taxAfter87A + atThreshold.surcharge + above + 0.01,
            );
          },
        ),
        { numRuns: 2_000 },
      );
    },
  );
});

describe('compareRegimes', () => {
  test.each([
    [7 * LAKH, 'new', 54_600],
    [15 * LAKH, 'new', 163_800],
    [CRORE, 'new', 265_980],
    [2.5 * LAKH, 'equal', 0],
  ] as const)('income %s: %s is cheaper by %s', (income, cheaper, saving) => {
    expect(compareRegimes(taxOn('old', income), taxOn('new', income))).toEqual({ cheaper, saving });
  });

  test('the old regime wins when its deductions are large enough', () => {
    const oldResult = calculateTax('old', { salary: 13 * LAKH, deduction: 8 * LAKH }); // income 5 lakh: nil
    const newResult = calculateTax('new', { salary: 13 * LAKH, deduction: 0 }); // 75,000 + 3,000 cess
    expect(compareRegimes(oldResult, newResult)).toEqual({ cheaper: 'old', saving: 78_000 });
  });

  test.each([
    // the case: old ₹10 L with ₹50,000 deducted against new ₹20 L said "old costs ₹85,800 less"
    [10 * LAKH, 50_000, 20 * LAKH, 0],
    [15 * LAKH, 0, 15 * LAKH + 1, 0],
    [0, 0, 1, 0],
  ])(
    'old salary %s (deduction %s) against new salary %s: no verdict',
    (oldSalary, oldDeduction, newSalary, newDeduction) => {
      const oldResult = calculateTax('old', { salary: oldSalary, deduction: oldDeduction });
      const newResult = calculateTax('new', { salary: newSalary, deduction: newDeduction });
      expect(compareRegimes(oldResult, newResult)).toEqual({ cheaper: 'different-salaries', saving: 0 });
    },
  );

  test('refuses swapped results with a RuleInputError', () => {
    expect(() => compareRegimes(taxOn('new', 15 * LAKH), taxOn('old', 15 * LAKH))).toThrow(
      expect.objectContaining({ name: 'RuleInputError', rule: 'compareRegimes', code: 'unknown-choice' }),
    );
  });
});

describe('calculateTax: the old regime by age (First Schedule, Part III, Paragraph A, provisos)', () => {
  test.each([
    // taxable income, age, slab tax, tax after 87A, total tax
    // The references: ₹8,00,000 at 65 was ₹75,400 (the below-60 slabs); the Act gives ₹72,800.
    [8 * LAKH, 'below-60', 72_500, 72_500, 75_400],
    [8 * LAKH, '60-to-79', 70_000, 70_000, 72_800],
    [8 * LAKH, '80-and-above', 60_000, 60_000, 62_400],
    [5 * LAKH, '60-to-79', 10_000, 0, 0], // within the 87A rebate
    [5 * LAKH, '80-and-above', 0, 0, 0],
    [3 * LAKH, '60-to-79', 0, 0, 0],
    [3 * LAKH + 1, '60-to-79', 0.05, 0, 0],
    [5 * LAKH + 1, '60-to-79', 10_000.2, 10_000.2, 10_402], // one rupee past 87A: no rebate, as for everyone
    [5 * LAKH + 1, '80-and-above', 0.2, 0.2, 2],
    [10 * LAKH, '60-to-79', 110_000, 110_000, 114_400],
    [15 * LAKH, '80-and-above', 250_000, 250_000, 260_000],
  ] as const)(
    'income %s, age %s: slab tax %s, after 87A %s, total %s',
    (income, age, slabTax, taxAfter87A, totalTax) => {
      expect(calculateTax('old', { salary: income, deduction: 0, age })).toMatchObject({
        age,
        slabTax,
        taxAfter87A,
        totalTax,
      });
    },
  );

  test('the slabs of a senior citizen', () => {
    expect(calculateTax('old', { salary: 8 * LAKH, deduction: 0, age: '60-to-79' }).slabs).toEqual([
      { from: 0, to: 300_000, rate: 0, taxableInSlab: 300_000, tax: 0 },
      { from: 300_000, to: 500_000, rate: 5, taxableInSlab: 200_000, tax: 10_000 },
      { from: 500_000, to: 1_000_000, rate: 20, taxableInSlab: 300_000, tax: 60_000 },
      { from: 1_000_000, to: null, rate: 30, taxableInSlab: 0, tax: 0 },
    ]);
  });

  test('no age is below 60, and the new regime is the same at every age', () => {
    expect(taxOn('old', 8 * LAKH).age).toBe('below-60');
    for (const age of ['below-60', '60-to-79', '80-and-above'] as const) {
      expect(calculateTax('new', { salary: 15 * LAKH, deduction: 0, age }).totalTax).toBe(109_200);
    }
  });
});
