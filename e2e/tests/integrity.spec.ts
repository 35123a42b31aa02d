import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exposeFiles, remoteDist } from '../support/builds';
import { E2E_ENV } from '../support/environment';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/ports';
import { runReleaseCommand } from '../support/release';
import { fromNetwork } from '../support/request-headers';
import { startGateway, type RunningGateway } from '../support/start-gateway';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { useTaxCompare } from '../support/tool-checks';

/*
 * Issue 34, replayed against the real gateway, the real builds and Chromium: a tax build released to a second
 * origin, whose host then swaps its remoteEntry.js or one screen chunk; forged cross-site load reports; a
 * release URL with a query; a `/\` path; a `,` host in the stored map (docs/decisions/017-only-released-code-runs.md).
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const UNAVAILABLE = 'This tool is temporarily unavailable';
let work = '';
let remotesFile = '';
let gateway: RunningGateway;
let host: StaticServer;
let folder = '';
/** Fixed answers of the host, by path, served before its files (an embedding page, a host's "soft 404"). */
const hostPages: Record<string, string> = {};

const releaseOn = (on: RunningGateway, mapFile: string, ...args: string[]) =>
  runReleaseCommand(args, { REMOTES_FILE: mapFile, FINTOOLS_URL: on.url, REDIS_URL: '' });
const release = (...args: string[]) => releaseOn(gateway, remotesFile, ...args);
const manifestUrl = (query = '', version = 'v5') => `${host.url}/tax/${version}/mf-manifest.json${query}`;
/** The tax build a gateway's /remotes.json names. */
const servedTax = async (on: RunningGateway) =>
  ((await (await fetch(`${on.url}/remotes.json`)).json()) as Record<string, string>).tax;
const taxStatus = async () =>
  ((await (await fetch(`${gateway.url}/api/remotes`)).json()) as { remotes: Record<string, TaxStatus> }).remotes.tax!;
interface TaxStatus {
  live: { url: string; loads: Record<string, number>; clients: Record<string, number> };
}

/** The screen chunk of Tax Compare in the build. */
const screenChunk = () => exposeFiles(folder)['./tax-compare/tax-compare-screen']![0]!;

/** Swaps a file on the host, as a compromised host would: the code would set a flag if it ran. */
function swap(file: string): () => void {
  const at = path.join(folder, file);
  const original = fs.readFileSync(at);
  fs.writeFileSync(at, `window.__swappedCodeRan = true;\n${original.toString()}`);
  return () => fs.writeFileSync(at, original);
}

/** The URLs of the answers any of the page's caches keeps whose body contains `text`. */
function keptAnswersContaining(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    if (!('caches' in window)) return [];
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if ((await (await cache.match(request))?.text())?.includes(wanted)) found.push(request.url);
      }
    }
    return found;
  }, text);
}

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'fintools-integrity-'));
  remotesFile = path.join(work, 'remotes.json');
  // The tax build, uploaded to a folder of its own on another origin (without precompressed copies, so a
  // swapped file is what the host serves).
  folder = path.join(work, 'cdn', 'tax', 'v5');
  fs.cpSync(remoteDist('tax'), folder, { recursive: true });
  for (const file of fs.readdirSync(folder)) if (/\.(br|gz)$/.test(file)) fs.rmSync(path.join(folder, file));
  host = await startStaticServer({ port: await freePort('integrity'), root: path.join(work, 'cdn'), pages: hostPages });
  gateway = await startGateway(
    { ...E2E_ENV, REMOTES_FILE: remotesFile, REDIS_URL: '', TRUST_PROXY: '1' },
    await freePort('integrity'),
    {
      buildNothing: true,
    },
  );
  // Issue 34, attack 3: the release URL carries a query.
  const released = await release('tax', manifestUrl('?v=5'));
  expect(released.output).not.toContain('Refused');
  expect(released.code).toBe(0);
});

