import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
// fflate is a dependency of the media remote (its Download All builds the ZIP with it); the test
// borrows that copy to open the ZIP rather than adding a dependency to e2e.
import { unzipSync } from '../../mfe-media/node_modules/fflate';
import { FAKE_MEDIA_KEY, FAKES_URL } from '../support/environment';
import { expect, visitorTest as test } from '../support/fixtures';
import { watchRequests } from '../support/request-headers';

/*
 * The media remote through the shell and the real gateway, with the fake Pexels behind it: the
 * pictures are real JPEGs served cross-origin with CORS headers, so downloads take the same path as
 * in production. The fakes record the last search they received, so these tests run one after another.
 */
test.describe.configure({ mode: 'default' });

const JPEG_MAGIC = [0xff, 0xd8];

interface SentToProvider {
  query: Record<string, string>;
  headers: Record<string, string>;
}

/**
 * The image search the gateway sent to the fake provider for `keyword`. Other specs search the same fake
 * at the same time, so the last request may be theirs: this one is found among the recent ones.
 */
async function imageSearchSentFor(request: APIRequestContext, keyword: string): Promise<SentToProvider | undefined> {
  const recorded = (await (await request.get(`${FAKES_URL}/__fakes/requests/images`)).json()) as {
    recent: SentToProvider[];
  };
  return recorded.recent.findLast((sent) => sent.query.query === keyword);
}

async function searchImages(page: Page, keyword: string, count?: string) {
  await page.getByLabel('Keyword').fill(keyword);
  if (count !== undefined) await page.getByLabel('Image count').fill(count);
  await page.getByRole('button', { name: 'Search Images' }).click();
}

async function savedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

/** The URLs of the page's requests that carried an Authorization header: the key stays in the gateway. */
function watchForAuthorization(page: Page): () => Promise<string[]> {
  const sent = watchRequests(page);
  return async () => (await sent.headers()).filter(({ headers }) => 'authorization' in headers).map(({ url }) => url);
}

test('image search shows cards; the gateway sends the key, the browser never does', async ({ page, request }) => {
  const authorised = watchForAuthorization(page);
  await page.goto('/image-downloader');
  await expect(page.getByRole('heading', { level: 1, name: 'Image Search' })).toBeVisible();
  await expect(page.getByLabel('Image count')).toHaveValue('10');
  await expect(page.getByRole('button', { name: 'Search Images' })).toBeDisabled();

  await searchImages(page, 'masala chai');
  await expect(page.getByRole('heading', { level: 2, name: '10 images for “masala chai”' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);

  const first = cards.first();
  const picture = first.getByRole('img');
  await expect(picture).toHaveAttribute('alt', 'masala chai — fake photo 1');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(picture).toHaveAttribute('src', new RegExp(`^${FAKES_URL}/photos/1001/.*h=350`));
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect(first).toContainText('Photo by Asha Menon on Pexels');
  await expect(first.getByRole('link', { name: 'Asha Menon' })).toHaveAttribute('target', '_blank');

  const seen = await imageSearchSentFor(request, 'masala chai');
  expect(seen?.query).toEqual({ query: 'masala chai', per_page: '10' });
  expect(seen?.headers.authorization).toBe(FAKE_MEDIA_KEY);

  // The count is clamped into 1–80 before the gateway is asked.
  await searchImages(page, 'kulhad', '0');
  await expect(page.getByRole('heading', { level: 2, name: '1 image for “kulhad”' })).toBeVisible();
  await expect(page.getByLabel('Image count')).toHaveValue('1');
  const clamped = await imageSearchSentFor(request, 'kulhad');
  expect(clamped?.query).toEqual({ query: 'kulhad', per_page: '1' });

  expect(await authorised()).toEqual([]);
});

test('one size downloads as image-{id}-{size}.jpg, a real JPEG', async ({ page }) => {
  await page.goto('/image-downloader');
  await searchImages(page, 'tea', '3');
  const card = page.getByRole('article').nth(1);
  await card.getByLabel('Download Sizes').selectOption('large');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('image-1002-large.jpg');
  const bytes = await savedBytes(download);
  expect([...bytes.subarray(0, 2)]).toEqual(JPEG_MAGIC);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Download All (medium) saves one ZIP of every result as image-{id}.jpg', async ({ page }) => {
  await page.goto('/image-downloader');
  await searchImages(page, 'diwali lights', '6');
  await expect(page.getByRole('article')).toHaveCount(6);

  const button = page.getByRole('button', { name: 'Download All (medium)' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('images-diwali-lights.zip');
  const entries = unzipSync(new Uint8Array(await savedBytes(download)));
  expect(Object.keys(entries)).toEqual([1001, 1002, 1003, 1004, 1005, 1006].map((id) => `image-${id}.jpg`));
  for (const picture of Object.values(entries)) expect([...picture.subarray(0, 2)]).toEqual(JPEG_MAGIC);
  await expect(page.getByRole('status')).toHaveText('Saved images-diwali-lights.zip with 6 images.');
  await expect(button).toBeEnabled();
});

test('a failed search keeps the earlier results and says so', async ({ page }) => {
  await page.goto('/image-downloader');
  await searchImages(page, 'chai', '4');
  await expect(page.getByRole('article')).toHaveCount(4);

  await page.route('**/api/images?**', (route) =>
    route.fulfill({ status: 502, json: { error: 'The media search service failed' } }),
  );
  await searchImages(page, 'coffee');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText("Couldn't load results. Try again.");
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 2, name: '4 images for “chai”' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search Images' })).toBeEnabled();

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('video search shows cards with their length and download links that open in a new tab', async ({
  page,
  request,
}) => {
  const authorised = watchForAuthorization(page);
  await page.goto('/video-downloader');
  await expect(page.getByRole('heading', { level: 1, name: 'Video Search' })).toBeVisible();

  await page.getByRole('button', { name: 'Search Videos' }).click();
  await expect(page.getByText('Please enter a keyword to search.')).toBeVisible();
  await expect(page.getByLabel('Keyword')).toHaveAttribute('aria-describedby', /.+/);

  await page.getByLabel('Keyword').fill('monsoon');
  await page.getByLabel('Video count').fill('3');
  await page.getByRole('button', { name: 'Search Videos' }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(page.getByText('Please enter a keyword to search.')).toHaveCount(0);

  const first = cards.first();
  await expect(first.getByRole('img', { name: 'Video by Asha Menon' })).toHaveAttribute('loading', 'lazy');
  await expect(first.locator('time')).toHaveText(/^\d+:\d{2}$/);
  await expect(first).toContainText('Video by Asha Menon on Pexels');

  await first.getByRole('button', { name: 'Download Sizes' }).click();
  const links = first.getByRole('listitem').getByRole('link');
  await expect(links).toHaveText(['hd · 1920 × 1080', 'sd · 640 × 360', 'Original']);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('download', '');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const file = await request.get((await links.first().getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toBe('video/mp4');

  const seen = await (await request.get(`${FAKES_URL}/__fakes/requests/videos`)).json();
  expect(seen.query).toEqual({ query: 'monsoon', per_page: '3' });
  expect(seen.headers.authorization).toBe(FAKE_MEDIA_KEY);
  expect(await authorised()).toEqual([]);
});

test('at 375 px the results fit the screen: no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/image-downloader');
  await searchImages(page, 'rangoli', '4');
  await expect(page.getByRole('article')).toHaveCount(4);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const download = page.getByRole('article').first().getByRole('button', { name: 'Download' });
  expect((await download.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
});
