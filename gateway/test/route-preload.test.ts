import type { FastifyInstance } from 'fastify';
import { startGateway, tempTree } from './helpers';

const page = { accept: 'text/html' };

/** A shell and the tax remote as the build writes them, with the preload files of shared/build/preload-manifests.cjs. */
const builtTree = () =>
  tempTree({
    'shell/dist/index.html': '<!doctype html><title>FinTools</title>',
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

  test('a tool page announces the loader, the remote entry and exactly the shared modules its screen imports', async () => {
    const response = await app.inject({
      url: '/taxcompare-calculator?salary=900000',
      headers: { ...page, host: 'fintools.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.link).split(', ')).toEqual([
      '</federation-host.11111111.js>; rel=preload; as=script',
      '</794.22222222.js>; rel=preload; as=script',
      '<http://fintools.test/mfe/tax/remoteEntry.js>; rel=preload; as=script',
      '</shared-finance-tax.33333333.js>; rel=preload; as=script',
      '</shared-ui-screen.44444444.js>; rel=preload; as=script',
      '</shared-ui-ui.55555555.js>; rel=preload; as=script',
      '</shared-ui-ui.66666666.css>; rel=preload; as=style',
    ]);
  });

  test.each(['/', '/settings', '/no-such-page'])('%s is not a tool page: no hints', async (url) => {
    const response = await app.inject({ url, headers: page });
    expect(response.headers.link).toBeUndefined();
  });

  test('a remote hosted elsewhere: only its entry, at its own address (its screen files are not known here)', async () => {
    const elsewhere = await startGateway({
      staticRoot: builtTree(),
      remoteUrls: { tax: 'https://tax.cdn.example/v42/mf-manifest.json' },
    });
    try {
      const response = await elsewhere.inject({ url: '/old-regime-tax', headers: page });
      expect(String(response.headers.link).split(', ')).toEqual([
        '</federation-host.11111111.js>; rel=preload; as=script',
        '</794.22222222.js>; rel=preload; as=script',
        '<https://tax.cdn.example/v42/remoteEntry.js>; rel=preload; as=script',
      ]);
    } finally {
      await elsewhere.close();
    }
  });

  test('a shell built without route-preload.json: the page is served without hints', async () => {
    const bare = await startGateway({ staticRoot: tempTree({ 'shell/dist/index.html': '<title>FinTools</title>' }) });
    try {
      const response = await bare.inject({ url: '/emi-calculator', headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.headers.link).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});
