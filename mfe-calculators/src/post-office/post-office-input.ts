import {
  ACCOUNTS,
  nscMaturity,
  POST_OFFICE_MAX_RATE,
  SCHEMES,
  type Account,
  type PostOfficeInput,
  type Scheme,
} from './post-office';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';
import { formatInr } from '@fintools/shared/format/indian-number';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { refuseHugeResults } from '../common/result-limit';
import { SIMPLE_RATE_MESSAGE } from '../simple-interest/simple-interest-input';

/** Each scheme's deposit limits (India Post's rules): the least, the most (per account), and the step. */
export const SCHEME_LIMITS = {
  scss: { min: 1000, max: { single: 30_00_000, joint: 30_00_000 }, step: 1000 },
  pomis: { min: 1000, max: { single: 9_00_000, joint: 15_00_000 }, step: 1000 },
  nsc: { min: 1000, max: { single: MAX_AMOUNT, joint: MAX_AMOUNT }, step: 100 },
  kvp: { min: 1000, max: { single: MAX_AMOUNT, joint: MAX_AMOUNT }, step: 100 },
} as const satisfies Record<Scheme, { min: number; max: Record<Account, number>; step: number }>;

export const DEPOSIT_MESSAGE = 'Enter a valid deposit.';
export const SCHEME_MESSAGE = 'Choose a scheme.';
export const ACCOUNT_MESSAGE = 'Choose a single or joint account.';
export const POST_OFFICE_RATE_MESSAGE = SIMPLE_RATE_MESSAGE;
/** One message for each limit, naming it. */
export const LIMIT_MESSAGES = {
  scss: {
    range: `SCSS takes ${formatInr(SCHEME_LIMITS.scss.min)} to ${formatInr(SCHEME_LIMITS.scss.max.single)}.`,
    step: `SCSS takes multiples of ${formatInr(SCHEME_LIMITS.scss.step)}.`,
  },
  pomis: {
    min: `POMIS takes at least ${formatInr(SCHEME_LIMITS.pomis.min)}.`,
    single: `A single POMIS account takes at most ${formatInr(SCHEME_LIMITS.pomis.max.single)}.`,
    joint: `A joint POMIS account takes at most ${formatInr(SCHEME_LIMITS.pomis.max.joint)}.`,
    step: `POMIS takes multiples of ${formatInr(SCHEME_LIMITS.pomis.step)}.`,
  },
  nsc: {
    min: `NSC takes at least ${formatInr(SCHEME_LIMITS.nsc.min)}.`,
    step: `NSC takes multiples of ${formatInr(SCHEME_LIMITS.nsc.step)}.`,
  },
  kvp: {
    min: `KVP takes at least ${formatInr(SCHEME_LIMITS.kvp.min)}.`,
    step: `KVP takes multiples of ${formatInr(SCHEME_LIMITS.kvp.step)}.`,
  },
} as const;

/** The Post Office Schemes form as the screen holds it. */
export interface PostOfficeFields {
  scheme: string;
  /** Read for POMIS only. */
  account: string;
  deposit: string;
  rate: string;
}

const oneOf = <T extends string>(choices: readonly T[], text: string): T | null =>
  (choices as readonly string[]).includes(text) ? (text as T) : null;

/** The message for a deposit outside its scheme's limits, or undefined. */
function depositMessage(scheme: Scheme, account: Account, deposit: number): string | undefined {
  const limits = SCHEME_LIMITS[scheme];
  if (scheme === 'scss') {
    if (deposit < limits.min || deposit > limits.max.single) return LIMIT_MESSAGES.scss.range;
    return deposit % limits.step === 0 ? undefined : LIMIT_MESSAGES.scss.step;
  }
  if (deposit < limits.min) return LIMIT_MESSAGES[scheme].min;
  if (scheme === 'pomis' && deposit > limits.max[account]) return LIMIT_MESSAGES.pomis[account];
  if (deposit > limits.max[account]) return DEPOSIT_MESSAGE;
  return deposit % limits.step === 0 ? undefined : LIMIT_MESSAGES[scheme].step;
}

/**
 * Checks the Post Office Schemes form: a scheme, a single or joint account (POMIS; any other scheme takes the
 * field as it is, single when it is not a choice), a whole-rupee deposit within the scheme's limits, each with its
 * message naming it, and a rate above 0 and at most 100.
 * @example validatePostOfficeInput({ scheme: 'pomis', account: 'joint', deposit: '16,00,000', rate: '7.4' }).errors
 * // { deposit: 'A joint POMIS account takes at most ₹15,00,000.' }
 */
export function validatePostOfficeInput(fields: PostOfficeFields): Validation<PostOfficeInput, keyof PostOfficeFields> {
  const scheme = oneOf(SCHEMES, fields.scheme);
  const chosen = oneOf(ACCOUNTS, fields.account);
  const account = chosen ?? 'single';
  const deposit = parseGroupedDigits(fields.deposit);
  const rate = parseDecimal(fields.rate);
  const checked = resultOf<PostOfficeInput, keyof PostOfficeFields>(
    {
      scheme: scheme === null ? SCHEME_MESSAGE : undefined,
      account: scheme === 'pomis' && chosen === null ? ACCOUNT_MESSAGE : undefined,
      deposit:
        deposit === null || deposit <= 0 || deposit > MAX_AMOUNT
          ? DEPOSIT_MESSAGE
          : scheme === null
            ? undefined
            : depositMessage(scheme, account, deposit),
      rate: rate === null || rate <= 0 || rate > POST_OFFICE_MAX_RATE ? POST_OFFICE_RATE_MESSAGE : undefined,
    },
    () => ({ scheme: scheme!, account, deposit: deposit! as Rupees, rate: rate! as PercentPerYear }),
  );
  return refuseHugeResults(checked, 'deposit', (input) =>
    input.scheme === 'nsc' ? nscMaturity(input) : 2 * input.deposit,
  );
}
