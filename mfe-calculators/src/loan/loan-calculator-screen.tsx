import { useMemo } from 'react';
import { buildSchedule } from '@fintools/shared/finance/loan-schedule';
import { Screen } from '@fintools/shared/ui/screen';
import { ChartSlot, preloadLoanChart } from './chart-slot';
import { LoanFormView, useLoanForm } from './loan-form';
import { LoanResults } from './loan-results';
import { ScheduleTable } from './schedule-table';
import { roundSchedule } from './schedule-rows';

/**
 * The Loan Calculator (docs/product.md §2, §4): no results until a successful Calculate EMI, which fills the
 * results, the Interest Breakdown table and the Principal vs Interest chart; a failed one shows the
 * field messages and hides them all. It reads nothing from its path, so /interest-breakdown shows it too.
 */
export default function LoanCalculatorScreen() {
  const form = useLoanForm('clear-result');
  const calculation = form.result;
  // Built once per successful Calculate: typing, paging and hovering the chart never rebuild it.
  const rows = useMemo(
    () =>
      calculation &&
      roundSchedule(buildSchedule(calculation.input), calculation.input.loanAmount, calculation.emi.totalInterest),
    [calculation],
  );
  return (
    <Screen title="LOAN CALCULATOR">
      <LoanFormView form={form} submitLabel="Calculate EMI" onEngage={preloadLoanChart} />
      {calculation && rows && (
        <>
          <LoanResults calculation={calculation} />
          <ScheduleTable rows={rows} unit={calculation.input.unit} />
          <ChartSlot rows={rows} unit={calculation.input.unit} />
        </>
      )}
    </Screen>
  );
}
