import fc from 'fast-check';
import { describeLoanSplit, loanSplitShares } from './loan-split';

test.each([
  [
    { principal: 500000, interest: 23319 },
    { principal: 95.5, interest: 4.5 },
  ],
  [
    { principal: 100, interest: 0 },
    { principal: 100, interest: 0 },
  ],
  [
    { principal: 1, interest: 2 },
    { principal: 33.3, interest: 66.7 },
  ],
  [
    { principal: 2, interest: 1 },
    { principal: 66.7, interest: 33.3 },
  ],
  [
    { principal: 0, interest: 0 },
    { principal: 0, interest: 0 },
  ],
])('loanSplitShares(%o) is %o', (split, shares) => {
  expect(loanSplitShares(split)).toEqual(shares);
});

test('the two shares always print as adding up to 100, each the nearest tenth or the rest', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (principal, interest) => {
      const shares = loanSplitShares({ principal, interest });
      expect(Math.round((shares.principal + shares.interest) * 10)).toBe(1000);
      // Within half a tenth of the exact share (and the interest's within a tenth, being the rest).
      expect(Math.abs(shares.principal - (100 * principal) / (principal + interest))).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.abs(shares.interest - (100 * interest) / (principal + interest))).toBeLessThanOrEqual(0.05 + 1e-9);
    }),
  );
});

test('describeLoanSplit says the total, each part and its share', () => {
  expect(describeLoanSplit({ principal: 500000, interest: 23319 })).toBe(
    'Of a total payment of ₹5,23,319, principal is ₹5,00,000 (95.5%) and interest ₹23,319 (4.5%).',
  );
  expect(describeLoanSplit({ principal: 4847700, interest: 8080 })).toBe(
    'Of a total payment of ₹48,55,780, principal is ₹48,47,700 (99.8%) and interest ₹8,080 (0.2%).',
  );
});
