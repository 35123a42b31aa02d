/**
 * The advance-tax rule against an exact model written from the sections' words in BigInt paise: each due is
 * the share of the tax in paise, the shortfall is compared with the safe harbour in paise, and the ₹100
 * rounding is a division of paise by 10,000. The tax on total income is the income-tax rule's (tested on its
 * own), so the model starts from it.
 */
import fc from 'fast-check';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { TAX_YEARS } from '@fintools/shared/data/tax-years';
import { calculateTax, TAX_REGIMES, TAXPAYER_AGES } from '../income-tax/tax';
import { calculateAdvanceTax, type AdvanceTaxInput } from './advance-tax';

const SHARES = [15n, 45n, 75n, 100n];
const HARBOURS = [12n, 36n, null, null];
const MONTHS = [3n, 3n, 3n, 1n];

/** Total interest as the sections read, in whole rupees. */
function modelInterest(input: AdvanceTaxInput): { deferment: bigint; default: bigint } {
  const tax = calculateTax(input.regime, {
    salary: input.totalIncome,
    deduction: 0,
    age: input.age,
    year: input.year,
  }).totalTax;
  const payable = BigInt(Math.max(0, tax - input.tdsAndTcs)) * 100n; // paise
  const senior = input.age !== 'below-60' && !input.businessIncome;
  if (senior || payable < 10_000n * 100n) return { deferment: 0n, default: 0n };
  let paid = 0n;
  let deferment = 0n;
  SHARES.forEach((share, index) => {
    paid += BigInt(input.paid[index] ?? 0) * 100n;
    const due = (payable * share) / 100n;
    const harbour = HARBOURS[index];
    if (harbour !== null && harbour !== undefined && paid * 100n >= payable * harbour) return;
    const short = due > paid ? due - paid : 0n;
    // Hundreds of rupees (10,000 paise) in the shortfall, 1 % a month of each: one rupee a month per ₹100.
    deferment += (short / 10_000n) * (MONTHS[index] ?? 0n);
  });
  const ends = Number(input.year.slice(0, 4)) + 1;
  const months = BigInt((input.returnFiledOn.year - ends) * 12 + input.returnFiledOn.month - 3);
  const defaultInterest = paid * 10n < payable * 9n ? ((payable - paid) / 10_000n) * months : 0n;
  return { deferment, default: defaultInterest };
}

const amount = (max: number) => fc.integer({ min: 0, max });
const anyInput = fc.record<AdvanceTaxInput>({
  year: fc.constantFrom(...TAX_YEARS),
  regime: fc.constantFrom(...TAX_REGIMES),
  age: fc.constantFrom(...TAXPAYER_AGES),
  businessIncome: fc.boolean(),
  totalIncome: fc.oneof(amount(50_00_000), amount(MAX_AMOUNT)),
  tdsAndTcs: fc.oneof(fc.constant(0), amount(5_00_000)),
  paid: fc.tuple(amount(3_00_000), amount(3_00_000), amount(3_00_000), amount(3_00_000)),
  returnFiledOn: fc.record({
    year: fc.constant(0),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  }),
});
/** A filing date within the rule's range for the year: 0 to 4 years after the year's end, any month. */
const withFilingDate = fc.tuple(anyInput, fc.integer({ min: 0, max: 4 })).map(([input, later]) => {
  const ends = Number(input.year.slice(0, 4)) + 1;
  const year = ends + later + (input.returnFiledOn.month < 4 ? 1 : 0);
  return { ...input, returnFiledOn: { ...input.returnFiledOn, year } };
});

test('the interest equals the exact model of sections 424 and 425 (234B and 234C)', () => {
  fc.assert(
    fc.property(withFilingDate, (input) => {
      const result = calculateAdvanceTax(input);
      const model = modelInterest(input);
      expect(BigInt(result.defermentInterest)).toBe(model.deferment);
      expect(BigInt(result.defaultInterest)).toBe(model.default);
      expect(result.totalInterest).toBe(result.defermentInterest + result.defaultInterest);
    }),
    { numRuns: 500 },
  );
});

test('paying more in any period never raises the interest', () => {
  fc.assert(
    fc.property(withFilingDate, fc.integer({ min: 0, max: 3 }), amount(1_00_000), (input, period, more) => {
      const paid = input.paid.map((amount, index) => (index === period ? amount + more : amount)) as [
        number,
        number,
        number,
        number,
      ];
      const before = calculateAdvanceTax(input).totalInterest;
      expect(calculateAdvanceTax({ ...input, paid }).totalInterest).toBeLessThanOrEqual(before);
    }),
    { numRuns: 300 },
  );
});

test('filing later never lowers the interest, and each table row is whole rupees', () => {
  fc.assert(
    fc.property(withFilingDate, (input) => {
      const result = calculateAdvanceTax(input);
      const { year, month, day } = input.returnFiledOn;
      const later = calculateAdvanceTax({
        ...input,
        returnFiledOn:
          month === 3 ? { year, month, day } : { year: month === 12 ? year + 1 : year, month: (month % 12) + 1, day },
      });
      expect(later.totalInterest).toBeGreaterThanOrEqual(result.totalInterest);
      for (const row of result.instalments) {
        expect([row.dueSoFar, row.paidSoFar, row.shortfall, row.interest].every(Number.isSafeInteger)).toBe(true);
      }
    }),
    { numRuns: 300 },
  );
});
