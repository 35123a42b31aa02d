/**
 * `pnpm bench:monolith`: what federation costs a visitor, side by side (a report, never pass/fail).
 *
 * Builds the shell's own App (layout, sidebar, dashboard, routes) with six tool screens imported
 * directly, as ONE plain webpack app without federation (monolith/main.tsx, monolith/tool-route.tsx),
 * and serves it from a second copy of the real gateway (STATIC_ROOT pointing at it): same server, same
 * compression, same headers, so the difference measures federation and nothing else. Both gateways talk
 * to the fake providers (the currency screen asks for rates).
 *
 * Per route it prints the gzipped JS of both, and the median time to interactive of both, measured
 * inside the page: navigation start → the screen's h1, rendered by React, is visible and its first
 * control is enabled (a MutationObserver sees the moment; the static page the gateway sends first does
 * not count), with a 90 % interval for the ratio and, when a route misses its goal, the milliseconds the
 * federated page is over it. Each load is a new browser context (a first visit, nothing cached);
 * federated and monolith loads alternate so a busy moment of the machine hits both alike.
 *
 *   cd e2e && node --import tsx bench/monolith-bench.ts        (pnpm bench:monolith builds first)
 *
 * Environment: BENCH_RUNS (loads per route and build; default 21: single loads spread over ±30 % on a
 * 2-core machine; the ratio of medians of 5 moved by 0.2–0.4 between runs, of 11 by up to 0.39),
 * BENCH_ROUTES (comma-separated paths; default every route below), BENCH_PORT (first of three ports for the two
 * gateways and the fakes; default: free ports), CHROMIUM_PATH.
 */
import { chromium } from '@playwright/test';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kb, measureRoutes } from '../size/measure-bytes';
import { PRODUCT_AREAS } from '../support/catalogue';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_ENV } from '../support/environment';
import { scriptPort } from '../support/ports';
import { spawnGroup, waitFor } from '../support/processes';
import { REPO_ROOT, startGateway } from '../support/start-gateway';
import { median } from './median';
import { loadOnce, type BenchRoute } from './time-to-interactive';

const TOOL_H1 = 'main h1 >> visible=true';
const ALL_ROUTES: readonly BenchRoute[] = [
  { path: '/', ready: 'h1:has-text("What would you like to use?")', goal: 1.1 },
  { path: '/emi-calculator', ready: TOOL_H1, control: { role: 'button', name: 'Calculate' }, goal: 1.25 },
  { path: '/loan-calculator', ready: TOOL_H1, control: { role: 'button', name: 'Calculate EMI' }, goal: 1.25 },
  { path: '/tds-calculator', ready: TOOL_H1, control: { role: 'button', name: 'Calculate' }, goal: 1.25 },
  { path: '/taxcompare-calculator', ready: TOOL_H1, control: { role: 'button', name: 'Calculate Tax' }, goal: 1.25 },
  { path: '/currency-calculator', ready: TOOL_H1, control: { role: 'button', name: 'Swap currencies' }, goal: 1.25 },
  { path: '/chat-bot', ready: TOOL_H1, control: { role: 'textbox', name: 'Message' }, goal: 1.25 },
];

const RUNS = positiveInteger('BENCH_RUNS', 21);
/** BENCH_ROUTES="/emi-calculator,/": only these (the smoke run in `pnpm test` measures one). */
const ROUTES = onlyRoutes(ALL_ROUTES, process.env.BENCH_ROUTES);

function onlyRoutes(routes: readonly BenchRoute[], names: string | undefined): readonly BenchRoute[] {
  if (!names) return routes;
  const wanted = names.split(',').filter(Boolean);
  const unknown = wanted.filter((name) => !routes.some((route) => route.path === name));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no route ${unknown.join(', ')} is measured here`);
  return routes.filter((route) => wanted.includes(route.path));
}

function positiveInteger(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${name} must be a whole number ≥ 1, got "${value}"`);
  return Number(value);
}

const buildRequire = createRequire(path.join(REPO_ROOT, 'shared/build/webpack.cjs'));
const shellRequire = createRequire(path.join(REPO_ROOT, 'shell/package.json'));

/** The little of webpack's API used here (webpack is the build's dependency, not e2e's). */
type WebpackConfig = Record<string, unknown> & { resolve?: Record<string, unknown>; plugins?: unknown[] };
interface Webpack {
  (
    configs: WebpackConfig[],
    done: (error: Error | null, stats?: { hasErrors: () => boolean; toString: (preset: string) => string }) => void,
  ): void;
  NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => unknown;
}

