// Loaded with React.lazy by the Loan screen only: recharts lives in this chunk, and the EMI screen and
// the form never pay for it (docs/contracts.md "Module Federation contract").
import { useId, useMemo } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactInr, formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { uiClasses } from '@fintools/shared/ui/screen';
import { toChartPoints } from './chart-data';
import { periodHeader } from './schedule-csv';
import type { DisplayScheduleRow } from './schedule-rows';
import styles from './loan-calculator.module.css';
import type { TenureUnit } from '@fintools/shared/finance/tenure';

/** Spec §2: Principal Paid in green, Interest Paid in red; these two read on light and dark cards. */
export const PRINCIPAL_COLOUR = '#188038';
export const INTEREST_COLOUR = '#d93025';
export const CHART_HEIGHT = 300;

/** Where the page cannot measure the chart's box (no ResizeObserver: old browsers, jsdom) it is drawn this wide. */
const UNMEASURED_SIZE = { width: 600, height: CHART_HEIGHT };

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
  const captionId = useId();
  const summaryId = useId();
  const points = useMemo(() => toChartPoints(rows), [rows]);
  const periodName = periodHeader(unit);
  return (
    <figure className={styles.figure} aria-labelledby={captionId} aria-describedby={summaryId}>
      <figcaption id={captionId} className={styles.chartHeading}>
        Principal vs Interest Over Time
      </figcaption>
      <p id={summaryId} className={uiClasses.hint}>
        {describeChart(rows, unit)}
      </p>
      {/* An HTML legend: real text that wraps on a phone, and one less thing for recharts to measure. */}
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatch} style={{ background: PRINCIPAL_COLOUR }} aria-hidden="true" />
          Principal Paid
        </li>
        <li>
          <span className={styles.swatch} style={{ background: INTEREST_COLOUR }} aria-hidden="true" />
          Interest Paid
        </li>
      </ul>
      <div className={styles.chart}>
        <ResponsiveContainer
          width="100%"
          height={CHART_HEIGHT}
          initialDimension={typeof ResizeObserver === 'undefined' ? UNMEASURED_SIZE : undefined}
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
            <YAxis width={72} interval={0} tickFormatter={(value: number) => formatCompactInr(value)} />
            <Tooltip
              formatter={(value) => formatInr(Number(value))}
              labelFormatter={(label) => `${periodName} ${String(label)}`}
            />
            <Area
              type="monotone"
              dataKey="principalPaid"
              name="Principal Paid"
              stroke={PRINCIPAL_COLOUR}
              fill={PRINCIPAL_COLOUR}
              fillOpacity={0.25}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Area
              type="monotone"
              dataKey="interestPaid"
              name="Interest Paid"
              stroke={INTEREST_COLOUR}
              fill={INTEREST_COLOUR}
              fillOpacity={0.25}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
