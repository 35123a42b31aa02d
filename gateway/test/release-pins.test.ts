import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { INTEGRITY_KEY } from '@fintools/shared/federation/remote-map';
import { REPO_ROOT } from '../src/config';
import { sha384 } from '../src/release/build-integrity';
import type { RemotesStatus } from '../src/release/remote-status';
import { startGateway, tempTree, waitFor, type StubServer } from './helpers';
import {
  entryOf,
  manifestOf,
  releaseCommand,
  repoTools,
  SHELL_PROVIDES,
  shellTree,
  startFileHost,
  startReleaseGateway,
} from './release-fixtures';

/*
 * A release pins what it depends on: the sha384 of its manifest and tools.json go into the map with its
 * scripts' hashes, and a gateway acts on a build's manifest and tools.json only when the copy it reads is the
 * released one. A REMOTE_<AREA>_URL build is pinned as the gateway first reads it. The attacks of the report.
 */

const TAX_TOOLS = fs.readFileSync(path.join(REPO_ROOT, 'mfe-tax', 'tools.json'), 'utf8');
const ENTRY = entryOf(manifestOf('tax', 'any'), repoTools('tax'));

const build = (label: string) => ({
  'mf-manifest.json': JSON.stringify(manifestOf('tax', label)),
  'tools.json': TAX_TOOLS,
  'remoteEntry.js': ENTRY,
});

describe('a released build whose manifest or tools.json is swapped on its host', () => {
  let host: StubServer;
  let releasing: { app: FastifyInstance; site: string; remotesFile: string };
  let restarted: FastifyInstance | undefined;
  const v1: Record<string, string> = build('tax remote · v1');
  const withEntry: Record<string, string> = build('tax remote · entry');
  const files = { v1, entry: withEntry };
  const url = (folder: string) => `${host.url}/${folder}/mf-manifest.json`;
  const release = async (...args: string[]) => {
    const { code, err } = await releaseCommand(args, {
      REMOTES_FILE: releasing.remotesFile,
      FINTOOLS_URL: releasing.site,
    });
    return { code, err };
  };

  beforeAll(async () => {
    host = await startFileHost(files);
    releasing = await startReleaseGateway(50);
  });
  afterAll(async () => {
    await restarted?.close();
    await releasing.app.close();
    await host.close();
  });

  test('the release records the sha384 of the manifest and tools.json it checked', async () => {
    expect(await release('tax', url('v1'))).toEqual({ code: 0, err: '' });
    const map = JSON.parse(fs.readFileSync(releasing.remotesFile, 'utf8')) as {
      remotes: { tax: { live: { pins: unknown } } };
    };
    expect(map.remotes.tax.live.pins).toEqual({
      manifest: sha384(Buffer.from(v1['mf-manifest.json']!)),
      tools: sha384(Buffer.from(TAX_TOOLS)),
    });
  });

  test('swapped after the release (a tool dropped, a /metrics-guide tool added, react ^99 asked): a restarted gateway holds it back', async () => {
    const tools = JSON.parse(TAX_TOOLS) as { id: string; path: string }[];
    v1['tools.json'] = JSON.stringify([
      ...tools.slice(1),
      { ...tools[1], id: 'metrics-guide', path: '/metrics-guide' },
    ]);
    const manifest = manifestOf('tax', 'tax remote · v1');
    manifest.shared[0]!.requiredVersion = '^99.0.0';
    v1['mf-manifest.json'] = JSON.stringify(manifest);

    restarted = await startGateway({ staticRoot: shellTree(), remotesFile: releasing.remotesFile });
    const served = (await restarted.inject('/remotes.json')).json() as Record<string, unknown>;
    // The build before it (here the starting map, the gateway's own copy) stays.
    expect(served.tax).toBe('/mfe/tax/mf-manifest.json');
    const paths = ((await restarted.inject('/tools.json')).json() as { path: string }[]).map((tool) => tool.path);
    expect(paths).toContain(tools[0]!.path);
    expect(paths).not.toContain('/metrics-guide');
    const status = (await restarted.inject('/api/remotes')).json() as RemotesStatus;
    expect(status.remotes.tax!.live.compatible).toBe(false);
    expect(status.remotes.tax!.live.problems).toEqual([
      expect.stringMatching(/(tools|mf-manifest)\.json is not the file released \(its sha384 differs\)$/),
    ]);
    // What the swapped manifest asks is not acted on: no "requires react ^99".
    expect(JSON.stringify(status)).not.toContain('^99');
  });

  test('a manifest naming its entry entry.js is refused: the map loads remoteEntry.js beside it', async () => {
    const manifest = {
      ...manifestOf('tax', 'tax remote · entry'),
      metaData: { name: 'tax', remoteEntry: { name: 'entry.js', path: '' } },
    };
    withEntry['mf-manifest.json'] = JSON.stringify(manifest);
    withEntry['entry.js'] = ENTRY;
    const result = await release('tax', url('entry'));
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      `Refused: the manifest names its entry entry.js, not remoteEntry.js beside it: the map loads ${host.url}/entry/remoteEntry.js`,
    );
  });
});

