/**
 * The savings and retirement rules against exact models: for any input the validators
 * accept, every shown rupee is the model's exact value rounded half up (or up, where the goal planner
 * must reach its target). The models work on the field text as typed, in BigInt fractions, period by
 * period, and share no code with the rules.
 */
import fc from 'fast-check';
import { calculateEpf } from '../epf/epf';
import { calculateGoal } from '../goal/goal';
import { calculateNps } from '../nps/nps';
import { calculatePpf } from '../ppf/ppf';
import { calculateSsy } from '../ssy/ssy';
import { calculateSwp } from '../swp/swp';
import { fdMaturity } from '../fd/fd';
import { inTodaysMoney } from './todays-money';
import { validateFdInput } from '../fd/fd-input';
import { withInflation } from './inflation-input';
import { validateEpfInput } from '../epf/epf-input';
import { validateGoalInput } from '../goal/goal-input';
import { validateNpsInput } from '../nps/nps-input';
import { validatePpfInput } from '../ppf/ppf-input';
import { validateSsyInput } from '../ssy/ssy-input';
import { validateSwpInput } from '../swp/swp-input';

/**
 * An exact rational with a positive denominator. Operations do not reduce (a gcd of numbers thousands
 * of digits long costs more than the rest of a model); `reduced()` does, where a model needs it.
 */
class Q {
  constructor(
    readonly n: bigint,
    readonly d: bigint = 1n,
  ) {}
  reduced(): Q {
    let [a, b] = [this.n < 0n ? -this.n : this.n, this.d];
    while (b !== 0n) [a, b] = [b, a % b];
    return a > 1n ? new Q(this.n / a, this.d / a) : this;
  }
  /** A decimal as typed, "7.125" → 7125/1000. */
  static of(text: string): Q {
    const [whole = '', fraction = ''] = text.replace(/,/g, '').split('.');
    return new Q(BigInt(`${whole}${fraction}` || '0'), 10n ** BigInt(fraction.length));
  }
  plus(other: Q): Q {
    return new Q(this.n * other.d + other.n * this.d, this.d * other.d);
  }
  minus(other: Q): Q {
    return new Q(this.n * other.d - other.n * this.d, this.d * other.d);
  }
  times(other: Q): Q {
    return new Q(this.n * other.n, this.d * other.d);
  }
  over(other: Q): Q {
    return new Q(this.n * other.d, this.d * other.n);
  }
  lessThan(other: Q): boolean {
    return this.n * other.d < other.n * this.d;
  }
  /** Rounded half up to a whole number: floor(x + ½). */
  halfUp(): number {
    return Number((2n * this.n + this.d) / (2n * this.d));
  }
  /** Rounded up to a whole number. */
  up(): number {
    return Number((this.n + this.d - 1n) / this.d);
  }
}

const ONE = new Q(1n);
const ZERO = new Q(0n);
const percent = (text: string) => Q.of(text).over(new Q(100n));

/** A decimal field's text: up to `decimals` decimals, from 0 to maxUnits / 10^decimals at most. */
function decimalText(maxUnits: bigint, decimals: number) {
  return fc
    .tuple(fc.bigInt({ min: 0n, max: maxUnits }), fc.integer({ min: 0, max: decimals }))
    .map(([units, scale]) => {
      const digits = units.toString().padStart(scale + 1, '0');
      return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    });
}

/** Rates as typed, mostly everyday ones, sometimes up to the limit: 0.0001 to 100. */
const rateText = fc.oneof(decimalText(20_00n, 2), decimalText(100_0000n, 4));
const amountText = (min: number, max: number) => fc.integer({ min, max }).map(String);

/**
 * Deposits at the start of each period, growth once a period: the balance at the end of each. Kept as
 * N / (deposit's denominator · growth's denominator^k), unreduced: a gcd per month would cost minutes.
 */
function growEachPeriod(deposit: Q, growth: Q, depositPeriods: number, periods: number): Q[] {
  const ends: Q[] = [];
  let numerator = 0n;
  let scale = 1n;
  for (let period = 0; period < periods; period += 1) {
    if (period < depositPeriods) numerator += deposit.n * scale;
    numerator *= growth.n;
    scale *= growth.d;
    ends.push(new Q(numerator, deposit.d * scale));
  }
  return ends;
}

