import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { remoteDist } from '../support/builds';
import { E2E_ENV, E2E_PAGE_TOKEN_SECRET } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/ports';
import { copyBuild, runReleaseCommand } from '../support/release';
import { startGateway, type RunningGateway } from '../support/start-gateway';
import { startStaticServer, type StaticServer } from '../support/static-server';

/*
 * A team sees its build in the real product before visitors do (docs/deploy.md "Preview"): `pnpm release
 * calculators <url> --preview <name>` gives a link; the browser that opens it gets the preview's build on the
 * gateway's pages and in a sibling product's embed, with a banner and "Leave preview"; every other browser, its
 * service worker and the catalogue keep the live build. A forged, an expired and a dropped link change nothing.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const LIVE_MESSAGE = 'Enter a valid loan amount.';
const PREVIEW_MESSAGE = 'Enter the loan amount in rupees.';
const PREVIEW_LABEL = 'calculators remote · preview-e2e';

let work = '';
let gateway: RunningGateway;
let cdn: StaticServer;
let sibling: StaticServer;
let link = '';

const release = (...args: string[]) =>
  runReleaseCommand(args, {
    REMOTES_FILE: path.join(work, 'remotes.json'),
    FINTOOLS_URL: gateway.url,
    REDIS_URL: '',
    PAGE_TOKEN_SECRET: E2E_PAGE_TOKEN_SECRET,
  });

/** Previews `name` of the changed build; returns its link. */
async function preview(name: string, ...more: string[]): Promise<string> {
  const run = await release('calculators', `${cdn.url}/mf-manifest.json`, '--preview', name, ...more);
  expect(run.code, run.output).toBe(0);
  return /(http:\/\/\S+\?preview=\S+)/.exec(run.output)![1]!;
}

/** The EMI screen's message for an empty loan amount, on a gateway page or in an embed. */
async function emptyAmountMessage(scope: Page, url: string): Promise<void> {
  await scope.goto(url);
  const amount = scope.getByLabel('Loan amount');
  await expect(amount).toHaveValue('5,00,000');
  await amount.fill('');
  await scope.getByRole('button', { name: 'Calculate', exact: true }).click();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Preview' });
/** What a page or an embed says about a preview link that opened nothing, or about the preview it runs. */
const notice = (page: Page) => page.getByRole('status', { name: 'Preview' });

/** A browser of its own, with the shell's service worker (which the suite's other specs block). */
async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  return { context, page: await context.newPage() };
}

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'fintools-preview-'));
  // The team's change: one message of the EMI screen, in a build of its own on its own origin.
  const dist = path.join(work, 'cdn');
  copyBuild(remoteDist('calculators'), dist, (manifest) => {
    manifest.metaData.buildInfo.buildLabel = PREVIEW_LABEL;
  });
  for (const file of fs.readdirSync(dist)) {
    const at = path.join(dist, file);
    if (/\.(br|gz)$/.test(file)) fs.rmSync(at);
    else if (file.endsWith('.js'))
      fs.writeFileSync(at, fs.readFileSync(at, 'utf8').replaceAll(LIVE_MESSAGE, PREVIEW_MESSAGE));
  }
  cdn = await startStaticServer({ port: await freePort('preview'), root: dist });
  gateway = await startGateway(
    { ...E2E_ENV, REMOTES_FILE: path.join(work, 'remotes.json'), REDIS_URL: '' },
    await freePort('preview'),
    { buildNothing: true },
  );
  sibling = await startStaticServer({
    port: await freePort('preview'),
    pages: {
      '/': `<!doctype html><html lang="en"><title>Sibling</title><body><h1>Our product</h1><fintools-tool name="emi"></fintools-tool><script src="${gateway.url}/mfe/calculators/embed.js"></script></body></html>`,
    },
  });
  link = await preview('fix-loan-message');
});

