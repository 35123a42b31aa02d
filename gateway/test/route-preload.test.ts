import type { FastifyInstance } from 'fastify';
import { startGateway, tempTree } from './helpers';

const page = { accept: 'text/html' };

/** The preload links of a served page, in order, as [as, href]. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)" fetchpriority="low">/g)].map((match) => [
    match[1],
    match[2],
  ]);

/** A shell and the tax remote as the build writes them, with the preload files of shared/build/preload-manifests.cjs. */
const builtTree = () =>
  tempTree({
    'shell/dist/index.html':
      '<!doctype html><head><title>FinTools</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body>',
    'shell/dist/route-preload.json': JSON.stringify({
      toolRoute: ['federation-host.11111111.js', '794.22222222.js'],
      sharedModules: {
        'finance/tax': ['shared-finance-tax.33333333.js'],
        'ui/screen': ['shared-ui-screen.44444444.js', 'shared-ui-ui.55555555.js', 'shared-ui-ui.66666666.css'],
        'finance/emi': ['shared-finance-emi.77777777.js'],
      },
    }),
    'mfe-tax/dist/shared-by-expose.json': JSON.stringify({
      './TaxCompare': ['@fintools/shared/finance/tax', '@fintools/shared/ui/screen', 'react'],
    }),
  });

describe('preload hints on tool pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({ staticRoot: builtTree() });
  });
  afterAll(async () => {
    await app.close();
  });

  test('a tool page preloads the loader, the remote entry and exactly the shared modules its screen imports', async () => {
    const response = await app.inject({
      url: '/taxcompare-calculator?salary=900000',
      headers: { ...page, host: 'fintools.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(preloadsOf(response.body)).toEqual([
      ['script', '/federation-host.11111111.js'],
      ['script', '/794.22222222.js'],
      ['script', '/mfe/tax/remoteEntry.js'],
      ['script', '/shared-finance-tax.33333333.js'],
      ['script', '/shared-ui-screen.44444444.js'],
      ['script', '/shared-ui-ui.55555555.js'],
      ['style', '/shared-ui-ui.66666666.css'],
    ]);
    // After the shell's own script in document order, so the first paint is not kept waiting.
    expect(response.body.indexOf('rel="preload"')).toBeGreaterThan(response.body.indexOf('/main.1a2b3c4d.js'));
    expect(response.body).toMatch(
      /<div id="root"><\/div><script type="application\/json"[^>]*>[^<]*<\/script><link .*<\/body>$/,
    );
  });

  test.each(['/', '/settings', '/no-such-page'])('%s is not a tool page: no hints', async (url) => {
    const response = await app.inject({ url, headers: page });
    expect(preloadsOf(response.body)).toEqual([]);
  });

  test('a remote hosted elsewhere: only its entry, at its own address (its screen files are not known here)', async () => {
    const elsewhere = await startGateway({
      staticRoot: builtTree(),
      remoteUrls: { tax: 'https://tax.cdn.example/v42/mf-manifest.json' },
    });
    try {
      const response = await elsewhere.inject({ url: '/old-regime-tax', headers: page });
      expect(preloadsOf(response.body)).toEqual([
        ['script', '/federation-host.11111111.js'],
        ['script', '/794.22222222.js'],
        ['script', 'https://tax.cdn.example/v42/remoteEntry.js'],
      ]);
    } finally {
      await elsewhere.close();
    }
  });

  test.each([
    ['a Host that is not a host name', { host: 'a b' }],
    ['a forwarded host of its own', { host: 'fintools.test', 'x-forwarded-host': 'evil.example' }],
  ])('%s: the page, its hints by path', async (_name, headers) => {
    const response = await app.inject({ url: '/taxcompare-calculator', headers: { ...page, ...headers } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil.example');
    expect(preloadsOf(response.body)).toContainEqual(['script', '/mfe/tax/remoteEntry.js']);
  });

  test('PUBLIC_ORIGIN: the entry under it', async () => {
    const named = await startGateway({ staticRoot: builtTree(), publicOrigin: 'https://fintools.example' });
    try {
      const response = await named.inject({ url: '/old-regime-tax', headers: { ...page, host: 'internal:8080' } });
      expect(preloadsOf(response.body)).toContainEqual(['script', 'https://fintools.example/mfe/tax/remoteEntry.js']);
    } finally {
      await named.close();
    }
  });

  test('a remote named by a path on this gateway (REMOTE_TAX_URL=/mfe/tax/mf-manifest.json): the page, its entry', async () => {
    const samePath = await startGateway({
      staticRoot: builtTree(),
      remoteUrls: { tax: '/mfe/tax/mf-manifest.json' },
    });
    try {
      const response = await samePath.inject({ url: '/new-regime-tax', headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(preloadsOf(response.body)).toContainEqual(['script', '/mfe/tax/remoteEntry.js']);
    } finally {
      await samePath.close();
    }
  });

  test('a shell built without route-preload.json: the page is served without hints', async () => {
    const bare = await startGateway({ staticRoot: tempTree({ 'shell/dist/index.html': '<title>FinTools</title>' }) });
    try {
      const response = await bare.inject({ url: '/emi-calculator', headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>FinTools</title>');
      expect(preloadsOf(response.body)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
