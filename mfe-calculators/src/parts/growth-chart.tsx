// Loaded with React.lazy after a successful Calculate: recharts lives in this chunk, and a visit that
// never calculates never downloads it (docs/contracts.md "Module Federation contract").
import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactInr, formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { uiClasses } from '@fintools/shared/ui/screen';
import { describeGrowth, type GrowthPoint } from './growth-points';
import styles from './growth-chart.module.css';

/** Put in (blue) and value (green); both read on light and dark cards. */
export const INVESTED_COLOUR = '#1a73e8';
export const VALUE_COLOUR = '#188038';
const CHART_HEIGHT = 280;
/** Where the page cannot measure the chart's box (no ResizeObserver: old browsers, jsdom) it is drawn this wide. */
const UNMEASURED_SIZE = { width: 600, height: CHART_HEIGHT };

/** The yearly "Invested vs value" area chart, with its summary in words. */
export function GrowthChart({ points }: { points: readonly GrowthPoint[] }) {
  const captionId = useId();
  const summaryId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={captionId} aria-describedby={summaryId}>
      <figcaption id={captionId} className={styles.heading}>
        Invested vs value
      </figcaption>
      <p id={summaryId} className={uiClasses.hint}>
        {describeGrowth(points)}
      </p>
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatch} style={{ background: INVESTED_COLOUR }} aria-hidden="true" />
          Invested
        </li>
        <li>
          <span className={styles.swatch} style={{ background: VALUE_COLOUR }} aria-hidden="true" />
          Value
        </li>
      </ul>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer
          width="100%"
          height={CHART_HEIGHT}
          initialDimension={typeof ResizeObserver === 'undefined' ? UNMEASURED_SIZE : undefined}
        >
          {/* The drawing is aria-hidden (the summary and the Year by year table carry every figure), so recharts'
              keyboard layer is off: a focusable surface inside aria-hidden is axe's aria-hidden-focus. */}
          <AreaChart
            data={points as GrowthPoint[]}
            margin={{ top: 16, right: 28, bottom: 4, left: 4 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="year"
              type="number"
              domain={['dataMin', 'dataMax']}
              allowDecimals={false}
              tickFormatter={(year: number) => formatNumberIn(year)}
            />
            <YAxis width={72} tickFormatter={(value: number) => formatCompactInr(value)} />
            <Tooltip
              formatter={(value) => formatInr(Number(value))}
              labelFormatter={(label) => `Year ${String(label)}`}
            />
            <Area
              type="monotone"
              dataKey="value"
              name="Value"
              stroke={VALUE_COLOUR}
              fill={VALUE_COLOUR}
              fillOpacity={0.2}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Area
              type="monotone"
              dataKey="invested"
              name="Invested"
              stroke={INVESTED_COLOUR}
              fill={INVESTED_COLOUR}
              fillOpacity={0.2}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
