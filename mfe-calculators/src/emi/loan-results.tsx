import { formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { ResultList, type ResultItem } from '@fintools/shared/ui/result-list';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import { countOf } from '../parts/tenure-unit';
import type { EmiResult, LoanInput } from '@fintools/shared/finance/emi';

/** A successful Calculate on the EMI or Loan screen: the checked loan and its three figures. */
export interface LoanCalculation {
  input: LoanInput;
  emi: EmiResult;
  /** The number of monthly instalments. */
  months: number;
}

/**
 * The sentence a screen reader hears after Calculate, in the page's language (`t`).
 * @example loanAnnouncement(calculation) // "Monthly EMI ₹43,610 for 12 months; total interest ₹23,319; total payment ₹5,23,319."
 */
export function loanAnnouncement({ emi, months }: LoanCalculation, t: Translate = interpolate): string {
  return t('Monthly EMI {emi} for {term}; total interest {interest}; total payment {payment}.', {
    emi: formatInr(emi.emi),
    term: countOf(formatNumberIn(months), months === 1, 'months', t),
    interest: formatInr(emi.totalInterest),
    payment: formatInr(emi.totalPayment),
  });
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
  const t = useT();
  const emi = calculation?.emi ?? { emi: 0, totalInterest: 0, totalPayment: 0 };
  const announcement = calculation
    ? [loanAnnouncement(calculation, t), ...more.map((item) => `${t(item.label)}: ${String(item.value)}.`)].join(' ')
    : '';
  return (
    <section className={uiClasses.card} aria-label={t('Result')}>
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