test.afterAll(async () => {
  await Promise.all([cdn?.stop(), sibling?.stop(), gateway?.stop()]);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('only the browser that opened the link gets the preview, on a tool page, the dashboard and an embed', async ({
  browser,
}) => {
  const visitor = await newVisitor(browser);
  const reviewer = await newVisitor(browser);

  // A visitor: the live message, no banner, and (once the service worker has kept the pages) no preview file kept.
  await emptyAmountMessage(visitor.page, `${gateway.url}/emi-calculator`);
  await expect(visitor.page.getByText(LIVE_MESSAGE)).toBeVisible();
  await expect(banner(visitor.page)).toHaveCount(0);

  // The reviewer opens the link: the dashboard with the banner naming the area, the preview and its build.
  await reviewer.page.goto(link);
  await expect(banner(reviewer.page)).toContainText(`Preview of calculators: fix-loan-message (${PREVIEW_LABEL})`);
  await expect(reviewer.page.getByRole('heading', { level: 1 })).toBeVisible();
  await emptyAmountMessage(reviewer.page, `${gateway.url}/emi-calculator`);
  await expect(reviewer.page.getByText(PREVIEW_MESSAGE)).toBeVisible();
  await expect(banner(reviewer.page)).toBeVisible();

  // A sibling product's embed: the preview for the reviewer (with its banner), the live build for the visitor.
  await emptyAmountMessage(reviewer.page, sibling.url);
  await expect(reviewer.page.getByText(PREVIEW_MESSAGE)).toBeVisible();
  await expect(notice(reviewer.page).filter({ hasText: 'Preview of calculators: fix-loan-message' })).toBeVisible();
  await emptyAmountMessage(visitor.page, sibling.url);
  await expect(visitor.page.getByText(LIVE_MESSAGE)).toBeVisible();

  // The catalogue everyone fetches is the live one, and the visitor's service worker never kept a preview file.
  await visitor.page.goto(`${gateway.url}/emi-calculator`);
  await visitor.page.evaluate(async () => navigator.serviceWorker.ready);
  await visitor.page.reload();
  await expect(visitor.page.getByLabel('Loan amount')).toBeVisible();
  const kept = await visitor.page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => url.startsWith(cdn.url))).toEqual([]);
  // The reviewer's own worker keeps no page the preview made (sent no-store): leaving it leaves nothing behind.
  await reviewer.page.goto(`${gateway.url}/`);
  await reviewer.page.evaluate(async () => navigator.serviceWorker.ready);
  await reviewer.page.reload();
  await expect(banner(reviewer.page)).toBeVisible();
  const previewPagesKept = await reviewer.page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if ((await (await cache.match(request))?.text())?.includes('Preview of calculators')) found.push(request.url);
      }
    }
    return found;
  });
  expect(previewPagesKept).toEqual([]);

  // Leave preview: the same page, live again, and it stays so after a reload.
  await reviewer.page.goto(`${gateway.url}/emi-calculator`);
  await banner(reviewer.page).getByRole('link', { name: 'Leave preview' }).click();
  await expect(notice(reviewer.page)).toContainText('You left the preview');
  await emptyAmountMessage(reviewer.page, `${gateway.url}/emi-calculator`);
  await expect(reviewer.page.getByText(LIVE_MESSAGE)).toBeVisible();
  await expect(banner(reviewer.page)).toHaveCount(0);
  await Promise.all([visitor.context.close(), reviewer.context.close()]);
});

test('a forged and an expired link change nothing and say so; a dropped preview ends its links', async ({
  browser,
}) => {
  const reviewer = await newVisitor(browser);
  const forged = link.replace(/.{4}$/, 'AAAA');
  await reviewer.page.goto(forged);
  await expect(notice(reviewer.page)).toContainText('This preview link is not valid');
  await emptyAmountMessage(reviewer.page, `${gateway.url}/emi-calculator`);
  await expect(reviewer.page.getByText(LIVE_MESSAGE)).toBeVisible();

  // A link that lasts under nine seconds (0.0001 of a day), opened after they passed.
  const brief = await preview('brief', '--expires', '0.0001');
  await new Promise((resolve) => setTimeout(resolve, 9_000));
  await reviewer.page.goto(brief);
  await expect(notice(reviewer.page)).toContainText('This preview link has expired');

  // --status lists the open preview; --drop-preview ends it for the browser that holds its link.
  await reviewer.page.goto(link);
  await expect(banner(reviewer.page)).toBeVisible();
  const status = await release('--status');
  expect(status.output).toMatch(
    new RegExp(`calculators\\s+preview fix-loan-message\\s+${PREVIEW_LABEL}\\s+${cdn.url}/mf-manifest.json\\s+yes`),
  );
  const dropped = await release('calculators', '--drop-preview', 'fix-loan-message');
  expect(dropped.code, dropped.output).toBe(0);
  expect((await release('--status')).output).not.toContain('preview fix-loan-message');
  await reviewer.page.reload();
  await expect(notice(reviewer.page)).toContainText('The preview "fix-loan-message" of calculators has ended');
  await emptyAmountMessage(reviewer.page, `${gateway.url}/emi-calculator`);
  await expect(reviewer.page.getByText(LIVE_MESSAGE)).toBeVisible();
  await reviewer.context.close();
});
