// Loaded with React.lazy by the Loan screen only: recharts lives in this chunk, and the EMI screen and
// the form never pay for it (docs/contracts.md "Module Federation contract").
import { useMemo } from 'react';
import { AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactInr, formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { toChartPoints } from './chart-data';
import { periodHeader } from './schedule-csv';
import type { DisplayScheduleRow } from './schedule-rows';
import { CHART_COLOURS, ChartFrame, seriesAreas } from '../parts/chart-frame';
import { CHART_HEIGHTS } from '../parts/chart-placeholder';
import type { TenureUnit } from '@fintools/shared/finance/tenure';

export interface LoanChartProps {
  rows: readonly DisplayScheduleRow[];
  unit: TenureUnit;
}

/** What the chart shows, in words, for anyone who cannot see it; the table holds every figure. */
export function describeChart(rows: readonly DisplayScheduleRow[], unit: TenureUnit): string {
  const last = rows[rows.length - 1];
  if (!last) return '';
  const noun = unit === 'years' ? 'year' : 'month';
  const periods = `${formatNumberIn(rows.length)} ${noun}${rows.length === 1 ? '' : 's'}`;
  return (
    `Principal repaid and interest paid so far, ${noun} by ${noun}, over ${periods}. ` +
    `By the end, principal ${formatInr(last.cumulativePrincipal)} and interest ${formatInr(last.cumulativeInterest)}. ` +
    'The Interest Breakdown table lists every figure.'
  );
}

/** The 'Principal vs Interest Over Time' area chart: running totals, thinned for long schedules. */
export function LoanChart({ rows, unit }: LoanChartProps) {
  const points = useMemo(() => toChartPoints(rows), [rows]);
  const periodName = periodHeader(unit);
  return (
    <ChartFrame
      caption="Principal vs Interest Over Time"
      summary={describeChart(rows, unit)}
      legend={[
        { label: 'Principal Paid', colour: CHART_COLOURS.principal },
        { label: 'Interest Paid', colour: CHART_COLOURS.interest },
      ]}
      height={CHART_HEIGHTS.loan}
    >
      <AreaChart data={points} margin={{ top: 16, right: 28, bottom: 4, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="period"
          type="number"
          domain={['dataMin', 'dataMax']}
          allowDecimals={false}
          interval={0}
          tickFormatter={(period: number) => formatNumberIn(period)}
        />
        <YAxis width="auto" interval={0} tickFormatter={(value: number) => formatCompactInr(value)} />
        <Tooltip
          formatter={(value) => formatInr(Number(value))}
          labelFormatter={(label) => `${periodName} ${String(label)}`}
        />
        {seriesAreas(
          [
            { dataKey: 'principalPaid', name: 'Principal Paid', colour: CHART_COLOURS.principal },
            { dataKey: 'interestPaid', name: 'Interest Paid', colour: CHART_COLOURS.interest },
          ],
          0.25,
        )}
      </AreaChart>
    </ChartFrame>
  );
}