test('PPF: every figure and every row, against year-by-year growth', () => {
  fc.assert(
    fc.property(amountText(500, 1_50_000), rateText, fc.integer({ min: 0, max: 7 }), (deposit, rate, extensions) => {
      const validation = validatePpfInput({ yearlyDeposit: deposit, rate, years: String(15 + 5 * extensions) });
      fc.pre(validation.ok);
      if (!validation.ok) return;
      const result = calculatePpf(validation.value);
      const d = Q.of(deposit);
      const ends = growEachPeriod(d, ONE.plus(percent(rate)), 15 + 5 * extensions, 15 + 5 * extensions);
      const paid = d.times(new Q(BigInt(ends.length)));
      expect(result.maturityValue).toBe(ends.at(-1)!.halfUp());
      expect(result.totalInvestment).toBe(paid.halfUp());
      expect(result.totalInterest).toBe(ends.at(-1)!.minus(paid).halfUp());
      ends.forEach((end, index) => {
        const before = index === 0 ? ZERO : ends[index - 1]!;
        expect(result.years[index]).toEqual({
          year: index + 1,
          deposit: d.halfUp(),
          interest: end.minus(before).minus(d).halfUp(),
          invested: d.times(new Q(BigInt(index + 1))).halfUp(),
          balance: end.halfUp(),
        });
      });
    }),
    { numRuns: 1000 },
  );
});

/** An amount due in `years` years in today's money, rounded half up: amount / (1 + inflation)^years. */
function discounted(amount: Q, inflation: string, years: number): number {
  let factor = ONE;
  for (let year = 0; year < years; year += 1) factor = factor.times(ONE.plus(percent(inflation)));
  return amount.over(factor).halfUp();
}

test("In today's money: the exact maturity over (1 + inflation)^years, rounded once (PPF, SSY, FD)", () => {
  const inflationText = fc.oneof(decimalText(10_00n, 2), decimalText(100n, 0));
  fc.assert(
    fc.property(
      amountText(500, 1_50_000),
      rateText,
      fc.integer({ min: 0, max: 7 }),
      inflationText,
      (deposit, rate, extensions, inflation) => {
        const years = 15 + 5 * extensions;
        const validation = withInflation(validatePpfInput)({
          yearlyDeposit: deposit,
          rate,
          years: String(years),
          inflation,
        });
        fc.pre(validation.ok);
        if (!validation.ok) return;
        const ends = growEachPeriod(Q.of(deposit), ONE.plus(percent(rate)), years, years);
        const { exactMaturity } = calculatePpf(validation.value.input);
        expect(inTodaysMoney(exactMaturity, validation.value.inflation!, years)).toBe(
          discounted(ends.at(-1)!, inflation, years),
        );
      },
    ),
    { numRuns: 300 },
  );
  fc.assert(
    fc.property(amountText(250, 1_50_000), rateText, inflationText, (deposit, rate, inflation) => {
      const validation = withInflation(validateSsyInput)({
        yearlyDeposit: deposit,
        girlAge: '3',
        rate,
        startYear: '2026',
        inflation,
      });
      fc.pre(validation.ok);
      if (!validation.ok) return;
      const ends = growEachPeriod(Q.of(deposit), ONE.plus(percent(rate)), 15, 21);
      const { exactMaturity } = calculateSsy(validation.value.input);
      expect(inTodaysMoney(exactMaturity, validation.value.inflation!, 21)).toBe(
        discounted(ends.at(-1)!, inflation, 21),
      );
    }),
    { numRuns: 300 },
  );
  fc.assert(
    fc.property(
      fc.record({ amount: amountText(1, 10_00_00_000), rate: rateText, years: fc.integer({ min: 1, max: 50 }) }),
      inflationText,
      ({ amount, rate, years }, inflation) => {
        const validation = withInflation(validateFdInput)({
          investment: amount,
          rate,
          timePeriod: String(years),
          unit: 'years',
          inflation,
        });
        fc.pre(validation.ok);
        if (!validation.ok) return;
        let maturity = Q.of(amount);
        for (let quarter = 0; quarter < 4 * years; quarter += 1)
          maturity = maturity.times(ONE.plus(percent(rate).over(new Q(4n))));
        expect(inTodaysMoney(fdMaturity(validation.value.input), validation.value.inflation!, years)).toBe(
          discounted(maturity, inflation, years),
        );
      },
    ),
    { numRuns: 300 },
  );
});

