import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seeImageSearch, useTaxCompare } from '../support/tool-checks';

/*
 * A remote that is down, flaky, slow or hung costs only its own screen. The loader retries the
 * manifest and remoteEntry.js twice by itself (300 ms, then 1 s: shared/src/federation/retry-plugin.ts)
 * and gives up after 15 s (TOOL_LOAD_TIME_LIMIT_MS), so a remote answering in 5 s still loads and a hung
 * one shows "temporarily unavailable" with Retry instead of an endless skeleton.
 * The tax remote plays the failing one (its files are routed in this page only).
 */

const TAX = '/taxcompare-calculator';
const skeleton = (page: Page) => page.getByRole('status', { name: 'Loading tool' });
const unavailable = (page: Page) => page.getByRole('heading', { name: 'This tool is temporarily unavailable' });
const taxHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Tax Compare' });

/** Fails the first `failures` requests for a file of the tax remote, then lets them through. */
async function failFirst(page: Page, file: string, failures: number): Promise<() => number> {
  let seen = 0;
  await page.route(`**/mfe/tax/${file}`, async (route) => {
    seen += 1;
    if (seen <= failures) await route.abort('connectionreset');
    else await route.continue();
  });
  return () => seen;
}

test('remoteEntry.js dropped twice: the loader retries by itself and the tool loads', async ({ page }) => {
  const entryRequests = await failFirst(page, 'remoteEntry.js', 2);
  await page.goto(TAX);
  await expect(taxHeading(page)).toBeVisible();
  expect(entryRequests()).toBe(3);
  await expect(unavailable(page)).toHaveCount(0);
  await useTaxCompare(page);
});

test('a remote that is down costs only its screen; Retry loads it once it is back', async ({ page }) => {
  let down = true;
  await page.route('**/mfe/tax/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));

  await page.goto(TAX);
  await expect(unavailable(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(skeleton(page)).toHaveCount(0);

  // Meanwhile the sidebar, the dashboard and another remote's tool work.
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'What would you like to use?' })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Get Img/Video' }).click();
  await sidebar.getByRole('link', { name: 'Image Download' }).click();
  await seeImageSearch(page);

  // Back on the tax tool: still down, so the fallback again; then the remote is back and Retry loads it.
  await page.goBack();
  await page.goBack();
  await expect(unavailable(page)).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(taxHeading(page)).toBeVisible();
  await useTaxCompare(page);
});

test('a slow remote (5 s): the skeleton holds its place, then the tool arrives', async ({ page }) => {
  await page.route('**/mfe/tax/remoteEntry.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => undefined);
  });
  const started = Date.now();
  // Its own waitUntil: the page is watched while it loads, not once it has settled (support/fixtures.ts).
  await page.goto(TAX, { waitUntil: 'load' });
  await expect(skeleton(page)).toBeVisible();
  await expect(taxHeading(page)).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
  await expect(unavailable(page)).toHaveCount(0);
  await useTaxCompare(page);
});

test('a hung remote: after the 15 s limit the fallback replaces the skeleton, and Retry recovers', async ({ page }) => {
  test.setTimeout(90_000);
  let hung = true;
  const held: Route[] = [];
  await page.route('**/mfe/tax/remoteEntry.js', async (route) => {
    if (hung) held.push(route);
    else await route.continue();
  });
  const started = Date.now();
  // Its own waitUntil: the page is watched while it loads, not once it has settled (support/fixtures.ts).
  await page.goto(TAX, { waitUntil: 'load' });
  await expect(skeleton(page)).toBeVisible();
  await expect(unavailable(page)).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_500);

  // The server answers again; the request that hung never will (a Retry must not wait on it).
  hung = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(taxHeading(page)).toBeVisible();
  await useTaxCompare(page);
  for (const route of held) await route.abort('timedout').catch(() => undefined);
});
