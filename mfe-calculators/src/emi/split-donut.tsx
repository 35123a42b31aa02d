// Loaded with React.lazy after a successful Calculate on the EMI and Loan screens: recharts lives in this
// chunk, and a visit that never calculates never downloads it.
import { Cell, Label, Pie, PieChart, Tooltip } from 'recharts';
import { formatCompactInr, formatInr } from '@fintools/shared/format/indian-number';
import { CHART_COLOURS, ChartFrame } from '../parts/chart-frame';
import { CHART_HEIGHTS } from '../parts/chart-placeholder';
import chartStyles from '../parts/chart-frame.module.css';
import { useT } from '@fintools/shared/ui/language';
import { describeLoanSplit, type LoanSplit } from './loan-split';

/** The "Principal vs Interest" donut: what the total payment goes to, with its summary in words. */
export function SplitDonut({ principal, interest }: LoanSplit) {
  const t = useT();
  const slices = [
    { name: 'Principal', value: principal, colour: CHART_COLOURS.principal },
    { name: 'Interest', value: interest, colour: CHART_COLOURS.interest },
  ];
  return (
    <ChartFrame
      caption="Principal vs Interest"
      summary={describeLoanSplit({ principal, interest }, t)}
      legend={slices.map(({ name, colour }) => ({ label: name, colour }))}
      height={CHART_HEIGHTS.split}
      drawingHidden
    >
      {/* Hidden from screen readers (the summary says every figure), so nothing in it takes the keyboard: recharts'
          keyboard layer is off and the slices' group is out of the tab order (axe's aria-hidden-focus). */}
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          innerRadius="58%"
          outerRadius="88%"
          startAngle={90}
          endAngle={-270}
          stroke="none"
          rootTabIndex={-1}
          isAnimationActive={false}
        >
          {slices.map((slice) => (
            <Cell key={slice.name} fill={slice.colour} />
          ))}
          <Label position="center" value={formatCompactInr(principal + interest)} className={chartStyles.donutTotal} />
        </Pie>
        <Tooltip formatter={(value, name) => [formatInr(Number(value)), t(String(name))]} />
      </PieChart>
    </ChartFrame>
  );
}
