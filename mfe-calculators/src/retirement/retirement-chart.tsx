// Loaded with React.lazy after a successful Calculate: recharts lives in this chunk.
import { AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactInr, formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { useT } from '@fintools/shared/ui/language';
import type { CorpusPoint } from './retirement';
import { CHART_COLOURS, ChartFrame, seriesAreas } from '../parts/chart-frame';
import { CHART_HEIGHTS } from '../parts/chart-placeholder';

export interface RetirementChartProps {
  points: readonly CorpusPoint[];
  retirementAge: number;
}

/** The corpus by age: built up to retirement, drawn down after it; its figures in words beside it. */
export function RetirementChart({ points, retirementAge }: RetirementChartProps) {
  const t = useT();
  const first = points[0]!;
  const last = points.at(-1)!;
  const peak = points.find((point) => point.age === retirementAge) ?? last;
  return (
    <ChartFrame
      caption={t('Corpus by age')}
      summary={t(
        'From {start} at age {firstAge}, the corpus grows to {peak} at {retirementAge}, then pays the expenses and is {end} at {lastAge}.',
        {
          start: formatInr(first.corpus),
          firstAge: first.age,
          peak: formatInr(peak.corpus),
          retirementAge,
          end: formatInr(last.corpus),
          lastAge: last.age,
        },
      )}
      legend={[{ label: t('Corpus'), colour: CHART_COLOURS.value }]}
      height={CHART_HEIGHTS.growth}
      drawingHidden
    >
      {/* The drawing is aria-hidden (the summary carries its figures), so recharts' keyboard layer is off. */}
      <AreaChart
        data={points as CorpusPoint[]}
        margin={{ top: 16, right: 28, bottom: 4, left: 4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="age"
          type="number"
          domain={['dataMin', 'dataMax']}
          allowDecimals={false}
          tickFormatter={(age: number) => formatNumberIn(age)}
        />
        <YAxis width="auto" tickFormatter={(value: number) => formatCompactInr(value)} />
        <Tooltip
          formatter={(value) => formatInr(Number(value))}
          labelFormatter={(label) => `${t('Age')} ${String(label)}`}
        />
        {seriesAreas([{ dataKey: 'corpus', name: t('Corpus'), colour: CHART_COLOURS.value }], 0.2)}
      </AreaChart>
    </ChartFrame>
  );
}
