import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config';
import { parseArguments } from '../src/release/cli';
import { isCspOrigin, remoteUrlProblem } from '../src/release/remote-url';
import { REMOTES_KEY } from '../src/release/store';
import { cspDirectives } from '../src/security-headers';
import { startGateway, TEST_METRICS_TOKEN, testConfig, waitFor, type StubServer } from './helpers';
import { manifestOf, shellTree, startBuildHost, startMapFileGateway } from './release-fixtures';
import { HAS_REDIS, startRedisServer, stopRedisServer, type RedisServer } from './redis-server';

/*
 * Issue 34, "a map that cannot break anything": one check (release/remote-url.ts) guards every way into the
 * live remote map (`pnpm release`, the stored file, Redis, REMOTE_*_URL). The attacks of the issue, replayed.
 */

test.each<[string, string | undefined]>([
  ['https://cdn.example/fintools/tax/v5/mf-manifest.json', undefined],
  ['https://cdn.example/fintools/tax/v5/mf-manifest.json?v=5', undefined],
  ['http://127.0.0.1:8091/tax/mf-manifest.json', undefined],
  ['http://[::1]:8091/tax/mf-manifest.json', undefined],
  ['/mfe/tax/mf-manifest.json', undefined],
  // Issue 34, attack 4: a "same-origin" path that browsers resolve to another host.
  ['/\\other-host/tax/mf-manifest.json', 'it holds a backslash, which browsers read as a slash'],
  ['//other-host/tax/mf-manifest.json', 'a path must not start with //: browsers read it as another host'],
  ['/\t/other-host/tax/mf-manifest.json', 'it holds a space or a control character'],
  ['https://cdn.example\\@evil.example/mf-manifest.json', 'it holds a backslash, which browsers read as a slash'],
  // Issue 34, attack 5: a host that breaks the content security policy.
  ['https://a,b.example/tax/mf-manifest.json', 'its host "a,b.example" is not a host name'],
  ['https://a;b.example/tax/mf-manifest.json', 'its host "a;b.example" is not a host name'],
  ["https://a'b.example/tax/mf-manifest.json", `its host "a'b.example" is not a host name`],
  ['https://user:secret@cdn.example/tax/mf-manifest.json', 'it holds credentials'],
  ['https://@cdn.example/tax/mf-manifest.json', 'it holds credentials'],
  ['ftp://cdn.example/tax/mf-manifest.json', 'it is not an http(s) URL'],
  ['javascript:alert(1)', 'it is not an http(s) URL'],
  ['cdn.example/tax/mf-manifest.json', 'it is not an absolute URL'],
  ['', 'it is empty'],
  [`https://cdn.example/${'a'.repeat(1000)}`, 'it is longer than 1000 characters'],
])('remoteUrlProblem(%j) is %j', (value, problem) => {
  expect(remoteUrlProblem(value)).toBe(problem);
});

test.each<[string, boolean]>([
  ['https://cdn.example', true],
  ['http://127.0.0.1:8091', true],
  ['http://[::1]:8091', true],
  ['https://a,b.example', false],
  ['https://a;b.example', false],
  ['https://cdn.example/path', false],
  ["'unsafe-inline'", false],
])('isCspOrigin(%j) is %j', (origin, fit) => {
  expect(isCspOrigin(origin)).toBe(fit);
});

test('pnpm release refuses a backslash path, a comma host and credentials, saying why (exit 2: nothing written)', () => {
  expect(parseArguments(['tax', '/\\other-host/tax/mf-manifest.json'])).toMatch(
    /^Refused "\/\\other-host\/tax\/mf-manifest\.json": it holds a backslash/,
  );
  expect(parseArguments(['tax', 'https://a,b.example/tax/mf-manifest.json'])).toMatch(/is not a host name/);
  expect(parseArguments(['tax', 'https://u:p@cdn.example/tax/mf-manifest.json'])).toMatch(/it holds credentials/);
});

test('REMOTE_*_URL with such a value stops the gateway at start-up with the variable named', () => {
  expect(() => loadConfig({ REMOTE_TAX_URL: 'https://a,b.example/tax/mf-manifest.json' })).toThrow(
    'REMOTE_TAX_URL cannot be a remote\'s URL: its host "a,b.example" is not a host name',
  );
  expect(() => loadConfig({ REMOTE_TAX_URL: '/\\other-host/tax/mf-manifest.json' })).toThrow(/backslash/);
  expect(loadConfig({ REMOTE_TAX_URL: '/mfe/tax/mf-manifest.json' }).remoteUrls.tax).toBe('/mfe/tax/mf-manifest.json');
});

test('the CSP leaves out an origin unfit for it rather than failing (the last guard before helmet)', () => {
  const directives = cspDirectives(testConfig(), () => ['https://cdn.example', 'https://a,b.example']);
  const scriptSrc = directives['script-src']![0] as () => string;
  expect(scriptSrc()).toBe("'self' https://cdn.example");
});

