import { compoundValue } from '../common/compound-growth';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireChoice, requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { decimalFraction, type Fraction, rupeesHalfUp, subtractFractions } from '@fintools/shared/finance/rounding';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';
import { LATEST_RATES } from './post-office-rates';

export const SCHEMES = ['scss', 'pomis', 'nsc', 'kvp'] as const;
export type Scheme = (typeof SCHEMES)[number];
export const ACCOUNTS = ['single', 'joint'] as const;
export type Account = (typeof ACCOUNTS)[number];

/** The highest rate the rule takes, in percent a year. */
export const POST_OFFICE_MAX_RATE = 100;
/** SCSS and POMIS run five years; NSC matures in five. */
export const SCHEME_YEARS = 5;

/** A deposit in one of the schemes, after validation (the scheme's limits are the validator's). */
export interface PostOfficeInput {
  scheme: Scheme;
  /** Only POMIS has single and joint accounts; the others ignore it. */
  account: Account;
  /** Whole rupees above 0, at most `MAX_AMOUNT`. */
  deposit: Rupees;
  /** Above 0, at most `POST_OFFICE_MAX_RATE`. */
  rate: PercentPerYear;
}

/** What each scheme pays, in whole rupees (half up). */
export type PostOfficeResult =
  | { scheme: 'scss'; quarterlyInterest: number; totalInterest: number }
  | { scheme: 'pomis'; monthlyIncome: number; totalIncome: number }
  | { scheme: 'nsc'; maturityAmount: number; interest: number }
  | { scheme: 'kvp'; maturityAmount: number; months: number };

/**
 * The post-office schemes as India Post pays them:
 * - SCSS: interest every quarter = deposit × rate / 4, for 5 years (20 quarters);
 * - POMIS: income every month = deposit × rate / 12, for 5 years (60 months);
 * - NSC: compounded yearly for 5 years, paid at maturity;
 * - KVP: the deposit doubles, in the months the notification sets for its rate (`kvpMonths`).
 * Each figure is rounded half up to the rupee from its exact value.
 *
 * Domain: `PostOfficeInput` as documented on its fields.
 * @example calculatePostOffice({ scheme: 'scss', account: 'single', deposit: 1500000, rate: 8.2 })
 * // { scheme: 'scss', quarterlyInterest: 30750, totalInterest: 615000 }
 * @throws RuleInputError for input outside the domain.
 */
export function calculatePostOffice(input: PostOfficeInput): PostOfficeResult {
  const rule = 'calculatePostOffice';
  const scheme = requireChoice(rule, 'scheme', input.scheme, SCHEMES);
  requireChoice(rule, 'account', input.account, ACCOUNTS);
  requireNumberIn(rule, 'deposit', input.deposit, { min: 0, max: MAX_AMOUNT, minExclusive: true });
  requireNumberIn(rule, 'rate', input.rate, { min: 0, max: POST_OFFICE_MAX_RATE, minExclusive: true });
  switch (scheme) {
    case 'scss': {
      const quarter = share(input, 400n);
      return { scheme, quarterlyInterest: rupeesHalfUp(quarter), totalInterest: rupeesHalfUp(times(quarter, 20n)) };
    }
    case 'pomis': {
      const month = share(input, 1200n);
      return { scheme, monthlyIncome: rupeesHalfUp(month), totalIncome: rupeesHalfUp(times(month, 60n)) };
    }
    case 'nsc': {
      const maturity = nscMaturity(input);
      return {
        scheme,
        maturityAmount: rupeesHalfUp(maturity),
        interest: rupeesHalfUp(subtractFractions(maturity, decimalFraction(input.deposit))),
      };
    }
    case 'kvp':
      return { scheme, maturityAmount: 2 * input.deposit, months: kvpMonths(input.rate) };
  }
}

/** An NSC's maturity before rounding: deposit × (1 + rate)^5. */
export function nscMaturity(input: PostOfficeInput): Fraction {
  return compoundValue(input.deposit, input.rate, 1, SCHEME_YEARS);
}

/**
 * The months in which a KVP doubles: the notification's for its rate; for another rate, the whole months
 * nearest to the doubling time of yearly compounding, 12 · ln 2 / ln(1 + r), which gives the notified periods of
 * the past (115 at 7.5 %, 120 at 7.2 %, 123 at 7 %).
 * @example kvpMonths(7.5) // 115
 */
export function kvpMonths(rate: number): number {
  if (rate === LATEST_RATES.kvp) return LATEST_RATES.kvpMonths;
  return Math.round((12 * Math.LN2) / Math.log1p(rate / 100));
}

/** deposit × rate / 100 / `periods` a year. */
function share(input: PostOfficeInput, hundredthsPerYear: bigint): Fraction {
  const deposit = decimalFraction(input.deposit);
  const rate = decimalFraction(input.rate);
  return {
    numerator: deposit.numerator * rate.numerator,
    denominator: deposit.denominator * rate.denominator * hundredthsPerYear,
  };
}

function times(fraction: Fraction, count: bigint): Fraction {
  return { numerator: fraction.numerator * count, denominator: fraction.denominator };
}
