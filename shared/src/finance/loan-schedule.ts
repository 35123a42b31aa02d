import { annuityFactor, loanMonths, monthlyInstalment, monthlyRate, type LoanInput } from './emi';

/** One line of the Interest Breakdown table: a year (unit years) or a month (unit months). */
export interface ScheduleRow {
  /** Year or month number, from 1. */
  period: number;
  /** Interest paid in the period, unrounded (screens round for display). */
  interestPaid: number;
  /** Principal repaid in the period, unrounded. */
  principalPaid: number;
  /** What is still owed at the end of the period; never below 0, exactly 0 after the last row. */
  balance: number;
}

/**
 * The repayment schedule of a reducing-balance loan (docs/product.md §9): one row per month for unit months; for
 * unit years the months are summed per year, a last partial year included (1.5 years → 2 rows).
 *
 * The balance after month k is computed directly as the present value of the payments still due,
 * EMI · annuityFactor(r, n − k), not by carrying last month's balance forward: carrying forward
 * multiplies each rounding error by (1 + r) every month, and at 100% over 12,000 months that grows
 * by e^960. The closed form keeps every row accurate, the balance never rises or goes below 0, and
 * the principal column adds up to the amount borrowed because each row's principal is the drop in
 * balance.
 * @example
 * buildSchedule({ loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' })
 * // [{ period: 1, interestPaid: 23318.69…, principalPaid: 500000, balance: 0 }]
 * @example
 * buildSchedule({ loanAmount: 100000, rate: 12, loanTenure: 2, unit: 'months' })[0]
 * // { period: 1, interestPaid: 1000, principalPaid: 49751.24…, balance: 50248.75… }
 * @throws RangeError when the tenure comes to less than one month (a caller skipped validation).
 */
export function buildSchedule(input: LoanInput): ScheduleRow[] {
  const months = loanMonths(input);
  const rate = monthlyRate(input.rate);
  const instalment = monthlyInstalment(input);
  const monthsPerRow = input.unit === 'years' ? 12 : 1;
  const rows: ScheduleRow[] = [];

  let balance = input.loanAmount;
  let row: ScheduleRow | undefined;
  for (let month = 1; month <= months; month += 1) {
    const interest = balance * rate;
    let next = month === months ? 0 : instalment * annuityFactor(rate, months - month);
    // Doubles can put the closed form an ulp above last month's balance; a balance never rises.
    if (next > balance) next = balance;
    if (row === undefined || (month - 1) % monthsPerRow === 0) {
      row = { period: rows.length + 1, interestPaid: 0, principalPaid: 0, balance: 0 };
      rows.push(row);
    }
    row.interestPaid += interest;
    row.principalPaid += balance - next;
    row.balance = next;
    balance = next;
  }
  return rows;
}
