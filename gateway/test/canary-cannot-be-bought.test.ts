import type { FastifyInstance } from 'fastify';
import { sha384 } from '../src/release/build-integrity';
import { releaseLive, startCanary, type Release } from '../src/release/release-state';
import type { RemotesStatus } from '../src/release/remote-status';
import type { FileReleaseStore } from '../src/release/store';
import { pageToken, postLoadReport, sleep, waitFor, type StubServer } from './helpers';
import { entryOf, manifestOf, startCanaryGateway, startFileHost } from './release-fixtures';

/*
 * Nothing cheap decides a canary: the finding replayed. 120 loopback addresses each GET /api/page-token (no
 * Origin) and report "loaded" on a throwing `--auto` canary and errors on the live build; once that promoted it
 * in under a second. Now the token route refuses them, their reports count as one network (a /24), on one build
 * only, and a promotion also waits CANARY_AUTO_MIN_MINUTES and the gateway's own load of the canary. Errors still
 * roll back at once.
 */

const ENTRY = entryOf(manifestOf('tax', 'any'), []);
const build = (label: string) => ({
  'mf-manifest.json': JSON.stringify(manifestOf('tax', label)),
  'tools.json': '[]',
  'remoteEntry.js': ENTRY,
});

let host: StubServer;
let app: FastifyInstance;
let store: FileReleaseStore;
const url = (name: string) => `${host.url}/${name}/mf-manifest.json`;
const status = async () => ((await app.inject('/api/remotes')).json() as RemotesStatus).remotes.tax!;
const report = (name: string, outcome: string, remoteAddress: string, token = pageToken(remoteAddress)) =>
  postLoadReport(app, { entry: `${host.url}/${name}/remoteEntry.js`, outcome, remoteAddress, token });
/** Each address in a /24 of its own (10.N.0.1) from `from`: distinct networks. */
const networks = (count: number, from: number) => Array.from({ length: count }, (_, i) => `10.${from + i}.0.1`);
const released = (name: string, at: string, integrity?: Record<string, string>): Release => ({
  url: url(name),
  at,
  ...(integrity ? { integrity } : {}),
});
const canary = async (name: string, at: string, integrity?: Record<string, string>) => {
  const result = await store.update((state) => startCanary(state, 'tax', released(name, at, integrity), 10, true));
  if (!result.ok) throw new Error(result.error);
  await waitFor(async () => (await status()).canary?.url === url(name), 3000);
};

beforeAll(async () => {
  host = await startFileHost({
    live: build('live'),
    throwing: build('throwing'),
    fresh: build('fresh'),
    swapped: build('swapped'),
    sound: build('sound'),
    failing: build('failing'),
  });
  ({ app, store } = await startCanaryGateway({ canaryAutoMinMinutes: 15 }));
  await store.update((state) => releaseLive(state, 'tax', released('live', '2026-11-28T10:00:00Z')));
});
afterAll(async () => {
  await app.close();
  await host.close();
});

test('120 token-farming loopback addresses: no token without a page, one network, one build, no promotion', async () => {
  await canary('throwing', '2026-11-28T10:00:00Z');
  const addresses = Array.from({ length: 120 }, (_, i) => `127.0.0.${i + 1}`);
  // No Origin, no Sec-Fetch-Site: not a page the gateway served, not an embed origin.
  const asked = await Promise.all(
    addresses.map((remoteAddress) => app.inject({ url: '/api/page-token', remoteAddress })),
  );
  expect(new Set(asked.map((answer) => answer.statusCode))).toEqual(new Set([403]));
  // A script that forges a page's headers (or fetches a page per address) holds tokens: still nothing decided.
  for (const address of addresses) {
    await report('throwing', 'loaded', address);
    await report('live', 'failed', address);
  }
  await sleep(300);
  const tax = await status();
  expect(tax.canary).toMatchObject({ url: url('throwing'), clients: { any: 1 } });
  // The network is counted on the canary, so its reports on the live build are not.
  expect(tax.live.clients.any).toBe(0);
  expect(tax.decision).toBeNull();
});

test('enough networks on both builds, but the canary started minutes ago: not promoted yet', async () => {
  await canary('fresh', new Date().toISOString());
  for (const address of networks(60, 1)) await report('live', 'loaded', address);
  for (const address of networks(60, 100)) await report('fresh', 'loaded', address);
  await sleep(400);
  const tax = await status();
  expect(tax.canary).toMatchObject({ url: url('fresh'), clients: { any: 60 } });
  expect(tax.decision).toBeNull();
});

test('past its minimum time, a canary whose entry is not the released file is not promoted', async () => {
  await canary('swapped', '2026-11-28T10:00:00Z', { 'remoteEntry.js': sha384(Buffer.from('another entry')) });
  for (const address of networks(60, 170)) await report('swapped', 'loaded', address);
  await sleep(400);
  expect(await status()).toMatchObject({ canary: { url: url('swapped') }, decision: null });
});

test('past its minimum time and loading here with its hashes: promoted', async () => {
  await canary('sound', '2026-11-28T10:00:00Z', { 'remoteEntry.js': sha384(Buffer.from(ENTRY)) });
  // The networks of the live build's figures are taken: new ones for this canary (10.230–255, 11.x).
  for (const address of [...networks(26, 230), ...Array.from({ length: 30 }, (_, i) => `11.${i}.0.1`)])
    await report('sound', 'loaded', address);
  await waitFor(async () => (await status()).live.url === url('sound'), 3000);
  expect((await status()).decision).toMatchObject({ url: url('sound'), outcome: 'promoted' });
});

test('errors still roll back at once, without waiting the minimum time', async () => {
  for (const address of Array.from({ length: 60 }, (_, i) => `12.${i}.0.1`)) await report('sound', 'loaded', address);
  await canary('failing', new Date().toISOString());
  for (const address of Array.from({ length: 60 }, (_, i) => `13.${i}.0.1`)) await report('failing', 'failed', address);
  await waitFor(async () => (await status()).canary === null, 3000);
  expect(await status()).toMatchObject({
    live: { url: url('sound') },
    decision: { url: url('failing'), outcome: 'rolled back' },
  });
});
