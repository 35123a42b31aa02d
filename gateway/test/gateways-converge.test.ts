import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { REPO_ROOT } from '../src/config';
import type { RemotesStatus } from '../src/release/remote-status';
import { emptyDir, startGateway, startStub, waitFor, type StubServer } from './helpers';
import { entryOf, manifestOf, releaseCommand, shellTree } from './release-fixtures';

/*
 * Every gateway on one map converges, with no restart: a build whose tools.json answers 503 for a while right
 * after its release (a CDN still propagating) is read again until it answers, and within 30 s every gateway
 * serves the same catalogue; so do a retire and a rollback. While it waits, /api/remotes says what for, and the
 * build before it stays with its own tools (the catalogue never lists tools the served code does not have).
 */

const TAX_TOOLS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'mfe-tax', 'tools.json'), 'utf8')) as {
  id: string;
  path: string;
  screen: string;
}[];
/** v2 adds a tool (a copy of the first under a new id and path); v3 drops it again (`--retire`). */
const NEW_TOOL = { ...TAX_TOOLS[0]!, id: 'tax-twin', path: '/tax-twin' };
const TOOLS = { v1: TAX_TOOLS, v2: [...TAX_TOOLS, NEW_TOOL], v3: TAX_TOOLS };

let host: StubServer;
/** While true, the gateways' reads of a build's tools.json answer 503 (the release's own reads do not). */
let propagating = false;
const gateways: FastifyInstance[] = [];
let remotesFile = '';
let site = '';

beforeAll(async () => {
  host = await startStub((request, response) => {
    const [, build = '', file = ''] = /^\/(\w+)\/([\w.-]+)/.exec(request.url ?? '') ?? [];
    const tools = TOOLS[build as keyof typeof TOOLS];
    if (!tools) return response.writeHead(404).end();
    if (file === 'tools.json' && propagating && request.headers['x-release'] !== 'yes') {
      return response.writeHead(503).end();
    }
    const body =
      file === 'mf-manifest.json'
        ? JSON.stringify(manifestOf('tax', `tax remote · ${build}`))
        : file === 'tools.json'
          ? JSON.stringify(tools)
          : file === 'remoteEntry.js'
            ? entryOf(manifestOf('tax', build), tools)
            : undefined;
    if (body === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/json' });
    return response.end(body);
  });
  remotesFile = path.join(emptyDir(), 'remotes.json');
  const staticRoot = shellTree();
  for (let i = 0; i < 2; i += 1) gateways.push(await startGateway({ staticRoot, remotesFile, remotesPollMs: 100 }));
  await gateways[0]!.listen({ port: 0, host: '127.0.0.1' });
  const address = gateways[0]!.server.address();
  site = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  for (const app of gateways) await app.close();
  await host.close();
});

const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;

/** `pnpm release` as a team runs it; its own reads of the build are not held up by the CDN. */
const release = (...args: string[]) =>
  releaseCommand(
    args,
    { REMOTES_FILE: remotesFile, FINTOOLS_URL: site },
    {
      fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers ?? {}), 'x-release': 'yes' } }),
      confirmWithinMs: 1000,
    },
  );

const taxIds = async (app: FastifyInstance) =>
  ((await app.inject('/tools.json')).json() as CatalogueTool[]).filter((t) => t.area === 'tax').map((t) => t.id);
const status = async (app: FastifyInstance) => (await app.inject('/api/remotes')).json() as RemotesStatus;

/** Waits until every gateway lists `ids` for tax, within the 30 s the platform promises. */
async function converged(ids: string[]): Promise<void> {
  await waitFor(async () => {
    for (const app of gateways) if ((await taxIds(app)).join() !== ids.join()) return false;
    return true;
  }, 30_000);
  for (const app of gateways) expect(await taxIds(app)).toEqual(ids);
}

test('v1 released: every gateway lists its tools', async () => {
  expect((await release('tax', url('v1'))).code).toBe(0);
  await converged(TAX_TOOLS.map((t) => t.id));
});

test('v2 released while its tools.json answers 503: the gateways wait, say what for, and keep v1 whole', async () => {
  propagating = true;
  // The command says it is not live, and why, rather than "live for everyone".
  const released = await release('tax', url('v2'));
  expect(released.code).toBe(1);
  expect(released.err).toContain(`it is waiting for ${host.url}/v2/tools.json (HTTP 503) [file-unreadable]`);
  for (const app of gateways) {
    await waitFor(async () => (await status(app)).remotes.tax?.live.waiting != null);
    const tax = (await status(app)).remotes.tax!;
    expect(tax.live.url).toBe(url('v2'));
    expect(tax.live.waiting).toMatchObject({
      code: 'file-unreadable',
      file: `${host.url}/v2/tools.json`,
      reason: 'HTTP 503',
    });
    // The build before it stays, with its own tools: no tool listed whose code is not served.
    expect(tax.served.live).toBe(url('v1'));
    expect(await taxIds(app)).not.toContain('tax-twin');
  }
}, 20_000);

test('the CDN answers again: within 30 s every gateway lists the new tool and serves its route', async () => {
  propagating = false;
  await converged([...TAX_TOOLS.map((t) => t.id), 'tax-twin']);
  for (const app of gateways) {
    expect((await status(app)).remotes.tax!.live.waiting).toBeNull();
    expect((await app.inject('/tax-twin')).statusCode).not.toBe(404);
  }
}, 40_000);

test('a retire (v3) during another 503, then a rollback to v2: each converges on every gateway', async () => {
  propagating = true;
  await release('tax', url('v3'), '--retire', 'tax-twin');
  propagating = false;
  await converged(TAX_TOOLS.map((t) => t.id));
  expect((await release('tax', '--rollback')).code).toBe(0);
  await converged([...TAX_TOOLS.map((t) => t.id), 'tax-twin']);
}, 70_000);
