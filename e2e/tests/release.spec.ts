import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { SHARED_PACKAGE_VERSION } from '@fintools/shared/federation/package-version';
import { VISITOR_BUCKET_KEY, visitorBucket } from '@fintools/shared/federation/remote-map';
import { E2E_ENV } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/ports';
import { fromNetwork } from '../support/request-headers';
import {
  copyBuild,
  moveScreenChunks,
  HAS_REDIS,
  runReleaseCommand,
  startRedis,
  type RunningRedis,
} from '../support/release';
import { REPO_ROOT, startGateway, type RunningGateway } from '../support/start-gateway';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { useTaxCompare } from '../support/tool-checks';
import { TAX_V2, variantDir } from '../support/variants';

/*
 * A team releases its remote with `pnpm release` (docs/deploy.md): two gateways share one Redis, where
 * the command writes the live remote map. Each step is checked where a visitor and a team see it: the
 * tax page in Chromium, /remotes.json, /api/remotes, `pnpm release --status` and /metrics.
 */

// Each step runs a command, reloads pages in several browsers and waits on two gateways: minutes on a busy machine.
test.describe.configure({ mode: 'default', timeout: 180_000 });
test.skip(!HAS_REDIS, 'redis-server is not installed (apt-get install redis-server)');

const V1_LABEL = 'tax remote · v0.1.0';
const V2_LABEL = TAX_V2.label;
const BROKEN_LABEL = 'tax remote · broken-upload-e2e';
const STARTING_URL = '/mfe/tax/mf-manifest.json';

let redis: RunningRedis | undefined;
const gateways: RunningGateway[] = [];
const hosts: StaticServer[] = [];
let work = '';
const builds = { v2: '', next: '', broken: '' };

const release = (...args: string[]) =>
  runReleaseCommand(args, { REDIS_URL: redis!.url, FINTOOLS_URL: gateways[0]!.url });

async function servedTax(gateway: RunningGateway, bucket?: number): Promise<string> {
  const query = bucket === undefined ? '' : `?bucket=${bucket}`;
  return ((await (await fetch(`${gateway.url}/remotes.json${query}`)).json()) as Record<string, string>).tax!;
}

async function taxStatus(gateway = gateways[0]!) {
  const status = (await (await fetch(`${gateway.url}/api/remotes`)).json()) as {
    remotes: { tax: Record<string, unknown> & { served: { live: string; canary: string | null } } };
  };
  return status.remotes.tax;
}

/** The build label the shell shows under the tax tool for a visitor of `page`. */
async function labelSeen(page: Page, gateway: RunningGateway): Promise<string> {
  await page.goto(`${gateway.url}/taxcompare-calculator`);
  const label = page.getByText(/^tax remote · /);
  await expect(label).toBeVisible();
  return (await label.textContent()) ?? '';
}

test.beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'fintools-release-'));
  // Made before the browser run (prepare-variants.ts); served as it is, copied where a test changes it.
  builds.v2 = variantDir(TAX_V2);
  // What a build against @fintools/shared 1.0.0 declares (no such shared exists to build against yet): its
  // singleton modules (ui/, platform/) require ^1.0.0; its pure modules carry their own copies.
  builds.next = path.join(work, 'tax-next');
  copyBuild(builds.v2, builds.next, (manifest) => {
    for (const entry of manifest.shared) {
      if (/^@fintools\/shared\/(ui|platform)\//.test(entry.name))
        Object.assign(entry, { version: '1.0.0', requiredVersion: '^1.0.0' });
    }
  });
  // A build whose host loses its screens' chunks: before the release (refused), or after it (its entry
  // loads, its tools do not).
  builds.broken = path.join(work, 'tax-broken');
  copyBuild(builds.v2, builds.broken, (manifest) => (manifest.metaData.buildInfo.buildLabel = BROKEN_LABEL));

  for (const root of [builds.v2, builds.next, builds.broken]) {
    hosts.push(await startStaticServer({ port: await freePort('release'), root }));
  }
  redis = await startRedis(await freePort('release'));
  // TRUST_PROXY: a spec's visitor can come from a network of its own (x-forwarded-for), as load reports are
  // counted once per network and build of an area each hour.
  const env = { ...E2E_ENV, STATIC_ROOT: REPO_ROOT, REDIS_URL: redis.url, TRUST_PROXY: '1' };
  for (let i = 0; i < 2; i++) gateways.push(await startGateway(env, await freePort('release'), { buildNothing: true }));
});

test.afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.stop()));
  await Promise.all(hosts.map((host) => host.stop()));
  await redis?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const url = (index: number) => `${hosts[index]!.url}/mf-manifest.json`;
