import { memo } from 'react';
import type { Fraction } from '@fintools/shared/finance/rounding';
import type { SavingsYear } from '../common/savings-growth';
import { inTodaysMoney } from '../common/todays-money';
import type { PercentPerYear } from '@fintools/shared/finance/units';
import { formatInr } from '@fintools/shared/format/indian-number';
import { ResultList, type ResultItem } from '@fintools/shared/ui/result-list';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import { DataTable } from './data-table';
import { GrowthChartSlot } from './growth-chart-slot';

/** The label of the optional inflation field, and of the result it adds. */
export const INFLATION_LABEL = 'Inflation (% a year)';
export const TODAYS_MONEY_LABEL = "In today's money";

/**
 * The "In today's money" result for an amount due in `years` years, or nothing when the visitor gave
 * no inflation. `amount` is the rule's exact (unrounded) maturity, so the figure is rounded once.
 * @example todaysMoneyItems(ppf.exactMaturity, 6, 15) // [{ label: "In today's money", value: '₹16,97,522' }]
 */
export function todaysMoneyItems(
  amount: number | Fraction,
  inflation: PercentPerYear | null,
  years: number,
): ResultItem[] {
  if (inflation === null) return [];
  return [{ label: TODAYS_MONEY_LABEL, value: formatInr(inTodaysMoney(amount, inflation, years)) }];
}

export interface SavingsOutcomeProps {
  items: readonly ResultItem[];
  /** The sentence a screen reader hears when the result changes, in the page's language (the screen's `t`). */
  announcement: string;
  /** Yearly rows: the table and the chart. None for tools without them. */
  years?: readonly SavingsYear[];
}

/** A savings tool's result card, then its Year by year table and the invested-against-value chart. */
export function SavingsOutcome({ items, announcement, years }: SavingsOutcomeProps) {
  const t = useT();
  return (
    <>
      <section className={uiClasses.card} aria-label={t('Result')}>
        <ResultList items={items} announcement={announcement} />
      </section>
      {years && years.length > 0 && (
        <>
          <YearTable years={years} />
          <GrowthChartSlot points={years.map(({ year, invested, balance }) => ({ year, invested, value: balance }))} />
        </>
      )}
    </>
  );
}

/** Year, Deposit, Interest, Balance: every figure of the chart, in whole rupees. */
const YearTable = memo(function YearTable({ years }: { years: readonly SavingsYear[] }) {
  return (
    <section className={uiClasses.card}>
      <DataTable
        caption="Year by year"
        headers={['Year', 'Deposit', 'Interest', 'Balance']}
        rows={years.map((row) => ({
          key: row.year,
          cells: [row.year, formatInr(row.deposit), formatInr(row.interest), formatInr(row.balance)],
        }))}
      />
    </section>
  );
});
