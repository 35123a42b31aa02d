import type { Page } from '@playwright/test';
import { builtRemotes, remoteDist, screenChunkFiles, SHELL_INDEX, sha256 } from '../support/builds';
import { E2E_ENV } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/ports';
import { REPO_ROOT, startGateway, type RunningGateway } from '../support/start-gateway';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { TOOL_OF_REMOTE, useTaxCompare } from '../support/tool-checks';
import { TAX_V2, variantDir } from '../support/variants';

/*
 * Each remote deployed on its own: every built remote's dist/ served from its own origin by a plain
 * static server (as a team would upload it to a bucket), a second gateway whose REMOTE_<NAME>_URL
 * points at them, and the shell — the very same files — finding them through /remotes.json.
 * Then one team ships a new version: a second build of the tax remote, the gateway pointed at it,
 * and the shell picks it up on reload without a rebuild.
 */

// One gateway and one set of servers for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

const remotes = builtRemotes();
const servers = new Map<string, StaticServer>();
let gatewayPort = 0;
let gateway: RunningGateway | undefined;

function gatewayEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = { ...E2E_ENV, STATIC_ROOT: REPO_ROOT };
  for (const [name, server] of servers) env[`REMOTE_${name.toUpperCase()}_URL`] = `${server.url}/mf-manifest.json`;
  for (const [name, url] of Object.entries(overrides)) env[`REMOTE_${name.toUpperCase()}_URL`] = url;
  return env;
}

/** Every URL the page asks for, from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const name of remotes) {
    servers.set(name, await startStaticServer({ port: await freePort('deployment'), root: remoteDist(name) }));
  }
  gatewayPort = await freePort('deployment');
  gateway = await startGateway(gatewayEnv(), gatewayPort, { buildNothing: true });
});

test.afterAll(async () => {
  await gateway?.stop();
  await Promise.all([...servers.values()].map((server) => server.stop()));
});

test('remotes.json names each remote on its own origin', async ({ request }) => {
  expect(remotes.length, 'no remote is built: run `pnpm build` first').toBeGreaterThan(0);
  const map = (await (await request.get(`${gateway!.url}/remotes.json`)).json()) as Record<string, string>;
  for (const [name, server] of servers) expect(map[name]).toBe(`${server.url}/mf-manifest.json`);
});

for (const name of remotes) {
  const tool = TOOL_OF_REMOTE[name]!;
  test(`${name}: ${tool.title} runs from the remote's own origin`, async ({ page }) => {
    const server = servers.get(name)!;
    const requested = recordRequests(page);
    await page.goto(`${gateway!.url}${tool.path}`);
    await expect(page.getByRole('heading', { level: 1, name: tool.title })).toBeVisible();
    await tool.use(page);

    const fromRemote = requested.filter((url) => url.startsWith(`${server.url}/`)).map((url) => new URL(url).pathname);
    // remotes.json names the manifest; hosts load the remoteEntry.js beside it (remote-map.ts entryScriptUrl).
    expect(fromRemote).toContain('/remoteEntry.js');
    const screens = screenChunkFiles(remoteDist(name));
    expect(fromRemote.some((file) => screens.includes(file.slice(1)))).toBe(true);
    // Nothing of this remote came from the gateway's embedded copy.
    expect(requested.filter((url) => url.startsWith(`${gateway!.url}/mfe/`))).toEqual([]);
  });
}

test.describe('a team ships a new version of its remote', () => {
  const v2Label = TAX_V2.label;
  let v2: StaticServer | undefined;

  test.beforeAll(async () => {
    test.skip(!servers.has('tax'), 'mfe-tax is not built');
    // The second build, made before the browser run (prepare-variants.ts).
    v2 = await startStaticServer({ port: await freePort('deployment'), root: variantDir(TAX_V2) });
  });

  test.afterAll(async () => {
    await v2?.stop();
  });

  test('pointing REMOTE_TAX_URL at the new build ships it, with no shell rebuild', async ({ page }) => {
    const shellBefore = sha256(SHELL_INDEX);
    const v1 = servers.get('tax')!;

    await page.goto(`${gateway!.url}/taxcompare-calculator`);
    await expect(page.getByText('tax remote · v0.1.0', { exact: true })).toBeVisible();

    // The deploy: the gateway restarts with one variable changed; the shell's files stay as they are.
    await gateway!.stop();
    gateway = await startGateway(gatewayEnv({ tax: `${v2!.url}/mf-manifest.json` }), gatewayPort, {
      buildNothing: true,
    });

    const requested = recordRequests(page);
    await page.reload();
    await expect(page.getByText(v2Label, { exact: true })).toBeVisible();
    await expect(page.getByText('tax remote · v0.1.0', { exact: true })).toHaveCount(0);
    await useTaxCompare(page);

    expect(requested.some((url) => url === `${v2!.url}/remoteEntry.js`)).toBe(true);
    expect(requested.filter((url) => url.startsWith(`${v1.url}/`))).toEqual([]);
    expect(sha256(SHELL_INDEX), 'shell/dist/index.html changed: the shell was rebuilt').toBe(shellBefore);
  });
});
