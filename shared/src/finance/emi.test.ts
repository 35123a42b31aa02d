import fc from 'fast-check';
import { annuityFactor, calculateEmi, loanMonths, monthlyInstalment, monthlyRate, type LoanInput } from './emi';
import { RuleInputError, type RuleInputErrorCode } from './rule-input-error';
import { isTenureUnit, tenureMonths } from './tenure';
import type { FractionPerMonth, PercentPerYear, Rupees } from './units';

const loan = (loanAmount: number, rate: number, loanTenure: number, unit: LoanInput['unit'] = 'years'): LoanInput => ({
  loanAmount: loanAmount as Rupees,
  rate: rate as PercentPerYear,
  loanTenure,
  unit,
});
const perMonth = (rate: number) => rate as FractionPerMonth;

describe('calculateEmi', () => {
  test.each([
    // The spec's default loan (docs/product.md §9), as the screen shows it.
    ['spec default: 5,00,000 @ 8.5% for 1 year', loan(500000, 8.5, 1), 43610, 23319, 523319],
    // Widely published bank-calculator figures.
    ['10,00,000 @ 10% for 20 years', loan(1000000, 10, 20), 9650, 1316052, 2316052],
    ['1,00,000 @ 12% for 12 months', loan(100000, 12, 12, 'months'), 8885, 6619, 106619],
    ['25,00,000 @ 9% for 20 years', loan(2500000, 9, 20), 22493, 2898356, 5398356],
    // One month: the whole loan plus one month's interest.
    ['one month: 1,00,000 @ 12%', loan(100000, 12, 1, 'months'), 101000, 1000, 101000],
    ['one month: 5,00,000 @ 8.5%', loan(500000, 8.5, 1, 'months'), 503542, 3542, 503542],
    // Rate 100 for 1000 years: (1 + r)^-n underflows and the EMI settles at P·r.
    ['rate 100, 1000 years', loan(500000, 100, 1000), 41667, 499500000, 500000000],
    // A rate so small the textbook formula cancels to 0/0; the EMI is the amount over the months.
    ['tiny rate', loan(120000, 1e-12, 1), 10000, 0, 120000],
    ['subnormal monthly rate', loan(120000, 5e-324, 1), 10000, 0, 120000],
    // Rupee amount 1: rounding must not make interest negative.
    ['₹1 for one month at a tiny rate', loan(1, 0.0000001, 1, 'months'), 1, 0, 1],
  ])('%s', (_name, input, emi, totalInterest, totalPayment) => {
    expect(calculateEmi(input)).toEqual({ emi, totalInterest, totalPayment });
  });

  test('the largest amount at rate 100 for 1000 years: exact EMI, totals to the precision of a double', () => {
    // Around 10^18 doubles are 128 apart, so the totals can only be right to that precision.
    const result = calculateEmi(loan(1e15, 100, 1000));
    expect(result.emi).toBe(83333333333333);
    expect(result.totalPayment / 1e18).toBeCloseTo(1, 12);
    expect(result.totalInterest / 999e15).toBeCloseTo(1, 12);
  });

  test('the total payment is the unrounded EMI times the months, rounded once', () => {
    // 43,609.89 × 12 = 5,23,318.69 → 5,23,319; the rounded EMI would give 5,23,320.
    const result = calculateEmi(loan(500000, 8.5, 1));
    expect(result.totalPayment).toBe(523319);
    expect(result.emi * 12).toBe(523320);
  });

  test('years and the same number of months give the same loan', () => {
    expect(calculateEmi(loan(750000, 9.25, 7))).toEqual(calculateEmi(loan(750000, 9.25, 84, 'months')));
  });

  test.each([
    [1, 'months'],
    [1000, 'months'],
    [1, 'years'],
    [1000, 'years'],
  ] as const)('finite at the limits: tenure %d %s, rates 0.01 and 100, amounts 1 and 10^15', (tenure, unit) => {
    for (const rate of [0.01, 100]) {
      for (const amount of [1, 1e15]) {
        const result = calculateEmi(loan(amount, rate, tenure, unit));
        expect(Object.values(result).every(Number.isFinite)).toBe(true);
        expect(result.totalInterest).toBeGreaterThanOrEqual(0);
      }
    }
  });

  // Exact to the half rupee: the double for 1,585.50 is 1,585.4999…, which Math.round takes down.
  test.each([
    ['₹1,575 at 8% for 1 month: exact EMI ₹1,585.50', loan(1575, 8, 1, 'months'), 1586, 11, 1586],
    ['₹1,125 at 8% for 1 month: exact EMI ₹1,132.50', loan(1125, 8, 1, 'months'), 1133, 8, 1133],
    ['₹75 at 8% for 1 month: exact interest ₹0.50', loan(75, 8, 1, 'months'), 76, 1, 76],
  ])('%s', (_name, input, emi, totalInterest, totalPayment) => {
    expect(calculateEmi(input)).toEqual({ emi, totalInterest, totalPayment });
  });

  test('a figure near, but not at, a half is rounded by its exact value', () => {
    // 1,574 × 1208 / 1200 = 1,584.4933…; 1,576 × 1208 / 1200 = 1,586.5066…
    expect(calculateEmi(loan(1574, 8, 1, 'months')).emi).toBe(1584);
    expect(calculateEmi(loan(1576, 8, 1, 'months')).emi).toBe(1587);
  });

  /** The loan in exact arithmetic, each figure rounded half up: the model the rule must match. */
  function exactEmi(amount: number, rateHundredths: number, months: number): EmiResultLike {
    const v = 120000n; // 1 + r = (120000 + a) / 120000 for a rate of a hundredths of a percent
    const u = v + BigInt(rateHundredths);
    const n = BigInt(months);
    const numerator = BigInt(amount) * BigInt(rateHundredths) * u ** n;
    const denominator = v * (u ** n - v ** n);
    const halfUp = (top: bigint, bottom: bigint) => Number((2n * top + bottom) / (2n * bottom));
    return {
      emi: halfUp(numerator, denominator),
      totalInterest: halfUp(n * numerator - BigInt(amount) * denominator, denominator),
      totalPayment: halfUp(n * numerator, denominator),
    };
  }
  type EmiResultLike = { emi: number; totalInterest: number; totalPayment: number };

  test.each([
    ['everyday loans', 1e8, 600, 300],
    ['any amount the validator takes', 1e15, 1200, 300],
    ['the longest tenures', 1e15, 12000, 15],
  ])('%s: every figure is the exact value rounded half up', (_name, maxAmount, maxMonths, numRuns) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: maxAmount }),
        fc.integer({ min: 1, max: 10000 }),
        fc.integer({ min: 1, max: maxMonths }),
        (amount, hundredths, months) => {
          const input = loan(amount, hundredths / 100, months, 'months');
          expect(calculateEmi(input)).toEqual(exactEmi(amount, hundredths, months));
        },
      ),
      { numRuns },
    );
  });

  test('every exact one-month tie from ₹1 to ₹30,000 at 8% rounds up', () => {
    // One month at 8% owes P × 1208 / 1200, exactly half a rupee over when P × 1208 ≡ 600 (mod 1200).
    const wrong: number[] = [];
    let ties = 0;
    for (let amount = 1; amount <= 30000; amount += 1) {
      const times = BigInt(amount) * 1208n;
      if (times % 1200n !== 600n) continue;
      ties += 1;
      const expected = Number((times * 2n + 1200n) / 2400n);
      if (calculateEmi(loan(amount, 8, 1, 'months')).emi !== expected) wrong.push(amount);
    }
    expect(ties).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});

