import { calculateSip, isSipInvestmentType, type SipInput } from './sip';
import { roundToPaise } from './rounding';

const sip = (amount: number, rate: number, timePeriod: number): SipInput => ({
  investmentType: 'sip',
  amount,
  rate,
  timePeriod,
});
const lumpsum = (amount: number, rate: number, timePeriod: number): SipInput => ({
  investmentType: 'lumpsum',
  amount,
  rate,
  timePeriod,
});

describe('calculateSip', () => {
  test.each([
    // The spec's defaults (docs/product.md §9), payment at the start of each month: 12,809.33.
    ['spec default SIP: 1,000 a month @ 12% for 1 year', sip(1000, 12, 1), 12000, 809.33, 12809.33],
    // Published mutual-fund calculator figures (annuity due, monthly compounding).
    ['5,000 a month @ 12% for 10 years', sip(5000, 12, 10), 600000, 561695.38, 1161695.38],
    ['10,000 a month @ 12% for 20 years', sip(10000, 12, 20), 2400000, 7591479.19, 9991479.19],
    ['the minimum, 500 a month @ 12% for 1 year', sip(500, 12, 1), 6000, 404.66, 6404.66],
    // 1,000 × (1.01^12 − 1)/0.01 × 1.01 = 12,809.328… rounds down to .33; 2 × that = 25,618.656… up to .66.
    ['rounds to paise, up', sip(2000, 12, 1), 24000, 1618.66, 25618.66],
    ['spec default lump sum: 1,00,000 @ 12% for 1 year', lumpsum(100000, 12, 1), 100000, 12000, 112000],
    ['lump sum compounds annually: 1,00,000 @ 12% for 10 years', lumpsum(100000, 12, 10), 100000, 210584.82, 310584.82],
    ['the minimum lump sum, 1,000 @ 100% for 1 year', lumpsum(1000, 100, 1), 1000, 1000, 2000],
  ])('%s', (_name, input, totalInvestment, returnEarned, maturityAmount) => {
    expect(calculateSip(input)).toEqual({ totalInvestment, returnEarned, maturityAmount });
  });

  test.each([
    ['sip', sip(1e15, 100, 100)],
    ['lumpsum', lumpsum(1e15, 100, 100)],
  ])('finite at rate 100 for 100 years with the largest %s amount', (_name, input) => {
    const result = calculateSip(input);
    expect(Object.values(result).every(Number.isFinite)).toBe(true);
    expect(result.maturityAmount).toBeGreaterThan(result.totalInvestment);
  });

  test('a rate too small for doubles to see still gives the instalments back', () => {
    expect(calculateSip(sip(1000, 5e-324, 1))).toEqual({
      totalInvestment: 12000,
      returnEarned: 0,
      maturityAmount: 12000,
    });
  });

  test('return and investment add up to the maturity amount', () => {
    for (const rate of [1, 7.5, 12, 33.3, 100]) {
      for (const years of [1, 7, 30]) {
        const result = calculateSip(sip(1234, rate, years));
        expect(roundToPaise(result.totalInvestment + result.returnEarned)).toBe(result.maturityAmount);
      }
    }
  });
});

describe('isSipInvestmentType', () => {
  test.each([
    ['sip', true],
    ['lumpsum', true],
    ['SIP', false],
    ['lump sum', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isSipInvestmentType(value)).toBe(expected);
  });
});
