import { memo } from 'react';
import { uiClasses } from '@fintools/shared/ui/screen';
import { lazyPart } from './lazy-part';
import type { GrowthPoint } from './growth-points';
import { CHART_HEIGHTS, ChartPlaceholder } from './chart-placeholder';

// recharts is a chunk of its own, requested only when a result with a chart is first shown (or a little
// earlier, once the visitor is on the form: `preloadGrowthChart`).
const chart = lazyPart(
  () => import(/* webpackChunkName: "growth-chart" */ './growth-chart').then((module) => module.GrowthChart),
  {
    placeholder: <ChartPlaceholder height={CHART_HEIGHTS.growth} />,
    failure: 'The chart could not load. The Year by year table has the same figures.',
  },
);

/** Starts fetching the chart's code without showing it. */
export const preloadGrowthChart = chart.preload;

/** The chart's card: a placeholder of its height while recharts downloads, then the chart. */
export const GrowthChartSlot = memo(function GrowthChartSlot({ points }: { points: readonly GrowthPoint[] }) {
  return (
    <section className={uiClasses.card}>
      <chart.Part points={points} />
    </section>
  );
});