test.afterAll(async () => {
  await host?.stop();
  await gateway?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('the release is published with its hashes, loads, and its loads are counted despite the query', async ({
  page,
}) => {
  const map = (await (await fetch(`${gateway.url}/remotes.json`)).json()) as Record<string, unknown>;
  expect(map.tax).toBe(manifestUrl('?v=5'));
  expect(Object.keys(map.integrity as object)).toEqual(
    expect.arrayContaining([`${host.url}/tax/v5/remoteEntry.js`, `${host.url}/tax/v5/${screenChunk()}`]),
  );
  await fromNetwork(page, gateway.url, '10.0.1.1');
  await page.goto(`${gateway.url}/taxcompare-calculator`);
  await useTaxCompare(page);
  await expect.poll(async () => (await taxStatus()).live.loads.loaded, { timeout: 10_000 }).toBeGreaterThan(0);
});

for (const [serviceWorkers, clients] of [
  ['allow', ['10.0.2.1', '10.0.3.1']],
  ['block', ['10.0.4.1', '10.0.5.1']],
] as const) {
  test.describe(`service worker: ${serviceWorkers}`, () => {
    test.use({ serviceWorkers });
    for (const [what, file, client] of [
      ['remoteEntry.js', () => 'remoteEntry.js', clients[0]],
      ['screen chunk', screenChunk, clients[1]],
    ] as const) {
      test(`a swapped ${what} on the remote's origin does not run: the tool is unavailable and the load reports integrity`, async ({
        page,
      }) => {
        const before = (await taxStatus()).live.loads.integrity ?? 0;
        await fromNetwork(page, gateway.url, client);
        const restore = swap(file());
        try {
          await page.goto(`${gateway.url}/taxcompare-calculator`);
          await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 30_000 });
          expect(
            await page.evaluate(() => (window as { __swappedCodeRan?: boolean }).__swappedCodeRan),
          ).toBeUndefined();
          await expect.poll(async () => (await taxStatus()).live.loads.integrity, { timeout: 10_000 }).toBe(before + 1);
          // Not kept either while the host serves it (issue 42: the worker kept a swapped remoteEntry.js).
          expect(await keptAnswersContaining(page, '__swappedCodeRan')).toEqual([]);
        } finally {
          restore();
        }
        // The host restores the file: Retry loads the released code.
        await page.getByRole('button', { name: 'Retry' }).click();
        await useTaxCompare(page);
        // Whatever the worker kept of the remote's files, none is the swapped one.
        const keptSwapped = await keptAnswersContaining(page, '__swappedCodeRan');
        expect(keptSwapped).toEqual([]);
      });
    }
  });
}

/**
 * Once the host is fixed, an embedded tool works again within two loads: the visitor's browser keeps the swapped
 * file (hashed files are cached for a year), and each refused file is read again past that cache
 * (tool-loader.ts readSha384, embed-entry.ts for the host chunk), which replaces the kept copy.
 */
async function worksWithinTwoLoads(page: Page, embedded: Locator): Promise<void> {
  await page.reload();
  await expect(embedded).not.toHaveText(/^(Loading…)?$/);
  if ((await embedded.textContent())?.startsWith('This tool is temporarily unavailable')) await page.reload();
  await useTaxCompare(embedded);
}

test('embedded on another site, a swapped screen chunk does not run either; restored, the tool works', async ({
  page,
}) => {
  // A sibling product's page embedding the released build, naming the gateway that publishes its hashes.
  hostPages['/sibling.html'] =
    `<!doctype html><html lang="en"><title>Sibling</title><body><fintools-tool name="tax-compare"></fintools-tool>` +
    `<script src="${host.url}/tax/v5/embed.js" data-gateway="${gateway.url}"></script></body></html>`;
  const embedded = page.locator('fintools-tool');
  const restore = swap(screenChunk());
  try {
    await page.goto(`${host.url}/sibling.html`);
    await expect(embedded).toHaveText('This tool is temporarily unavailable. Please reload the page.');
    expect(await page.evaluate(() => (window as { __swappedCodeRan?: boolean }).__swappedCodeRan)).toBeUndefined();
  } finally {
    restore();
  }
  await worksWithinTwoLoads(page, embedded);
});

for (const [what, file] of [
  ['embed.js', () => 'embed.js'],
  ['host chunk', () => fs.readdirSync(folder).find((name) => /^embed-host\..*\.js$/.test(name))!],
] as const) {
  test(`embedded through the gateway's live embed.js, a swapped ${what} does not run; restored, the tool works`, async ({
    page,
  }) => {
    // Issue 42: the gateway's /mfe/tax/embed.js loaded the released build's embed.js, and its host chunk, unhashed.
    hostPages['/live-sibling.html'] =
      `<!doctype html><html lang="en"><title>Sibling</title><body><fintools-tool name="tax-compare"></fintools-tool>` +
      `<script src="${gateway.url}/mfe/tax/embed.js"></script></body></html>`;
    const embedded = page.locator('fintools-tool');
    const restore = swap(file());
    try {
      const refused = page.waitForEvent('console', (message) => /integrity/i.test(message.text()));
      await page.goto(`${host.url}/live-sibling.html`);
      await refused;
      expect(await page.evaluate(() => (window as { __swappedCodeRan?: boolean }).__swappedCodeRan)).toBeUndefined();
      await expect(embedded).toHaveText(/^This tool is temporarily unavailable\./);
    } finally {
      restore();
    }
    await worksWithinTwoLoads(page, embedded);
  });
}

test('200 forged cross-site load reports leave the figures unchanged', async ({ page }) => {
  const before = (await taxStatus()).live;
  await page.goto(`${host.url}/tax/v5/mf-manifest.json`);
  const sent = await page.evaluate(
    async ({ events, entry }) => {
      const body = JSON.stringify({ type: 'remote-load', remote: 'tax', entry, outcome: 'failed', ms: 900 });
      let accepted = 0;
      for (let index = 0; index < 200; index++) {
        if (navigator.sendBeacon(events, new Blob([body], { type: 'text/plain' }))) accepted += 1;
      }
      return accepted;
    },
    { events: `${gateway.url}/api/events`, entry: `${host.url}/tax/v5/remoteEntry.js` },
  );
  expect(sent).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  const after = (await taxStatus()).live;
  expect(after.loads).toEqual(before.loads);
  expect(after.clients).toEqual(before.clients);
});

