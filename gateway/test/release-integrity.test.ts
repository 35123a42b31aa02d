import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseRemoteIntegrity, REMOTE_MAP_ELEMENT_ID } from '@fintools/shared/federation/remote-map';
import { REPO_ROOT } from '../src/config';
import { integrityFiles, parseBuildIntegrity, publishedIntegrity } from '../src/release/build-integrity';
import { runRelease } from '../src/release/cli';
import { parseReleaseState } from '../src/release/release-state';
import type { StubServer } from './helpers';
import { entryOf, manifestOf, repoTools, startFileHost, startReleaseGateway } from './release-fixtures';

/*
 * Issue 34, "integrity, end to end", the release's half: `pnpm release` records a sha384 of the build's
 * remoteEntry.js and of every file its manifest lists, and the gateways publish them with the map
 * (`integrity` in /remotes.json and in the page), so a host that swaps a file after the release is caught.
 */

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A build folder on a static host: file name → [content type, body]. */
type Folder = Record<string, [string, string]>;
const builds: Record<string, Folder> = {};

/** The tax build's remoteEntry.js: its shared modules and an expose per tool, as the gate reads them. */
const TAX_ENTRY = entryOf(manifestOf('tax', 'any'), repoTools('tax'));

function taxBuild(label: string, chunk = 'chunk.1a2b3c4d.js'): Folder {
  const manifest = {
    ...manifestOf('tax', label),
    metaData: { ...manifestOf('tax', label).metaData, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        id: 'tax:./TaxCompare',
        name: 'TaxCompare',
        assets: {
          js: { sync: ['__federation_expose_TaxCompare.5e6f7a8b.js'], async: [chunk] },
          css: { sync: [], async: [] },
        },
      },
    ],
  };
  return {
    'mf-manifest.json': ['application/json', JSON.stringify(manifest)],
    'tools.json': ['application/json', fs.readFileSync(path.join(REPO_ROOT, 'mfe-tax', 'tools.json'), 'utf8')],
    'remoteEntry.js': ['text/javascript', `${TAX_ENTRY} // ${label}`],
    '__federation_expose_TaxCompare.5e6f7a8b.js': ['text/javascript', `/* screen of ${label} */`],
    [chunk]: ['text/javascript', `/* chunk of ${label} */`],
    // The embed build's scripts, which the manifest does not list (shared/build/release-manifests.cjs).
    'embed-files.json': ['application/json', JSON.stringify({ files: ['embed.js', 'embed-host.0a0b0c0d.js'] })],
    'embed.js': ['text/javascript', `/* embed.js of ${label} */`],
    'embed-host.0a0b0c0d.js': ['text/javascript', `/* embed host of ${label} */`],
  };
}

let host: StubServer;
let app: FastifyInstance;
let site = '';
let remotesFile = '';
const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;

async function release(...args: string[]) {
  const err: string[] = [];
  const code = await runRelease(
    args,
    { REMOTES_FILE: remotesFile, FINTOOLS_URL: site },
    {
      out: () => undefined,
      err: (line) => err.push(line),
      fetch,
      now: () => new Date('2026-11-24T10:00:00Z'),
      confirmWithinMs: 3000,
    },
  );
  return { code, err: err.join('\n') };
}

beforeAll(async () => {
  builds.v1 = taxBuild('tax remote · v1');
  builds.v2 = taxBuild('tax remote · v2', 'chunk.9f8e7d6c.js');
  // A host that answers a missing chunk with its HTML page, status 200.
  builds.soft404 = {
    ...taxBuild('tax remote · soft'),
    'chunk.1a2b3c4d.js': ['text/html', '<!doctype html><p>Not found</p>'],
  };
  builds.partial = taxBuild('tax remote · partial');
  delete builds.partial['chunk.1a2b3c4d.js'];
  host = await startFileHost(builds);
  ({ app, site, remotesFile } = await startReleaseGateway(100, (staticRoot) =>
    // What the shell's build lists for a tool route (shared/build/preload-manifests.cjs).
    fs.writeFileSync(
      path.join(staticRoot, 'shell/dist/route-preload.json'),
      JSON.stringify({ toolRoute: ['federation-host.11111111.js'], sharedModules: {} }),
    ),
  ));
});

