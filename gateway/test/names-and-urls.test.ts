import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AREA_NAME_MAX_LENGTH, RESERVED_AREA_NAMES, TOOLS_FILE } from '@fintools/shared/catalogue/catalogue';
import { TOOL_ID_PATTERN } from '@fintools/shared/catalogue/tool-entry';
import { loadConfig, REPO_ROOT } from '../src/config';
import { parseArguments } from '../src/release/cli';
import { readReleaseState } from '../src/release/release-state';
import type { RemotesStatus } from '../src/release/remote-status';
import { isReleasedFile } from '../src/released-files';
import { startGateway, tempTree, type StubServer } from './helpers';
import { manifestOf, releaseCommand, startBuildHost, startReleaseGateway } from './release-fixtures';
import AREA_NAMES from '../../shared/src/catalogue/area-names.json';

/*
 * The smaller findings, replayed: area names that are map fields (`integrity`, `canaries`) or too long, refused
 * by `pnpm new-area` and `pnpm release` alike; a dotted URL stored and shown as the build it loads; and only a
 * build's released files served under /mfe/.
 */

/** `pnpm new-area <name>` into an empty folder: its exit code and what it said. */
function newArea(name: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fintools-names-'));
  try {
    const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/new-area.mjs'), name, '--root', root], {
      encoding: 'utf8',
    });
    return { code: run.status, err: run.stderr.trim(), written: fs.readdirSync(root) };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const LONG = `a${'b'.repeat(299)}`;

test.each(['integrity', 'canaries', 'constructor', LONG, 'Bad_Name'])(
  'the area name %s is refused by new-area and release with the same words',
  (name) => {
    const release = parseArguments([name, 'https://cdn.example/x/mf-manifest.json']);
    expect(typeof release).toBe('string');
    const scaffold = newArea(name);
    expect(scaffold.code).toBe(1);
    expect(scaffold.written).toEqual([]);
    // No ENAMETOOLONG, no half-written folder: the one message.
    expect(scaffold.err).toBe(release);
    expect(readReleaseState({ remotes: { [name]: { live: { url: '/mfe/x/mf-manifest.json' } } } }).rejected).toEqual([
      expect.objectContaining({ problem: release }),
    ]);
  },
);

test('the reserved names say why, and the rules are one file both read', () => {
  expect(parseArguments(['integrity', 'https://cdn.example/x/mf-manifest.json'])).toBe(
    '"integrity" is reserved: it is a field of the remote map (/remotes.json and each page carry the builds\' hashes under it); choose another name',
  );
  expect(parseArguments([LONG, 'https://cdn.example/x/mf-manifest.json'])).toBe(
    `"${LONG.slice(0, AREA_NAME_MAX_LENGTH)}…" is not an area name: at most ${AREA_NAME_MAX_LENGTH} characters`,
  );
  expect(Object.keys(RESERVED_AREA_NAMES)).toEqual(expect.arrayContaining(['integrity', 'canaries']));
  expect(new RegExp(AREA_NAMES.pattern).source).toBe(TOOL_ID_PATTERN.source);
  expect(() => loadConfig({ REMOTE_INTEGRITY_URL: 'https://cdn.example/x/mf-manifest.json' })).toThrow(
    'REMOTE_INTEGRITY_URL cannot name an area: "integrity" is reserved',
  );
});

describe('a dotted URL is stored and shown as the build it loads', () => {
  let host: StubServer;
  let gateway: { app: FastifyInstance; site: string; remotesFile: string };
  beforeAll(async () => {
    host = await startBuildHost({
      v5: manifestOf('tax', 'tax remote · v5'),
      v9: manifestOf('tax', 'tax remote · v9'),
    });
    gateway = await startReleaseGateway(50);
  });
  afterAll(async () => {
    await gateway.app.close();
    await host.close();
  });

  test('release …/v5/%2e%2e/v9/mf-manifest.json: the map, /remotes.json and --status say v9', async () => {
    const env = { REMOTES_FILE: gateway.remotesFile, FINTOOLS_URL: gateway.site };
    const released = await releaseCommand(['tax', `${host.url}/v5/%2e%2e/v9/mf-manifest.json`], env);
    expect(released.err).toBe('');
    expect(released.out).toContain(`tax: ${host.url}/v9/mf-manifest.json is live for everyone (tax remote · v9)`);
    expect(JSON.parse(fs.readFileSync(gateway.remotesFile, 'utf8')).remotes.tax.live.url).toBe(
      `${host.url}/v9/mf-manifest.json`,
    );
    const status = (await gateway.app.inject('/api/remotes')).json() as RemotesStatus;
    expect(status.remotes.tax!.live).toMatchObject({
      url: `${host.url}/v9/mf-manifest.json`,
      label: 'tax remote · v9',
    });
    expect((await releaseCommand(['--status'], env)).out).not.toContain('/v5/');
  });

  test('a map written by hand with the dotted URL is read as v9 too', () => {
    const read = readReleaseState({
      remotes: { tax: { live: { url: 'https://CDN.example:443/tax/v5/%2E%2E/v9/mf-manifest.json', at: 'x' } } },
    });
    expect(read.state.remotes.tax?.live?.url).toBe('https://cdn.example/tax/v9/mf-manifest.json');
  });
});

describe('/mfe/<area>/ serves the released files only', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({
      staticRoot: tempTree({
        'shell/dist/index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
        'mfe-tax/dist/mf-manifest.json': JSON.stringify(manifestOf('tax', 'tax · local')),
        'mfe-tax/dist/remoteEntry.js': 'var fintools_tax;',
        'mfe-tax/dist/mf-manifest-stats.json': '{"stats":"of the build"}',
        'mfe-tax/dist/index.html': '<!doctype html><title>standalone</title>',
        'mfe-tax/dist/page/page.92bf89a1.js': '/* standalone page */',
        'mfe-tax/dist/files-by-expose.json': '{}',
        'mfe-tax/dist/818.0e6f2c1a.js': '/* a chunk */',
        'mfe-tax/dist/messages/hi/emi.1a2b3c4d.json': '{}',
      }),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  test.each([
    ['/mfe/tax/mf-manifest.json', 200],
    ['/mfe/tax/remoteEntry.js', 200],
    [`/mfe/tax/${TOOLS_FILE}`, 200],
    ['/mfe/tax/818.0e6f2c1a.js', 200],
    ['/mfe/tax/messages/hi/emi.1a2b3c4d.json', 200],
    ['/mfe/tax/mf-manifest-stats.json', 404],
    ['/mfe/tax/index.html', 404],
    ['/mfe/tax/', 404],
    ['/mfe/tax/page/page.92bf89a1.js', 404],
    ['/mfe/tax/files-by-expose.json', 404],
  ])('%s answers %i', async (url, status) => {
    expect((await app.inject(url)).statusCode).toBe(status);
  });

  test('the rule, file by file', () => {
    expect(['/embed.js', '/embed-host.f460fab2.js', '/339.ac596b8f.js.LICENSE.txt'].map(isReleasedFile)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/x.js.map', '/shared-by-expose.json', '/page/../remoteEntry.js'].map(isReleasedFile)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
