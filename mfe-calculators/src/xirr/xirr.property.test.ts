import fc from 'fast-check';
import { xirr, xirrPercent, type CashFlow } from './xirr';

/*
 * Against exact arithmetic: with every flow a whole number of 365-day years after the first, the net present
 * value at r is Σ a_k (1 + r)^(−n_k), which times (1 + r)^N (N the last year) is a polynomial with whole
 * exponents. At r = (2c ± 1) / 20000 (half a hundredth of a percent either side of the XIRR c shown, in hundredths)
 * it is a ratio of BigInts, so whether the true root lies within the rounding of c is decided exactly: the value
 * must change sign across [c − ½, c + ½] hundredths.
 */
const plans = fc.record({
  investments: fc.array(
    fc.record({ year: fc.integer({ min: 0, max: 15 }), amount: fc.integer({ min: 1, max: 10 ** 7 }) }),
    {
      minLength: 1,
      maxLength: 8,
    },
  ),
  after: fc.integer({ min: 1, max: 10 }),
  value: fc.integer({ min: 1, max: 10 ** 9 }),
});

/** The sign of Σ a_k (20000 + 2c + side)^(N − n_k) · 20000^(n_k): the NPV's at (2c + side) / 20000, times a positive. */
function npvSign(flows: readonly { years: number; amount: number }[], hundredths: bigint, side: -1n | 1n): number {
  const last = Math.max(...flows.map((flow) => flow.years));
  const growth = 20000n + 2n * hundredths + side;
  let sum = 0n;
  for (const flow of flows) {
    sum += BigInt(flow.amount) * growth ** BigInt(last - flow.years) * 20000n ** BigInt(flow.years);
  }
  return sum === 0n ? 0 : sum > 0n ? 1 : -1;
}

test('whole years: the true XIRR lies within the rounding of the one shown', () => {
  fc.assert(
    fc.property(plans, ({ investments, after, value }) => {
      const last = Math.max(...investments.map((flow) => flow.year)) + after;
      const flows = [
        ...investments.map((flow) => ({ years: flow.year, amount: -flow.amount })),
        { years: last, amount: value },
      ];
      const cashFlows: CashFlow[] = flows.map((flow) => ({ day: 1000 + flow.years * 365, amount: flow.amount }));
      const percent = xirrPercent(cashFlows);
      if (percent === null) {
        // Only past every rate tried: a value that is a sliver of what went in, or a millionfold in a year.
        const invested = investments.reduce((sum, flow) => sum + flow.amount, 0);
        expect(value * 1e4 < invested || value > invested * 1e5).toBe(true);
        return;
      }
      const c = BigInt(Math.round(percent * 100));
      const [below, above] = [npvSign(flows, c, -1n), npvSign(flows, c, 1n)];
      // Investments first and one value last: the NPV falls as the rate rises, one root.
      expect(below).toBeGreaterThanOrEqual(0);
      expect(above).toBeLessThanOrEqual(0);
    }),
    { numRuns: 400 },
  );
});

test('the order of the flows never changes the XIRR, and more value never lowers it', () => {
  fc.assert(
    fc.property(plans, fc.integer({ min: 1, max: 10 ** 6 }), ({ investments, after, value }, extra) => {
      const last = Math.max(...investments.map((flow) => flow.year)) + after;
      const flows: CashFlow[] = [
        ...investments.map((flow) => ({ day: flow.year * 365 + (flow.amount % 300), amount: -flow.amount })),
        { day: last * 365 + 300, amount: value },
      ];
      const rate = xirr(flows);
      // The same to the hundredth shown (adding in another order may move the last bit of the root).
      expect(xirrPercent([...flows].reverse())).toBe(xirrPercent(flows));
      const richer = xirr([...flows.slice(0, -1), { ...flows.at(-1)!, amount: value + extra }]);
      if (rate !== null && richer !== null) expect(richer).toBeGreaterThanOrEqual(rate);
    }),
    { numRuns: 200 },
  );
});
