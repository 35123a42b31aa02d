// Loaded with React.lazy after a successful Calculate: recharts lives in this chunk, and a visit that
// never calculates never downloads it (docs/contracts.md "Module Federation contract").
import { AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactInr, formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { useT } from '@fintools/shared/ui/language';
import { describeGrowth, type GrowthPoint } from './growth-points';
import { CHART_COLOURS, ChartFrame, seriesAreas } from './chart-frame';
import { CHART_HEIGHTS } from './chart-placeholder';

/** The yearly "Invested vs value" area chart, with its summary in words. */
export function GrowthChart({ points }: { points: readonly GrowthPoint[] }) {
  const t = useT();
  return (
    <ChartFrame
      caption="Invested vs value"
      summary={describeGrowth(points, t)}
      legend={[
        { label: 'Invested', colour: CHART_COLOURS.invested },
        { label: 'Value', colour: CHART_COLOURS.value },
      ]}
      height={CHART_HEIGHTS.growth}
      drawingHidden
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
        <YAxis width="auto" tickFormatter={(value: number) => formatCompactInr(value)} />
        <Tooltip
          formatter={(value) => formatInr(Number(value))}
          labelFormatter={(label) => t('Year {year}', { year: String(label) })}
        />
        {seriesAreas(
          [
            { dataKey: 'value', name: t('Value'), colour: CHART_COLOURS.value },
            { dataKey: 'invested', name: t('Invested'), colour: CHART_COLOURS.invested },
          ],
          0.2,
        )}
      </AreaChart>
    </ChartFrame>
  );
}
