import { calculateRetirement, corpusByAge, type RetirementInput } from './retirement';
import { RuleInputError, type RuleInputErrorCode } from '@fintools/shared/finance/rule-input-error';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

const REFERENCE: RetirementInput = {
  currentAge: 30,
  retirementAge: 60,
  lifeExpectancy: 85,
  monthlyExpenses: 50000 as Rupees,
  inflation: 6 as PercentPerYear,
  returnBefore: 12 as PercentPerYear,
  returnAfter: 7 as PercentPerYear,
  savings: 500000 as Rupees,
};
const plan = (change: Partial<Record<keyof RetirementInput, number>>) =>
  ({ ...REFERENCE, ...change }) as RetirementInput;

describe('calculateRetirement', () => {
  test.each([
    ['the reference plan', plan({}), 287175, 77148478, 14979961, 17612],
    ['the same with no savings', plan({ savings: 0 }), 287175, 77148478, 0, 21856],
    // No inflation and no return after: 25 years of 12 × ₹50,000.
    ['no inflation, no return after', plan({ inflation: 0, returnAfter: 0 }), 50000, 15000000, 14979961, 6],
    // Inflation equal to the return after: every year costs the same today, 25 × 12 × 2,87,174.56.
    ['inflation = return after', plan({ returnAfter: 6 }), 287175, 86152368, 14979961, 20163],
    // No return before: the gap is saved in 360 equal months, rounded up.
    ['no return before', plan({ returnBefore: 0, savings: 0 }), 287175, 77148478, 0, 214302],
    [
      'one year to go, one year retired',
      plan({ currentAge: 59, lifeExpectancy: 61, savings: 0 }),
      53000,
      636000,
      0,
      49652,
    ],
  ])('%s', (_name, input, expenses, corpus, savingsGrowTo, sip) => {
    expect(calculateRetirement(input)).toEqual({
      monthlyExpensesAtRetirement: expenses,
      corpusNeeded: corpus,
      savingsGrowTo,
      monthlySip: sip,
      savingsCoverCorpus: false,
    });
  });

  test('savings that already cover the corpus: SIP ₹0', () => {
    const result = calculateRetirement(plan({ savings: 3_00_00_000 }));
    expect(result.savingsGrowTo).toBe(898797664);
    expect(result.monthlySip).toBe(0);
    expect(result.savingsCoverCorpus).toBe(true);
  });

  test('the widest plan, 18 to 100 at 100% inflation, is finite', () => {
    const result = calculateRetirement(
      plan({ currentAge: 18, retirementAge: 19, lifeExpectancy: 100, inflation: 100 }),
    );
    expect(Object.values(result).every((value) => typeof value === 'boolean' || Number.isFinite(value))).toBe(true);
  });
});

describe('corpusByAge', () => {
  test('from today to life expectancy: savings growing, the corpus at retirement, drawn down near ₹0', () => {
    const points = corpusByAge(REFERENCE, calculateRetirement(REFERENCE));
    expect(points.map((point) => point.age)).toEqual(Array.from({ length: 56 }, (_, index) => 30 + index));
    expect(points[0]).toEqual({ age: 30, corpus: 500000 });
    const atRetirement = points.find((point) => point.age === 60)!.corpus;
    // The SIP is rounded up: at retirement the plan holds the corpus, and a few rupees more.
    expect(atRetirement).toBeGreaterThanOrEqual(77148478);
    expect(atRetirement).toBeLessThan(77148478 + 2000);
    expect(points.at(-1)!.corpus).toBeLessThan(10000);
    expect(points.every((point) => point.corpus >= 0)).toBe(true);
  });
});

describe('calculateRetirement refuses input outside its domain', () => {
  test.each<[string, RetirementInput, string, RuleInputErrorCode]>([
    ['a current age of 17', plan({ currentAge: 17 }), 'currentAge', 'out-of-range'],
    ['a life expectancy of 101', plan({ lifeExpectancy: 101 }), 'lifeExpectancy', 'out-of-range'],
    ['half a year of age', plan({ currentAge: 30.5 }), 'currentAge', 'not-integer'],
    ['retiring at the current age', plan({ retirementAge: 30 }), 'retirementAge', 'out-of-range'],
    ['dying at retirement', plan({ lifeExpectancy: 60 }), 'lifeExpectancy', 'out-of-range'],
    ['no expenses', plan({ monthlyExpenses: 0 }), 'monthlyExpenses', 'out-of-range'],
    ['negative savings', plan({ savings: -1 }), 'savings', 'out-of-range'],
    ['a return of NaN', plan({ returnBefore: Number.NaN }), 'returnBefore', 'not-finite'],
    ['inflation above 100', plan({ inflation: 100.5 }), 'inflation', 'out-of-range'],
  ])('%s', (_name, input, field, code) => {
    expect(() => calculateRetirement(input)).toThrow(expect.objectContaining({ field, code }) as Error);
    expect(() => calculateRetirement(input)).toThrow(RuleInputError);
  });
});
