import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireChoice, requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import {
  addFractions,
  decimalFraction,
  type Fraction,
  multiplyFractions,
  rupeesHalfUp,
  subtractFractions,
  wholeFraction,
} from '@fintools/shared/finance/rounding';
import { type SavingsYear } from '../common/savings-growth';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** Contributions stop at 58, when EPS membership ends (EPS 1995, para 12). */
export const EPF_RETIREMENT_AGE = 58;
export const EPF_MIN_AGE = 18;
export const EPF_MAX_AGE = 57;
/**
 * The smallest monthly basic + DA the rule takes. Below about ₹14 the rounded EPS would exceed the
 * employer's 12% and the employer's share would turn negative; no wage is that low.
 */
export const EPF_MIN_BASIC = 1_000;
/** The employee's and the employer's contribution: 12% of basic + DA (EPF Scheme, 1952, para 29). */
export const EPF_CONTRIBUTION_PERCENT = 12;
/** The employer's share that goes to the pension scheme: 8.33% of basic up to the wage ceiling (EPS 1995, para 3). */
export const EPS_PERCENT = 8.33;
export const EPS_WAGE_CEILING = 15_000;
/** The highest interest rate and yearly salary increase the rule takes, in percent a year. */
export const EPF_MAX_RATE = 100;

/** An EPF plan as the screen takes it, after validation. */
export interface EpfInput {
  /** Monthly basic + DA now: `EPF_MIN_BASIC` to `MAX_AMOUNT`. */
  monthlyBasic: Rupees;
  /** Whole years, `EPF_MIN_AGE` to `EPF_MAX_AGE`. */
  age: number;
  /** What the account holds now: 0 to `MAX_AMOUNT`. */
  currentBalance: Rupees;
  /** Yearly rise of basic + DA: 0 to `EPF_MAX_RATE`. */
  yearlyIncrease: PercentPerYear;
  /** EPF interest: above 0, at most `EPF_MAX_RATE`. */
  rate: PercentPerYear;
  /**
   * Whether the member joined EPF before 1 September 2014 (default true, a link from before the choice).
   * A later member whose basic + DA is above ₹15,000 has no EPS: see `isEpsMember`.
   */
  joinedBeforeSeptember2014?: boolean;
}

/** The EPF screen's figures in whole rupees, and one row per year to 58. */
export interface EpfResult {
  yourContribution: number;
  employerContribution: number;
  totalInterest: number;
  balanceAt58: number;
  /** The balance at 58 before rounding, for figures worked out from it ("In today's money"). */
  exactBalanceAt58: Fraction;
  years: SavingsYear[];
}

/**
 * Employees' Provident Fund to 58, month by month:
 * - each month 12% of basic + DA (yours) and the employer's EPF share go in; the employer's share is
 *   12% of basic less EPS, and EPS is 8.33% of the lower of basic and ₹15,000, rounded half up to the
 *   rupee (₹1,250 at the ceiling), for an EPS member (`isEpsMember`); for anyone else the employer's
 *   whole 12% goes in;
 * - that month's interest, on the balance after its contributions, accrues at rate / 12 and is added
 *   after every 12th month (interest is credited yearly, EPF Scheme para 60);
 * - basic + DA rises by the yearly increase after every 12 months.
 * Each figure is its exact value rounded half up to the rupee, so they may differ by a rupee from adding up.
 *
 * Domain: `EpfInput` as documented on its fields.
 * @example
 * calculateEpf({ monthlyBasic: 12000, age: 50, currentBalance: 200000, yearlyIncrease: 0, rate: 8.25 })
 * // { yourContribution: 138240, employerContribution: 42240, totalInterest: 249578, balanceAt58: 630058, years: [...] }
 * @throws RuleInputError for input outside the domain.
 */
