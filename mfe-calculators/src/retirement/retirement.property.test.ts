import fc from 'fast-check';
import { calculateRetirement } from './retirement';
import { validateRetirementInput } from './retirement-input';

/*
 * Against a model written as the definition reads, term by term in BigInt: rates typed to two decimals are h
 * hundredths of a percent, so a year's growth is (10000 + h) / 10000 and a month's (120000 + h) / 120000. The
 * corpus is Σ_k 12E · (1 + i)^(n + k) / (1 + r)^k summed one year at a time, not the closed form the rule uses;
 * the SIP is the smallest whole rupee whose start-of-month instalments reach the gap.
 */
const hundredths = (max: number) => fc.integer({ min: 0, max }).map((value) => (value / 100).toString());
const fields = fc
  .record({
    currentAge: fc.integer({ min: 18, max: 60 }),
    toRetirement: fc.integer({ min: 1, max: 35 }),
    retired: fc.integer({ min: 1, max: 35 }),
    monthlyExpenses: fc.integer({ min: 1, max: 10 ** 6 }).map(String),
    inflation: hundredths(1200),
    returnBefore: hundredths(2000),
    returnAfter: hundredths(1500),
    savings: fc.integer({ min: 0, max: 10 ** 8 }).map(String),
  })
  .map(({ currentAge, toRetirement, retired, ...rest }) => ({
    ...rest,
    currentAge: String(currentAge),
    retirementAge: String(Math.min(99, currentAge + toRetirement)),
    lifeExpectancy: String(Math.min(100, currentAge + toRetirement + retired)),
  }));

const h = (percent: number) => BigInt(Math.round(percent * 100));
const halfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

test('every figure is the definition’s, and the SIP is the least whole rupee that reaches the corpus', () => {
  fc.assert(
    fc.property(fields, (typed) => {
      const checked = validateRetirementInput(typed);
      if (!checked.ok) return;
      const input = checked.value;
      const n = BigInt(input.retirementAge - input.currentAge);
      const m = input.lifeExpectancy - input.retirementAge;
      const [gi, ga, gb] = [10000n + h(input.inflation), 10000n + h(input.returnAfter), 10000n + h(input.returnBefore)];
      // Monthly expenses at retirement: E · gi^n / 10000^n.
      const expenses = { numerator: BigInt(input.monthlyExpenses) * gi ** n, denominator: 10000n ** n };
      // Corpus: Σ_{k<m} 12E_R · gi^k / ga^k over the common denominator 10000^n · ga^(m−1).
      let corpusNumerator = 0n;
      for (let k = 0; k < m; k += 1) {
        corpusNumerator += 12n * expenses.numerator * gi ** BigInt(k) * ga ** BigInt(m - 1 - k);
      }
      const corpusDenominator = expenses.denominator * ga ** BigInt(m - 1);
      const savingsNumerator = BigInt(input.savings) * gb ** n;
      const savingsDenominator = 10000n ** n;
      const result = calculateRetirement(input);
      expect(BigInt(result.monthlyExpensesAtRetirement)).toBe(halfUp(expenses.numerator, expenses.denominator));
      expect(BigInt(result.corpusNeeded)).toBe(halfUp(corpusNumerator, corpusDenominator));
      expect(BigInt(result.savingsGrowTo)).toBe(halfUp(savingsNumerator, savingsDenominator));
      // The gap, and what ₹1 a month at the start of each month grows to over 12n months.
      const gapNumerator = corpusNumerator * savingsDenominator - savingsNumerator * corpusDenominator;
      const gapDenominator = corpusDenominator * savingsDenominator;
      expect(result.savingsCoverCorpus).toBe(gapNumerator <= 0n);
      if (gapNumerator <= 0n) {
        expect(result.monthlySip).toBe(0);
        return;
      }
      const months = 12n * n;
      const gm = 120000n + h(input.returnBefore);
      let perRupee = 0n; // × 120000^months
      for (let month = 0n; month < months; month += 1n) perRupee = (perRupee + 120000n ** month) * gm;
      const perRupeeDenominator = 120000n ** months;
      const reaches = (sip: bigint) => sip * perRupee * gapDenominator >= gapNumerator * perRupeeDenominator;
      const sip = BigInt(result.monthlySip);
      expect(reaches(sip)).toBe(true);
      expect(reaches(sip - 1n)).toBe(false);
    }),
    { numRuns: 150 },
  );
});
