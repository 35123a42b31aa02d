// Loaded with React.lazy by the Loan screen only: recharts lives in this chunk, and the EMI screen and
// the form never pay for it (docs/contracts.md "Module Federation contract").
import { useMemo } from 'react';
import { AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactInr, formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { useT } from '@fintools/shared/ui/language';
import { countOf } from '../parts/tenure-unit';
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

/** The chart's sentence, year by year or month by month. */
const CHART_SENTENCES: Record<TenureUnit, string> = {
  years:
    'Principal repaid and interest paid so far, year by year, over {periods}. By the end, principal {principal} and interest {interest}. The Interest Breakdown table lists every figure.',
  months:
    'Principal repaid and interest paid so far, month by month, over {periods}. By the end, principal {principal} and interest {interest}. The Interest Breakdown table lists every figure.',
};

/**
 * What the chart shows, in words, for anyone who cannot see it, in the page's language (`t`); the table holds
 * every figure.
 */
export function describeChart(
  rows: readonly DisplayScheduleRow[],
  unit: TenureUnit,
  t: Translate = interpolate,
): string {
  const last = rows[rows.length - 1];
  if (!last) return '';
  return t(CHART_SENTENCES[unit], {
    periods: countOf(formatNumberIn(rows.length), rows.length === 1, unit, t),
    principal: formatInr(last.cumulativePrincipal),
    interest: formatInr(last.cumulativeInterest),
  });
}

/** The 'Principal vs Interest Over Time' area chart: running totals, thinned for long schedules. */
export function LoanChart({ rows, unit }: LoanChartProps) {
  const t = useT();
  const points = useMemo(() => toChartPoints(rows), [rows]);
  const periodName = t(periodHeader(unit));
  return (
    <ChartFrame
      caption="Principal vs Interest Over Time"
      summary={describeChart(rows, unit, t)}
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
            { dataKey: 'principalPaid', name: t('Principal Paid'), colour: CHART_COLOURS.principal },
            { dataKey: 'interestPaid', name: t('Interest Paid'), colour: CHART_COLOURS.interest },
          ],
          0.25,
        )}
      </AreaChart>
    </ChartFrame>
  );
}
