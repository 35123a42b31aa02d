import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { previewNameOf, runPreview, type PreviewIo } from '../src/release/preview-cli';
import { emptyDir, startStub, TEST_PAGE_TOKEN_SECRET, type StubServer } from './helpers';
import { entryOf, manifestOf, repoTools, startReleaseGateway } from './release-fixtures';

/*
 * `pnpm preview <area> --to …`: the branch's build written where a static host serves it, then previewed through
 * `pnpm release --preview`, whose link the command prints. The build step is the team's own `pnpm build` (here a
 * build already on disk); the folder and the PUT origin are the two kinds of host.
 */

let app: FastifyInstance;
let site = '';
let remotesFile = '';
let dist = '';
let folderHost: StubServer;
let putHost: StubServer;
const hostFolder = emptyDir();
const uploaded = new Map<string, Buffer>();

/** A static host of `hostFolder`. */
const serveFolder = () =>
  startStub((request, response) => {
    const file = path.join(hostFolder, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(hostFolder) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/json' });
    response.end(fs.readFileSync(file));
  });

/** An upload endpoint: PUT stores a file, GET serves it. */
const serveUploads = () =>
  startStub((request, response) => {
    const key = new URL(request.url ?? '/', 'http://x').pathname;
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        uploaded.set(key, Buffer.concat(chunks));
        response.writeHead(201).end();
      });
      return;
    }
    const body = uploaded.get(key);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': key.endsWith('.js') ? 'text/javascript' : 'application/json' });
    response.end(body);
  });

async function preview(args: string[], overrides: Partial<PreviewIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const built: string[] = [];
  const code = await runPreview(
    args,
    { REMOTES_FILE: remotesFile, FINTOOLS_URL: site, PAGE_TOKEN_SECRET: TEST_PAGE_TOKEN_SECRET },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      fetch,
      now: () => new Date(),
      confirmWithinMs: 3000,
      build: (area) => (built.push(area), true),
      distOf: () => dist,
      branch: () => 'feature/Loan_Message',
      ...overrides,
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n'), built };
}

beforeAll(async () => {
  // The tax area's build as `pnpm build` leaves it in mfe-tax/dist.
  dist = emptyDir();
  const manifest = manifestOf('tax', 'tax remote · branch');
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), entryOf(manifest, repoTools('tax')));
  fs.writeFileSync(path.join(dist, 'tools.json'), JSON.stringify(repoTools('tax')));
  ({ app, site, remotesFile } = await startReleaseGateway(100));
  folderHost = await serveFolder();
  putHost = await serveUploads();
});

afterAll(async () => {
  await Promise.all([app.close(), folderHost.close(), putHost.close()]);
});

test.each([
  ['feature/Loan_Message', 'feature-loan-message'],
  ['main', 'main'],
  ['--x--', 'x'],
  [`f/${'a'.repeat(60)}`, `f-${'a'.repeat(38)}`],
])('the branch %s is the preview %s', (branch, name) => {
  expect(previewNameOf(branch)).toBe(name);
});

test('to a folder: builds, copies dist/ under <area>/<branch>/, previews it and prints the link', async () => {
  const run = await preview(['tax', '--to', hostFolder, '--url', folderHost.url]);
  expect(run).toMatchObject({ code: 0, err: '', built: ['tax'] });
  expect(fs.readdirSync(path.join(hostFolder, 'tax', 'feature-loan-message')).sort()).toEqual([
    'mf-manifest.json',
    'remoteEntry.js',
    'tools.json',
  ]);
  expect(run.out).toContain(
    `tax: ${folderHost.url}/tax/feature-loan-message/mf-manifest.json is the preview "feature-loan-message"`,
  );
  expect(run.out).toMatch(new RegExp(`${site}/\\?preview=tax\\.feature-loan-message\\.`));
});

test('to an origin: each file is sent with PUT, then previewed at that origin', async () => {
  const run = await preview(['tax', '--to', putHost.url, '--name', 'upload', '--no-build']);
  expect(run).toMatchObject({ code: 0, err: '', built: [] });
  expect([...uploaded.keys()].sort()).toEqual([
    '/tax/upload/mf-manifest.json',
    '/tax/upload/remoteEntry.js',
    '/tax/upload/tools.json',
  ]);
  expect(run.out).toContain(`${site}/?preview=tax.upload.`);
});

test("without the gateways' secret nothing is built or written", async () => {
  const built: string[] = [];
  const err: string[] = [];
  const code = await runPreview(
    ['tax', '--to', putHost.url, '--name', 'nosecret'],
    { FINTOOLS_URL: site },
    {
      out: () => undefined,
      err: (line) => err.push(line),
      fetch,
      now: () => new Date(),
      build: (area) => (built.push(area), true),
      distOf: () => dist,
      branch: () => undefined,
    },
  );
  expect({ code, built, uploaded: [...uploaded.keys()].filter((key) => key.includes('nosecret')) }).toEqual({
    code: 1,
    built: [],
    uploaded: [],
  });
  expect(err.join('\n')).toContain('Refused: a preview link is signed with PAGE_TOKEN_SECRET');
});

test.each<[string[], Partial<PreviewIo>, number, string]>([
  [['tax'], {}, 2, 'Say where the build goes'],
  [['tax', '--to', '/tmp/x'], {}, 2, 'A folder needs the URL its host serves it at'],
  [['tax', '--to', '/tmp/x', '--url', 'https://cdn.example', '--name', 'Bad Name'], {}, 2, "A preview's name"],
  [['tax', '--to', 'https://cdn.example'], { branch: () => undefined }, 2, 'Give the preview a name'],
  [['tax', '--to', 'https://cdn.example', '--name', 'a'], { build: () => false }, 1, 'The tax build failed'],
])('%j refuses: %s', async (args, io, code, message) => {
  const run = await preview(args, io);
  expect(run.code).toBe(code);
  expect(run.err).toContain(message);
});
