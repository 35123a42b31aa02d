/**
 * Properties the income-tax rule keeps for any salary its validator accepts: more income never means
 * less tax, and every figure stays finite up to the largest salary.
 */
import fc from 'fast-check';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { calculateTax } from './tax';

const RUNS = { numRuns: 300 };

function allFinite(value: object): boolean {
  return Object.values(value).every((entry) => typeof entry !== 'number' || Number.isFinite(entry));
}

describe('tax', () => {
  test('more income never means less tax, in either regime', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60_00_00_000 }),
        fc.integer({ min: 0, max: 5_00_000 }),
        fc.constantFrom('old' as const, 'new' as const),
        (income, extra, regime) => {
          const lower = calculateTax(regime, { salary: income, deduction: 0 }).totalTax;
          const higher = calculateTax(regime, { salary: income + extra, deduction: 0 }).totalTax;
          expect(higher).toBeGreaterThanOrEqual(lower);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('every amount is finite up to the largest salary', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT }),
        fc.constantFrom('old' as const, 'new' as const),
        (salary, regime) => {
          expect(allFinite(calculateTax(regime, { salary, deduction: 0 }))).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
