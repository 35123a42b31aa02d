import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { startGateway, tempTree } from './helpers';

const SCRIPT = `console.log(${JSON.stringify('fintools '.repeat(50))});\n`;

describe('content-hashed files are answered from memory', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = tempTree({
      'shell/dist/index.html': '<title>FinTools</title>',
      'shell/dist/shared-ui-field.a7eb3c02.js': SCRIPT,
      'shell/dist/shared-ui-field.a7eb3c02.js.br': zlib.brotliCompressSync(SCRIPT),
      'shell/dist/shared-ui-field.a7eb3c02.js.gz': zlib.gzipSync(SCRIPT),
      'shell/dist/main.0a1b2c3d.css': 'body{margin:0}',
      'mfe-tax/dist/remoteEntry.js': 'var fintools_tax;',
      'mfe-tax/dist/__federation_expose_TaxCompare.9f8e7d6c.js': SCRIPT,
    });
    app = await startGateway({ staticRoot: root });
  });
  afterAll(async () => {
    await app.close();
  });

  test.each([
    ['br', 'br', zlib.brotliCompressSync(SCRIPT)],
    ['gzip, deflate', 'gzip', zlib.gzipSync(SCRIPT)],
  ])('Accept-Encoding %s: the build’s %s copy, as it is', async (accept, encoding, body) => {
    const response = await app.inject({ url: '/shared-ui-field.a7eb3c02.js', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.equals(body)).toBe(true);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
    // The gateway's security headers still apply.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('no Accept-Encoding: the plain file', async () => {
    const response = await app.inject({ url: '/shared-ui-field.a7eb3c02.js', headers: { 'accept-encoding': '' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  test('read once: still answered after the file is gone from disk (a deploy that removed it)', async () => {
    await app.inject('/main.0a1b2c3d.css');
    fs.rmSync(path.join(root, 'shell/dist/main.0a1b2c3d.css'));
    const response = await app.inject('/main.0a1b2c3d.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toBe('body{margin:0}');
  });

  test('a remote’s chunk comes from its own folder, open to other origins', async () => {
    const response = await app.inject('/mfe/tax/__federation_expose_TaxCompare.9f8e7d6c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // …and not from the shell's folder under the shell's prefix.
    expect((await app.inject('/__federation_expose_TaxCompare.9f8e7d6c.js')).statusCode).toBe(404);
  });

  test.each([
    '/mfe/tax/../../shell/dist/shared-ui-field.a7eb3c02.js',
    '/mfe/tax/%2e%2e/shell/dist/shared-ui-field.a7eb3c02.js',
    '/mfe/unknown/shared-ui-field.a7eb3c02.js',
    '/no-such-chunk.0badf00d.js',
  ])('%s is not served from memory (nothing outside a dist folder, nothing that is not there)', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'application/javascript' } });
    expect(response.statusCode).not.toBe(200);
  });

  test('entry points are not cached: remoteEntry.js is revalidated, from disk', async () => {
    const response = await app.inject('/mfe/tax/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
