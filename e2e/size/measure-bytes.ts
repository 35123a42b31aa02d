/**
 * `pnpm size`: loads routes of the built product in Chromium through the real gateway and prints the
 * gzipped bytes (level 9, KB = 1024 B) of every JavaScript file each route needed. A report: the
 * budgets that fail the build live in the test suite.
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startGateway } from '../support/start-gateway';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/environment';
import { scriptPort } from '../support/ports';
import { productCatalogue } from '../support/catalogue';

export interface RouteBytes {
  route: string;
  files: { name: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * What a route costs: the JS Chromium fetched until the route's screen is on screen and the network is idle, and
 * in a translated language (`?lang=hi`) the catalogues of words too (dist/messages/…, JSON).
 */
export async function measureRoutes(
  baseUrl: string,
  routes: readonly { path: string; ready: string }[],
  language?: string,
): Promise<RouteBytes[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: RouteBytes[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const files: { name: string; gzipBytes: number }[] = [];
      const pending: Promise<void>[] = [];
      const seen = new Set<string>();
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        const words = type.includes('json') && new URL(response.url()).pathname.includes('/messages/');
        if (!type.includes('javascript') && !words) return;
        // A prefetched chunk answers its later <script> from the HTTP cache: one download, counted once.
        if (seen.has(response.url())) return;
        seen.add(response.url());
        pending.push(
          response.body().then(
            (body) => {
              files.push({ name: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
            },
            () => undefined,
          ),
        );
      });
      const url = new URL(route.path, baseUrl);
      if (language) url.searchParams.set('lang', language);
      await page.goto(url.href);
      try {
        await page.locator(route.ready).first().waitFor({ timeout: 20_000 });
      } catch (error) {
        throw new Error(`${route.path}: "${route.ready}" never showed: ${String(error)}`, { cause: error });
      }
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

/** A route to measure: where it is, and what on screen says it is ready (its h1 is visible). */
export interface MeasuredRoute {
  path: string;
  ready: string;
  /** gzipped-JS budget in bytes that `tests/budgets.spec.ts` enforces. */
  budgetBytes: number;
}

/**
 * Budgets (KB = 1024 B, gzip -9). The dashboard's is the product's goal, 90 KB, and holds. The tool routes'
 * goal is 122 KB and is NOT met: what every tool route pays before its screen (the shell's main with React and
 * react-router-dom, the loader with the federation runtime, the remote's remoteEntry.js) is already ~118 KB
 * (docs/performance.md). Until the goal is met, each area's tool routes are held at their measured largest
 * plus 1.5 KB, rounded up to the half KB, so that nothing grows unnoticed: a change that makes a page bigger
 * fails `pnpm test` with its files listed. The 1.5 KB is for what a load fetches before its screen is up, which
 * varies: CI once counted a 0.6 KB chunk on /image-downloader that a local run did not. A route shrinks, its
 * area's budget follows. A budget rose once, on 2026-11-29, by what the tax year, the result limit and the
 * catalogue's ranks and icons added (calculators +2.0 KB, tax +2.4, media +0.5 for the shell's +0.3), with
 * what was measured to win it back (docs/performance.md, "Byte budgets"). It rose again on 2026-12-02 by the
 * 0.5 KB the languages may cost an English visitor (issue 52: the language context, the header's choice and the
 * shell's words through it; measured +0.4 KB on main.js), and the calculators' another 0.5 KB for their screens'
 * words (FD and RD measured 141.6 KB: English visitors there pay ~0.7 KB for the languages, over issue 52's 0.5).
 * The tax area's rose by 1.5 KB on 2026-12-03: the loan schedule's error bounds (issue 51, exact loans), which
 * the Home Loan Tax Benefit runs through shared's `finance/loan-schedule`, +1.0 KB there; the exact model
 * itself (2.9 KB) moved to the Loan screen's results chunk, which loads after Calculate. The calculators'
 * came down to their largest route's plus 1.5 KB the same day, and both again when each screen's chunk came to
 * carry only its own tools' intros (−1.2 KB on every calculators route, −0.5 on tax) and a remote's entry found
 * its folder from its own script element (−0.2 KB). Both came down again on 2026-12-07, to their largest route's
 * plus 1.5 KB, after the loader's chunk took in what every tool route needs (decision 027, −1.2 KB) and a page's
 * shared-module chunks came as one script (decision 028, −0.6 to −1.4 KB).
 */
export const DASHBOARD_BUDGET_BYTES = 90 * 1024;
export const TOOL_BUDGET_BYTES_BY_AREA: Readonly<Record<string, number>> = {
  // 132.6 KB measured on /xirr-calculator (2026-12-07, decision 028; 134.5 KB on 2026-12-03).
  calculators: 134.5 * 1024,
  // 133.5 KB measured on /home-loan-tax-benefit (2026-12-07, decision 028; 136.2 KB on 2026-12-03).
  tax: 135 * 1024,
  // Measured 2026-12-02 after the languages (fresh clone): /chat-bot 129.2, /image-downloader 131.1,
  // /resume-builder 132.0 KB; each held at that plus 0.5 KB, with the headroom these areas had spent.
  media: 131.5 * 1024,
  chat: 129.5 * 1024,
  resume: 132.5 * 1024,
};
/** An area released later, which the table above does not know yet: the largest area's budget. */
export const NEW_AREA_TOOL_BUDGET_BYTES = Math.max(...Object.values(TOOL_BUDGET_BYTES_BY_AREA));

/**
 * Every route: the dashboard and every tool route of the catalogue (aliases included). A tool route is
 * ready when the screen's own h1 (rendered by the remote, not the skeleton) is visible. The loan chart
 * (recharts) loads only after Calculate and is never pressed here; so it is not counted.
 */
export const MEASURED_ROUTES: readonly MeasuredRoute[] = [
  { path: '/', ready: 'h1:has-text("What would you like to use?")', budgetBytes: DASHBOARD_BUDGET_BYTES },
  ...productCatalogue().map((tool) => ({
    path: tool.path,
    ready: 'main h1 >> visible=true',
    budgetBytes: TOOL_BUDGET_BYTES_BY_AREA[tool.area] ?? NEW_AREA_TOOL_BUDGET_BYTES,
  })),
];

/** The per-route table, then the per-file table of every route over its budget (or of all routes with `allFiles`). */
export function formatRouteTable(
  results: readonly RouteBytes[],
  routes: readonly MeasuredRoute[],
  allFiles = false,
): string {
  const lines = ['route                           gzipped JS  budget   files  status'];
  for (const result of results) {
    const budget = routes.find((route) => route.path === result.route)?.budgetBytes;
    const over = budget !== undefined && result.totalGzipBytes > budget;
    lines.push(
      `${result.route.padEnd(30)} ${kb(result.totalGzipBytes).padStart(8)} KB ${budget ? kb(budget).padStart(6) : '     -'} KB ${String(result.files.length).padStart(5)}  ${over ? 'OVER' : 'ok'}`,
    );
  }
  for (const result of results) {
    const budget = routes.find((route) => route.path === result.route)?.budgetBytes;
    if (!allFiles && !(budget !== undefined && result.totalGzipBytes > budget)) continue;
    lines.push('', `${result.route}: ${kb(result.totalGzipBytes)} KB gzipped JS in ${result.files.length} files`);
    for (const file of result.files) lines.push(`  ${kb(file.gzipBytes).padStart(7)} KB  ${file.name}`);
  }
  return lines.join('\n');
}

/** What a Hindi visitor pays beyond an English one (issue 52's goal: at most 4 KB gz, the PDF font aside). */
export const HINDI_EXTRA_GOAL_BYTES = 4 * 1024;

/** Route by route: what the English and the Hindi visitor download (gz) and the difference. */
function hindiExtras(english: readonly RouteBytes[], hindi: readonly RouteBytes[]) {
  return english.flatMap((result) => {
    const translated = hindi.find((other) => other.route === result.route);
    return translated
      ? [
          {
            route: result.route,
            english: result.totalGzipBytes,
            hindi: translated.totalGzipBytes,
            extra: translated.totalGzipBytes - result.totalGzipBytes,
          },
        ]
      : [];
  });
}

/** The routes whose Hindi visitor downloads more than HINDI_EXTRA_GOAL_BYTES beyond the English one. */
export function hindiOverGoal(english: readonly RouteBytes[], hindi: readonly RouteBytes[]): string[] {
  return hindiExtras(english, hindi)
    .filter(({ extra }) => extra > HINDI_EXTRA_GOAL_BYTES)
    .map(({ route }) => route);
}

/** Route by route: English, Hindi (JS and catalogues) and the difference, against HINDI_EXTRA_GOAL_BYTES. */
export function formatLanguageTable(english: readonly RouteBytes[], hindi: readonly RouteBytes[]): string {
  const lines = ['route                            English    Hindi    extra  goal 4.0 KB'];
  for (const row of hindiExtras(english, hindi))
    lines.push(
      `${row.route.padEnd(30)} ${kb(row.english).padStart(7)} KB ${kb(row.hindi).padStart(6)} KB ${kb(row.extra).padStart(5)} KB  ${row.extra > HINDI_EXTRA_GOAL_BYTES ? 'over' : 'ok'}`,
    );
  return lines.join('\n');
}

async function main() {
  // SIZE_ROUTES="/emi-calculator,/": only these (the smoke run in `pnpm test` measures one).
  const only = process.env.SIZE_ROUTES?.split(',').filter(Boolean);
  const routes = only ? MEASURED_ROUTES.filter((route) => only.includes(route.path)) : MEASURED_ROUTES;
  if (only && routes.length !== only.length)
    throw new Error(`SIZE_ROUTES: measured routes are ${MEASURED_ROUTES.map((route) => route.path).join(', ')}`);
  const gateway = await startGateway({}, await scriptPort());
  try {
    const english = await measureRoutes(gateway.url, routes);
    console.log(formatRouteTable(english, routes, true));
    console.log(`\nThe same routes in Hindi (?lang=hi), with their catalogues:\n`);
    // A route's ready mark may be English words (the dashboard's h1); in Hindi its h1, then the idle network.
    const inHindi = routes.map((route) => ({ ...route, ready: 'h1 >> visible=true' }));
    const hindi = await measureRoutes(gateway.url, inHindi, 'hi');
    console.log(formatLanguageTable(english, hindi));
    // The goal is a budget: a route whose Hindi visitor pays more fails the report (and its smoke run in `pnpm test`).
    const over = hindiOverGoal(english, hindi);
    if (over.length > 0) {
      console.error(`\nOver the Hindi goal of ${kb(HINDI_EXTRA_GOAL_BYTES)} KB: ${over.join(', ')}`);
      process.exitCode = 1;
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