export function calculateEpf(input: EpfInput): EpfResult {
  const rule = 'calculateEpf';
  requireNumberIn(rule, 'monthlyBasic', input.monthlyBasic, { min: EPF_MIN_BASIC, max: MAX_AMOUNT });
  requireNumberIn(rule, 'age', input.age, { min: EPF_MIN_AGE, max: EPF_MAX_AGE, integer: true });
  requireNumberIn(rule, 'currentBalance', input.currentBalance, { min: 0, max: MAX_AMOUNT });
  requireNumberIn(rule, 'yearlyIncrease', input.yearlyIncrease, { min: 0, max: EPF_MAX_RATE });
  requireNumberIn(rule, 'rate', input.rate, { min: 0, max: EPF_MAX_RATE, minExclusive: true });
  const percent = (value: number) => multiplyFractions(decimalFraction(value), { numerator: 1n, denominator: 100n });
  const share = percent(EPF_CONTRIBUTION_PERCENT);
  const epsShare = percent(EPS_PERCENT);
  const ceiling = wholeFraction(BigInt(EPS_WAGE_CEILING));
  const raise = addFractions(wholeFraction(1n), percent(input.yearlyIncrease));
  const monthlyRate = multiplyFractions(percent(input.rate), { numerator: 1n, denominator: 12n });
  const opening = decimalFraction(input.currentBalance);
  const member = isEpsMember(input);

  let basic = decimalFraction(input.monthlyBasic);
  let balance = opening;
  let yours = wholeFraction(0n);
  let employer = wholeFraction(0n);
  let interest = wholeFraction(0n);
  const years: SavingsYear[] = [];
  for (let year = 1; year <= EPF_RETIREMENT_AGE - input.age; year += 1) {
    const own = multiplyFractions(basic, share);
    const eps = member
      ? wholeFraction(BigInt(rupeesHalfUp(multiplyFractions(lower(basic, ceiling), epsShare))))
      : wholeFraction(0n);
    const theirs = subtractFractions(own, eps);
    const monthly = addFractions(own, theirs);
    const before = balance;
    let accrued = wholeFraction(0n);
    for (let month = 0; month < 12; month += 1) {
      balance = addFractions(balance, monthly);
      accrued = addFractions(accrued, multiplyFractions(balance, monthlyRate));
    }
    balance = addFractions(balance, accrued);
    yours = addFractions(yours, multiplyFractions(own, wholeFraction(12n)));
    employer = addFractions(employer, multiplyFractions(theirs, wholeFraction(12n)));
    interest = addFractions(interest, accrued);
    years.push({
      year,
      deposit: rupeesHalfUp(subtractFractions(subtractFractions(balance, before), accrued)),
      interest: rupeesHalfUp(accrued),
      invested: rupeesHalfUp(addFractions(opening, addFractions(yours, employer))),
      balance: rupeesHalfUp(balance),
    });
    basic = multiplyFractions(basic, raise);
  }
  return {
    yourContribution: rupeesHalfUp(yours),
    employerContribution: rupeesHalfUp(employer),
    totalInterest: rupeesHalfUp(interest),
    balanceAt58: rupeesHalfUp(balance),
    exactBalanceAt58: balance,
    years,
  };
}

/**
 * Whether the employer's share pays into the pension scheme: a member who joined before 1 September 2014,
 * or a later one whose basic + DA is at most ₹15,000 (EPS 1995, para 6A). The basic typed is taken as the
 * pay at joining.
 * @example isEpsMember({ monthlyBasic: 30000, joinedBeforeSeptember2014: false, … }) // false
 * @example isEpsMember({ monthlyBasic: 12000, joinedBeforeSeptember2014: false, … }) // true
 */
export function isEpsMember(input: Pick<EpfInput, 'monthlyBasic' | 'joinedBeforeSeptember2014'>): boolean {
  const before = requireChoice('calculateEpf', 'joinedBeforeSeptember2014', input.joinedBeforeSeptember2014 ?? true, [
    true,
    false,
  ]);
  return before || input.monthlyBasic <= EPS_WAGE_CEILING;
}

function lower(a: Fraction, b: Fraction): Fraction {
  return a.numerator * b.denominator <= b.numerator * a.denominator ? a : b;
}
