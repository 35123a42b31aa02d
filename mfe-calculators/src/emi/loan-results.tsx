import { formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { ResultList, type ResultItem } from '@fintools/shared/ui/result-list';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { EmiResult, LoanInput } from '@fintools/shared/finance/emi';

/** A successful Calculate on the EMI or Loan screen: the checked loan and its three figures. */
export interface LoanCalculation {
  input: LoanInput;
  emi: EmiResult;
  /** The number of monthly instalments. */
  months: number;
}

/**
 * The sentence a screen reader hears after Calculate.
 * @example loanAnnouncement(calculation) // "Monthly EMI ₹43,610 for 12 months; total interest ₹23,319; total payment ₹5,23,319."
 */
export function loanAnnouncement({ emi, months }: LoanCalculation): string {
  const term = `${formatNumberIn(months)} ${months === 1 ? 'month' : 'months'}`;
  return `Monthly EMI ${formatInr(emi.emi)} for ${term}; total interest ${formatInr(emi.totalInterest)}; total payment ${formatInr(emi.totalPayment)}.`;
}

export interface LoanResultsProps {
  calculation: LoanCalculation | null;
  /** Figures after the three, each also read out after the sentence (the Loan screen's savings). */
  more?: readonly ResultItem[];
}

/**
 * Monthly EMI, Total Interest and Total Payment in whole rupees, then `more`. With no calculation yet
 * every figure reads ₹0 (the EMI screen's start, docs/product.md §4) and there is nothing to announce.
 */
export function LoanResults({ calculation, more = [] }: LoanResultsProps) {
  const emi = calculation?.emi ?? { emi: 0, totalInterest: 0, totalPayment: 0 };
  const announcement = calculation
    ? [loanAnnouncement(calculation), ...more.map((item) => `${item.label}: ${String(item.value)}.`)].join(' ')
    : '';
  return (
    <section className={uiClasses.card} aria-label="Result">
      <ResultList
        items={[
          { label: 'Monthly EMI', value: formatInr(emi.emi) },
          { label: 'Total Interest', value: formatInr(emi.totalInterest) },
          { label: 'Total Payment', value: formatInr(emi.totalPayment) },
          ...more,
        ]}
        announcement={announcement}
      />
    </section>
  );
}