test('Sukanya Samriddhi: 15 deposits, 21 years of growth', () => {
  fc.assert(
    fc.property(amountText(250, 1_50_000), rateText, fc.integer({ min: 0, max: 10 }), (deposit, rate, age) => {
      const validation = validateSsyInput({ yearlyDeposit: deposit, girlAge: String(age), rate, startYear: '2026' });
      fc.pre(validation.ok);
      if (!validation.ok) return;
      const result = calculateSsy(validation.value);
      const ends = growEachPeriod(Q.of(deposit), ONE.plus(percent(rate)), 15, 21);
      const paid = Q.of(deposit).times(new Q(15n));
      expect([result.totalInvestment, result.totalInterest, result.maturityValue]).toEqual([
        paid.halfUp(),
        ends.at(-1)!.minus(paid).halfUp(),
        ends.at(-1)!.halfUp(),
      ]);
      expect(result.years.map((year) => year.balance)).toEqual(ends.map((end) => end.halfUp()));
      expect([result.maturityYear, result.maturityAge]).toEqual([2047, age + 21]);
    }),
    { numRuns: 1000 },
  );
});

test('NPS: a share is accepted exactly when the exit rules allow it for the corpus and the subscriber', () => {
  fc.assert(
    fc.property(
      fc.oneof(amountText(500, 5_000), amountText(500, 1_00_000)),
      fc.integer({ min: 18, max: 59 }),
      fc.integer({ min: 1, max: 1500 }).map((hundredths) => String(hundredths / 100)),
      decimalText(100_00n, 2),
      fc.constantFrom('government', 'non-government'),
      (monthly, age, expected, share, subscriber) => {
        const fields = { monthlyContribution: monthly, age: String(age), expectedReturn: expected, annuityRate: '6' };
        const validation = validateNpsInput({ ...fields, annuityShare: share, subscriber });
        const months = (60 - age) * 12;
        const growth = ONE.plus(percent(expected).over(new Q(12n)));
        const corpus = growEachPeriod(Q.of(monthly), growth, months, months).at(-1)!;
        // The least share in percent: 0 up to ₹8 lakh; government up to ₹12 lakh, all but ₹6 lakh; else 40 or 20.
        const least = !new Q(8_00_000n).lessThan(corpus)
          ? ZERO
          : subscriber === 'government' && !new Q(12_00_000n).lessThan(corpus)
            ? corpus.minus(new Q(6_00_000n)).over(corpus).times(new Q(100n))
            : new Q(subscriber === 'government' ? 40n : 20n);
        expect(validation.ok).toBe(!Q.of(share).lessThan(least) && !new Q(100n).lessThan(Q.of(share)));
      },
    ),
    { numRuns: 300 },
  );
});

test('NPS: month by month to 60, then the annuity split and the pension', () => {
  fc.assert(
    fc.property(
      fc.oneof(amountText(500, 1_00_000), amountText(500, 1e12)),
      fc.integer({ min: 18, max: 59 }),
      rateText,
      decimalText(100_00n, 2),
      rateText,
      (monthly, age, expected, share, annuityRate) => {
        const validation = validateNpsInput({
          monthlyContribution: monthly,
          age: String(age),
          expectedReturn: expected,
          annuityShare: share,
          annuityRate,
        });
        fc.pre(validation.ok);
        if (!validation.ok) return;
        const result = calculateNps(validation.value);
        const months = (60 - age) * 12;
        const corpus = growEachPeriod(Q.of(monthly), ONE.plus(percent(expected).over(new Q(12n))), months, months).at(
          -1,
        )!;
        const annuity = corpus.times(percent(share));
        expect(result).toMatchObject({
          totalInvestment: Q.of(monthly)
            .times(new Q(BigInt(months)))
            .halfUp(),
          corpus: corpus.halfUp(),
          annuityPurchase: annuity.halfUp(),
          lumpSum: corpus.minus(annuity).halfUp(),
          monthlyPension: annuity.times(percent(annuityRate)).over(new Q(12n)).halfUp(),
        });
      },
    ),
    { numRuns: 1000 },
  );
});

