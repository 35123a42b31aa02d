// `pnpm test`'s smoke run of every report script: each measures the smallest thing it can (one load, one route,
// a second of traffic) and must print its table, so a report that cannot run fails the suite the day it breaks,
// not the day someone needs its numbers. The figures printed here mean nothing (one load on a busy machine);
// docs/performance.md has the real runs. Needs the builds (`pnpm build`) and Chromium's headless shell.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const HEADLESS_SHELL = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Each report: how `pnpm <script>` runs it without building first, the least it may measure, and its table's header. */
const REPORTS = [
  {
    script: 'size',
    command: ['--filter', '@fintools/e2e', 'size'],
    env: { SIZE_ROUTES: '/emi-calculator' },
    // Its English table, then the same route in Hindi with what the Hindi visitor pays more.
    table:
      /\/emi-calculator: [\d.]+ KB gzipped JS[\s\S]*\n\/emi-calculator +[\d.]+ KB +[\d.]+ KB +-?[\d.]+ KB {2}(ok|over)/,
  },
  {
    script: 'bench:monolith',
    command: ['--filter', '@fintools/e2e', 'bench'],
    env: { BENCH_RUNS: '1', BENCH_ROUTES: '/emi-calculator' },
    table: /route +federated KB +monolith KB[^\n]*\n\/emi-calculator +[\d.]+ +[\d.]+ +\d+ +\d+ +[\d.]+/,
  },
  {
    script: 'bench:integrity',
    command: ['--filter', '@fintools/e2e', 'bench:integrity'],
    env: { BENCH_RUNS: '1' },
    table: /released, integrity checked +\d+ ms/,
  },
  {
    script: 'lighthouse',
    command: ['--filter', '@fintools/e2e', 'lighthouse', '/emi-calculator'],
    env: { LIGHTHOUSE_RUNS: '1', CHROME_PATH: HEADLESS_SHELL },
    table: /\/emi-calculator +\d+/,
  },
  {
    script: 'bench:loan',
    command: ['--filter', '@fintools/mfe-calculators', 'bench'],
    env: { BENCH_RUNS: '1', BENCH_ONLY: '1000 months' },
    table: /1000 months[^\n]*\d+ ms/,
  },
  {
    script: 'bench:gateway',
    command: ['--filter', '@fintools/gateway', 'bench'],
    env: { BENCH_DURATION_S: '1', BENCH_CONNECTIONS: '2' },
    table: /\| target +\| req\/s \|/,
  },
];

function run(report) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--silent', ...report.command], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: HEADLESS_SHELL, ...report.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolve({ report, code: code ?? 1, output, seconds: ((Date.now() - started) / 1000).toFixed(0) }),
    );
  });
}

let failed = 0;
// One at a time: several browsers and gateways at once on two cores would only measure each other.
for (const report of REPORTS) {
  const result = await run(report);
  const printed = report.table.test(result.output);
  if (result.code !== 0 || !printed) {
    failed += 1;
    process.stdout.write(result.output);
    console.log(
      `report-smoke: pnpm ${report.script} FAILED in ${result.seconds} s (${result.code !== 0 ? `exit ${result.code}` : 'no table printed'})`,
    );
  } else {
    console.log(`report-smoke: pnpm ${report.script} printed its table in ${result.seconds} s`);
  }
}
process.exit(failed > 0 ? 1 : 0);