afterAll(async () => {
  await app.close();
  await host.close();
});

test('a release records the sha384 of remoteEntry.js, of every file the manifest lists and of embed.js’s scripts', async () => {
  expect(await release('tax', url('v1'))).toEqual({ code: 0, err: '' });
  const state = parseReleaseState(JSON.parse(fs.readFileSync(remotesFile, 'utf8')));
  expect(state.remotes.tax?.live?.integrity).toEqual({
    'remoteEntry.js': sri(`${TAX_ENTRY} // tax remote · v1`),
    '__federation_expose_TaxCompare.5e6f7a8b.js': sri('/* screen of tax remote · v1 */'),
    'chunk.1a2b3c4d.js': sri('/* chunk of tax remote · v1 */'),
    'embed.js': sri('/* embed.js of tax remote · v1 */'),
    'embed-host.0a0b0c0d.js': sri('/* embed host of tax remote · v1 */'),
  });
});

test('the gateway’s /mfe/tax/embed.js loads the released embed.js with its hash, and hands on its host chunk’s', async () => {
  const stub = (await app.inject('/mfe/tax/embed.js')).body;
  expect(stub).toContain(`script.src = new URL(${JSON.stringify(`${host.url}/v1/embed.js`)}, base).href;`);
  expect(stub).toContain(`script.integrity = ${JSON.stringify(sri('/* embed.js of tax remote · v1 */'))};`);
  expect(stub).toContain("script.crossOrigin = 'anonymous';");
  const handedOn = JSON.parse(
    JSON.parse(/script\.dataset\.integrity = ("[^\n]*");/.exec(stub)?.[1] ?? '"{}"') as string,
  );
  expect(handedOn).toEqual({ 'embed-host.0a0b0c0d.js': sri('/* embed host of tax remote · v1 */') });
});

test('/remotes.json publishes them under `integrity`, by file URL; the page carries them inline', async () => {
  const map = (await app.inject('/remotes.json')).json();
  expect(map.tax).toBe(url('v1'));
  expect(map.integrity).toEqual({
    [`${host.url}/v1/remoteEntry.js`]: sri(`${TAX_ENTRY} // tax remote · v1`),
    [`${host.url}/v1/__federation_expose_TaxCompare.5e6f7a8b.js`]: sri('/* screen of tax remote · v1 */'),
    [`${host.url}/v1/chunk.1a2b3c4d.js`]: sri('/* chunk of tax remote · v1 */'),
    [`${host.url}/v1/embed.js`]: sri('/* embed.js of tax remote · v1 */'),
    [`${host.url}/v1/embed-host.0a0b0c0d.js`]: sri('/* embed host of tax remote · v1 */'),
  });
  // What the browser reads back (shared/src/federation/remote-map.ts).
  expect(parseRemoteIntegrity(map, `${site}/remotes.json`)).toEqual(map.integrity);
  const html = (await app.inject({ url: '/taxcompare-calculator', headers: { accept: 'text/html' } })).body;
  const inline = new RegExp(`<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">(.*?)</script>`).exec(html);
  expect(JSON.parse(inline?.[1] ?? 'null').integrity).toEqual(map.integrity);
});

test('the page preloads remoteEntry.js with its hash and crossorigin, as the loader requests it (one fetch, not two)', async () => {
  const html = (await app.inject({ url: '/taxcompare-calculator', headers: { accept: 'text/html' } })).body;
  const entry = `${host.url}/v1/remoteEntry.js`;
  const hash = sri(`${TAX_ENTRY} // tax remote · v1`);
  expect(html).toContain(
    `<link rel="preload" as="script" href="${entry}" fetchpriority="low" integrity="${hash}" crossorigin="anonymous">`,
  );
  // The shell's own files carry no recorded hash: preloaded as the shell loads them, without either.
  expect(html).toContain('<link rel="preload" as="script" href="/federation-host.11111111.js" fetchpriority="low">');
});

