import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { judgeCanary } from '../src/release/canary-autopilot';
import type { LoadFigures } from '../src/release/load-stats';
import { releaseLive, startCanary, type Release, type ReleaseState } from '../src/release/release-state';
import type { RemotesStatus } from '../src/release/remote-status';
import { formatStatusTable } from '../src/release/status-table';
import { FileReleaseStore } from '../src/release/store';
import { emptyDir, metricsOf, pageToken, postLoadReport, startGateway, type StubServer, waitFor } from './helpers';
import { manifestOf, shellTree, startBuildHost } from './release-fixtures';
import { HAS_REDIS, startRedisServer, stopRedisServer, type RedisServer } from './redis-server';

/*
 * Issue 34, "load reports fit for a decision": reports only from our pages and EMBED_ORIGINS, a few per
 * client per build per hour, distinct clients beside every figure, a release URL with a query counted,
 * the outcome `integrity`, and `--canary … --auto` deciding on the figures. The attacks of the issue, replayed.
 */

let host: StubServer;
let app: FastifyInstance;
let store: FileReleaseStore;
const logLines: string[] = [];
const EMBEDDER = 'https://sibling.example';
const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;
const entry = (build: string) => `${host.url}/${build}/remoteEntry.js`;
const release = (value: string): Release => ({ url: value, at: '2026-11-24T10:00:00.000Z' });

async function write(change: (state: ReleaseState) => ReturnType<typeof releaseLive>): Promise<void> {
  const result = await store.update(change);
  if (!result.ok) throw new Error(result.error);
}

const status = async () => (await app.inject('/api/remotes')).json() as RemotesStatus;
const served = async () =>
  (await app.inject({ url: '/remotes.json?bucket=0', headers: { host: 'fintools.test' } })).json() as Record<
    string,
    string
  >;

/** A beacon as a browser sends it: text/plain (no preflight), with the headers a page cannot choose. */
function report(
  body: { entry: string; outcome: string; remote?: string },
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', origin: 'http://fintools.test' },
  remoteAddress = '203.0.113.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress,
    headers: { 'content-type': 'text/plain', host: 'fintools.test', ...headers },
    // The page's token, for the address it was served to.
    payload: JSON.stringify({ type: 'remote-load', remote: 'tax', ms: 500, token: pageToken(remoteAddress), ...body }),
  });
}

beforeAll(async () => {
  host = await startBuildHost({
    v1: manifestOf('tax', 'tax remote · v1'),
    v4: manifestOf('tax', 'tax remote · v4'),
    v5: manifestOf('tax', 'tax remote · v5'),
    v6: manifestOf('tax', 'tax remote · v6'),
    v7: manifestOf('tax', 'tax remote · v7'),
  });
  const remotesFile = path.join(emptyDir(), 'remotes.json');
  store = new FileReleaseStore(remotesFile);
  app = await startGateway(
    {
      staticRoot: shellTree(),
      remotesFile,
      remotesPollMs: 50,
      embedOrigins: [EMBEDDER],
      canaryAutoMinClients: 5,
      // Decided on the figures at once here; the minimum time has its own test (canary-cannot-be-bought).
      canaryAutoMinMinutes: 0,
      canaryAutoMarginPercent: 2,
      logLevel: 'info',
    },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  await write((state) => releaseLive(state, 'tax', release(url('v1'))));
  await write((state) => startCanary(state, 'tax', release(url('v4')), 10));
  await waitFor(async () => (await served()).tax === url('v4'), 3000);
});

afterAll(async () => {
  await app.close();
  await host.close();
});

test('200 forged cross-site reports are refused and leave the canary’s figures and /metrics unchanged', async () => {
  const before = (await status()).remotes.tax!.canary!;
  const forged = { entry: entry('v4'), outcome: 'failed' };
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      report(
        forged,
        // A page on another site, and one from a browser too old to send Sec-Fetch-Site.
        index % 2
          ? { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }
          : { origin: 'https://evil.example' },
        `198.51.100.${index % 250}`,
      ),
    ),
  );
  expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([403]));
  expect(answers[0]!.json()).toEqual({
    error: 'Load reports are taken from FinTools pages and the sites in EMBED_ORIGINS only',
  });
  const after = (await status()).remotes.tax!.canary!;
  expect(after.loads).toEqual(before.loads);
  expect(after.clients).toEqual(before.clients);
  expect(await metricsOf(app)).not.toContain('build="tax remote · v4",outcome="failed"');
  // Neither Origin nor Sec-Fetch-Site: not a browser page.
  expect((await report(forged, {})).statusCode).toBe(403);
});

