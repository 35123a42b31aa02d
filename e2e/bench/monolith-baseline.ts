/**
 * Side-by-side baseline (a report, not pass/fail): builds the dashboard, /emi-calculator and
 * /taxcompare-calculator as ONE plain webpack app (createAppConfig, no federation) into a tmp dir, serves
 * it, and prints per route the federated bytes (the real product through the gateway), the monolith bytes,
 * their ratio (goal ≤ 1.10), and the median of 5 times to interactive for both (navigation start → the
 * screen's h1 visible and, on tool routes, a Calculate button enabled).
 *
 *   cd e2e && node --import tsx bench/monolith-baseline.ts
 */
import { chromium, type Browser } from '@playwright/test';
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kb, measureRoutes } from '../size/measure-bytes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/environment';
import { REPO_ROOT, startGateway } from '../support/start-gateway';

const ROUTES = [
  { path: '/', ready: 'h1:has-text("What would you like to use?")', calculate: null },
  { path: '/emi-calculator', ready: 'main h1 >> visible=true', calculate: 'Calculate' },
  { path: '/taxcompare-calculator', ready: 'main h1 >> visible=true', calculate: 'Calculate Tax' },
] as const;

const buildRequire = createRequire(path.join(REPO_ROOT, 'shared/build/webpack.cjs'));
const shellRequire = createRequire(path.join(REPO_ROOT, 'shell/package.json'));

/** The little of webpack's API used here (webpack is the build's dependency, not e2e's). */
type WebpackConfig = Record<string, unknown> & { resolve?: Record<string, unknown> };
type WebpackRun = (
  config: WebpackConfig,
  done: (error: Error | null, stats?: { hasErrors: () => boolean; toString: (preset: string) => string }) => void,
) => void;

async function buildMonolith(outputDir: string): Promise<void> {
  const webpack = buildRequire('webpack') as WebpackRun;
  const { createAppConfig } = buildRequire('./webpack.cjs') as { createAppConfig: (options: object) => WebpackConfig };
  const dir = path.join(__dirname, 'monolith');
  const config = createAppConfig({
    dir,
    mode: 'production',
    cssPrefix: 'mono',
    name: 'monolith',
    entry: { main: path.join(dir, 'main.tsx') },
    outputDir,
    publicPath: '/',
    html: {
      templateContent:
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>monolith</title></head><body><div id="root"></div></body></html>',
    },
  });
  // The entry sits outside every package: resolve its packages from the shell's and the remotes' installs.
  const nodeModules = ['shell', 'mfe-calculators', 'mfe-tax', 'shared'].map((pkg) =>
    path.join(REPO_ROOT, pkg, 'node_modules'),
  );
  config.resolve = {
    ...config.resolve,
    modules: ['node_modules', ...nodeModules],
    alias: {
      react: path.dirname(shellRequire.resolve('react/package.json')),
      'react-dom': path.dirname(shellRequire.resolve('react-dom/package.json')),
      'react-router-dom': path.dirname(shellRequire.resolve('react-router-dom/package.json')),
    },
  };
  config.resolveLoader = {
    modules: [
      'node_modules',
      path.join(REPO_ROOT, 'shared/node_modules'),
      path.join(REPO_ROOT, 'shared/build/node_modules'),
    ],
  };
  config.cache = false;
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}

/** A static server with history fallback (every unknown path is index.html), on a spare port. */
async function serve(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(root, 'index.html');
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    response.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Median ms of 5 loads: navigation start → h1 visible (and a Calculate button enabled on tool routes). */
async function timeToInteractive(browser: Browser, baseUrl: string, route: (typeof ROUTES)[number]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL(route.path, baseUrl).href, { waitUntil: 'commit' });
    await page.locator(route.ready).first().waitFor({ timeout: 30_000 });
    if (route.calculate) {
      await page.getByRole('button', { name: route.calculate, exact: true }).first().waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        (name) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === name && !b.disabled),
        route.calculate,
      );
    }
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  times.sort((a, b) => a - b);
  return times[2]!;
}

async function main() {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'fintools-monolith-'));
  console.log(`building the monolith into ${outputDir} …`);
  await buildMonolith(outputDir);
  const monolith = await serve(outputDir);
  const gateway = await startGateway({}, 18181);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const federatedBytes = await measureRoutes(gateway.url, ROUTES);
    const monolithBytes = await measureRoutes(monolith.url, ROUTES);
    const rows: string[] = ['route                    federated KB  monolith KB  ratio  TTI fed ms  TTI mono ms'];
    for (const route of ROUTES) {
      const fed = federatedBytes.find((r) => r.route === route.path)!.totalGzipBytes;
      const mono = monolithBytes.find((r) => r.route === route.path)!.totalGzipBytes;
      const ttiFed = await timeToInteractive(browser, gateway.url, route);
      const ttiMono = await timeToInteractive(browser, monolith.url, route);
      rows.push(
        `${route.path.padEnd(24)} ${kb(fed).padStart(12)} ${kb(mono).padStart(12)} ${(fed / mono).toFixed(2).padStart(6)}${fed / mono <= 1.1 ? ' ' : '!'} ${ttiFed.toFixed(0).padStart(10)} ${ttiMono.toFixed(0).padStart(12)}`,
      );
    }
    console.log(
      `\n${rows.join('\n')}\n(ratio goal ≤ 1.10, marked ! when over; TTI = median of 5, ms from navigation start)`,
    );
    for (const result of monolithBytes) {
      console.log(`\nmonolith ${result.route}: ${kb(result.totalGzipBytes)} KB`);
      for (const file of result.files) console.log(`  ${kb(file.gzipBytes).padStart(7)} KB  ${file.name}`);
    }
  } finally {
    await browser.close();
    await gateway.stop();
    await monolith.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