const v2Url = () => url(0);
const nextUrl = () => url(1);
const brokenUrl = () => url(2);

test('a build against a newer @fintools/shared major is refused, naming the singleton, range and version', async () => {
  const result = await release('tax', nextUrl());
  expect(result.code).toBe(1);
  expect(result.output).toContain('Refused: this build cannot run on the live shell.');
  expect(result.output).toMatch(
    new RegExp(
      `tax requires @fintools/shared/(ui|platform)/[a-z-]+ \\^1\\.0\\.0, but the live shell provides ${SHARED_PACKAGE_VERSION.replaceAll('.', '\\.')}(?!\\d)`,
    ),
  );
  for (const gateway of gateways) expect(await servedTax(gateway)).toBe(STARTING_URL);
  expect(await taxStatus()).toMatchObject({ live: { url: STARTING_URL, from: 'starting map' }, canary: null });
});

test('tax v2 released: both gateways serve it within 10 s, without a restart', async ({ page }) => {
  const result = await release('tax', v2Url());
  expect(result.output).toContain(`tax: ${v2Url()} is live for everyone (${V2_LABEL})`);
  // Built from the shell's code: it runs entirely on the shell's copies, and brings none of its own.
  expect(result.output).not.toContain('brings its own copy');
  expect(result.code).toBe(0);
  const released = Date.now();
  for (const gateway of gateways) {
    await expect.poll(() => servedTax(gateway), { timeout: 10_000 - (Date.now() - released) }).toBe(v2Url());
  }
  expect(await labelSeen(page, gateways[1]!)).toBe(V2_LABEL);
  await useTaxCompare(page);
  expect(await taxStatus(gateways[1]!)).toMatchObject({
    live: { url: v2Url(), label: V2_LABEL, compatible: true, from: 'release' },
    canary: null,
    previous: { url: STARTING_URL, label: V1_LABEL, compatible: true },
  });

  const back = await release('tax', '--rollback');
  expect(back.code).toBe(0);
  expect(back.output).toContain('tax: back to the starting map');
  for (const gateway of gateways) await expect.poll(() => servedTax(gateway)).toBe(STARTING_URL);
});

test('a 50 % canary splits visitors in half, each keeping their group across reloads', async ({ browser }) => {
  const result = await release('tax', v2Url(), '--canary', '50');
  expect(result.code).toBe(0);
  expect(await taxStatus()).toMatchObject({
    live: { url: STARTING_URL, from: 'starting map' },
    canary: { url: v2Url(), label: V2_LABEL, percent: 50, compatible: true },
  });

  // Every gateway has read the map (within 10 s; until then a gateway still serves the live build to all).
  for (const gateway of gateways) await expect.poll(() => servedTax(gateway, 0), { timeout: 10_000 }).toBe(v2Url());

  // 300 visitors as the shell makes them: a random bucket kept in the browser, sent with /remotes.json,
  // to either gateway behind the load balancer, twice (a reload).
  const groupOf = (served: string) => (served === v2Url() ? 'canary' : 'live');
  let inCanary = 0;
  for (let visitor = 0; visitor < 300; visitor++) {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    };
    const first = groupOf(await servedTax(gateways[visitor % 2]!, visitorBucket(storage)));
    const reload = groupOf(await servedTax(gateways[(visitor + 1) % 2]!, visitorBucket(storage)));
    expect(reload).toBe(first);
    if (first === 'canary') inCanary += 1;
  }
  expect(inCanary).toBeGreaterThan(105);
  expect(inCanary).toBeLessThan(195);

  // Real browsers: each keeps its bucket in localStorage and sees the same build after a reload. Behind a load
  // balancer both gateways share one origin; here each has its own, and localStorage is per origin.
  await expectBrowsersKeepTheirGroup(browser);
});

async function expectBrowsersKeepTheirGroup(browser: Browser): Promise<void> {
  const groups = new Set<string>();
  for (const bucket of [undefined, undefined, undefined, '120', '9870']) {
    const context = await browser.newContext();
    if (bucket !== undefined)
      await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [VISITOR_BUCKET_KEY, bucket]);
    const page = await context.newPage();
    const first = await labelSeen(page, gateways[0]!);
    const kept = Number(await page.evaluate((key) => localStorage.getItem(key), VISITOR_BUCKET_KEY));
    expect(first).toBe(kept < 5_000 ? V2_LABEL : V1_LABEL);
    // A reload (same origin, so the same localStorage and bucket).
    expect(await labelSeen(page, gateways[0]!)).toBe(first);
    // The other gateway gives the same bucket the same build (its origin differs here, so it is given the bucket).
    if (bucket !== undefined) expect(await labelSeen(page, gateways[1]!)).toBe(first);
    groups.add(first);
    await context.close();
  }
  expect(groups).toEqual(new Set([V1_LABEL, V2_LABEL]));
}