test('our own pages (Sec-Fetch-Site, or Origin for older browsers) and EMBED_ORIGINS are taken', async () => {
  const loaded = { entry: entry('v4'), outcome: 'loaded' };
  expect((await report(loaded, { 'sec-fetch-site': 'same-origin' }, '10.1.0.1')).statusCode).toBe(204);
  expect((await report(loaded, { origin: 'http://fintools.test' }, '10.2.0.1')).statusCode).toBe(204);
  expect((await report(loaded, { 'sec-fetch-site': 'cross-site', origin: EMBEDDER }, '10.3.0.1')).statusCode).toBe(204);
  const canary = (await status()).remotes.tax!.canary!;
  expect(canary.loads.loaded).toBe(3);
  expect(canary.clients.loaded).toBe(3);
});

test('one client counts at most 3 reports per build per hour, and shows as one client', async () => {
  const before = (await status()).remotes.tax!.live;
  const answers = [];
  for (let index = 0; index < 50; index++) {
    answers.push((await report({ entry: entry('v1'), outcome: 'failed' }, undefined, '10.50.0.1')).statusCode);
  }
  expect(new Set(answers)).toEqual(new Set([204]));
  const live = (await status()).remotes.tax!.live;
  expect(live.loads.failed - before.loads.failed).toBe(3);
  expect(live.clients.failed - before.clients.failed).toBe(1);
  expect(await metricsOf(app)).toContain(
    'fintools_remote_loads_total{remote="tax",build="tax remote · v1",outcome="failed"} 3',
  );
});

test('the outcome integrity is counted in /api/remotes, --status and /metrics', async () => {
  expect((await report({ entry: entry('v4'), outcome: 'integrity' }, undefined, '10.60.0.1')).statusCode).toBe(204);
  const current = await status();
  expect(current.remotes.tax!.canary!.loads.integrity).toBe(1);
  expect(current.remotes.tax!.canary!.clients.integrity).toBe(1);
  expect(await metricsOf(app)).toContain(
    'fintools_remote_loads_total{remote="tax",build="tax remote · v4",outcome="integrity"} 1',
  );
  const table = formatStatusTable(current).split('\n');
  expect(table[0]).toMatch(/LOADED\s+FAILED\s+TIMED OUT\s+INTEGRITY$/);
  // Reports, and distinct clients in brackets, beside every figure.
  expect(table).toContainEqual(expect.stringMatching(/^tax\s+canary 10 %.*\s3 \(3\)\s+0 \(0\)\s+0 \(0\)\s+1 \(1\)$/));
});

test('a release whose URL has a query (?v=5) gets its counts: the query is left out on both sides', async () => {
  await write((state) => startCanary(state, 'tax', release(`${url('v5')}?v=5`), 10));
  await waitFor(async () => (await served()).tax === `${url('v5')}?v=5`, 3000);
  expect((await report({ entry: entry('v5'), outcome: 'failed' }, undefined, '10.70.0.1')).statusCode).toBe(204);
  expect(
    (await report({ entry: `${entry('v5')}?v=5&retry=1`, outcome: 'loaded' }, undefined, '10.71.0.1')).statusCode,
  ).toBe(204);
  const canary = (await status()).remotes.tax!.canary!;
  expect(canary.url).toBe(`${url('v5')}?v=5`);
  expect(canary.loads).toMatchObject({ failed: 1, loaded: 1 });
  const metrics = await metricsOf(app);
  expect(metrics).toContain('fintools_remote_loads_total{remote="tax",build="tax remote · v5",outcome="failed"} 1');
  expect(metrics).not.toContain('build="unknown"');
});

