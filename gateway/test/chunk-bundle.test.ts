import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { bundledFiles, chunkBundleUrl } from '../src/chunk-bundle';
import { startGateway, tempTree } from './helpers';

const FORMAT = '(self.webpackChunk_fintools_shell=self.webpackChunk_fintools_shell||[]).push([[787],{1:()=>{}}]);';
const EMI = '(self.webpackChunk_fintools_shell=self.webpackChunk_fintools_shell||[]).push([[45],{2:()=>{}}]);';

/** A shell with three shared-module chunks, one listed but not built, and a tax screen of each kind. */
const builtTree = () =>
  tempTree({
    'shell/dist/index.html':
      '<!doctype html><html><head><title>FinTools</title></head><body><div id=root></div></body>',
    'shell/dist/route-preload.json': JSON.stringify({
      toolRoute: ['919.11111111.js'],
      chunks: { dashboard: ['945.88888888.js'] },
      sharedModules: {
        'format/indian-number': ['919.11111111.js', '787.6539e11b.js'],
        'finance/emi': ['919.11111111.js', '45.9496da33.js'],
        'finance/tax': ['236.bf34e33b.js'],
      },
    }),
    'shell/dist/919.11111111.js': '/* the loader */',
    'shell/dist/945.88888888.js': '/* the dashboard */',
    'shell/dist/787.6539e11b.js': FORMAT,
    'shell/dist/45.9496da33.js': EMI,
    'mfe-tax/dist/shared-by-expose.json': JSON.stringify({
      './tax-compare/tax-compare-screen': ['@fintools/shared/format/indian-number', '@fintools/shared/finance/emi'],
      './old-regime-tax/old-regime-tax-screen': ['@fintools/shared/format/indian-number', 'react'],
    }),
  });

/** The `<link rel="preload">` hrefs of a page, in order. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);

describe('one script for a page’s shared-module chunks', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({ staticRoot: builtTree() });
  });
  afterAll(async () => {
    await app.close();
  });

  test.each([
    [['/787.6539e11b.js', '/45.9496da33.js'], '/chunks/787.6539e11b+45.9496da33.js'],
    [['/a-b.0123abcd.js', '/c_d.0123abcdef.js'], '/chunks/a-b.0123abcd+c_d.0123abcdef.js'],
  ])('the URL of %j is %s, and it names those files again', (files, url) => {
    expect(chunkBundleUrl(files)).toBe(url);
    expect(bundledFiles(url)).toEqual(files.map((file) => file.slice(1)));
  });

  test.each([
    ['one file', '/chunks/787.6539e11b.js'],
    ['a file twice', '/chunks/787.6539e11b+787.6539e11b.js'],
    ['a name without a content hash', '/chunks/787+45.9496da33.js'],
    ['a folder', '/chunks/..%2Fmfe-tax%2Fdist%2Fx.0123abcd+45.9496da33.js'],
    ['a folder, unescaped', '/chunks/../787.6539e11b+45.9496da33.js'],
    ['not a script', '/chunks/787.6539e11b+45.9496da33.css'],
    ['seventeen files', `/chunks/${Array.from({ length: 17 }, (_, i) => `${i}.0123abcd`).join('+')}.js`],
    ['another path', '/787.6539e11b+45.9496da33.js'],
  ])('%s is no bundle', (_case, url) => {
    expect(bundledFiles(url)).toBeUndefined();
  });

  test('a screen with several shared chunks gets them in one marked preload, after the entry and before its own', async () => {
    const html = (await app.inject({ url: '/taxcompare-calculator', headers: { accept: 'text/html' } })).body;
    expect(preloadsOf(html)).toEqual([
      '/919.11111111.js',
      '/mfe/tax/remoteEntry.js',
      '/chunks/787.6539e11b+45.9496da33.js',
    ]);
    expect(html).toMatch(/href="\/chunks\/787\.6539e11b\+45\.9496da33\.js" fetchpriority="low" data-fintools-bundle>/);
  });

  test('a screen with one shared chunk preloads that file itself', async () => {
    const html = (await app.inject({ url: '/old-regime-tax', headers: { accept: 'text/html' } })).body;
    expect(preloadsOf(html)).toEqual(['/919.11111111.js', '/mfe/tax/remoteEntry.js', '/787.6539e11b.js']);
    expect(html).not.toContain('data-fintools-bundle');
  });

  test.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['identity', (body: Buffer) => body],
  ])(
    'answers with the chunks one per line, in order, compressed as %s and kept for a year',
    async (encoding, decode) => {
      const response = await app.inject({
        url: '/chunks/45.9496da33+787.6539e11b.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(decode(response.rawPayload).toString()).toBe(`${EMI}\n${FORMAT}`);
    },
  );

  test.each([
    ['a file that is no shared module’s chunk', '/chunks/945.88888888+787.6539e11b.js'],
    ['a chunk the build lists but did not write', '/chunks/236.bf34e33b+787.6539e11b.js'],
    ['a list that is no bundle', '/chunks/787.6539e11b.js'],
  ])('%s is a 404, and the page loads each chunk from its own file', async (_case, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});
