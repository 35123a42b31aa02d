import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FAKE_CHAT_KEY, FAKE_MEDIA_KEY, GATEWAY_PORT } from '../support/environment';
import { expect, visitorTest as test } from '../support/fixtures';
import { watchRequests } from '../support/request-headers';
import { openTool } from '../support/tool-checks';

const REPO_ROOT = path.resolve(__dirname, '../..');
const KEYS = [FAKE_MEDIA_KEY, FAKE_CHAT_KEY];
const FAILURE = 'Failed to fetch exchange rates. Try again.';

/** The result line ("1 USD = 85.00 INR"): the only text on the page with " = " in it. */
const resultLine = (page: Page) => page.getByText(/^[\d,.]+ [A-Z]{3} = [\d,.]+ [A-Z]{3}$/);
const ratesHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^Exchange Rates \(Base: [A-Z]{3}\)$/ });
/** The rate beside a code in the rates list ("INR" → "85.0000"). */
const rateOf = (page: Page, code: string) =>
  page.locator(`xpath=//dl//dt[span[normalize-space()="${code}"]]/following-sibling::dd[1]`);

const openConverter = (page: Page) => openTool(page, '/currency-calculator', 'Currency Converter');

test.describe('Currency Converter', () => {
  // On a cold cache a request for a base whose refresh is already under way waits up to 1 s for it and
  // otherwise gets the shipped snapshot (gateway/src/api/rates.ts). Specs in the other worker ask for the
  // same bases at the same time, and a loaded CI machine can take longer than that. These tests check the
  // fake's rates, so every base they read is fetched first.
  test.beforeEach(async ({ request }) => {
    for (const base of ['USD', 'EUR', 'INR']) {
      await expect
        .poll(async () => ((await (await request.get(`/api/rates?from=${base}`)).json()) as { source: string }).source)
        .not.toBe('snapshot');
    }
  });

  test('converts through the gateway with the fake rates: defaults, amount, From, swap, date and source', async ({
    page,
  }) => {
    const ratesRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/rates') ratesRequests.push(request.url());
    });
    await openConverter(page);

    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('1');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('USD');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('INR');
    await expect(resultLine(page)).toHaveText('1 USD = 85.00 INR');
    await expect(ratesHeading(page)).toHaveText('Exchange Rates (Base: USD)');
    await expect(rateOf(page, 'INR')).toHaveText('85.0000');
    await expect(rateOf(page, 'EUR')).toHaveText('0.9000');
    // Fresh from the fakes, or from the gateway's 10-minute cache when another test asked first.
    await expect(page.getByText(/^Rates of 15 Jan 2026 \((live|cached)\)$/)).toBeVisible();
    await expect(
      page.getByLabel('To', { exact: true }).locator('option', { hasText: 'INR — Indian Rupee' }),
    ).toHaveCount(1);

    await page.getByLabel('Amount', { exact: true }).fill('2500');
    await expect(resultLine(page)).toHaveText('2,500 USD = 2,12,500.00 INR');

    await page.getByLabel('From', { exact: true }).selectOption('EUR');
    await expect(ratesHeading(page)).toHaveText('Exchange Rates (Base: EUR)');
    await expect(rateOf(page, 'USD')).toHaveText('1.1111');
    await expect(resultLine(page)).toHaveText('2,500 EUR = 2,36,111.00 INR');

    await page.getByRole('button', { name: 'Swap currencies' }).click();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('INR');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('EUR');
    await expect(ratesHeading(page)).toHaveText('Exchange Rates (Base: INR)');
    await expect(resultLine(page)).toHaveText('2,500 INR = 26.47 EUR');
    await expect(page.getByText(/^Rates of 15 Jan 2026 \((live|cached)\)$/)).toBeVisible();

    // Every rates call went to the page's own origin, for the base on screen at the time.
    expect(ratesRequests.length).toBeGreaterThanOrEqual(3);
    for (const url of ratesRequests)
      expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${GATEWAY_PORT}/api/rates\\?from=[A-Z]{3}$`));
    expect(ratesRequests.map((url) => new URL(url).searchParams.get('from'))).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'INR']),
    );
  });

  test('a failing rates request shows the red alert and clears the result and the rates list', async ({ page }) => {
    await openConverter(page);
    await expect(resultLine(page)).toHaveText('1 USD = 85.00 INR');

    await page.route('**/api/rates**', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.getByLabel('From', { exact: true }).selectOption('GBP');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(FAILURE);
    await expect(alert).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(resultLine(page)).toHaveCount(0);
    await expect(ratesHeading(page)).toHaveCount(0);
    await expect(page.locator('dl dd')).toHaveCount(0);
    // The selects keep their choices from the fixed list.
    await expect(page.getByLabel('From', { exact: true }).locator('option')).toHaveCount(31);

    await page.unroute('**/api/rates**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(resultLine(page)).toHaveText('1 GBP = 106.25 INR');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('no browser request carries a credential', async ({ page }) => {
    const sent = watchRequests(page);
    await openConverter(page);
    await expect(resultLine(page)).toHaveText('1 USD = 85.00 INR');
    await page.getByLabel('To', { exact: true }).selectOption('JPY');
    await expect(resultLine(page)).toHaveText('1 USD = 150.00 JPY');

    // The browser talks only to the gateway: never to the rates service or the fakes.
    for (const url of sent.urls()) expect(new URL(url).origin, url).toBe(`http://127.0.0.1:${GATEWAY_PORT}`);
    // The rates request is over once its result shows, but the event saying so may come a moment later.
    await expect
      .poll(async () => (await sent.headers()).some((request) => new URL(request.url).pathname === '/api/rates'))
      .toBe(true);
    for (const { url, headers } of await sent.headers()) {
      expect(
        Object.keys(headers).map((name) => name.toLowerCase()),
        url,
      ).not.toContain('authorization');
      for (const key of KEYS) {
        expect(url).not.toContain(key);
        expect(Object.values(headers).join('\n'), url).not.toContain(key);
      }
    }
  });

  test('no built JavaScript holds a configured key', () => {
    const dists = [
      path.join(REPO_ROOT, 'shell', 'dist'),
      ...readdirSync(REPO_ROOT, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
        .map((entry) => path.join(REPO_ROOT, entry.name, 'dist')),
    ].filter((dist) => existsSync(dist)); // the gateway serves only what was built
    expect(dists).toContain(path.join(REPO_ROOT, 'shell', 'dist'));
    expect(dists).toContain(path.join(REPO_ROOT, 'mfe-calculators', 'dist'));
    const files = dists.flatMap((dist) =>
      (readdirSync(dist, { recursive: true, encoding: 'utf8' }) as string[])
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join(dist, name)),
    );
    expect(files.some((file) => file.includes(`${path.sep}mfe-calculators${path.sep}`))).toBe(true);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const key of KEYS) expect(text.includes(key), `${file} contains ${key}`).toBe(false);
    }
  });
});
