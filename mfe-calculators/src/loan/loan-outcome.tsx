import { useMemo } from 'react';
import { calculateEmi, loanMonths } from '@fintools/shared/finance/emi';
import { buildLoanSchedule, type LoanSchedule } from '@fintools/shared/finance/loan-schedule';
import type { Prepayment, PrepaymentMode } from '@fintools/shared/finance/prepayments';
import { formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import type { ResultItem } from '@fintools/shared/ui/result-list';
import type { PrepaidLoanInput } from './loan-prepayments-input';
import { ChartSlot } from './chart-slot';
import { exactLoan } from './loan-schedule-exact';
import { LoanResults, type LoanCalculation } from '../emi/loan-results';
import { ScheduleTable } from './schedule-table';
import { SplitDonutSlot } from '../emi/split-donut-slot';
import { roundSchedule } from './schedule-rows';

export { preloadLoanChart } from './chart-slot';

/** A worked-out Loan form: the loan's figures, its prepayments and its schedule. */
export interface LoanScheduleCalculation extends LoanCalculation {
  prepayments: readonly Prepayment[];
  mode: PrepaymentMode;
  /** Unrounded; the screen rounds for display. */
  schedule: LoanSchedule;
}

/**
 * Works out a checked Loan form. Without prepayments the figures are the EMI screen's, exact to the
 * half rupee; with them, Total Interest and Total Payment are the schedule's sums, rounded once. Every row
 * is the exact model's rupee (`exactLoan`, in this chunk: it loads with the first Calculate).
 */
export function calculateLoan({ loan, prepayments, mode }: PrepaidLoanInput): LoanScheduleCalculation {
  const emi = calculateEmi(loan);
  const schedule = buildLoanSchedule(loan, prepayments, mode, exactLoan);
  return {
    input: loan,
    emi:
      prepayments.length === 0
        ? emi
        : {
            emi: emi.emi,
            totalInterest: Math.round(schedule.totalInterest),
            totalPayment: Math.round(schedule.totalPayment),
          },
    months: loanMonths(loan),
    prepayments,
    mode,
    schedule,
  };
}

/**
 * What the prepayments change, for the result list: Interest saved and Months saved, and in
 * reduce-EMI mode the EMI after prepayments. Nothing without prepayments.
 * @example savingsItems(calculation) // [{ label: 'Interest saved', value: '₹16,03,691' }, { label: 'Months saved', value: '48' }]
 */
export function savingsItems({ prepayments, mode, schedule, months }: LoanScheduleCalculation): ResultItem[] {
  if (prepayments.length === 0) return [];
  const items: ResultItem[] = [
    { label: 'Interest saved', value: formatInr(Math.round(schedule.interestSaved)) },
    { label: 'Months saved', value: formatNumberIn(months - schedule.instalmentsPaid) },
  ];
  if (mode === 'reduce-emi') {
    items.push({ label: 'EMI after prepayments', value: formatInr(Math.round(schedule.lastInstalment)) });
  }
  return items;
}

/**
 * Everything a successful Calculate EMI shows: the results, the Principal vs Interest donut, the Interest
 * Breakdown table and the Principal vs Interest Over Time chart. Its own chunk: none of it is needed before the first Calculate.
 */
export function LoanOutcome({ input }: { input: PrepaidLoanInput }) {
  // Worked out once per successful Calculate: typing, paging and hovering the chart never redo it.
  const { calculation, rows, more } = useMemo(() => {
    const worked = calculateLoan(input);
    return {
      calculation: worked,
      rows: roundSchedule(worked.schedule.rows, worked.input.loanAmount, worked.emi.totalInterest),
      more: savingsItems(worked),
    };
  }, [input]);
  return (
    <>
      <LoanResults calculation={calculation} more={more} />
      <SplitDonutSlot principal={calculation.input.loanAmount} interest={calculation.emi.totalInterest} />
      <ScheduleTable rows={rows} unit={calculation.input.unit} withPrepayments={calculation.prepayments.length > 0} />
      <ChartSlot rows={rows} unit={calculation.input.unit} />
    </>
  );
}