describe('a REMOTE_<AREA>_URL starting map carries hashes, computed when the gateway starts', () => {
  let host: StubServer;
  let app: FastifyInstance;
  const files: Record<string, Record<string, string>> = { v9: build('tax remote · v9') };
  let staticRoot = '';

  beforeAll(async () => {
    host = await startFileHost(files);
    staticRoot = tempTree({
      'shell/dist/index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
      'shell/dist/provided-shared.json': JSON.stringify({ shared: SHELL_PROVIDES }),
      'mfe-chat/dist/mf-manifest.json': JSON.stringify(manifestOf('chat', 'chat · local')),
      'mfe-chat/dist/remoteEntry.js': 'var chat = {};',
    });
    app = await startGateway({
      staticRoot,
      remotesPollMs: 50,
      remoteUrls: { tax: `${host.url}/v9/mf-manifest.json`, chat: '/mfe/chat/mf-manifest.json' },
    });
  });
  afterAll(async () => {
    await app.close();
    await host.close();
  });

  test('of a build on another host, and of one on this gateway read from disk', async () => {
    await waitFor(async () => INTEGRITY_KEY in ((await app.inject('/remotes.json')).json() as object));
    const served = (await app.inject('/remotes.json')).json() as Record<string, unknown>;
    expect(served[INTEGRITY_KEY]).toMatchObject({
      [`${host.url}/v9/remoteEntry.js`]: sha384(Buffer.from(ENTRY)),
      '/mfe/chat/remoteEntry.js': sha384(Buffer.from('var chat = {};')),
    });
  });

  test('its tools.json swapped later is not acted on when the gateway reads it again: the build is held back', async () => {
    expect(((await app.inject('/tools.json')).json() as { area: string }[]).some((t) => t.area === 'tax')).toBe(true);
    files.v9!['tools.json'] = '[]';
    // A shell deployed anew makes the gateway check every build again, reading its files.
    const provided = path.join(staticRoot, 'shell', 'dist', 'provided-shared.json');
    fs.writeFileSync(provided, fs.readFileSync(provided));
    fs.utimesSync(provided, new Date(), new Date(Date.now() + 5000));
    await waitFor(async () => !('tax' in ((await app.inject('/remotes.json')).json() as object)), 3000);
    const status = (await app.inject('/api/remotes')).json() as RemotesStatus;
    expect(status.remotes.tax!.live.problems).toEqual([
      `${host.url}/v9/tools.json is not the file released (its sha384 differs)`,
    ]);
    expect((await app.inject('/remotes.json')).json() as object).not.toHaveProperty('tax');
  });

  test('restored on its host, the build serves again at the next check (within seconds), without a restart', async () => {
    files.v9!['tools.json'] = TAX_TOOLS;
    const realNow = Date.now.bind(Date);
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 31_000);
    try {
      await waitFor(async () => 'tax' in ((await app.inject('/remotes.json')).json() as object), 3000);
      const status = (await app.inject('/api/remotes')).json() as RemotesStatus;
      expect(status.remotes.tax!.live.problems).toEqual([]);
      expect(((await app.inject('/tools.json')).json() as { area: string }[]).some((t) => t.area === 'tax')).toBe(true);
    } finally {
      later.mockRestore();
    }
  });
});
