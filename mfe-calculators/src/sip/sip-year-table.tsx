import { memo } from 'react';
import type { SipYear } from './sip';
import { formatInr } from '@fintools/shared/format/indian-number';
import { uiClasses } from '@fintools/shared/ui/screen';
import { DataTable } from '../parts/data-table';

const money = (value: number) => formatInr(value, { decimals: 2 });

/**
 * The SIP screen's Year by year table: each year's monthly instalment (SIP mode only), what was paid
 * in so far and the value at the year's end, to 2 decimals like the results. At most 100 rows, all shown.
 */
export const SipYearTable = memo(function SipYearTable({ years }: { years: readonly SipYear[] }) {
  const monthly = years.some((year) => year.monthlyInvestment !== null);
  return (
    <section className={uiClasses.card}>
      <DataTable
        caption="Year by year"
        headers={['Year', ...(monthly ? ['Monthly investment'] : []), 'Invested so far', 'Value at year end']}
        rows={years.map((year) => ({
          key: year.year,
          cells: [
            year.year,
            ...(monthly ? [money(year.monthlyInvestment ?? 0)] : []),
            money(year.investedSoFar),
            money(year.valueAtYearEnd),
          ],
        }))}
      />
    </section>
  );
});
