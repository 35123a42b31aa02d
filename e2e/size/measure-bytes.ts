/**
 * `pnpm size`: loads routes of the built product in Chromium through the real gateway and prints the
 * gzipped bytes (level 9, KB = 1024 B) of every JavaScript file each route needed. A report: the
 * budgets that fail the build live in the test suite.
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startGateway } from '../support/start-gateway';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/environment';

export interface RouteBytes {
  route: string;
  files: { name: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** What a route costs: the JS Chromium fetched until the route's screen is on screen and the network is idle. */
export async function measureRoutes(baseUrl: string, routes: readonly { path: string; ready: string }[]): Promise<RouteBytes[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: RouteBytes[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const files: { name: string; gzipBytes: number }[] = [];
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('javascript')) return;
        pending.push(
          response.body().then((body) => {
            files.push({ name: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
          }),
        );
      });
      await page.goto(new URL(route.path, baseUrl).href);
      await page.locator(route.ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      files.sort((a, b) => b.gzipBytes - a.gzipBytes);
      results.push({ route: route.path, files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export const MEASURED_ROUTES = [
  { path: '/', ready: 'text=What would you like to use?' },
  { path: '/basiccalc-calculator', ready: '[aria-label="Display"]' },
] as const;

async function main() {
  const gateway = await startGateway();
  try {
    for (const result of await measureRoutes(gateway.url, MEASURED_ROUTES)) {
      console.log(`\n${result.route}: ${kb(result.totalGzipBytes)} KB gzipped JS in ${result.files.length} files`);
      for (const file of result.files) console.log(`  ${kb(file.gzipBytes).padStart(7)} KB  ${file.name}`);
    }
  } finally {
    await gateway.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