test('EPF: month by month, EPS rounded to the rupee, interest credited each 12th month', () => {
  fc.assert(
    fc.property(
      fc.oneof(amountText(1000, 50_000), amountText(1000, 1e9)),
      fc.integer({ min: 18, max: 57 }),
      fc.oneof(fc.constant('0'), amountText(0, 1e8)),
      decimalText(20_00n, 2),
      rateText,
      fc.constantFrom('before-sep-2014', 'from-sep-2014'),
      (basicText, age, balanceText, increase, rate, joined) => {
        const validation = validateEpfInput({
          monthlyBasic: basicText,
          age: String(age),
          currentBalance: balanceText,
          yearlyIncrease: increase,
          rate,
          joined,
        });
        fc.pre(validation.ok);
        if (!validation.ok) return;
        const result = calculateEpf(validation.value);
        let basic = Q.of(basicText);
        const [share, epsShare, raise] = [percent('12'), percent('8.33'), ONE.plus(percent(increase)).reduced()];
        let balance = Q.of(balanceText);
        let [yours, theirs, interest, accrued] = [ZERO, ZERO, ZERO, ZERO];
        const monthlyRate = percent(rate).over(new Q(12n));
        // From 1 September 2014, a member paid above ₹15,000 on joining has no EPS (para 6A).
        const member = joined === 'before-sep-2014' || !new Q(15_000n).lessThan(basic);
        for (let month = 1; month <= (58 - age) * 12; month += 1) {
          const own = basic.times(share).reduced();
          const capped = basic.lessThan(new Q(15_000n)) ? basic : new Q(15_000n);
          const eps = member ? new Q(BigInt(capped.times(epsShare).halfUp())) : ZERO;
          const employer = own.minus(eps).reduced();
          balance = balance.plus(own).plus(employer).reduced();
          yours = yours.plus(own).reduced();
          theirs = theirs.plus(employer).reduced();
          accrued = accrued.plus(balance.times(monthlyRate)).reduced();
          if (month % 12 === 0) {
            balance = balance.plus(accrued).reduced();
            interest = interest.plus(accrued).reduced();
            accrued = ZERO;
            basic = basic.times(raise).reduced();
          }
        }
        expect(result).toMatchObject({
          yourContribution: yours.halfUp(),
          employerContribution: theirs.halfUp(),
          totalInterest: interest.halfUp(),
          balanceAt58: balance.halfUp(),
        });
      },
    ),
    { numRuns: 150 },
  );
});

test('SWP: grow, then withdraw, month by month; the last withdrawal is what is left', () => {
  fc.assert(
    fc.property(
      amountText(1, 1e10),
      amountText(1, 1e8),
      rateText,
      fc.integer({ min: 1, max: 50 }),
      (investment, withdrawal, rate, years) => {
        const validation = validateSwpInput({
          investment,
          monthlyWithdrawal: withdrawal,
          expectedReturn: rate,
          years: String(years),
        });
        fc.pre(validation.ok);
        if (!validation.ok) return;
        const result = calculateSwp(validation.value);
        const w = Q.of(withdrawal);
        const growth = ONE.plus(percent(rate).over(new Q(12n)));
        let balance = Q.of(investment);
        let taken = ZERO;
        let lasted: number | null = null;
        for (let month = 1; month <= years * 12; month += 1) {
          balance = balance.times(growth);
          if (!w.lessThan(balance)) {
            taken = taken.plus(balance);
            lasted = balance.lessThan(w) || month < years * 12 ? month : null;
            balance = ZERO;
            break;
          }
          balance = balance.minus(w);
          taken = taken.plus(w);
        }
        expect(result).toEqual({ totalWithdrawal: taken.halfUp(), finalValue: balance.halfUp(), lastedMonths: lasted });
      },
    ),
    { numRuns: 1000 },
  );
});

