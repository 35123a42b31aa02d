/**
 * The two tax years against each other: the Finance Act, 2026 carried every figure of FY 2025-26 over to tax
 * year 2026-27, so for any input the validators accept, the year changes nothing but the year it names.
 */
import fc from 'fast-check';
import { TAXPAYER_AGES } from './tax-regimes';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { calculateTax, TAX_REGIMES } from './tax';

const RUNS = { numRuns: 300 };
const amount = fc.oneof(fc.integer({ min: 0, max: 30_00_000 }), fc.integer({ min: 0, max: MAX_AMOUNT }));

test('income tax: the same figures in both years, each result saying its year', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...TAX_REGIMES),
      fc.constantFrom(...TAXPAYER_AGES),
      amount,
      amount,
      (regime, age, salary, deduction) => {
        const now = calculateTax(regime, { salary, deduction, age, year: '2026-27' });
        const before = calculateTax(regime, { salary, deduction, age, year: '2025-26' });
        expect([now.year, before.year]).toEqual(['2026-27', '2025-26']);
        expect({ ...now, year: before.year }).toEqual(before);
        // A link without a year is tax year 2026-27.
        expect(calculateTax(regime, { salary, deduction, age })).toEqual(now);
      },
    ),
    RUNS,
  );
});