test('a canary’s hashes go to the visitors in its share, and to the page (which picks per visitor)', async () => {
  expect((await release('tax', url('v2'), '--canary', '10')).code).toBe(0);
  const inShare = (await app.inject('/remotes.json?bucket=0')).json();
  const outside = (await app.inject('/remotes.json?bucket=5000')).json();
  expect(Object.keys(inShare.integrity)).toContain(`${host.url}/v2/chunk.9f8e7d6c.js`);
  expect(Object.keys(inShare.integrity)).not.toContain(`${host.url}/v1/chunk.1a2b3c4d.js`);
  expect(Object.keys(outside.integrity)).toContain(`${host.url}/v1/chunk.1a2b3c4d.js`);
  expect(Object.keys(outside.integrity)).not.toContain(`${host.url}/v2/chunk.9f8e7d6c.js`);
  // The page cannot know its visitor's bucket: it preloads the canary's entry too, with its hash, so a canary
  // visitor does not preload the live entry only to fetch the canary's after it.
  const html = (await app.inject({ url: '/taxcompare-calculator', headers: { accept: 'text/html' } })).body;
  expect(html).toContain(
    `<link rel="preload" as="script" href="${host.url}/v2/remoteEntry.js" fetchpriority="low" integrity="${sri(`${TAX_ENTRY} // tax remote · v2`)}" crossorigin="anonymous">`,
  );
  expect((await release('tax', '--rollback')).code).toBe(0);
});

test.each<[string, string]>([
  ['soft404', "chunk.1a2b3c4d.js is an HTML page, not the build's file; upload the whole build first"],
  ['partial', 'chunk.1a2b3c4d.js is not there (HTTP 404); upload the whole build first'],
])(
  'a build whose listed file is missing or a soft 404 (%s) is refused, and nothing changes',
  async (build, message) => {
    const before = fs.readFileSync(remotesFile, 'utf8');
    const result = await release('tax', url(build));
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(fs.readFileSync(remotesFile, 'utf8')).toBe(before);
  },
);

test('integrityFiles lists the entry and each exposed and shared module’s JS and CSS, and nothing outside the folder', () => {
  expect(
    integrityFiles({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          assets: {
            js: { sync: ['a.1.js'], async: ['b.2.js', '../../evil.js'] },
            css: { sync: ['c.3.css'], async: [] },
          },
        },
      ],
      shared: [{ assets: { js: { sync: ['a.1.js', 'https://evil.example/x.js'], async: [] } } }],
    }),
  ).toEqual(['remoteEntry.js', 'a.1.js', 'b.2.js', 'c.3.css']);
});

test('a stored integrity is taken whole or not at all; published URLs follow the release URL', () => {
  const good = sri('x');
  expect(parseBuildIntegrity({ 'remoteEntry.js': good, 'a.1.js': good })).toEqual({
    'remoteEntry.js': good,
    'a.1.js': good,
  });
  // One bad entry and none is used: a release with some files unchecked is not the release.
  expect(parseBuildIntegrity({ 'remoteEntry.js': good, '../x.js': good })).toBeUndefined();
  expect(parseBuildIntegrity({ 'remoteEntry.js': good, 'a.js': 'sha256-abc' })).toBeUndefined();
  expect(parseBuildIntegrity({ 'remoteEntry.js': good, 'b.js': 5 })).toBeUndefined();
  expect(parseBuildIntegrity({ 'a.js': 'md5-x' })).toBeUndefined();
  expect(publishedIntegrity('https://cdn.example/tax/v5/mf-manifest.json?v=5', { 'remoteEntry.js': good })).toEqual({
    'https://cdn.example/tax/v5/remoteEntry.js': good,
  });
  expect(publishedIntegrity('/mfe/tax/mf-manifest.json', { 'remoteEntry.js': good })).toEqual({
    '/mfe/tax/remoteEntry.js': good,
  });
});
