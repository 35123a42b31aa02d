/**
 * Prepayments of a loan as the rules take them: a part-payment in a month, perhaps every year after,
 * and what it buys. Kept apart from the schedule so a form can check them without downloading it.
 */

import type { Rupees } from './units';

/** What a prepayment buys: the same EMI and an earlier end, or a lower EMI and the same end. */
export type PrepaymentMode = 'reduce-tenure' | 'reduce-emi';

/** The "After a prepayment" choices, the default (reduce tenure) first. */
export const PREPAYMENT_MODES: readonly PrepaymentMode[] = ['reduce-tenure', 'reduce-emi'];

/** The most prepayments one schedule takes; with "repeat every year", 12 already cover every month. */
export const MAX_PREPAYMENTS = 120;

/**
 * Narrows a select's or URL's string to a prepayment mode.
 * @example isPrepaymentMode('reduce-emi') // true
 */
export function isPrepaymentMode(value: string): value is PrepaymentMode {
  return (PREPAYMENT_MODES as readonly string[]).includes(value);
}

/** A part-payment of the loan, paid in a month right after that month's EMI. */
export interface Prepayment {
  /** Above 0, at most `MAX_AMOUNT`; capped at what is still owed when it is paid. */
  amount: Rupees;
  /** The month it is paid in, from 1 to the loan's months. */
  month: number;
  /** Paid again every 12 months after `month`, as long as the loan runs. */
  repeatYearly: boolean;
}
