/**
 * `pnpm lighthouse [route …]`: Lighthouse in mobile mode (Moto G Power emulation, simulated slow 4G and
 * 4× slower CPU) over routes of the built product, through a gateway this script starts. Scores move by
 * 10 or more between single runs on a busy machine, so every route is run LIGHTHOUSE_RUNS times (default
 * 3) and the table gives the median of each column; each run's score is printed as it finishes. A
 * report, not pass/fail: the goals (performance ≥ 95, TBT ≤ 200 ms, a tool route's LCP ≤ 1.2 × the
 * dashboard's) are marked with "!" when missed.
 *
 *   cd e2e && node --import tsx bench/lighthouse-bench.ts [route …]   (default: every route)
 *
 * Environment: LIGHTHOUSE_RUNS, BENCH_PORT (the gateway's port; default a free one), CHROME_PATH
 * (chrome-launcher, lighthouse's own dependency, starts Debian's Chromium: default /usr/bin/chromium).
 */
import { createRequire } from 'node:module';
import { MEASURED_ROUTES } from '../size/measure-bytes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/environment';
import { scriptPort } from '../support/ports';
import { startGateway } from '../support/start-gateway';
import { median } from './median';

/** The little of chrome-launcher's and lighthouse's APIs used here. */
interface ChromeLauncher {
  launch: (options: {
    chromePath?: string;
    chromeFlags: string[];
  }) => Promise<{ port: number; kill: () => Promise<void> | void }>;
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<
  | {
      lhr: {
        categories: Record<string, { score: number | null } | undefined>;
        audits: Record<string, { numericValue?: number } | undefined>;
        runtimeError?: { code: string; message: string };
      };
    }
  | undefined
>;

const ALL_ROUTES = [...MEASURED_ROUTES.map((route) => route.path), '/settings', '/help'];
const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ALL_ROUTES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number ≥ 1`);

const GOALS = { performance: 95, tbtMs: 200, lcpOverDashboard: 1.2 };

/** One run's numbers; undefined where Lighthouse gave none (it sometimes fails a run). */
interface Run {
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  fcp?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  speedIndex?: number;
}

type Column = keyof Run;

/** The median of the runs that measured a value (a failed run measured nothing). */
function medianOfMeasured(values: (number | undefined)[]): number | undefined {
  const known = values.filter((value): value is number => typeof value === 'number');
  return known.length === 0 ? undefined : median(known);
}

async function main() {
  process.env.CHROME_PATH ??= CHROMIUM_PATH;
  // chrome-launcher is a dependency of lighthouse, not of e2e: resolve it from lighthouse's install.
  const lighthouseRequire = createRequire(require.resolve('lighthouse/package.json'));
  const chromeLauncher = (await import(lighthouseRequire.resolve('chrome-launcher'))) as ChromeLauncher;
  const lighthouse = ((await import('lighthouse')) as { default: Lighthouse }).default;

  const gateway = await startGateway({}, await scriptPort(), { buildNothing: true });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROMIUM_ARGS });
  const medians = new Map<string, Run>();
  try {
    for (const route of ROUTES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(
          new URL(route, gateway.url).href,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          },
          // The default config is the mobile one.
          undefined,
        );
        const score = (id: string) => {
          const value = result?.lhr.categories[id]?.score;
          return typeof value === 'number' ? Math.round(value * 100) : undefined;
        };
        const audit = (id: string) => result?.lhr.audits[id]?.numericValue;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          speedIndex: audit('speed-index'),
        });
        const last = runs[runs.length - 1]!;
        // A run that measured nothing says why (a page error, or Lighthouse's own).
        const error = result?.lhr.runtimeError;
        console.log(
          `${route} run ${run + 1}/${RUNS}: performance ${last.performance ?? '-'}, LCP ${last.lcp?.toFixed(0) ?? '-'} ms, TBT ${last.tbt?.toFixed(0) ?? '-'} ms` +
            (error ? ` (Lighthouse: ${error.code} ${error.message})` : ''),
        );
      }
      const columns: Column[] = [
        'performance',
        'accessibility',
        'bestPractices',
        'fcp',
        'lcp',
        'tbt',
        'cls',
        'speedIndex',
      ];
      medians.set(
        route,
        Object.fromEntries(columns.map((column) => [column, medianOfMeasured(runs.map((run) => run[column]))])) as Run,
      );
    }
  } finally {
    await chrome.kill();
    await gateway.stop();
  }
  console.log(`\n${formatTable(medians)}`);
}

function formatTable(medians: Map<string, Run>): string {
  const dashboardLcp = medians.get('/')?.lcp;
  const cell = (value: number | undefined, width: number, digits = 0, over = false) =>
    `${value === undefined ? '-' : value.toFixed(digits)}${over ? '!' : ' '}`.padStart(width + 1);
  const lines = [
    `median of ${RUNS} run(s) per route; ! = misses its goal (performance ≥ ${GOALS.performance}, TBT ≤ ${GOALS.tbtMs} ms, LCP ≤ ${GOALS.lcpOverDashboard} × the dashboard's)`,
    'route                           perf  a11y  best    FCP ms   LCP ms   TBT ms    CLS     SI ms',
  ];
  for (const [route, run] of medians) {
    const lcpOver =
      route !== '/' &&
      dashboardLcp !== undefined &&
      run.lcp !== undefined &&
      run.lcp > GOALS.lcpOverDashboard * dashboardLcp;
    lines.push(
      `${route.padEnd(30)}${cell(run.performance, 5, 0, (run.performance ?? 0) < GOALS.performance)}${cell(run.accessibility, 5)}` +
        `${cell(run.bestPractices, 5)}${cell(run.fcp, 9)}${cell(run.lcp, 8, 0, lcpOver)}` +
        `${cell(run.tbt, 8, 0, (run.tbt ?? 0) > GOALS.tbtMs)}${cell(run.cls, 6, 3)}${cell(run.speedIndex, 9)}`,
    );
  }
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