test('`/\\` is refused by pnpm release, and a `,` host in the stored map leaves every route at 200', async () => {
  const refused = await release('tax', '/\\other-host/tax/mf-manifest.json');
  expect(refused.code).toBe(2);
  expect(refused.output).toContain('it holds a backslash, which browsers read as a slash');

  const stored = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as { remotes: Record<string, unknown> };
  stored.remotes.tax = { live: { url: 'https://a,b.example/tax/mf-manifest.json', at: '2026-11-28' }, history: [] };
  stored.remotes.media = { live: { url: 'https://x;y.example/media/mf-manifest.json', at: '2026-11-28' }, history: [] };
  fs.writeFileSync(remotesFile, JSON.stringify(stored));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const route of ['/healthz', '/', '/emi-calculator', '/taxcompare-calculator', '/remotes.json', '/api/remotes']) {
    const response = await fetch(`${gateway.url}${route}`);
    expect([route, response.status]).toEqual([route, 200]);
  }
  const map = (await (await fetch(`${gateway.url}/remotes.json`)).json()) as Record<string, string>;
  expect(map.tax).toBe(manifestUrl('?v=5'));
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  // A worker and its caches belong to an origin: each test has a gateway (and so an origin) of its own.
  let own: RunningGateway | undefined;
  const ownGateway = async (env: Record<string, string>) => {
    own = await startGateway({ ...E2E_ENV, REDIS_URL: '', ...env }, await freePort('integrity'), {
      buildNothing: true,
    });
    return own;
  };
  test.afterEach(async () => {
    await own?.stop();
    own = undefined;
  });

  test('a host answering a chunk with its HTML page ("soft 404") is not kept: once the host is fixed, the next load works', async ({
    page,
  }) => {
    // The build as the starting map names it (REMOTE_TAX_URL): no release recorded its hashes, so only the
    // worker's own rule (a script is kept only as JavaScript) keeps the HTML out of its cache.
    const on = await ownGateway({
      REMOTE_TAX_URL: manifestUrl(),
      REMOTES_FILE: path.join(work, 'soft-404-remotes.json'),
    });
    const chunkPath = `/tax/v5/${screenChunk()}`;
    hostPages[chunkPath] = '<!doctype html><html><title>Page not found</title><body>Page not found</body></html>';
    try {
      await page.goto(`${on.url}/taxcompare-calculator`);
      await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
      // The worker kept everything else for offline use, and says this screen was not kept.
      await expect(page.locator('html')).toHaveAttribute('data-offline', 'incomplete', { timeout: 60_000 });
    } finally {
      delete hostPages[chunkPath];
    }
    await page.reload();
    await useTaxCompare(page);
    const keptAsHtml = (await keptAnswersContaining(page, 'Page not found')).filter((url) =>
      url.includes(screenChunk()),
    );
    expect(keptAsHtml).toEqual([]);
  });

  test('a rollback is honoured with the gateway stopped: the kept page runs the build the newest map names', async ({
    page,
  }) => {
    fs.cpSync(folder, path.join(work, 'cdn', 'tax', 'v6'), { recursive: true });
    const mapFile = path.join(work, 'rollback-remotes.json');
    const on = await ownGateway({ REMOTES_FILE: mapFile });
    for (const version of ['v5', 'v6']) {
      const released = await releaseOn(on, mapFile, 'tax', manifestUrl('', version));
      expect(released.code).toBe(0);
    }
    await expect.poll(() => servedTax(on)).toBe(manifestUrl('', 'v6'));

    // A visitor loads v6; the worker keeps the page (whose inline map names v6) for offline use.
    await page.goto(`${on.url}/taxcompare-calculator`);
    await useTaxCompare(page);
    await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready', { timeout: 60_000 });
    // The worker controls the page from its next load on.
    await page.reload();
    await useTaxCompare(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // v6 is withdrawn. The visitor's page reads the map once more (as a Retry does), through the worker.
    const rolledBack = await releaseOn(on, mapFile, 'tax', '--rollback');
    expect(rolledBack.code).toBe(0);
    await expect.poll(() => servedTax(on)).toBe(manifestUrl('', 'v5'));
    await page.waitForTimeout(1100); // the kept page and the map are told apart by their Date headers (seconds)
    expect(await page.evaluate(async () => (await fetch('/remotes.json?bucket=1')).ok)).toBe(true);

    // The gateway goes away: the worker answers with its kept page, and the tool runs v5, never v6.
    await on.stop();
    own = undefined;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${host.url}/tax/`)) scripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await useTaxCompare(page);
    expect(scripts).toContain('/tax/v5/remoteEntry.js');
    expect(scripts.filter((script) => script.startsWith('/tax/v6/'))).toEqual([]);
  });
});
