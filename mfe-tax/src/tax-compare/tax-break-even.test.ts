import fc from 'fast-check';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { RuleInputError } from '@fintools/shared/finance/rule-input-error';
import { calculateTax } from '../income-tax/tax';
import { oldRegimeBreakEvenDeduction } from './tax-break-even';

const LAKH = 100_000;
const CRORE = 100 * LAKH;

function oldTotal(salary: number, deduction: number): number {
  return calculateTax('old', { salary, deduction }).totalTax;
}

function newTotal(salary: number, deduction: number): number {
  return calculateTax('new', { salary, deduction }).totalTax;
}

describe('oldRegimeBreakEvenDeduction: references (new regime deduction ₹75,000)', () => {
  test.each([
    // salary, X, the new regime's total, the old regime's total at X and at X − 1
    [15 * LAKH, 593_750, 97_500, 97_500, 97_502], // old income 9,06,250: 12,500 + 20% of 4,06,250 = 93,750
    [20 * LAKH, 758_334, 192_400, 192_400, 192_402], // old income 12,41,666: tax 1,84,999.80 rounds up with cess
    [13 * LAKH, 737_500, 26_000, 26_000, 26_002], // the new regime's 87A marginal relief: tax 25,000
    [10 * LAKH, 500_000, 0, 0, 13_002], // no new-regime tax: the old regime must fall to ₹5,00,000 (87A)
  ])('salary %s: X = %s (new %s; old %s at X, %s one rupee less)', (salary, x, newAtX, oldAtX, oldBelow) => {
    expect(oldRegimeBreakEvenDeduction({ salary, newRegimeDeduction: 75_000 })).toBe(x);
    expect(newTotal(salary, 75_000)).toBe(newAtX);
    expect(oldTotal(salary, x)).toBe(oldAtX);
    expect(oldTotal(salary, x - 1)).toBe(oldBelow);
  });
});

describe('oldRegimeBreakEvenDeduction: edges', () => {
  test.each([
    // salary, new regime deduction, X
    [5 * LAKH, 75_000, 0], // both regimes cost nothing: no deduction needed
    [2 * LAKH, 0, 0],
    [0, 0, 0],
    [7 * LAKH, 0, 2 * LAKH], // new regime nil (87A) on 7 lakh; old needs income ≤ 5 lakh
    [15 * LAKH, 15 * LAKH, 10 * LAKH], // the new regime deducts everything: the old regime must pay nothing
    // Without a standard deduction the new regime costs ₹1,09,200: old tax ₹1,05,000 at income ₹9,62,500.
    [15 * LAKH, 0, 537_500],
    // Both with 10% surcharge: new ₹29,25,780 on ₹99,25,000; old tax ₹25,57,500 at income ₹91,50,000.
    [CRORE, 75_000, 850_000],
    // New income ₹50,25,000: marginal relief holds tax plus surcharge to ₹11,05,000, so old income ₹43,08,333.
    [51 * LAKH, 75_000, 791_667],
  ])('salary %s, new regime deduction %s: X = %s', (salary, newRegimeDeduction, x) => {
    const found = oldRegimeBreakEvenDeduction({ salary, newRegimeDeduction });
    expect(found).toBe(x);
    expect(oldTotal(salary, found)).toBeLessThanOrEqual(newTotal(salary, newRegimeDeduction));
    if (found > 0) expect(oldTotal(salary, found - 1)).toBeGreaterThan(newTotal(salary, newRegimeDeduction));
  });

  test('at MAX_AMOUNT it still finds the rupee, in about 50 steps', () => {
    const x = oldRegimeBreakEvenDeduction({ salary: MAX_AMOUNT, newRegimeDeduction: 75_000 });
    expect(oldTotal(MAX_AMOUNT, x)).toBeLessThanOrEqual(newTotal(MAX_AMOUNT, 75_000));
    expect(oldTotal(MAX_AMOUNT, x - 1)).toBeGreaterThan(newTotal(MAX_AMOUNT, 75_000));
  });

  test.each([
    ['a negative salary', { salary: -1, newRegimeDeduction: 0 }, 'salary', 'out-of-range'],
    ['a NaN new regime deduction', { salary: 1, newRegimeDeduction: Number.NaN }, 'newRegimeDeduction', 'not-finite'],
    ['an infinite salary', { salary: Number.POSITIVE_INFINITY, newRegimeDeduction: 0 }, 'salary', 'not-finite'],
    ['a -0 salary', { salary: -0, newRegimeDeduction: 0 }, 'salary', 'negative-zero'],
    ['a salary above MAX_AMOUNT', { salary: MAX_AMOUNT * 2, newRegimeDeduction: 0 }, 'salary', 'out-of-range'],
  ])('refuses %s with a RuleInputError', (_name, input, field, code) => {
    const call = () => oldRegimeBreakEvenDeduction(input);
    expect(call).toThrow(RuleInputError);
    expect(call).toThrow(expect.objectContaining({ rule: 'oldRegimeBreakEvenDeduction', field, code }));
  });
});

test('property: at X the old total is at most the new total, and at X − 1 it is greater', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.integer({ min: 1, max: 60 * LAKH }), fc.integer({ min: 1, max: 10 * CRORE })),
      fc.oneof(fc.constant(75_000), fc.integer({ min: 0, max: 5 * LAKH })),
      (salary, newRegimeDeduction) => {
        const x = oldRegimeBreakEvenDeduction({ salary, newRegimeDeduction });
        const target = newTotal(salary, newRegimeDeduction);
        return (
          Number.isInteger(x) &&
          x >= 0 &&
          x <= salary &&
          oldTotal(salary, x) <= target &&
          (x === 0 || oldTotal(salary, x - 1) > target)
        );
      },
    ),
    { numRuns: 300 },
  );
});

describe('oldRegimeBreakEvenDeduction: the old regime at the age given', () => {
  test.each([
    // salary, age, X: the old total at X is the new regime's ₹97,500 (tax ₹93,750 + cess)
    [15 * LAKH, 'below-60', 593_750],
    [15 * LAKH, '60-to-79', 581_250], // income 9,18,750: 10,000 + 20% of 4,18,750
    [15 * LAKH, '80-and-above', 531_250], // income 9,68,750: 20% of 4,68,750
  ] as const)('salary %s, age %s: X = %s', (salary, age, x) => {
    expect(oldRegimeBreakEvenDeduction({ salary, newRegimeDeduction: 75_000, age })).toBe(x);
    expect(calculateTax('old', { salary, deduction: x, age }).totalTax).toBe(97_500);
    expect(calculateTax('old', { salary, deduction: x - 1, age }).totalTax).toBeGreaterThan(97_500);
  });
});
