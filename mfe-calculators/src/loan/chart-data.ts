import type { DisplayScheduleRow } from './schedule-rows';

/** One point of the Principal vs Interest chart: what has been paid by the end of a period. */
export interface ChartPoint {
  period: number;
  /** Principal repaid so far. */
  principalPaid: number;
  /** Interest paid so far. */
  interestPaid: number;
}

/** More points than this add nothing a 300 px high chart can show, and slow every hover. */
export const MAX_CHART_POINTS = 240;

/**
 * The chart's series: nothing paid at period 0, then running totals of principal and interest at the
 * end of each period, so even a one-year loan draws an area. Long schedules are thinned to at most
 * `maxPoints` points, evenly spaced, always keeping the first and last periods so the chart starts and
 * ends where the table does. Both series only rise, so even spacing loses nothing of their shape.
 * @example toChartPoints(rowsOf1000Months).length // 240: periods 0, 1, 5, 9, …, 1000
 */
export function toChartPoints(rows: readonly DisplayScheduleRow[], maxPoints = MAX_CHART_POINTS): ChartPoint[] {
  const points: ChartPoint[] = [{ period: 0, principalPaid: 0, interestPaid: 0 }];
  const point = (row: DisplayScheduleRow): ChartPoint => ({
    period: row.period,
    principalPaid: row.cumulativePrincipal,
    interestPaid: row.cumulativeInterest,
  });
  const rowPoints = maxPoints - 1;
  if (rows.length <= rowPoints) return points.concat(rows.map(point));
  const step = (rows.length - 1) / (rowPoints - 1);
  for (let index = 0; index < rowPoints; index += 1) {
    const row = rows[Math.round(index * step)];
    if (row) points.push(point(row));
  }
  return points;
}
