/**
 * The year's interest and principal against an exact model that walks the loan month by month in BigInt:
 * each month's interest is the balance times a / (1200·b) for a rate of a / b percent, the rest of the exact EMI
 * repays principal. The rule reads the Loan Calculator's schedule of doubles and a closed form; the model
 * shares neither.
 */
import fc from 'fast-check';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { decimalFraction, rupeesHalfUp, type Fraction } from '@fintools/shared/finance/rounding';
import { TAX_YEARS } from '@fintools/shared/data/tax-years';
import { calculateHomeLoanTax, type HomeLoanTaxInput } from './home-loan-tax';

/**
 * The exact interest and principal of EMIs `first` to `last` of the loan, in rupees. For a rate of a / b percent
 * the month's rate is a / v (v = 1200·b) and 1 + r = u / v. With the EMI N / D (N = P·a·uⁿ, D = v·(uⁿ − vⁿ)), the
 * balance after k months is Xₖ / (D·vᵏ): X₀ = P·D, Xₖ = Xₖ₋₁·u − N·vᵏ; month k charges Xₖ₋₁·a / (D·vᵏ).
 */
function modelYear(input: HomeLoanTaxInput, first: number, last: number): { interest: Fraction; principal: Fraction } {
  const months = BigInt(input.tenureYears * 12);
  const rate = decimalFraction(input.rate);
  const a = rate.numerator;
  const v = 1200n * rate.denominator;
  const u = v + a;
  const loan = BigInt(input.loanAmount);
  const n = loan * a * u ** months;
  const d = v * (u ** months - v ** months);
  let balance = loan * d;
  let interest = 0n;
  let principal = 0n;
  for (let month = 1; month <= last; month += 1) {
    const charged = balance * a; // over D·vᵏ
    const next = balance * u - n * v ** BigInt(month);
    if (month >= first) {
      // Both over D·v^last: this month's share scaled up by v^(last − month).
      const scale = v ** BigInt(last - month);
      interest += charged * scale;
      principal += (balance * v - next) * scale;
    }
    balance = next;
  }
  const denominator = d * v ** BigInt(last);
  return { interest: { numerator: interest, denominator }, principal: { numerator: principal, denominator } };
}

/** Loans a few years old at the tax year, so the model walks at most a few dozen months. */
const loans = (maxAmount: number) =>
  fc
    .record({
      loanAmount: fc.integer({ min: 1, max: maxAmount }),
      rate: fc.integer({ min: 1, max: 2000 }).map((hundredths) => hundredths / 100),
      tenureYears: fc.integer({ min: 1, max: 30 }),
      year: fc.constantFrom(...TAX_YEARS),
      monthsBefore: fc.integer({ min: -11, max: 36 }),
    })
    .map(({ monthsBefore, ...loan }): [HomeLoanTaxInput, number] => {
      const april = { year: Number(loan.year.slice(0, 4)), month: 4 };
      const index = april.year * 12 + april.month - 1 - monthsBefore;
      return [
        {
          ...loan,
          firstEmi: { year: Math.floor(index / 12), month: (index % 12) + 1 },
          taxableIncome: 1_500_000,
          otherSection80C: 0,
          age: 'below-60',
        },
        monthsBefore,
      ];
    });

function expectExact([input, monthsBefore]: [HomeLoanTaxInput, number]) {
  const result = calculateHomeLoanTax(input);
  const months = input.tenureYears * 12;
  const first = Math.max(1, monthsBefore + 1);
  const last = Math.min(months, monthsBefore + 12);
  if (last < first) {
    expect([result.interestPaid, result.principalRepaid]).toEqual([0, 0]);
    return;
  }
  const model = modelYear(input, first, last);
  expect(result.interestPaid).toBe(rupeesHalfUp(model.interest));
  expect(result.principalRepaid).toBe(rupeesHalfUp(model.principal));
}

test('the year’s interest and principal are the exact ones rounded half up, for everyday loans', () => {
  fc.assert(fc.property(loans(10_00_00_000), expectExact), { numRuns: 300 });
});

test('and for loans up to MAX_AMOUNT, where doubles alone no longer hold the rupee', () => {
  fc.assert(fc.property(loans(MAX_AMOUNT), expectExact), { numRuns: 200 });
});

test('more investments elsewhere never raise the principal deduction, and the tax saved is never negative', () => {
  fc.assert(
    fc.property(loans(5_00_00_000), fc.integer({ min: 0, max: 3_00_000 }), ([input], other) => {
      const base = calculateHomeLoanTax(input);
      const more = calculateHomeLoanTax({ ...input, otherSection80C: other });
      expect(more.principalDeduction).toBeLessThanOrEqual(base.principalDeduction);
      expect(more.interestDeduction).toBeLessThanOrEqual(200_000);
      expect(more.principalDeduction + other).toBeLessThanOrEqual(Math.max(150_000, other));
      expect(more.taxSaved).toBeGreaterThanOrEqual(0);
    }),
    { numRuns: 100 },
  );
});
