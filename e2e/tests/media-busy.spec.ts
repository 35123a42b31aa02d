import type { Page } from '@playwright/test';
import { E2E_ENV } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { freePort, releasePort } from '../support/ports';
import { REPO_ROOT, startGateway, type RunningGateway } from '../support/start-gateway';

/*
 * The one media failure a visitor is told about: the gateway's hourly budget of calls to the media
 * provider (MEDIA_UPSTREAM_PER_HOUR) is spent. A gateway of this file's own, with a budget of 2 and the
 * cache on, in front of the same fake Pexels: two searches spend it, a third new one shows the gateway's
 * "busy" words on both media screens, and a search it answered before still works from its cache.
 */
test.describe.configure({ mode: 'default' });

const BUSY = 'Image and video search is busy. Try again in a few minutes.';
let gateway: RunningGateway | undefined;
let port = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await freePort('mediaBusy');
  gateway = await startGateway(
    { ...E2E_ENV, STATIC_ROOT: REPO_ROOT, MEDIA_UPSTREAM_PER_HOUR: '2', MEDIA_CACHE_SECONDS: '600' },
    port,
    { buildNothing: true },
  );
});

test.afterAll(async () => {
  await gateway?.stop();
  releasePort(port);
});

async function search(page: Page, button: 'Search Images' | 'Search Videos', keyword: string) {
  await page.getByLabel('Keyword').fill(keyword);
  await page.getByRole('button', { name: button }).click();
}

test('a spent budget: the screens say the gateway is busy; searches it has answered still work', async ({ page }) => {
  await page.goto(`${gateway!.url}/image-downloader`);
  await search(page, 'Search Images', 'cutting chai');
  await expect(page.getByRole('heading', { level: 2, name: '10 images for “cutting chai”' })).toBeVisible();
  await search(page, 'Search Images', 'filter coffee');
  await expect(page.getByRole('heading', { level: 2, name: '10 images for “filter coffee”' })).toBeVisible();

  // The budget is spent: a new search is refused with the gateway's words, the results stay.
  await search(page, 'Search Images', 'rose lassi');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText(BUSY);
  await expect(page.getByRole('heading', { level: 2, name: '10 images for “filter coffee”' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);

  // A search answered before comes from the gateway's cache (the spent budget would refuse a provider call),
  // and clears the notice. The fake provider is shared with specs running beside this one, so its request
  // count cannot tell this gateway's calls apart; the gateway Jest suite counts them on a fake of its own.
  await search(page, 'Search Images', 'cutting chai');
  await expect(page.getByRole('heading', { level: 2, name: '10 images for “cutting chai”' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The budget is the gateway's, for images and videos together.
  await page.goto(`${gateway!.url}/video-downloader`);
  await search(page, 'Search Videos', 'monsoon');
  await expect(page.getByRole('alert')).toContainText(BUSY);
  await expect(page.getByRole('article')).toHaveCount(0);
});