test('Goal Planner: the SIP and lump sum needed are the smallest whole rupees that reach the target', () => {
  fc.assert(
    fc.property(
      fc.oneof(amountText(1, 1e9), amountText(1, 1e15)),
      fc.integer({ min: 1, max: 50 }),
      rateText,
      decimalText(20_00n, 2),
      (target, years, expected, inflation) => {
        const validation = validateGoalInput({ target, years: String(years), expectedReturn: expected, inflation });
        fc.pre(validation.ok);
        if (!validation.ok) return;
        const result = calculateGoal(validation.value);
        let future = Q.of(target);
        for (let year = 0; year < years; year += 1) future = future.times(ONE.plus(percent(inflation)));
        // What ₹1 a month (the SIP calculator's way) and ₹1 once (compounded yearly) grow to.
        const perMonthly = growEachPeriod(ONE, ONE.plus(percent(expected).over(new Q(12n))), years * 12, years * 12).at(
          -1,
        )!;
        const perOnce = growEachPeriod(ONE, ONE.plus(percent(expected)), 1, years).at(-1)!;
        expect(result.futureTarget).toBe(future.halfUp());
        // The smallest whole S with S · growth ≥ future, in BigInt; the rule's number is its nearest double.
        const smallest = (growth: Q) => (future.n * growth.d + future.d * growth.n - 1n) / (future.d * growth.n);
        expect(result.monthlySip).toBe(Number(smallest(perMonthly)));
        expect(result.lumpSum).toBe(Number(smallest(perOnce)));
      },
    ),
    { numRuns: 1000 },
  );
});

describe('any text at all: the validators answer with messages or an input the rule takes', () => {
  const anyText = fc.oneof(
    fc.constantFrom('', '-', '1e309', '٣٤٥', '-0', '  5  ', '9'.repeat(60), 'NaN', 'Infinity', '0', '15', '8.25'),
    fc.string(),
    fc.stringMatching(/^[0-9,. -]{0,12}$/),
  );
  const RUNS = { numRuns: 300 };

  /** A validator never throws; what it accepts, the rule works out without throwing, in finite numbers. */
  function check<Fields, Input>(
    validate: (fields: Fields) => { ok: true; value: Input } | { ok: false; errors: Partial<Record<string, string>> },
    calculate: (input: Input) => object,
    fields: Fields,
  ) {
    const validation = validate(fields);
    if (!validation.ok) {
      expect(Object.values(validation.errors).every((message) => typeof message === 'string' && message !== '')).toBe(
        true,
      );
      return;
    }
    const result = calculate(validation.value);
    for (const value of Object.values(result)) if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  }

  test('PPF, SSY, SWP and the Goal Planner', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, anyText, (a, b, c, d) => {
        check(validatePpfInput, calculatePpf, { yearlyDeposit: a, rate: b, years: c });
        check(validateSsyInput, calculateSsy, { yearlyDeposit: a, girlAge: b, rate: c, startYear: d });
        check(validateSwpInput, calculateSwp, { investment: a, monthlyWithdrawal: b, expectedReturn: c, years: d });
        check(validateGoalInput, calculateGoal, { target: a, years: b, expectedReturn: c, inflation: d });
      }),
      RUNS,
    );
  });

  test('NPS and EPF', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, anyText, anyText, (a, b, c, d, e) => {
        check(validateNpsInput, calculateNps, {
          monthlyContribution: a,
          age: b,
          expectedReturn: c,
          annuityShare: d,
          annuityRate: e,
        });
        check(validateEpfInput, calculateEpf, {
          monthlyBasic: a,
          age: b,
          currentBalance: c,
          yearlyIncrease: d,
          rate: e,
        });
      }),
      RUNS,
    );
  });
});
