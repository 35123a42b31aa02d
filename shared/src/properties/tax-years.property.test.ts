/**
 * The two tax years against each other: the Finance Act, 2026 carried every figure of FY 2025-26 over to tax
 * year 2026-27, so for any input the validators accept, the year changes the sections named and nothing else.
 */
import fc from 'fast-check';
import { TDS_SECTION_IDS } from '../data/tds-sections';
import { TAXPAYER_AGES } from '../data/tax-regimes';
import { MAX_AMOUNT } from '../finance/limits';
import { calculateTax, TAX_REGIMES } from '../finance/tax';
import { calculateTds } from '../finance/tds';

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

test('TDS: the same amount and rate in both years; only the sections named differ', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...TDS_SECTION_IDS),
      fc.integer({ min: 1, max: 1_00_00_000 }),
      fc.boolean(),
      (section, paid, hasPan) => {
        const now = calculateTds({ section, amount: paid, hasPan, year: '2026-27' });
        const before = calculateTds({ section, amount: paid, hasPan, year: '2025-26' });
        expect([now.applicable, now.tds]).toEqual([before.applicable, before.tds]);
        expect(now.reason).toMatch(/section 393 \(19[34]/);
        expect(before.reason).toMatch(/section 19[34][A-Z-]*I? \(393\)/);
      },
    ),
    RUNS,
  );
});
