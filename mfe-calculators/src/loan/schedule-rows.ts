import type { ScheduleRow } from '@fintools/shared/finance/loan-schedule';

/** A schedule row as the table, the CSV and the chart show it: whole rupees that add up. */
export interface DisplayScheduleRow {
  /** Year or month number, from 1. */
  period: number;
  interestPaid: number;
  /** Prepayments of the period, part of `principalPaid`; 0 without any. */
  prepayment: number;
  principalPaid: number;
  balance: number;
  /** Interest paid from the start to the end of this period. */
  cumulativeInterest: number;
  /** Principal repaid from the start to the end of this period. */
  cumulativePrincipal: number;
}

/**
 * Rounds a schedule to whole rupees so that the columns add up to the totals the screen shows.
 * Rounding each row on its own drifts by a rupee here and there; instead each row is the step
 * between rounded running totals. Principal follows the rounded balance, so it sums to the amount
 * borrowed and every row's balance is the last one less its principal; interest follows the schedule's
 * interest to date (with the exact model, each its exact rupee), and the last row settles on
 * `totalInterest` (the Total Interest of `calculateEmi`) so the column sums to exactly what the result
 * list says. Prepayments follow their own rounded running
 * total, so their column adds up to what was prepaid.
 * @example
 * roundSchedule(buildSchedule({ loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' }), 500000, 23319)
 * // [{ period: 1, interestPaid: 23319, prepayment: 0, principalPaid: 500000, balance: 0, cumulativeInterest: 23319, cumulativePrincipal: 500000 }]
 */
export function roundSchedule(
  rows: readonly ScheduleRow[],
  loanAmount: number,
  totalInterest: number,
): DisplayScheduleRow[] {
  const display: DisplayScheduleRow[] = [];
  let exactPrepaid = 0;
  let previousPrepaid = 0;
  let previousBalance = Math.round(loanAmount);
  let previousInterest = 0;
  rows.forEach((row, index) => {
    const last = index === rows.length - 1;
    exactPrepaid += row.prepayment;
    const prepaid = Math.round(exactPrepaid);
    const balance = last ? 0 : Math.round(row.balance);
    // Running totals never fall: a rounded step is never negative.
    const cumulativeInterest = Math.max(previousInterest, last ? totalInterest : Math.round(row.interestToDate));
    display.push({
      period: row.period,
      interestPaid: cumulativeInterest - previousInterest,
      prepayment: prepaid - previousPrepaid,
      principalPaid: previousBalance - balance,
      balance,
      cumulativeInterest,
      cumulativePrincipal: Math.round(loanAmount) - balance,
    });
    previousBalance = balance;
    previousInterest = cumulativeInterest;
    previousPrepaid = prepaid;
  });
  return display;
}
