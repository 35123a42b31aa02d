import { annuityFactor, calculateEmi, loanMonths, monthlyInstalment, type LoanInput } from './emi';
import { isTenureUnit } from './tenure';

const loan = (loanAmount: number, rate: number, loanTenure: number, unit: LoanInput['unit'] = 'years'): LoanInput => ({
  loanAmount,
  rate,
  loanTenure,
  unit,
});

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

  test('a tenure under one month is a programmer error', () => {
    expect(() => calculateEmi(loan(100000, 10, 0))).toThrow(RangeError);
    expect(() => calculateEmi(loan(100000, 10, 0.01))).toThrow(RangeError);
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
  ])('annuityFactor(%d, %d) ≈ %d', (rate, months, factor) => {
    expect(annuityFactor(rate, months)).toBeCloseTo(factor, 9);
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
