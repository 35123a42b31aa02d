import type { FastifyInstance } from 'fastify';
import { parseRemoteMap, REMOTE_MAP_ELEMENT_ID, visitorRemoteMap } from '@fintools/shared/federation/remote-map';
import { FileReleaseStore } from '../src/release/store';
import { releaseLive, startCanary, type Release, type ReleaseState } from '../src/release/release-state';
import { emptyDir, metricsOf, pageToken, startGateway, type StubServer, waitFor } from './helpers';
import { manifestOf, shellTree, startBuildHost } from './release-fixtures';
import path from 'node:path';
import fs from 'node:fs';

/*
 * The live remote map in a file (REMOTES_FILE, no Redis): what `pnpm release` writes, the gateway follows
 * without a restart, checking every build against its shell before advertising it.
 */

let host: StubServer;
let app: FastifyInstance;
let store: FileReleaseStore;
const logLines: string[] = [];
const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;
const release = (build: string): Release => ({ url: url(build), at: '2026-11-24T10:00:00.000Z' });

async function remotesJson(bucket?: number): Promise<Record<string, string>> {
  const query = bucket === undefined ? '' : `?bucket=${bucket}`;
  return (await app.inject({ url: `/remotes.json${query}`, headers: { host: 'fintools.test' } })).json();
}

async function write(change: (state: ReleaseState) => ReturnType<typeof releaseLive>): Promise<void> {
  const result = await store.update(change);
  if (!result.ok) throw new Error(result.error);
}