/** Every kind of route a visitor or an operator asks for: the page, a tool, the map, the API, health. */
/** Prometheus's header: /metrics answers it (every other route ignores it). */
const METRICS_AUTH = { authorization: `Bearer ${TEST_METRICS_TOKEN}` };
const ROUTES = ['/healthz', '/', '/emi-calculator', '/remotes.json', '/tools.json', '/api/remotes', '/metrics'];

describe('a stored map with bad entries (written by hand into the file)', () => {
  let host: StubServer;
  let app: FastifyInstance;
  let remotesFile = '';
  let logLines: string[] = [];
  const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;
  const release = (value: string) => ({ url: value, at: '2026-11-24T10:00:00.000Z' });
  const writeMap = (remotes: object) => fs.writeFileSync(remotesFile, JSON.stringify({ remotes }));
  const remotesJson = async () =>
    (await app.inject({ url: '/remotes.json', headers: { host: 'fintools.test' } })).json() as Record<string, string>;

  beforeAll(async () => {
    ({ host, app, remotesFile, logLines } = await startMapFileGateway());
  });

  afterAll(async () => {
    await app.close();
    await host.close();
  });

  test('a `,` host, a `;` host, a `/\\` path and credentials: skipped and logged, each remote keeps its last good URL, every route 200', async () => {
    writeMap({ tax: { live: release(url('v1')), history: [] } });
    await waitFor(async () => (await remotesJson()).tax === url('v1'), 3000);
    expect((await remotesJson()).tax).toBe(url('v1'));

    writeMap({
      tax: { live: release('https://a,b.example/tax/mf-manifest.json'), history: [release(url('v1'))] },
      calculators: { live: release('/\\other-host/calculators/mf-manifest.json'), history: [] },
      media: { live: release('https://x;y.example/media/mf-manifest.json'), history: [] },
      chat: { live: release('https://user:secret@cdn.example/chat/mf-manifest.json'), history: [] },
    });
    await waitFor(() => logLines.join('').includes('a,b.example'), 3000);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const map = await remotesJson();
    expect(map.tax).toBe(url('v1'));
    expect(map.calculators).toBe('/mfe/calculators/mf-manifest.json');
    expect(map.media).toBe('/mfe/media/mf-manifest.json');
    expect(map.chat).toBe('/mfe/chat/mf-manifest.json');
    for (const route of ROUTES) {
      const response = await app.inject({ url: route, headers: { accept: 'text/html', ...METRICS_AUTH } });
      expect([route, response.statusCode]).toEqual([route, 200]);
      expect(String(response.headers['content-security-policy'] ?? '')).not.toMatch(/[,;] |a,b|x;y/);
    }
    const log = logLines.join('');
    expect(log).toContain('a stored release is not a valid remote URL; that remote keeps its last good build');
    expect(log).toContain('other-host');
    // The password in a refused URL is never written back out in a page or the map.
    expect(JSON.stringify(await remotesJson())).not.toContain('secret');
  });

  test('/api/remotes no longer says where the map is kept', async () => {
    const status = (await app.inject('/api/remotes')).json();
    expect(status).not.toHaveProperty('store');
    expect(JSON.stringify(status)).not.toContain(remotesFile);
  });

  test('a good release after the bad map is followed again', async () => {
    writeMap({ tax: { live: release(url('v2')), history: [release(url('v1'))] } });
    await waitFor(async () => (await remotesJson()).tax === url('v2'), 3000);
    expect((await remotesJson()).tax).toBe(url('v2'));
  });
});

(HAS_REDIS ? describe : describe.skip)('a bad entry written into Redis by hand', () => {
  let redisServer: RedisServer;
  let host: StubServer;
  let app: FastifyInstance;
  let client: Redis;
  const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;
  const remotesJson = async () =>
    (await app.inject({ url: '/remotes.json', headers: { host: 'fintools.test' } })).json() as Record<string, string>;
  const setMap = (tax: string) =>
    client.set(
      REMOTES_KEY,
      JSON.stringify({ remotes: { tax: { live: { url: tax, at: '2026-11-24' }, history: [] } } }),
    );

  beforeAll(async () => {
    redisServer = await startRedisServer();
    client = new Redis(redisServer.url);
    host = await startBuildHost({ v1: manifestOf('tax', 'tax remote · v1') });
    app = await startGateway({ staticRoot: shellTree(), redisUrl: redisServer.url, remotesPollMs: 50 });
  });

  afterAll(async () => {
    await app.close();
    client.disconnect();
    await stopRedisServer(redisServer);
    await host.close();
  });

  test('keeps the last good URL and every route at 200', async () => {
    await setMap(url('v1'));
    await waitFor(async () => (await remotesJson()).tax === url('v1'), 3000);
    await setMap('https://a,b.example/tax/mf-manifest.json');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await remotesJson()).tax).toBe(url('v1'));
    for (const route of ROUTES) {
      expect([route, (await app.inject({ url: route, headers: METRICS_AUTH })).statusCode]).toEqual([route, 200]);
    }
  });
});
