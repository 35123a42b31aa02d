/**
 * Lighthouse in mobile mode over every route of the built product, through a gateway this script starts.
 * Prints the performance, accessibility and best-practices scores per route. A report, not pass/fail.
 *
 *   cd e2e && node --import tsx lighthouse/run-lighthouse.ts [route …]   (default: every route)
 *
 * chrome-launcher (lighthouse's own dependency) starts Debian's Chromium: CHROME_PATH, default /usr/bin/chromium.
 */
import { createRequire } from 'node:module';
import { MEASURED_ROUTES } from '../size/measure-bytes';
import { CHROMIUM_PATH } from '../support/environment';
import { startGateway } from '../support/start-gateway';

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
      };
    }
  | undefined
>;

const ALL_ROUTES = [...MEASURED_ROUTES.map((route) => route.path), '/settings', '/help'];
const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ALL_ROUTES;

async function main() {
  process.env.CHROME_PATH ??= CHROMIUM_PATH;
  // chrome-launcher is a dependency of lighthouse, not of e2e: resolve it from lighthouse's install.
  const lighthouseRequire = createRequire(require.resolve('lighthouse/package.json'));
  const chromeLauncher = (await import(lighthouseRequire.resolve('chrome-launcher'))) as ChromeLauncher;
  const lighthouse = ((await import('lighthouse')) as { default: Lighthouse }).default;

  const gateway = await startGateway({}, 18182);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = ['route                          perf  a11y  best-practices   FCP    LCP    TBT    CLS'];
  try {
    for (const route of ROUTES) {
      const result = await lighthouse(
        new URL(route, gateway.url).href,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        // The default config is the mobile one (Moto G Power emulation, simulated slow 4G).
        undefined,
      );
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => {
        const value = categories[id]?.score;
        return typeof value === 'number' ? String(Math.round(value * 100)).padStart(4) : '   -';
      };
      const audits = result?.lhr.audits ?? {};
      const ms = (id: string) => {
        const value = audits[id]?.numericValue;
        return typeof value === 'number' ? `${Math.round(value)}`.padStart(6) : '     -';
      };
      const cls = audits['cumulative-layout-shift']?.numericValue;
      rows.push(
        `${route.padEnd(30)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}         ` +
          `${ms('first-contentful-paint')} ${ms('largest-contentful-paint')} ${ms('total-blocking-time')} ` +
          `${typeof cls === 'number' ? cls.toFixed(3).padStart(6) : '     -'}`,
      );
      console.log(rows[rows.length - 1]);
    }
  } finally {
    await chrome.kill();
    await gateway.stop();
  }
  console.log(`\n${rows.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
