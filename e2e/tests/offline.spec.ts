import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Frame, type Page } from '@playwright/test';
import { remoteDist, staticRootWithShell } from '../support/builds';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH, E2E_ENV } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/ports';
import { REPO_ROOT, startGateway, type RunningGateway } from '../support/start-gateway';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { resultValue, useTaxCompare } from '../support/tool-checks';
import { SHELL_V2, TAX_V2, variantDir } from '../support/variants';

/*
 * Offline and installable (docs/offline.md). After one online visit the service worker keeps the shell,
 * the federation runtime, the shared modules and every calculator and tax screen, so those routes open
 * and calculate with no network at all, even never opened; the converter shows the rates this browser
 * kept, and chat says "You are offline.". Online again, a redeployed remote shows on the next load, and a
 * new shell build is offered with a notice. Each test has its own gateway (and origin), because a
 * service worker and its caches belong to an origin.
 */

test.describe.configure({ mode: 'default' });

const TAX_V2_LABEL = TAX_V2.label;
const SHELL_V2_LABEL = SHELL_V2.label;

/** Waits until the page's service worker reports every calculator and tax route kept (`<html data-offline>`). */
async function waitUntilOfflineReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready', { timeout: 30_000 });
}

async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => caches.keys());
}

async function workerRegistrations(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

/** The page's own DevTools session while it is offline (goOffline). */
let offlineSession: { cdp: CDPSession; reapply: (frame: Frame) => void } | undefined;

/**
 * Takes the browser off the network and back, as a visitor's connection goes. Playwright tells Chromium once
 * per page (Network.emulateNetworkConditions); Chromium 150 then fails every request but forgets the state for
 * `navigator.onLine` at the next navigation (seen here: true on each page loaded offline). What a visitor's
 * browser says is what the chat's notice follows, so each page loaded offline is told again.
 */
async function goOffline(context: BrowserContext, page: Page, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  const conditions = { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  if (offline) {
    const cdp = await context.newCDPSession(page);
    const reapply = (frame: Frame) => {
      if (frame === page.mainFrame()) void cdp.send('Network.emulateNetworkConditions', conditions).catch(() => {});
    };
    page.on('framenavigated', reapply);
    offlineSession = { cdp, reapply };
  } else if (offlineSession) {
    page.off('framenavigated', offlineSession.reapply);
    await offlineSession.cdp.send('Network.emulateNetworkConditions', conditions);
    await offlineSession.cdp.detach();
    offlineSession = undefined;
  }
}

// The worker is what these tests are about (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('after one online visit', () => {
  let taxV1: StaticServer | undefined;
  let taxV2: StaticServer | undefined;
  let gateway: RunningGateway | undefined;
  let port = 0;
  const env = (taxUrl: string) => ({
    ...E2E_ENV,
    STATIC_ROOT: REPO_ROOT,
    REMOTE_TAX_URL: `${taxUrl}/mf-manifest.json`,
  });

  test.beforeAll(async () => {
    // The tax remote on its own origin, as a team deploys it: its files are kept through CORS.
    taxV1 = await startStaticServer({ port: await freePort('offline'), root: remoteDist('tax') });
    // Its next version, made before the browser run (prepare-variants.ts).
    taxV2 = await startStaticServer({ port: await freePort('offline'), root: variantDir(TAX_V2) });
    port = await freePort('offline');
    gateway = await startGateway(env(taxV1.url), port, { buildNothing: true });
  });

  test.afterAll(async () => {
    await gateway?.stop();
    await taxV1?.stop();
    await taxV2?.stop();
  });

  test('every calculator and tax route calculates offline; a redeployed remote shows once online', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const url = (route: string) => `${gateway!.url}${route}`;

    await test.step('one online visit, and the worker says it is ready', async () => {
      await page.goto(url('/'));
      await expect(page.getByRole('heading', { name: 'What would you like to use?' })).toBeVisible();
      await waitUntilOfflineReady(page);
      // Opened once online: the converter (its rates are kept) and the chat (its remote is not kept otherwise).
      await page.goto(url('/currency-calculator'));
      await expect(page.getByText(/^Rates of 15 Jan 2026 \((live|cached)\)$/)).toBeVisible();
      await page.goto(url('/chat-bot'));
      await expect(page.getByLabel('Message')).toBeVisible();
    });

    await goOffline(context, page, true);

    await test.step('FD, never opened: opens and calculates', async () => {
      await page.goto(url('/fd-calculator'));
      await expect(page.getByRole('heading', { level: 1, name: 'FD Calculator' })).toBeVisible();
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹1,16,075');
    });

    await test.step('Loan, never opened: the schedule and the chart (a chunk loaded after Calculate)', async () => {
      await page.goto(url('/loan-calculator'));
      await page.getByRole('button', { name: 'Calculate EMI' }).click();
      await expect(resultValue(page, 'Monthly EMI')).toHaveText('₹43,610');
      await expect(page.getByRole('table', { name: 'Interest Breakdown' })).toBeVisible();
      await expect(page.getByRole('figure', { name: 'Principal vs Interest Over Time' })).toBeVisible();
    });

    await test.step('Tax Compare, from the remote on its own origin, never opened', async () => {
      await page.goto(url('/taxcompare-calculator'));
      await expect(page.getByRole('heading', { level: 1, name: 'Tax Compare' })).toBeVisible();
      await useTaxCompare(page);
      await expect(page.getByText('tax remote · v0.1.0', { exact: true })).toBeVisible();
    });

    await test.step('the converter shows the rates this browser kept, with their date', async () => {
      await page.goto(url('/currency-calculator'));
      await expect(page.getByText('Rates of 15 Jan 2026 (saved in this browser, offline)')).toBeVisible();
      await expect(page.getByText('1 USD = 85.00 INR')).toBeVisible();
    });

    await test.step('chat says it is offline and sends nothing', async () => {
      await page.goto(url('/chat-bot'));
      await expect(page.getByText('You are offline.')).toBeVisible();
      await page.getByLabel('Message').fill('Hello');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('article', { name: 'You' })).toHaveCount(0);
      await expect(page.getByLabel('Message')).toHaveValue('Hello');
    });

    await test.step('a tool whose files were never kept: the "temporarily unavailable" screen with Retry', async () => {
      await page.goto(url('/image-downloader'));
      await expect(page.getByRole('heading', { name: 'This tool is temporarily unavailable' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });

    await goOffline(context, page, false);

    await test.step('online again, a new version of the tax remote shows on the next load', async () => {
      await gateway!.stop();
      gateway = await startGateway(env(taxV2!.url), port, { buildNothing: true });
      await page.goto(url('/taxcompare-calculator'));
      await expect(page.getByText(TAX_V2_LABEL, { exact: true })).toBeVisible();
      await useTaxCompare(page);
    });
  });
});

test.describe('a new shell build', () => {
  let rootV1 = '';
  let rootV2 = '';
  let gateway: RunningGateway | undefined;
  let port = 0;
  const env = (root: string) => ({ ...E2E_ENV, STATIC_ROOT: root });

  test.beforeAll(async () => {
    rootV1 = staticRootWithShell(
      mkdtempSync(path.join(os.tmpdir(), 'fintools-root-v1-')),
      path.join(REPO_ROOT, 'shell', 'dist'),
    );
    rootV2 = staticRootWithShell(mkdtempSync(path.join(os.tmpdir(), 'fintools-root-v2-')), variantDir(SHELL_V2));
    port = await freePort('offline');
    gateway = await startGateway(env(rootV1), port, { buildNothing: true });
  });

  test.afterAll(async () => {
    await gateway?.stop();
    for (const dir of [rootV1, rootV2]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('an open page offers it with "A new version is available." and Reload switches to it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto(`${gateway!.url}/`);
    await waitUntilOfflineReady(page);
    // Now under the worker: the Help page says which shell build runs.
    await page.goto(`${gateway!.url}/help`);
    await expect(page.getByText('shell · v0.1.0', { exact: true })).toBeVisible();
    await expect(page.getByText('A new version is available.')).toHaveCount(0);

    // The deploy; the open page looks for a new worker (as it does every hour, and every page load does).
    await gateway!.stop();
    gateway = await startGateway(env(rootV2), port, { buildNothing: true });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const notice = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('shell · v0.1.0', { exact: true })).toBeVisible();
    // For a person to look at: the notice on a desktop and on a phone.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.screenshot({ path: testInfo.outputPath(`update-notice-${width}.png`) });
    }
    await notice.getByRole('button', { name: 'Reload' }).click();

    await expect(page.getByText(SHELL_V2_LABEL, { exact: true })).toBeVisible();
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
    // The new build's worker now controls the page, and the next load needs no notice either.
    await page.reload();
    await expect(page.getByText(SHELL_V2_LABEL, { exact: true })).toBeVisible();
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
  });

  test('a page loaded after the deploy runs the new build already: no notice', async ({ page }) => {
    test.setTimeout(60_000);
    // This context's worker is new (each test has its own browser context), and so is the page.
    await page.goto(`${gateway!.url}/help`);
    await waitUntilOfflineReady(page);
    await page.reload();
    await expect(page.getByText(SHELL_V2_LABEL, { exact: true })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
  });
});

test.describe('installable, embeddable, and off for debugging', () => {
  let gateway: RunningGateway | undefined;
  let port = 0;

  test.beforeAll(async () => {
    port = await freePort('offline');
    gateway = await startGateway({ ...E2E_ENV, STATIC_ROOT: REPO_ROOT }, port, { buildNothing: true });
  });

  test.afterAll(async () => {
    await gateway?.stop();
  });

  test("Chromium's installability checks pass, with the manifest's name, colours and icons", async () => {
    // Chromium offers no install in a private window, which every Playwright context is: a profile on disk.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'fintools-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${gateway!.url}/`);
      await waitUntilOfflineReady(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? '{}') as Record<string, unknown>;
      expect(manifest).toMatchObject({
        name: 'FinTools',
        short_name: 'FinTools',
        start_url: '/',
        display: 'standalone',
        theme_color: '#0b57a4',
        background_color: '#f4f6fa',
      });
      const icons = manifest.icons as { src: string; sizes: string }[];
      for (const size of ['192x192', '512x512']) {
        const icon = icons.find((candidate) => candidate.sizes === size);
        const response = await page.request.get(new URL(icon!.src, gateway!.url).href);
        expect(response.headers()['content-type']).toBe('image/png');
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a sibling site that embeds a tool gets no service worker', async ({ page }) => {
    const sibling = await startStaticServer({
      port: await freePort('offline'),
      pages: {
        '/': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sibling</title></head><body>
          <fintools-tool name="emi"></fintools-tool>
          <script src="${gateway!.url}/mfe/calculators/embed.js"></script></body></html>`,
      },
    });
    try {
      await page.goto(`${sibling.url}/`);
      await expect(page.getByRole('button', { name: 'Calculate', exact: true })).toBeVisible();
      await page.waitForTimeout(2000);
      expect(await workerRegistrations(page)).toBe(0);
      expect(await cacheNames(page)).toEqual([]);
    } finally {
      await sibling.stop();
    }
  });

  test('SERVICE_WORKER=off: the worker removes itself and its caches, pages come from the network', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`${gateway!.url}/`);
    await waitUntilOfflineReady(page);
    expect(await cacheNames(page)).toContain('fintools-files');

    await gateway!.stop();
    gateway = await startGateway({ ...E2E_ENV, STATIC_ROOT: REPO_ROOT, SERVICE_WORKER: 'off' }, port, {
      buildNothing: true,
    });
    await page.reload();
    // A navigation makes the browser check /sw.js for an update, but not at a time a test can wait for;
    // asking for the check directly is what the reload does, without the race.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(() => workerRegistrations(page), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toEqual([]);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});