/** Waits for the next polls to have picked up the map. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  await waitFor(condition, 3000);
}

beforeAll(async () => {
  host = await startBuildHost({
    v1: manifestOf('tax', 'tax remote · v1'),
    v2: manifestOf('tax', 'tax remote · v2'),
    v3: manifestOf('tax', 'tax remote · v3'),
    // Built against a newer major of @fintools/shared than the shell provides.
    next: manifestOf('tax', 'tax remote · next', '1.0.0'),
  });
  const remotesFile = path.join(emptyDir(), 'remotes.json');
  store = new FileReleaseStore(remotesFile);
  app = await startGateway(
    { staticRoot: shellTree(), remoteUrls: { tax: url('v1') }, remotesFile, remotesPollMs: 50, logLevel: 'info' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
});

afterAll(async () => {
  await app.close();
  await host.close();
});

test('the starting map is REMOTE_<NAME>_URL, else the gateway’s own copy', async () => {
  const map = await remotesJson();
  expect(map.tax).toBe(url('v1'));
  // By path: hosts resolve it against remotes.json's own URL (the request's Host is never used).
  expect(map.chat).toBe('/mfe/chat/mf-manifest.json');
});

test('a release written to the file is advertised without a restart, and the CSP follows it', async () => {
  await write((state) => releaseLive(state, 'tax', release('v2')));
  await until(async () => (await remotesJson()).tax === url('v2'));
  expect((await remotesJson()).tax).toBe(url('v2'));
  const csp = String((await app.inject('/healthz')).headers['content-security-policy']);
  expect(csp).toMatch(new RegExp(`script-src 'self' ${host.url}`));
});

test('a canary goes to the buckets in its share; no bucket or another bucket gets the live build', async () => {
  await write((state) => startCanary(state, 'tax', release('v3'), 30));
  await until(async () => (await remotesJson(0)).tax === url('v3'));
  expect((await remotesJson(0)).tax).toBe(url('v3'));
  expect((await remotesJson(2_999)).tax).toBe(url('v3'));
  expect((await remotesJson(3_000)).tax).toBe(url('v2'));
  expect((await remotesJson()).tax).toBe(url('v2'));
  // Malformed buckets are ignored rather than refused: the visitor gets the live build.
  const odd = await app.inject({ url: '/remotes.json?bucket=abc', headers: { host: 'fintools.test' } });
  expect(odd.statusCode).toBe(200);
  expect(odd.json().tax).toBe(url('v2'));
});

test('a page carries the live map and the canaries inline, and picks as /remotes.json does', async () => {
  // What the gateway writes into the page it serves, read back the way the shell reads it.
  const html = (await app.inject({ url: '/taxcompare-calculator', headers: { accept: 'text/html' } })).body;
  const json = new RegExp(`<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">(.*?)</script>`).exec(html);
  const inline = JSON.parse(json?.[1] ?? 'null') as unknown;
  expect(inline).toMatchObject({ tax: url('v2'), canaries: { tax: { url: url('v3'), percent: 30 } } });
  const page = 'http://fintools.test/taxcompare-calculator';
  for (const bucket of [0, 2_999, 3_000, 9_999]) {
    expect(visitorRemoteMap(inline, page, bucket)).toEqual(parseRemoteMap(await remotesJson(bucket), page));
  }
});

test('/api/remotes shows the live, canary and previous builds, their labels and compatibility', async () => {
  const status = (await app.inject('/api/remotes')).json();
  expect(status).not.toHaveProperty('store');
  expect(status.shellProvidesVersions).toBe(true);
  expect(status.remotes.tax).toEqual({
    live: {
      url: url('v2'),
      label: 'tax remote · v2',
      compatible: true,
      problems: [],
      codes: [],
      waiting: null,
      ownCopies: [],
      from: 'release',
      releasedAt: '2026-11-24T10:00:00.000Z',
      loads: { loaded: 0, failed: 0, timeout: 0, integrity: 0 },
      clients: { loaded: 0, failed: 0, timeout: 0, integrity: 0, any: 0, failure: 0 },
    },
    canary: {
      url: url('v3'),
      label: 'tax remote · v3',
      compatible: true,
      problems: [],
      codes: [],
      waiting: null,
      ownCopies: [],
      percent: 30,
      auto: false,
      releasedAt: '2026-11-24T10:00:00.000Z',
      loads: { loaded: 0, failed: 0, timeout: 0, integrity: 0 },
      clients: { loaded: 0, failed: 0, timeout: 0, integrity: 0, any: 0, failure: 0 },
    },
    previous: {
      url: url('v1'),
      label: 'tax remote · v1',
      compatible: true,
      problems: [],
      codes: [],
      waiting: null,
      ownCopies: [],
    },
    served: { live: url('v2'), canary: url('v3') },
    decision: null,
  });
  // No build of this remote on disk: its compatibility cannot be told, and it is still advertised; the status
  // says what it waits for.
  expect(status.remotes.calculators.live).toMatchObject({
    url: '/mfe/calculators/mf-manifest.json',
    from: 'starting map',
    compatible: null,
    waiting: { code: 'file-unreadable', file: '/mfe/calculators/mf-manifest.json' },
  });
  expect((await remotesJson()).calculators).toBe('/mfe/calculators/mf-manifest.json');
});

test('load reports count for the build they name, in /api/remotes and /metrics', async () => {
  const entry = `${host.url}/v3/remoteEntry.js`;
  const post = (body: unknown, contentType = 'text/plain', remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress,
      // A beacon from the shell's own page (events-origin tests: what other pages get).
      headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(body),
    });
  const report = {
    type: 'remote-load',
    remote: 'tax',
    entry: `${entry}?retry=1`,
    outcome: 'failed',
    ms: 900,
    token: pageToken(),
  };
  expect((await post(report)).statusCode).toBe(204);
  expect((await post({ ...report, outcome: 'timeout' }, 'application/json')).statusCode).toBe(204);
  // From another network: one counted on the canary is not counted on the live build too.
  const elsewhere = {
    ...report,
    outcome: 'loaded',
    entry: `${host.url}/v2/remoteEntry.js`,
    token: pageToken('198.51.100.7'),
  };
  expect((await post(elsewhere, 'text/plain', '198.51.100.7')).statusCode).toBe(204);
  expect((await post({ ...report, entry: 'https://elsewhere.example/remoteEntry.js' })).statusCode).toBe(204);

  const status = (await app.inject('/api/remotes')).json();
  expect(status.remotes.tax.canary.loads).toEqual({ loaded: 0, failed: 1, timeout: 1, integrity: 0 });
  expect(status.remotes.tax.canary.clients).toEqual({
    loaded: 0,
    failed: 1,
    timeout: 1,
    integrity: 0,
    any: 1,
    failure: 1,
  });
  expect(status.remotes.tax.live.loads).toEqual({ loaded: 1, failed: 0, timeout: 0, integrity: 0 });

  const metrics = await metricsOf(app);
  expect(metrics).toContain('fintools_remote_loads_total{remote="tax",build="tax remote · v3",outcome="failed"} 1');
  expect(metrics).toContain('fintools_remote_loads_total{remote="tax",build="tax remote · v3",outcome="timeout"} 1');
  expect(metrics).toContain('fintools_remote_loads_total{remote="tax",build="tax remote · v2",outcome="loaded"} 1');
  // A build no gateway advertised is one series, whatever area the report names.
  expect(metrics).toContain('fintools_remote_loads_total{remote="other",build="unknown",outcome="failed"} 1');
});

test('a bad report is a 400 with its reason; a large one a 413', async () => {
  const bad = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify({ type: 'remote-load', remote: 'tax', entry: 'x', outcome: 'loaded', ms: 1 }),
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ error: 'entry must be the http(s) URL of a remoteEntry.js' });
  const large = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': 'text/plain' },
    payload: 'x'.repeat(5000),
  });
  expect(large.statusCode).toBe(413);
});

test('a build that cannot run on the shell is never advertised: the one before stays', async () => {
  await write((state) => releaseLive(state, 'tax', release('next')));
  await until(async () => (await app.inject('/api/remotes')).json().remotes.tax.live.url === url('next'));
  const status = (await app.inject('/api/remotes')).json();
  expect(status.remotes.tax.live).toMatchObject({
    url: url('next'),
    compatible: false,
    problems: ['tax requires @fintools/shared/finance/tax ^1.0.0, but the live shell provides 0.1.0'],
  });
  expect(status.remotes.tax.served.live).toBe(url('v2'));
  expect((await remotesJson()).tax).toBe(url('v2'));
  expect(logLines.join('')).toContain('a build that cannot run on this shell is not advertised');
});

test('a map file that cannot be read keeps the last map', async () => {
  await write((state) => releaseLive(state, 'tax', release('v1')));
  await until(async () => (await remotesJson()).tax === url('v1'));
  fs.writeFileSync(store.file, '{ half a map');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await remotesJson()).tax).toBe(url('v1'));
});
