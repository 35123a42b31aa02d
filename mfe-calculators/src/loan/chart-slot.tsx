import { memo } from 'react';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { TenureUnit } from '@fintools/shared/finance/tenure';
import { lazyPart } from '../parts/lazy-part';
import type { DisplayScheduleRow } from './schedule-rows';
import { CHART_HEIGHTS, ChartPlaceholder } from '../parts/chart-placeholder';

// recharts and its dependencies are a chunk of their own (~110 KB gzipped), requested only by the Loan
// screen: when a schedule is first shown, or a little earlier, once the visitor starts on the form.
const chart = lazyPart(
  () => import(/* webpackChunkName: "loan-chart" */ './loan-chart').then((module) => module.LoanChart),
  {
    placeholder: <ChartPlaceholder height={CHART_HEIGHTS.loan} />,
    failure: 'The chart could not load. The Interest Breakdown table has the same figures.',
  },
);

/**
 * Starts fetching the chart's code without showing it. Fetching, parsing and first running ~400 KB of
 * recharts takes ten times what working out and drawing the schedule does (about 0.6 s against 60 ms
 * on a 2-core machine, bench/loan-schedule-bench.ts), so the Loan screen calls this when the visitor
 * first focuses or touches its form, and the first chart comes about twice as fast. A plain visit
 * fetches nothing, and the EMI screen never calls it.
 */
export const preloadLoanChart = chart.preload;

export interface ChartSlotProps {
  rows: readonly DisplayScheduleRow[];
  unit: TenureUnit;
}

/**
 * The chart's card: a placeholder of the chart's height while recharts downloads, then the chart. A
 * chart that fails to download costs the chart, never the results and the table above it.
 */
export const ChartSlot = memo(function ChartSlot(props: ChartSlotProps) {
  return (
    <section className={uiClasses.card}>
      <chart.Part {...props} />
    </section>
  );
});