describe('calculateEmi refuses input outside its domain', () => {
  test.each<[string, LoanInput, string, RuleInputErrorCode]>([
    ['₹1e308 (would give Infinity)', loan(1e308, 8.5, 1), 'loanAmount', 'out-of-range'],
    ['an amount of NaN', loan(Number.NaN, 8.5, 1), 'loanAmount', 'not-finite'],
    ['an amount of Infinity', loan(Infinity, 8.5, 1), 'loanAmount', 'not-finite'],
    ['an amount of 0', loan(0, 8.5, 1), 'loanAmount', 'out-of-range'],
    ['an amount of -0', loan(-0, 8.5, 1), 'loanAmount', 'negative-zero'],
    ['a negative amount', loan(-5, 8.5, 1), 'loanAmount', 'out-of-range'],
    ['a rate of 0', loan(100000, 0, 1), 'rate', 'out-of-range'],
    ['a rate above 100', loan(100000, 100.5, 1), 'rate', 'out-of-range'],
    ['a rate of NaN', loan(100000, Number.NaN, 1), 'rate', 'not-finite'],
    ['a tenure of 0', loan(100000, 10, 0), 'loanTenure', 'out-of-range'],
    ['a tenure under half a month', loan(100000, 10, 0.01), 'loanTenure', 'out-of-range'],
    ['1001 years', loan(100000, 10, 1001), 'loanTenure', 'out-of-range'],
    ['12,001 months', loan(100000, 10, 12001, 'months'), 'loanTenure', 'out-of-range'],
    ['a tenure of Infinity', loan(100000, 10, Infinity), 'loanTenure', 'not-finite'],
    [
      'a unit that is neither',
      { ...loan(100000, 10, 1), unit: 'weeks' as LoanInput['unit'] },
      'unit',
      'unknown-choice',
    ],
  ])('%s', (_name, input, field, code) => {
    let error: unknown;
    try {
      calculateEmi(input);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(RuleInputError);
    expect(error).toMatchObject({ field, code });
  });

  test('the edges of the domain are in it', () => {
    expect(calculateEmi(loan(1e15, 100, 12000, 'months')).emi).toBe(83333333333333);
    expect(calculateEmi(loan(1, 0.01, 1, 'months')).emi).toBe(1);
    // Half a month rounds to one.
    expect(loanMonths(loan(1, 1, 1 / 24))).toBe(1);
  });
});

describe('loan helpers', () => {
  test.each([
    [{ loanTenure: 1, unit: 'years' as const }, 12],
    [{ loanTenure: 1000, unit: 'years' as const }, 12000],
    [{ loanTenure: 1.5, unit: 'years' as const }, 18],
    [{ loanTenure: 18, unit: 'months' as const }, 18],
  ])('loanMonths(%o) = %d', (input, months) => {
    expect(loanMonths(input)).toBe(months);
  });

  test.each([
    [0.01, 12, 11.255077473484],
    [0, 12, 12],
    [100 / 1200, 12000, 12],
    [1e-300, 12, 12],
    // A fraction of a month: what is left of a loan that ends part-way through one.
    [0.01, 0.5, 0.49628098],
  ])('annuityFactor(%d, %d) ≈ %d', (rate, months, factor) => {
    expect(annuityFactor(perMonth(rate), months)).toBeCloseTo(factor, 8);
  });

  test('the monthly rate is the annual percent / 12 / 100', () => {
    expect(monthlyRate(12 as PercentPerYear)).toBeCloseTo(0.01, 15);
    expect(monthlyRate(8.5 as PercentPerYear)).toBeCloseTo(0.0070833333, 10);
  });

  test.each([
    [2, 'years', 24],
    [1.5, 'years', 18],
    [7, 'months', 7],
  ] as const)('tenureMonths(%d, %s) = %d', (tenure, unit, months) => {
    expect(tenureMonths(tenure, unit)).toBe(months);
  });

  test('the unrounded instalment is what the EMI rounds', () => {
    expect(monthlyInstalment(loan(500000, 8.5, 1))).toBeCloseTo(43609.8912, 4);
  });

  test.each([
    ['years', true],
    ['months', true],
    ['Years', false],
    ['', false],
    ['weeks', false],
  ])('isTenureUnit(%j) is %s', (value, expected) => {
    expect(isTenureUnit(value)).toBe(expected);
  });
});
