import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { useTaxCompare } from '../support/tool-checks';

/*
 * A tool page gets the shell's chunks of its screen's shared modules in one script, which the shell runs as
 * it starts (gateway/src/chunk-bundle.ts, shell/src/navigation/chunk-bundle.ts). The bundle only runs them
 * early: without it, webpack loads each chunk from its own file, as it always does for a page without one.
 */

const TAX = '/taxcompare-calculator';

/** The page's bundle as the gateway hinted it, and the files of the chunks it holds. */
async function bundleOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const bundle = /<link rel="preload" as="script" href="(\/chunks\/[^"]+)"[^>]* data-fintools-bundle>/.exec(html)?.[1];
  expect(bundle, `${path} hints a bundle of its shared chunks`).toBeDefined();
  const files = bundle!
    .slice('/chunks/'.length, -'.js'.length)
    .split('+')
    .map((name) => `/${name}.js`);
  return { bundle: bundle!, files };
}

/** The scripts the page asked for among these paths, in order. */
function scriptRequests(page: Page, paths: readonly string[]): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && paths.includes(pathname)) requested.push(pathname);
  });
  return requested;
}

test("a tool page's shared chunks come in the one script it hints, and the tool works", async ({ page }) => {
  const { bundle, files } = await bundleOf(page, TAX);
  const requested = scriptRequests(page, [bundle, ...files]);
  await page.goto(TAX);
  await useTaxCompare(page);
  expect(requested).toEqual([bundle]);
});

test('a bundle that fails: each chunk comes from its own file, and the tool works', async ({ page }) => {
  const { bundle, files } = await bundleOf(page, TAX);
  await page.route('**/chunks/**', (route) => route.fulfill({ status: 503, body: 'deploying' }));
  const requested = scriptRequests(page, [bundle, ...files]);
  await page.goto(TAX);
  await useTaxCompare(page);
  expect(requested[0]).toBe(bundle);
  expect(requested.slice(1).sort()).toEqual([...files].sort());
});