describe('--canary 10 --auto', () => {
  const clients = (count: number, from: number) => Array.from({ length: count }, (_, i) => `10.${from + i}.0.1`);

  test('promoted once 5 distinct clients loaded it with no more failures than the live build plus 2 points', async () => {
    // The live build's figures count only once 5 distinct clients reported on it too.
    for (const client of clients(5, 200)) await report({ entry: entry('v1'), outcome: 'loaded' }, undefined, client);
    await write((state) => startCanary(state, 'tax', release(url('v6')), 10, true));
    await waitFor(async () => (await served()).tax === url('v6'), 3000);
    expect((await status()).remotes.tax!.canary).toMatchObject({ url: url('v6'), auto: true });
    // Four clients: not enough to decide.
    for (const client of clients(4, 100)) await report({ entry: entry('v6'), outcome: 'loaded' }, undefined, client);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await status()).remotes.tax!.canary?.url).toBe(url('v6'));
    await report({ entry: entry('v6'), outcome: 'loaded' }, undefined, '10.104.0.1');
    await waitFor(async () => (await status()).remotes.tax!.live.url === url('v6'), 3000);
    const after = (await status()).remotes.tax!;
    expect(after.live.url).toBe(url('v6'));
    expect(after.canary).toBeNull();
    expect(after.decision).toMatchObject({ url: url('v6'), outcome: 'promoted' });
    expect(after.decision!.reason).toMatch(
      /^0 % of 5 clients saw a load fail \(5 loads\); the live build [\d.]+ % of \d+; margin 2 points$/,
    );
    expect(logLines.join('')).toContain('Canary promoted automatically');
    expect(formatStatusTable(await status())).toContain(`tax: the canary ${url('v6')} was promoted automatically at`);
  });

  test('rolled back once its failure rate is past the live build’s plus the margin', async () => {
    await write((state) => startCanary(state, 'tax', release(url('v7')), 10, true));
    await waitFor(async () => (await served()).tax === url('v7'), 3000);
    for (const client of clients(3, 120)) await report({ entry: entry('v7'), outcome: 'loaded' }, undefined, client);
    for (const client of clients(2, 130)) await report({ entry: entry('v7'), outcome: 'failed' }, undefined, client);
    await waitFor(async () => (await status()).remotes.tax!.canary === null, 3000);
    const after = (await status()).remotes.tax!;
    expect(after.live.url).toBe(url('v6'));
    expect(after.decision).toMatchObject({ url: url('v7'), outcome: 'rolled back' });
    expect(after.decision!.reason).toBe(
      '40 % of 5 clients saw a load fail (5 loads); the live build 0 % of 5; margin 2 points',
    );
    expect((await served()).tax).toBe(url('v6'));
    expect(logLines.join('')).toContain('Canary rolled back automatically');
    expect(formatStatusTable(await status())).toContain('was rolled back automatically');
  });
});

/** Figures of `clients` clients, `failing` of them with a failed load, each sending `reportsEach` reports. */
const figures = (clients: number, failing: number, reportsEach = 1): LoadFigures => ({
  loads: { loaded: (clients - failing) * reportsEach, failed: failing * reportsEach, timeout: 0, integrity: 0 },
  clients: { loaded: clients - failing, failed: failing, timeout: 0, integrity: 0, any: clients, failure: failing },
});

test.each<[string, LoadFigures, LoadFigures, string | undefined]>([
  ['too few canary clients', figures(49, 0), figures(500, 5), undefined],
  ['too few live-build clients', figures(60, 0), figures(49, 0), undefined],
  // The report's attack: 3 `failed` reports from one address were the live build's 100 %.
  ['one client failing on the live build decides nothing', figures(60, 60), figures(1, 1, 3), undefined],
  ['exactly the live rate plus the margin', figures(100, 3), figures(100, 1), 'promoted'],
  ['just past it', figures(100, 4), figures(100, 1), 'rolled back'],
  ['all failing', figures(60, 60), figures(500, 5), 'rolled back'],
  // 3 reports from each of 60 clients count as 60 clients: the rate is a share of clients, not of reports.
  ['many reports from few failing clients weigh as those clients', figures(60, 1, 3), figures(500, 0), 'promoted'],
])('judgeCanary: %s', (_case, canary, live, outcome) => {
  expect(judgeCanary(canary, live, { minClients: 50, marginPercent: 2 })?.outcome).toBe(outcome);
});

(HAS_REDIS ? describe : describe.skip)('two gateways sharing Redis', () => {
  let redisServer: RedisServer;
  let gateways: FastifyInstance[] = [];
  let buildHost: StubServer;
  const taxUrl = () => `${buildHost.url}/r1/mf-manifest.json`;
  const post = (gateway: FastifyInstance, remoteAddress: string, outcome = 'failed') =>
    postLoadReport(gateway, { entry: `${buildHost.url}/r1/remoteEntry.js`, outcome, remoteAddress });

  beforeAll(async () => {
    redisServer = await startRedisServer();
    buildHost = await startBuildHost({ r1: manifestOf('tax', 'tax remote · r1') });
    const staticRoot = shellTree();
    gateways = await Promise.all(
      [0, 1].map(() =>
        startGateway({ staticRoot, redisUrl: redisServer.url, remoteUrls: { tax: taxUrl() }, remotesPollMs: 50 }),
      ),
    );
  });

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await stopRedisServer(redisServer);
    await buildHost.close();
  });

  test('one client’s cap and the distinct clients are counted across gateways', async () => {
    for (let index = 0; index < 10; index++) await post(gateways[index % 2]!, '10.1.0.1');
    await post(gateways[1]!, '10.2.0.1', 'loaded');
    for (const gateway of gateways) {
      const live = (await gateway.inject('/api/remotes')).json().remotes.tax.live;
      expect(live.loads).toEqual({ loaded: 1, failed: 3, timeout: 0, integrity: 0 });
      expect(live.clients).toEqual({ loaded: 1, failed: 1, timeout: 0, integrity: 0, any: 2, failure: 1 });
    }
  });
});
