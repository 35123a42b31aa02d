import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { remoteDist } from '../support/builds';
import { expect, test } from '../support/fixtures';
import { useTaxCompare } from '../support/tool-checks';

/*
 * After remoteEntry.js has loaded, a remote's own webpack runtime loads the screen's chunk. A chunk that
 * fails or hangs is retried like the entry (shared/build/chunk-retry.cjs): twice, after 300 ms and 1 s,
 * each try under a new URL (`?retry=1`), a hung try given up after 4 s. The visitor sees the tool
 * without clicking Retry. The tax remote's TaxCompare chunk plays the failing file, in this page only.
 */

const TAX = '/taxcompare-calculator';
/**
 * The TaxCompare screen's chunk: the remote names its chunk files by id (`[id].[contenthash].js`), so the file is
 * read from the build's files-by-expose.json, which lists each exposed screen's own chunks.
 */
const SCREEN_FILE = (
  JSON.parse(fs.readFileSync(path.join(remoteDist('tax'), 'files-by-expose.json'), 'utf8')) as Record<string, string[]>
)['./tax-compare/tax-compare-screen']![0]!;
const CHUNK = `**/mfe/tax/${SCREEN_FILE}*`;
const taxHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Tax Compare' });
const unavailable = (page: Page) => page.getByRole('heading', { name: 'This tool is temporarily unavailable' });

/**
 * Script requests are the loads these tests are about. The page's HTML preloads the screen's chunk, and
 * Chromium answers the remote's first request with that preload, failed or hung as it may be: the preload is
 * the first try. Anything else for the file (a hint of another kind) is let through.
 */
const isScriptLoad = (route: Route) => route.request().resourceType() === 'script';

/** Every URL of the screen's chunk the remote's runtime asked for, in order. */
function chunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.endsWith(`/mfe/tax/${SCREEN_FILE}`))
      urls.push(new URL(request.url()).search);
  });
  return urls;
}

test('a screen chunk that hangs is given up after 4 s and asked for again; the tool loads by itself', async ({
  page,
}) => {
  const held: Route[] = [];
  await page.route(CHUNK, async (route) => {
    if (!isScriptLoad(route)) return route.continue();
    // The first try never answers; a retry comes under a new URL and is let through.
    if (new URL(route.request().url()).search === '') held.push(route);
    else await route.continue();
  });
  const requests = chunkRequests(page);
  const started = Date.now();
  await page.goto(TAX);
  await expect(taxHeading(page)).toBeVisible({ timeout: 14_000 });
  const took = Date.now() - started;
  expect(took).toBeGreaterThanOrEqual(4_000);
  expect(requests).toEqual(['', '?retry=1']);
  await expect(unavailable(page)).toHaveCount(0);
  await useTaxCompare(page);
  for (const route of held) await route.abort('timedout').catch(() => undefined);
});

test('a screen chunk that fails twice is retried after 300 ms and 1 s, and the tool loads', async ({ page }) => {
  let seen = 0;
  await page.route(CHUNK, async (route) => {
    if (!isScriptLoad(route)) return route.continue();
    seen += 1;
    if (seen <= 2) await route.fulfill({ status: 503, body: 'deploying' });
    else await route.continue();
  });
  const requests = chunkRequests(page);
  await page.goto(TAX);
  await expect(taxHeading(page)).toBeVisible();
  expect(requests).toEqual(['', '?retry=1', '?retry=2']);
  await useTaxCompare(page);
});

test('a screen chunk that never comes: the tool gives up within its 15 s and Retry recovers', async ({ page }) => {
  test.setTimeout(60_000);
  let down = true;
  await page.route(CHUNK, async (route) => {
    if (!isScriptLoad(route)) return route.continue();
    if (down) await route.fulfill({ status: 503, body: 'down' });
    else await route.continue();
  });
  await page.goto(TAX);
  await expect(unavailable(page)).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(taxHeading(page)).toBeVisible();
  await useTaxCompare(page);
});
