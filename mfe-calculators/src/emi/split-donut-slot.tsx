import { memo } from 'react';
import { uiClasses } from '@fintools/shared/ui/screen';
import { CHART_HEIGHTS, ChartPlaceholder } from '../parts/chart-placeholder';
import { lazyPart } from '../parts/lazy-part';
import type { LoanSplit } from './loan-split';

// recharts is a chunk of its own (the same one the Loan screen's area chart uses), requested only once a
// result is shown: the EMI screen's first paint does not pay for it.
const donut = lazyPart(
  () => import(/* webpackChunkName: "split-donut" */ './split-donut').then((module) => module.SplitDonut),
  {
    placeholder: <ChartPlaceholder height={CHART_HEIGHTS.split} />,
    failure: 'The chart could not load. The results above have the same figures.',
  },
);

/** The donut's card: a placeholder of its height while recharts downloads, then principal against interest. */
export const SplitDonutSlot = memo(function SplitDonutSlot(split: LoanSplit) {
  return (
    <section className={uiClasses.card}>
      <donut.Part {...split} />
    </section>
  );
});
