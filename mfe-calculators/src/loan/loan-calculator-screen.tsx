import { useMemo } from 'react';
import { Screen } from '@fintools/shared/ui/screen';
import { ChartSlot, preloadLoanChart } from './chart-slot';
import { LoanFormView } from './loan-form';
import { LoanResults } from './loan-results';
import { PrepaymentFields } from './prepayment-fields';
import { ScheduleTable } from './schedule-table';
import { roundSchedule } from './schedule-rows';
import { savingsItems, useLoanCalculator } from './use-loan-calculator';

/**
 * The Loan Calculator (docs/product.md §2, §4): no results until a successful Calculate EMI, which fills the
 * results, the Interest Breakdown table and the Principal vs Interest chart; a failed one shows the
 * field messages and hides them all. Prepayments, under the tenure fields, shorten the loan or lower
 * its EMI. It reads nothing from its path, so /interest-breakdown shows it too.
 */
export default function LoanCalculatorScreen() {
  const form = useLoanCalculator();
  const calculation = form.result;
  // Rounded once per successful Calculate: typing, paging and hovering the chart never redo it.
  const rows = useMemo(
    () =>
      calculation &&
      roundSchedule(calculation.schedule.rows, calculation.input.loanAmount, calculation.emi.totalInterest),
    [calculation],
  );
  const more = useMemo(() => (calculation ? savingsItems(calculation) : []), [calculation]);
  return (
    <Screen title="LOAN CALCULATOR">
      <LoanFormView form={form} submitLabel="Calculate EMI" onEngage={preloadLoanChart}>
        <PrepaymentFields form={form} />
      </LoanFormView>
      {calculation && rows && (
        <>
          <LoanResults calculation={calculation} more={more} />
          <ScheduleTable
            rows={rows}
            unit={calculation.input.unit}
            withPrepayments={calculation.prepayments.length > 0}
          />
          <ChartSlot rows={rows} unit={calculation.input.unit} />
        </>
      )}
    </Screen>
  );
}
