import { memo } from 'react';
import { uiClasses } from '@fintools/shared/ui/screen';
import { lazyPart } from '../parts/lazy-part';
import { CHART_HEIGHTS, ChartPlaceholder } from '../parts/chart-placeholder';
import type { RetirementChartProps } from './retirement-chart';

// recharts is a chunk of its own, requested only when a plan is first shown (or once the visitor is on the form).
const chart = lazyPart(
  () =>
    import(/* webpackChunkName: "retirement-chart" */ './retirement-chart').then((module) => module.RetirementChart),
  {
    placeholder: <ChartPlaceholder height={CHART_HEIGHTS.growth} />,
    failure: 'The chart could not load. The figures above are the plan.',
  },
);

/** Starts fetching the chart's code without showing it. */
export const preloadRetirementChart = chart.preload;

/** The chart's card: a placeholder of its height while recharts downloads, then the chart. */
export const RetirementChartSlot = memo(function RetirementChartSlot(props: RetirementChartProps) {
  return (
    <section className={uiClasses.card}>
      <chart.Part {...props} />
    </section>
  );
});
