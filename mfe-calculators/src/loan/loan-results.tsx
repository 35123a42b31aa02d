import { formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { ResultList } from '@fintools/shared/ui/result-list';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { LoanCalculation } from './loan-form';

/**
 * The sentence a screen reader hears after Calculate.
 * @example loanAnnouncement(calculation) // "Monthly EMI ₹43,610 for 12 months; total interest ₹23,319; total payment ₹5,23,319."
 */
export function loanAnnouncement({ emi, months }: LoanCalculation): string {
  const term = `${formatNumberIn(months)} ${months === 1 ? 'month' : 'months'}`;
  return `Monthly EMI ${formatInr(emi.emi)} for ${term}; total interest ${formatInr(emi.totalInterest)}; total payment ${formatInr(emi.totalPayment)}.`;
}

/**
 * Monthly EMI, Total Interest and Total Payment in whole rupees. With no calculation yet every figure
 * reads ₹0 (the EMI screen's start, docs/product.md §4) and there is nothing to announce.
 */
export function LoanResults({ calculation }: { calculation: LoanCalculation | null }) {
  const emi = calculation?.emi ?? { emi: 0, totalInterest: 0, totalPayment: 0 };
  return (
    <section className={uiClasses.card} aria-label="Result">
      <ResultList
        items={[
          { label: 'Monthly EMI', value: formatInr(emi.emi) },
          { label: 'Total Interest', value: formatInr(emi.totalInterest) },
          { label: 'Total Payment', value: formatInr(emi.totalPayment) },
        ]}
        announcement={calculation ? loanAnnouncement(calculation) : ''}
      />
    </section>
  );
}
