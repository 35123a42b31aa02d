import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from '../src/static-files';
import { emptyDir, startGateway, tempTree } from './helpers';

const BIG_JS = `console.log(${JSON.stringify('fintools '.repeat(500))});\n`;

/** A built shell and one built remote (tax), as webpack names their files. */
const builtTree = () =>
  tempTree({
    'shell/dist/index.html': '<!doctype html><title>FinTools</title><script defer src="/main.0a1b2c3d.js"></script>',
    'shell/dist/main.0a1b2c3d.js': BIG_JS,
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'mfe-tax/dist/mf-manifest.json': '{"id":"tax","name":"tax"}',
    'mfe-tax/dist/remoteEntry.js': 'var tax;',
    'mfe-tax/dist/embed.js': '/* embed */',
    'mfe-tax/dist/__federation_expose_TaxCompare.9f8e7d6c5b.js': BIG_JS,
    'mfe-tax/dist/styles.abcdef12.css': 'body{}',
  });

describe('static files: the shell at / and each remote at /mfe/<name>/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({ staticRoot: builtTree() });
  });
  afterAll(async () => {
    await app.close();
  });

  test('/ is the shell page, revalidated on every visit', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>FinTools</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('a hashed shell file is cached for a year, immutable', async () => {
    const response = await app.inject('/main.0a1b2c3d.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test.each([
    ['/mfe/tax/mf-manifest.json', 'no-cache'],
    ['/mfe/tax/remoteEntry.js', 'no-cache'],
    ['/mfe/tax/embed.js', 'no-cache'],
    ['/mfe/tax/__federation_expose_TaxCompare.9f8e7d6c5b.js', 'public, max-age=31536000, immutable'],
    ['/mfe/tax/styles.abcdef12.css', 'public, max-age=31536000, immutable'],
  ])('%s: Cache-Control %s, loadable from other origins', async (url, cacheControl) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test('shell files are not opened to other origins', async () => {
    const response = await app.inject('/main.0a1b2c3d.js');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  test.each([
    ['/emi-calculator', 200],
    ['/tax/compare?salary=1200000', 404],
    ['/no-such-tool', 404],
  ])('SPA fallback: a page request for %s gets the shell, with %s (a catalogue path or not)', async (url, status) => {
    const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain('<title>FinTools</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('no fallback for a missing file asked for without text/html', async () => {
    const response = await app.inject({ url: '/missing.0a1b2c3d.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  test('no fallback under /mfe: a remote that is not built is a 404, not the shell page', async () => {
    for (const url of ['/mfe/chat/mf-manifest.json', '/mfe/tax/missing.js', '/mfe/unknown/x.js', '/mfe']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<title>FinTools</title>');
    }
  });

  test('unknown /api/* is a JSON 404, whatever the method or Accept', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/rates'],
      ['GET', '/api'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: expect.stringContaining('No API route') });
    }
  });

  test('no path escapes the dist folders', async () => {
    for (const url of ['/../package.json', '/mfe/tax/../../shell/dist/index.html', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('root:');
    }
  });

  test.each([
    ['gzip', zlib.gunzipSync],
    ['br', zlib.brotliDecompressSync],
  ])('text is compressed with %s when the browser accepts it', async (encoding, decompress) => {
    const response = await app.inject({
      url: '/mfe/tax/__federation_expose_TaxCompare.9f8e7d6c5b.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.length).toBeLessThan(BIG_JS.length / 5);
    expect(decompress(response.rawPayload).toString()).toBe(BIG_JS);
  });
});

describe('deep links for every client', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({ staticRoot: builtTree() });
  });
  afterAll(async () => {
    await app.close();
  });

  // curl sends "*/*", link previews and uptime monitors anything or nothing.
  test.each([
    ['/emi-calculator', undefined],
    ['/emi-calculator', '*/*'],
    ['/taxcompare-calculator?salary=1200000', 'application/json'],
    ['/Dashboard', '*/*'],
    ['/dashboard/', undefined],
    ['/settings', '*/*'],
    ['/help', 'text/plain'],
    ['/interest-breakdown', '*/*'],
    ['/chat-bot', 'image/webp,*/*'],
    ['/', '*/*'],
  ])('%s with Accept %s: 200, the page, its CSP', async (url, accept) => {
    const response = await app.inject({ url, headers: accept === undefined ? {} : { accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>FinTools</title>');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  test('HEAD of a deep link: 200 too', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/sip-calculator' })).statusCode).toBe(200);
  });

  test('a path that is no page is still a JSON 404 for a client that does not ask for a page', async () => {
    const response = await app.inject({ url: '/no-such-tool', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });
});

describe('files whose real path leaves the static root', () => {
  const SECRET = 'top secret outside the root';
  let app: FastifyInstance;
  beforeAll(async () => {
    const outside = emptyDir();
    fs.writeFileSync(path.join(outside, 'secret.txt'), SECRET);
    fs.writeFileSync(path.join(outside, 'secret.0a1b2c3d.js'), SECRET);
    const root = builtTree();
    const link = (name: string, target: string) => fs.symlinkSync(target, path.join(root, name));
    link('shell/dist/leak.txt', path.join(outside, 'secret.txt'));
    link('shell/dist/leak.0a1b2c3d.js', path.join(outside, 'secret.0a1b2c3d.js'));
    link('mfe-tax/dist/leak.json', path.join(outside, 'secret.txt'));
    link('shell/dist/outside', outside);
    // A compressed copy that points outside, beside a real file.
    fs.writeFileSync(path.join(root, 'shell/dist/app.js'), 'console.log(1)');
    link('shell/dist/app.js.br', path.join(outside, 'secret.txt'));
    // A link that stays inside is fine.
    link('shell/dist/same.svg', path.join(root, 'shell/dist/favicon.svg'));
    app = await startGateway({ staticRoot: root });
  });
  afterAll(async () => {
    await app.close();
  });

  test.each([
    '/leak.txt',
    '/leak.0a1b2c3d.js',
    '/mfe/tax/leak.json',
    '/outside/secret.txt',
    '/outside/secret.0a1b2c3d.js',
  ])('%s: 404, nothing of the file', async (url) => {
    const response = await app.inject({ url, headers: { accept: '*/*', 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });

  test('a compressed copy that leaves the root is refused too', async () => {
    const response = await app.inject({ url: '/app.js', headers: { 'accept-encoding': 'br' } });
    expect(response.body).not.toContain(SECRET);
    expect(response.rawPayload.toString()).not.toContain(SECRET);
  });

  test('a symlink that stays inside the root is served', async () => {
    const response = await app.inject('/same.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<svg');
  });
});

describe('a URL that cannot be decoded', () => {
  test.each(['/mfe/tax/..%c0%af..%c0%afpackage.json', '/%E0%A4%A', '/api/%ZZ'])(
    '%s: 400 with the usual {error} and the usual security headers',
    async (url) => {
      const app = await startGateway({ staticRoot: builtTree() });
      const response = await app.inject(url);
      await app.close();
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The address is not a valid URL' });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.body).not.toContain('FST_ERR');
    },
  );
});

describe('without built files', () => {
  test('a page request is a 404 rather than a loop, and the API still answers', async () => {
    const app = await startGateway();
    expect((await app.inject({ url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/emi-calculator', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    await app.close();
  });
});

describe('cacheControlFor', () => {
  test.each([
    ['main.0a1b2c3d.js', 'public, max-age=31536000, immutable'],
    ['/x/vendors.0123456789abcdef.css', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['mf-stats.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['embed.js', 'no-cache'],
    ['logo.svg', 'no-cache'],
    ['main.0a1b2c3.js', 'no-cache'], // 7 hex digits: not a content hash
    ['main.0a1b2c3d.js.br', 'public, max-age=31536000, immutable'], // precompressed copies cache like the file
    ['main.0a1b2c3d.js.gz', 'public, max-age=31536000, immutable'],
    ['remoteEntry.js.br', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
