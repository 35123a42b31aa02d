import type { FastifyInstance } from 'fastify';
import { UNRELEASED_FILE } from '@fintools/shared/federation/remote-map';
import { buildEmbedUrl, embedIntegrity } from '../src/live-embed';
import { startGateway, tempTree } from './helpers';

/** A gateway serving its own tax build; other areas as the test's remote map says. */
const builtTree = () =>
  tempTree({
    'shell/dist/index.html': '<!doctype html><title>FinTools</title>',
    'mfe-tax/dist/mf-manifest.json': '{"id":"tax","name":"tax"}',
    'mfe-tax/dist/remoteEntry.js': 'var fintools_tax;',
    'mfe-tax/dist/embed.js': '/* the tax build’s embed.js */',
  });

/** The build's embed.js a stub loads (the first string literal in it). */
const targetOf = (body: string) => JSON.parse(/new URL\(("[^"]*")/.exec(body)?.[1] ?? 'null') as string | null;

describe('/mfe/<area>/embed.js follows the live map', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({
      staticRoot: builtTree(),
      remoteUrls: {
        calculators: 'https://calc.cdn.example/v7/mf-manifest.json?v=7',
        insurance: 'https://insurance.example/builds/v1/mf-manifest.json',
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  test('an area served here: the stub loads this gateway’s own embed.js file, which ?build answers', async () => {
    const stub = await app.inject('/mfe/tax/embed.js');
    expect(stub.statusCode).toBe(200);
    expect(stub.headers['content-type']).toMatch(/^text\/javascript/);
    expect(stub.headers['cache-control']).toBe('no-cache');
    expect(stub.headers['access-control-allow-origin']).toBe('*');
    expect(stub.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(targetOf(stub.body)).toBe('embed.js?build');
    const file = await app.inject('/mfe/tax/embed.js?build');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('/* the tax build’s embed.js */');
    expect(file.headers['cache-control']).toBe('no-cache');
  });

  test('an area whose live build is on another origin: that build’s embed.js, with its release query', async () => {
    const stub = await app.inject('/mfe/calculators/embed.js');
    expect(stub.statusCode).toBe(200);
    expect(targetOf(stub.body)).toBe('https://calc.cdn.example/v7/embed.js?v=7');
  });

  test('a new area, never built here, gets an embed.js too', async () => {
    const stub = await app.inject('/mfe/insurance/embed.js');
    expect(stub.statusCode).toBe(200);
    expect(targetOf(stub.body)).toBe('https://insurance.example/builds/v1/embed.js');
    // It names this gateway for /api and the hashes, unless the page's script tag says otherwise.
    expect(stub.body).toContain('script.dataset.gateway = (me && me.dataset.gateway) || new URL(base).origin;');
  });

  test.each(['/mfe/no-such-area/embed.js', '/mfe/insurance/embed.js?build', '/mfe/Bad_Name/embed.js'])(
    '%s: 404',
    async (url) => {
      expect((await app.inject(url)).statusCode).toBe(404);
    },
  );

  test('the stub is a script that parses', async () => {
    const stub = await app.inject('/mfe/insurance/embed.js');
    expect(() => new Function(stub.body)).not.toThrow();
  });
});

test.each([
  ['https://cdn.example/tax/v2/mf-manifest.json?v=2', 'https://cdn.example/tax/v2/embed.js?v=2'],
  ['https://cdn.example/tax/v2/remoteEntry.js', 'https://cdn.example/tax/v2/embed.js'],
  ['/mfe/tax/v2/mf-manifest.json', '/mfe/tax/v2/embed.js'],
])('the embed.js of the build %s is %s', (mapUrl, embed) => {
  expect(buildEmbedUrl(mapUrl)).toBe(embed);
});

describe('embedIntegrity: what the stub checks of a released build’s embed.js', () => {
  const hash = (c: string) => `sha384-${c.repeat(64)}`;
  const published = {
    'https://cdn.example/tax/v2/remoteEntry.js': hash('A'),
    'https://cdn.example/tax/v2/embed.js': hash('B'),
    'https://cdn.example/tax/v2/embed-host.1a2b3c4d.js': hash('C'),
    'https://cdn.example/tax/v1/embed-host.9f9f9f9f.js': hash('D'),
    '/mfe/chat/v3/remoteEntry.js': hash('E'),
  };
  test('embed.js with its hash, and its host chunk’s (not another build’s) by file name', () => {
    expect(embedIntegrity('https://cdn.example/tax/v2/embed.js?v=2', published)).toEqual({
      entry: hash('B'),
      chunks: { 'embed-host.1a2b3c4d.js': hash('C') },
    });
  });
  test('a released build whose release recorded no embed.js: a hash no file has, so it does not run', () => {
    expect(embedIntegrity('/mfe/chat/v3/embed.js', published)).toEqual({ entry: UNRELEASED_FILE, chunks: {} });
  });
  test('a build with no hashes at all (this gateway’s own copy, a starting map not read yet): nothing to check', () => {
    expect(embedIntegrity('https://other.example/insurance/v1/embed.js', published)).toBeUndefined();
  });
});
