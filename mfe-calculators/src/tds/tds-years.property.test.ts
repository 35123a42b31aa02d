/**
 * TDS in the two tax years: the Finance Act, 2026 carried every rate and threshold of FY 2025-26 over to tax
 * year 2026-27, so for any payment the year changes the sections named and nothing else. The one exception,
 * interest on a Motor Accident Claims Tribunal award (no TDS from 2026-27), is a payer choice that the
 * defaults here do not pick; tds.test.ts has its rows for both years.
 */
import fc from 'fast-check';
import { TDS_SECTION_IDS } from './tds-sections';
import { calculateTds } from './tds';

const RUNS = { numRuns: 300 };

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