/**
 * Builds the monolith the way the shell is built: createAppConfig, extracted CSS, the shell's index.html,
 * and the shell's server build (server/render-page.cjs, from the shell's own entry), so the gateway sends
 * the monolith the same first page (layout, title, skeleton) for the same catalogue as the product.
 * That page is the shell's, not federation's: a monolith of the same app would ship it too, and without
 * it the monolith would skip ~25 ms of parsing and laying out a bigger page that the product pays.
 */
async function buildMonolith(outputDir: string, areaTools: string): Promise<void> {
  const webpack = buildRequire('webpack') as Webpack;
  const { createAppConfig, createPrerenderConfig } = buildRequire('./webpack.cjs') as {
    createAppConfig: (options: object) => WebpackConfig;
    createPrerenderConfig: (options: object) => WebpackConfig;
  };
  const dir = path.join(__dirname, 'monolith');
  const app = createAppConfig({
    dir,
    mode: 'production',
    cssPrefix: 'ft-shell',
    name: 'monolith',
    extractCss: true,
    entry: { main: path.join(dir, 'main.tsx') },
    outputDir,
    publicPath: '/',
    html: { template: path.join(REPO_ROOT, 'shell/src/index.html') },
    // As the shell's page: painted first, scripts after (shell/webpack.config.cjs).
    startAfterFirstPaint: true,
  });
  // The shell's ToolRoute loads a screen from its remote; the monolith's renders it from the bundle.
  app.plugins = [
    ...(app.plugins ?? []),
    new webpack.NormalModuleReplacementPlugin(/^\.\/tools\/tool-route$/, path.join(dir, 'tool-route.tsx')),
  ];
  // Same folder as the app (`dir`), so CSS Modules hash every class name as the monolith's CSS does: the
  // shell's own server build, which the gateway calls to send the monolith the same first page.
  const prerender = createPrerenderConfig({
    dir,
    mode: 'production',
    name: 'monolith-render-page',
    cssPrefix: 'ft-shell',
    entry: path.join(REPO_ROOT, 'shell/src/server/render-page.tsx'),
    outputDir: path.join(outputDir, 'server'),
    filename: 'render-page.cjs',
    exportName: 'renderPage',
    define: { __FINTOOLS_SHELL_BUILD__: JSON.stringify('monolith') },
    // After the app, whose build empties outputDir.
    dependencies: ['monolith'],
  });
  // The entries sit outside every package: resolve their packages from the shell's and the remotes' installs.
  const nodeModules = ['shell', 'mfe-calculators', 'mfe-tax', 'mfe-chat', 'shared'].map((pkg) =>
    path.join(REPO_ROOT, pkg, 'node_modules'),
  );
  for (const config of [app, prerender]) {
    config.resolve = {
      ...config.resolve,
      modules: ['node_modules', ...nodeModules],
      alias: {
        react: path.dirname(shellRequire.resolve('react/package.json')),
        'react-dom': path.dirname(shellRequire.resolve('react-dom/package.json')),
        // toolIntro's fallback: an area's build gives each screen its own tools' intros instead
        // (shared/build/screen-intro-loader.cjs); the monolith bundles screens of several areas and reads them
        // from all their tools.json files, merged.
        '@fintools-area/tools.json': areaTools,
      },
    };
    config.resolveLoader = { modules: ['node_modules', path.join(REPO_ROOT, 'shared/node_modules')] };
    config.cache = false;
  }
  await new Promise<void>((resolve, reject) =>
    webpack([app, prerender], (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}

async function startFakes(fakesPort: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const fakes = spawnGroup('pnpm', ['--filter', '@fintools/gateway', 'fakes'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...E2E_ENV, FAKES_PORT: String(fakesPort) },
  });
  const url = `http://127.0.0.1:${fakesPort}`;
  await waitFor(`the fake providers on ${url}`, async () => (await fetch(`${url}/v1/latest?from=EUR`)).ok, 60_000);
  return { url, stop: fakes.stop };
}

/**
 * How sure a ratio of medians is: its 5th and 95th percentiles over resamples of the loads (each
 * build's loads drawn again, with replacement; a percentile bootstrap). Single loads here spread by
 * ±20 %, so the same build's ratio moves by 0.1–0.3 between runs; an interval that straddles the goal
 * says the run cannot tell, one wholly above it says the gap is real. Seeded, so a run's printout
 * repeats from its own loads.
 */
function ratioInterval(federated: number[], monolith: number[], resamples = 2000): [low: number, high: number] {
  let seed = 0x2545f491;
  // mulberry32: a small seeded generator, enough for resampling.
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const resample = (values: number[]) => values.map(() => values[Math.floor(random() * values.length)]!);
  const ratios = Array.from({ length: resamples }, () => median(resample(federated)) / median(resample(monolith)));
  ratios.sort((a, b) => a - b);
  return [ratios[Math.floor(resamples * 0.05)]!, ratios[Math.floor(resamples * 0.95)]!];
}

async function main() {
  const root = mkdtempSync(path.join(tmpdir(), 'fintools-monolith-'));
  // Laid out like the repo (<root>/shell/dist), so a gateway with STATIC_ROOT=<root> serves it as the shell.
  const outputDir = path.join(root, 'shell', 'dist');
  mkdirSync(outputDir, { recursive: true });
  console.log(`building the monolith into ${outputDir} …`);
  const areaTools = path.join(root, 'area-tools.json');
  writeFileSync(
    areaTools,
    JSON.stringify(
      PRODUCT_AREAS.flatMap((area) =>
        JSON.parse(readFileSync(path.join(REPO_ROOT, `mfe-${area}`, 'tools.json'), 'utf8')),
      ),
    ),
  );
  await buildMonolith(outputDir, areaTools);
  // The same catalogue as the product's gateway serves: each area's published tools.json, and nothing else of
  // the remotes (the monolith's page preloads none of their files).
  for (const area of PRODUCT_AREAS) {
    mkdirSync(path.join(root, `mfe-${area}`, 'dist'), { recursive: true });
    copyFileSync(
      path.join(REPO_ROOT, `mfe-${area}`, 'tools.json'),
      path.join(root, `mfe-${area}`, 'dist', 'tools.json'),
    );
  }

  const fakes = await startFakes(await scriptPort(2));
  const env = { ...E2E_ENV, RATES_BASE_URL: fakes.url, MEDIA_BASE_URL: fakes.url, CHAT_BASE_URL: `${fakes.url}/v1` };
  const federated = await startGateway({ ...env, STATIC_ROOT: REPO_ROOT }, await scriptPort(0), { buildNothing: true });
  const monolith = await startGateway({ ...env, STATIC_ROOT: root }, await scriptPort(1), { buildNothing: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const federatedBytes = await measureRoutes(federated.url, ROUTES);
    const monolithBytes = await measureRoutes(monolith.url, ROUTES);
    const header =
      'route                    federated KB  monolith KB   TTI federated ms  TTI monolith ms  ratio  goal  over by ms  90 % interval';
    const rows: string[] = [header];
    for (const route of ROUTES) {
      const fed = federatedBytes.find((result) => result.route === route.path)!.totalGzipBytes;
      const mono = monolithBytes.find((result) => result.route === route.path)!.totalGzipBytes;
      const fedTimes: number[] = [];
      const monoTimes: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        fedTimes.push(await loadOnce(browser, federated.url, route));
        monoTimes.push(await loadOnce(browser, monolith.url, route));
      }
      const ttiFed = median(fedTimes);
      const ttiMono = median(monoTimes);
      const ratio = ttiFed / ttiMono;
      const [low, high] = ratioInterval(fedTimes, monoTimes);
      // What the federated page would have to lose to meet the goal against this run's monolith.
      const overBy = Math.max(0, ttiFed - route.goal * ttiMono);
      const row =
        `${route.path.padEnd(24)} ${kb(fed).padStart(12)} ${kb(mono).padStart(12)} ${ttiFed.toFixed(0).padStart(18)} ` +
        `${ttiMono.toFixed(0).padStart(16)} ${ratio.toFixed(2).padStart(6)}${ratio <= route.goal ? ' ' : '!'} ` +
        `${route.goal.toFixed(2).padStart(5)} ${overBy.toFixed(0).padStart(11)}  ${low.toFixed(2)}–${high.toFixed(2)}`;
      rows.push(row);
      console.log(
        `${row}   (federated ${fedTimes.map((t) => t.toFixed(0)).join(', ')}; monolith ${monoTimes.map((t) => t.toFixed(0)).join(', ')})`,
      );
    }
    console.log(
      `\n${rows.join('\n')}\n(TTI = median of ${RUNS} first visits, ms from navigation start to h1 visible and first control ` +
        `enabled; ratio = federated / monolith, marked ! when over its goal; over by = the federated ms above ` +
        `goal × monolith; 90 % interval = where the ratio of medians falls in 90 % of resamples of these loads)`,
    );
    for (const result of monolithBytes) {
      console.log(`\nmonolith ${result.route}: ${kb(result.totalGzipBytes)} KB`);
      for (const file of result.files) console.log(`  ${kb(file.gzipBytes).padStart(7)} KB  ${file.name}`);
    }
  } finally {
    await browser.close();
    await federated.stop();
    await monolith.stop();
    await fakes.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