test('promote makes the canary live for everyone; rollback restores the build before it', async ({ page }) => {
  const promoted = await release('tax', '--promote');
  expect(promoted.code).toBe(0);
  for (const gateway of gateways) {
    for (const bucket of [0, 4_999, 5_000, 9_999]) await expect.poll(() => servedTax(gateway, bucket)).toBe(v2Url());
  }
  expect(await taxStatus()).toMatchObject({
    live: { url: v2Url(), label: V2_LABEL, from: 'release' },
    canary: null,
    previous: { url: STARTING_URL },
  });
  expect(await labelSeen(page, gateways[0]!)).toBe(V2_LABEL);

  const rolledBack = await release('tax', '--rollback');
  expect(rolledBack.code).toBe(0);
  for (const gateway of gateways) await expect.poll(() => servedTax(gateway, 0)).toBe(STARTING_URL);
  expect(await taxStatus()).toMatchObject({
    live: { url: STARTING_URL, from: 'starting map' },
    canary: null,
    previous: null,
  });
  expect(await labelSeen(page, gateways[1]!)).toBe(V1_LABEL);
});

test('a canary whose tools fail to load shows its failures in --status and /metrics', async ({ browser }) => {
  test.setTimeout(120_000);
  // An upload whose chunks never arrived is refused: the release hashes every file its manifest lists.
  const aside = path.join(work, 'tax-broken-chunks');
  moveScreenChunks(builds.broken, aside);
  const refused = await release('tax', brokenUrl(), '--canary', '50');
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(
    /Refused: .*\/\d+\.[0-9a-f]{8}\.js is not there \(HTTP 404\); upload the whole build first/,
  );

  // The whole upload is released; then its host loses the screens' chunks.
  moveScreenChunks(aside, builds.broken);
  const started = await release('tax', brokenUrl(), '--canary', '50');
  expect(started.code).toBe(0);
  moveScreenChunks(builds.broken, aside);

  // Two visitors in the canary's half: the tool fails for them (after its retries) and the browser says so.
  const failedLoads = async () => ((await taxStatus()).canary as { loads: { failed: number } }).loads.failed;
  for (const [index, gateway] of gateways.entries()) {
    const context = await browser.newContext();
    await context.addInitScript(([key]) => localStorage.setItem(key!, '42'), [VISITOR_BUCKET_KEY]);
    // A network no earlier test of this file reported from: its reports count on the canary, not on a build
    // the loopback visitors already reported on this hour.
    await fromNetwork(context, gateway.url, '203.0.113.7');
    const page = await context.newPage();
    await page.goto(`${gateway.url}/taxcompare-calculator`);
    await expect(page.getByRole('heading', { name: 'This tool is temporarily unavailable' })).toBeVisible();
    // The page reports the failure with sendBeacon as it shows it; closing the context at once could drop the
    // beacon before it left (CI once counted one of the two), so the visitor stays until it has been counted.
    await expect.poll(failedLoads, { timeout: 10_000 }).toBe(index + 1);
    await context.close();
  }

  const status = await release('--status');
  expect(status.code).toBe(0);
  const canaryRow = status.output.split('\n').find((line) => line.startsWith('tax') && line.includes('canary 50 %'));
  // Loaded, failed, timed out, integrity: reports (distinct clients). The two visitors are one client to the
  // gateways, which count clients by address.
  expect(canaryRow).toMatch(
    new RegExp(`${BROKEN_LABEL}\\s+${brokenUrl()}\\s+yes\\s+0 \\(0\\)\\s+2 \\(1\\)\\s+0 \\(0\\)\\s+0 \\(0\\)$`),
  );

  // Each gateway counted the report its visitor's browser sent it.
  for (const gateway of gateways) {
    const metrics = await (
      await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${E2E_ENV.METRICS_TOKEN}` } })
    ).text();
    expect(metrics).toContain(`fintools_remote_loads_total{remote="tax",build="${BROKEN_LABEL}",outcome="failed"} 1`);
  }

  const stopped = await release('tax', '--rollback');
  expect(stopped.output).toContain(`tax: the canary ${brokenUrl()} is stopped`);
  for (const gateway of gateways) await expect.poll(() => servedTax(gateway, 42)).toBe(STARTING_URL);
});
