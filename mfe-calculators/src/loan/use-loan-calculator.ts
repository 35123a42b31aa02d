import { calculateEmi, loanMonths } from '@fintools/shared/finance/emi';
import {
  buildSchedule,
  type LoanSchedule,
  type Prepayment,
  type PrepaymentMode,
} from '@fintools/shared/finance/loan-schedule';
import { formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import type { ResultItem } from '@fintools/shared/ui/result-list';
import { useCalculatorForm, type CalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import {
  validatePrepaidLoanInput,
  type PrepaidLoanErrorKey,
  type PrepaidLoanFields,
  type PrepaidLoanInput,
} from '@fintools/shared/validation/loan-prepayments';
import { LOAN_DEFAULTS, type LoanCalculation } from './loan-form';

/** The Loan screen starts with the EMI screen's loan, no prepayments, and "Reduce tenure". */
export const LOAN_CALCULATOR_DEFAULTS: Readonly<PrepaidLoanFields> = {
  ...LOAN_DEFAULTS,
  prepayments: '',
  afterPrepayment: 'reduce-tenure',
};

/** A successful Calculate EMI: the loan's figures, its prepayments and its schedule. */
export interface LoanScheduleCalculation extends LoanCalculation {
  prepayments: readonly Prepayment[];
  mode: PrepaymentMode;
  /** Unrounded; the screen rounds for display. */
  schedule: LoanSchedule;
}

export type LoanCalculatorForm = CalculatorForm<keyof PrepaidLoanFields, LoanScheduleCalculation, PrepaidLoanErrorKey>;

/**
 * Works out a checked Loan form. Without prepayments the figures are the EMI screen's, exact to the
 * half rupee; with them, Total Interest and Total Payment are the schedule's sums, rounded once.
 */
export function calculateLoan({ loan, prepayments, mode }: PrepaidLoanInput): LoanScheduleCalculation {
  const emi = calculateEmi(loan);
  const schedule = buildSchedule(loan, prepayments, mode);
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
 * The Loan screen's form state: the loan, its prepayment rows and the "After a prepayment" choice. A
 * failed Calculate EMI calculates nothing and hides the results (docs/product.md §4). Links made without
 * prepayments stay the plain loan link they always were.
 */
export function useLoanCalculator(): LoanCalculatorForm {
  return useCalculatorForm({
    defaults: LOAN_CALCULATOR_DEFAULTS,
    validate: validatePrepaidLoanInput,
    compute: calculateLoan,
    onInvalid: 'clear-result',
    linkOnlyIfChanged: ['prepayments', 'afterPrepayment'],
  });
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
