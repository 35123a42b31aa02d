import type { Page } from '@playwright/test';
import { GATEWAY_PORT } from '../support/environment';
import { readFederation } from '../support/federation';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/ports';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { useEmiCalculator, useTaxCompare } from '../support/tool-checks';

/*
 * Two or more embed.js scripts on one sibling page share one React. embed.js is a small script; the
 * first one on a page downloads the host (federation runtime, React, <fintools-tool>: embed-host.<hash>.js)
 * and every later one only joins it. Before, each embed.js carried its own ~105 KB copy, downloaded and
 * never used.
 */

test.describe.configure({ mode: 'default' });

const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const script = (remote: string) => `<script src="${GATEWAY}/mfe/${remote}/embed.js"></script>`;
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sibling</title></head><body>${body}</body></html>`;

let pages: StaticServer | undefined;

test.beforeAll(async () => {
  pages = await startStaticServer({
    port: await freePort('embedding'),
    pages: {
      '/two': page(
        `<fintools-tool name="emi" id="emi"></fintools-tool><fintools-tool name="tax-compare" id="tax"></fintools-tool>
         ${script('calculators')}${script('tax')}`,
      ),
      '/three': page(
        `<fintools-tool name="tax-compare" id="tax"></fintools-tool><fintools-tool name="emi" id="emi"></fintools-tool>
         <fintools-tool name="chat" id="chat"></fintools-tool>${script('tax')}${script('chat')}${script('calculators')}`,
      ),
      // A framework calling window.FinTools.mount right after the scripts, before the host has arrived.
      '/mount': page(
        `<div id="app"></div>${script('calculators')}${script('tax')}
         <script>window.FinTools.mount(document.getElementById('app'), { tool: 'tax-compare' });</script>`,
      ),
    },
  });
});

test.afterAll(async () => {
  await pages?.stop();
});

interface Download {
  url: string;
  bytes: number;
}

/** Every script the page downloaded from the gateway, with its size on the wire. */
function scriptDownloads(target: Page): Download[] {
  const downloads: Download[] = [];
  target.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script' || !request.url().startsWith(GATEWAY)) return;
    const sizes = await request.sizes().catch(() => undefined);
    downloads.push({ url: new URL(request.url()).pathname, bytes: sizes?.responseBodySize ?? 0 });
  });
  return downloads;
}

const hostFiles = (downloads: Download[]) =>
  downloads.filter((download) => /\/embed-host\.[0-9a-f]+\.js$/.test(download.url));

for (const [path, first, remotes] of [
  ['/two', 'calculators', ['calculators', 'tax']],
  ['/three', 'tax', ['tax', 'chat', 'calculators']],
] as const) {
  test(`${remotes.length} embed.js (${remotes.join(', ')}): one host download, one React, every tool works`, async ({
    page: tab,
  }) => {
    const downloads = scriptDownloads(tab);
    await tab.goto(`${pages!.url}${path}`);
    await expect(tab.locator('#emi').getByRole('heading', { level: 1, name: 'EMI Calculator' })).toBeVisible();
    await useEmiCalculator(tab.locator('#emi'));
    await useTaxCompare(tab.locator('#tax'));
    if (remotes.length === 3) {
      await expect(tab.locator('#chat').getByRole('button', { name: 'Send' })).toBeVisible();
    }

    // Each embed.js is small; only the first one's host came down, once.
    for (const remote of remotes) {
      const embed = downloads.find((download) => download.url === `/mfe/${remote}/embed.js`);
      expect(embed, `${remote}/embed.js`).toBeDefined();
      expect(embed!.bytes, `${remote}/embed.js bytes`).toBeLessThan(4_000);
    }
    const hosts = hostFiles(downloads);
    expect(hosts.map((download) => download.url.split('/')[2])).toEqual([first]);
    // The one React on the page is in it: React and react-dom alone are ~60 KB compressed.
    expect(hosts[0]!.bytes).toBeGreaterThan(60_000);

    const federation = await readFederation(tab);
    expect(federation.instances[0]).toBe('fintools-embed');
    expect(federation.instances.slice(1).sort()).toEqual([...remotes].sort());
    for (const pkg of ['react', 'react-dom']) {
      expect(Object.values(federation.scope[pkg] ?? {}), pkg).toEqual([
        expect.objectContaining({ from: 'fintools-embed' }),
      ]);
    }
    expect(federation.oneScopeObject).toBe(true);
  });
}

test('window.FinTools.mount works when called before the host has arrived', async ({ page: tab }) => {
  const downloads = scriptDownloads(tab);
  await tab.goto(`${pages!.url}/mount`);
  await useTaxCompare(tab.locator('#app'));
  expect(hostFiles(downloads)).toHaveLength(1);
});
