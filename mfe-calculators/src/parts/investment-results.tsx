import { formatInr } from '@fintools/shared/format/indian-number';
import { ResultList, type ResultItem } from '@fintools/shared/ui/result-list';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { InvestmentResult } from '../common/investment';

/** What FD and SIP show before their first Calculate (docs/product.md §4: results start at 0). */
export const ZERO_INVESTMENT: InvestmentResult = { totalInvestment: 0, returnEarned: 0, maturityAmount: 0 };

export interface InvestmentResultsProps {
  result: InvestmentResult;
  /** 0 for FD and RD (whole rupees), 2 for SIP (docs/contracts.md "Testable markup"). */
  decimals: 0 | 2;
  /** The sentence a screen reader hears; empty while the result is the starting zero. */
  announcement: string;
  /** Results after the three, such as "In today's money". */
  more?: readonly ResultItem[];
}

/** Total Investment, Return Earned, Maturity Amount: the result card of FD, RD and SIP. */
export function InvestmentResults({ result, decimals, announcement, more = [] }: InvestmentResultsProps) {
  const t = useT();
  const money = (value: number) => formatInr(value, { decimals });
  return (
    <section className={uiClasses.card} aria-label={t('Result')}>
      <ResultList
        items={[
          { label: 'Total Investment', value: money(result.totalInvestment) },
          { label: 'Return Earned', value: money(result.returnEarned) },
          { label: 'Maturity Amount', value: money(result.maturityAmount) },
          ...more,
        ]}
        announcement={announcement}
      />
    </section>
  );
}
