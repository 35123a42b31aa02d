import { lazy, memo, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '@fintools/shared/ui/error-boundary';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { LoanChartProps } from './loan-chart';
import type { DisplayScheduleRow } from './schedule-rows';
import styles from './loan-calculator.module.css';
import type { TenureUnit } from '@fintools/shared/finance/tenure';

// recharts and its dependencies are a chunk of their own (~110 KB gzipped), requested only by the Loan
// screen: when a schedule is first shown, or a little earlier, once the visitor starts on the form.
let chartRequest: Promise<{ default: ComponentType<LoanChartProps> }> | null = null;
let loadedChart: ComponentType<LoanChartProps> | null = null;

function loadLoanChart() {
  chartRequest ??= import(/* webpackChunkName: "loan-chart" */ './loan-chart').then(
    (module) => {
      loadedChart = module.LoanChart;
      return { default: module.LoanChart };
    },
    (error: unknown) => {
      // Forget the failure, so Retry (or the next schedule) asks webpack for the chunk again.
      chartRequest = null;
      throw error;
    },
  );
  return chartRequest;
}

/**
 * Starts fetching the chart's code without showing it. Fetching, parsing and first running ~400 KB of
 * recharts takes ten times what working out and drawing the schedule does (about 0.6 s against 60 ms
 * on a 2-core machine, bench/loan-schedule-bench.ts), so the Loan screen calls this when the visitor
 * first focuses or touches its form, and the first chart comes about twice as fast. A plain visit
 * fetches nothing, and the EMI screen never calls it. A failure here is silent: it shows, with Retry,
 * when the chart is rendered.
 */
export function preloadLoanChart(): void {
  loadLoanChart().catch(() => undefined);
}

/** A chart chunk that fails to download costs the chart, never the results and the table above it. */
function ChartBoundary({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <div className={styles.chartFailed} role="alert">
          <p>The chart could not load. The Interest Breakdown table has the same figures.</p>
          <button
            type="button"
            className={uiClasses.secondaryButton}
            onClick={() => {
              onRetry();
              retry();
            }}
          >
            Retry
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

export interface ChartSlotProps {
  rows: readonly DisplayScheduleRow[];
  unit: TenureUnit;
}

/** The chart's card: a placeholder of the chart's height while recharts downloads, then the chart. */
export const ChartSlot = memo(function ChartSlot({ rows, unit }: ChartSlotProps) {
  // React.lazy remembers a failed import; Retry makes a fresh one (webpack fetches the chunk again).
  const [LazyChart, setLazyChart] = useState(() => lazy(loadLoanChart));
  // Once the code is here, render it straight away rather than suspend for a tick and flash the placeholder.
  const LoanChart = loadedChart ?? LazyChart;
  return (
    <section className={uiClasses.card}>
      <ChartBoundary onRetry={() => setLazyChart(() => lazy(loadLoanChart))}>
        <Suspense
          fallback={
            <p className={styles.chartPlaceholder} role="status">
              Loading chart…
            </p>
          }
        >
          <LoanChart rows={rows} unit={unit} />
        </Suspense>
      </ChartBoundary>
    </section>
  );
});
