import { expect, test } from '@playwright/test';
import { formatRouteTable, kb, measureRoutes, MEASURED_ROUTES } from '../size/measure-bytes';
import { GATEWAY_PORT } from '../support/environment';

/**
 * Byte budgets (gzip -9, KB = 1024 B) of the JS each route needs until its h1 is visible and the network
 * is idle: `/` ≤ 90 KB, each area's tool routes within their area's budget, the goal being 122 KB
 * (`size/measure-bytes.ts`). The loan chart (recharts) is not counted: it loads only after Calculate, and the
 * chat's markdown renderer only when a message is sent; neither happens here.
 * Over budget: read the per-file table printed below, and shrink the route; never raise the budget.
 */
test('the dashboard stays within its gzipped-JS budget', async () => {
  const dashboard = MEASURED_ROUTES.filter((route) => route.path === '/');
  const [result] = await measureRoutes(`http://127.0.0.1:${GATEWAY_PORT}`, dashboard);
  console.log(`\n${formatRouteTable([result!], dashboard)}\n`);
  expect(result!.totalGzipBytes).toBeLessThanOrEqual(dashboard[0]!.budgetBytes);
});

test('every route stays within its gzipped-JS budget', async () => {
  // One first visit per route, each waiting for the network to go idle: the time grows with the catalogue.
  test.setTimeout(60_000 + MEASURED_ROUTES.length * 10_000);
  const results = await measureRoutes(`http://127.0.0.1:${GATEWAY_PORT}`, MEASURED_ROUTES);
  const table = formatRouteTable(results, MEASURED_ROUTES);
  console.log(`\n${table}\n`);
  test.info().annotations.push({ type: 'bytes', description: table });

  const over = results
    .map((result) => ({ result, budget: MEASURED_ROUTES.find((route) => route.path === result.route)!.budgetBytes }))
    .filter(({ result, budget }) => result.totalGzipBytes > budget)
    .map(({ result, budget }) => `${result.route} ${kb(result.totalGzipBytes)} KB > ${kb(budget)} KB`);
  expect(over, 'routes over their byte budget (per-file tables printed above)').toEqual([]);
  expect(results).toHaveLength(MEASURED_ROUTES.length);
});

/**
 * The page's own scripts and styles (in its head: the shell's script as a preload its start script runs,
 * docs/decisions/013-paint-before-scripts.md) and its hints (at the end of its body), as paths.
 */
function filesOfPage(html: string): { own: string[]; hints: string[] } {
  const paths = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  return {
    own: [
      ...paths(/<script[^>]* src="?([^" >]+)/g),
      ...paths(/<link[^>]* href="?([^" >]+)"?[^>]* data-fintools-start/g),
      ...paths(/<link[^>]* href="?([^" >]+)"?[^>]* rel="?stylesheet/g),
    ],
    hints: paths(/<link rel="(?:preload|prefetch)"[^>]* href="([^"]+)"/g),
  };
}

test('a page hints each file it will need once, never one it already loads, and each hint answers', async ({
  request,
}) => {
  for (const route of MEASURED_ROUTES) {
    const html = await (await request.get(`http://127.0.0.1:${GATEWAY_PORT}${route.path}`)).text();
    const { own, hints } = filesOfPage(html);
    expect(own, `${route.path}: the shell's own script and styles`).toHaveLength(2);
    expect(
      hints.filter((file) => own.includes(file)),
      `${route.path}: hints for files already in the page`,
    ).toEqual([]);
    expect(new Set(hints).size, `${route.path}: a file hinted twice`).toBe(hints.length);
    if (route.path !== '/')
      expect(hints.length, `${route.path}: a tool route hints its loader and remote`).toBeGreaterThan(2);
    for (const file of hints) {
      expect((await request.get(`http://127.0.0.1:${GATEWAY_PORT}${file}`)).status(), `${route.path}: ${file}`).toBe(
        200,
      );
    }
  }
});
