import type { FastifyInstance } from 'fastify';
import { CATALOGUE_ELEMENT_ID } from '@fintools/shared/catalogue/catalogue';
import { TOOL_ICONS } from '@fintools/shared/catalogue/icons';
import { isIconPath } from '@fintools/shared/catalogue/tool-entry';
import { REMOTE_MAP_ELEMENT_ID } from '@fintools/shared/federation/remote-map';
import { catalogueIn, composePage, NOSCRIPT_TEXT, themeFromCookies } from '../src/page-html';
import { startGateway, tempTree } from './helpers';

const page = { accept: 'text/html' };

/** The `<link>` hints of a served page, in order, as [rel, as, href]. */
const hintsOf = (html: string) =>
  [...html.matchAll(/<link rel="(preload|prefetch)" as="(\w+)" href="([^"]+)"[^>]*>/g)].map((match) => [
    match[1],
    match[2],
    match[3],
  ]);

/** The remote map written into a page, parsed. */
const inlineMapOf = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, string>);
};

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** A shell and the tax remote as the builds write them (shared/build/preload-manifests.cjs, the prerender). */
const builtTree = () =>
  tempTree({
    'shell/dist/index.html':
      '<!doctype html><html lang=en-IN><head><title>FinTools</title><script defer src="/main.1a2b3c4d.js"></script></head><body><noscript>FinTools needs JavaScript.</noscript><div id=root></div></body>',
    'shell/dist/route-preload.json': JSON.stringify({
      toolRoute: ['federation-host.11111111.js', '794.22222222.js'],
      chunks: { dashboard: ['dashboard.88888888.js'], pages: ['pages.99999999.js'] },
      sharedModules: {
        'finance/tax': ['shared-finance-tax.33333333.js'],
        'ui/screen': ['shared-ui-screen.44444444.js', 'shared-ui-ui.55555555.js', 'shared-ui-ui.66666666.css'],
        'finance/emi': ['shared-finance-emi.77777777.js'],
      },
    }),
    // The shell's server build renders whatever catalogue the gateway hands it: a tool's page names the tool.
    'shell/dist/server/render-page.cjs': `
      exports.renderPage = (tools, path, words) => {
        const page = (title, html, chunk, status = 200) => ({ status, title, html: '<div data-prerendered="">' + html + '</div>', chunk });
        if (path === '/') return page(words ? words.messages.Dashboard + ' — FinTools' : 'FinTools — home', 'dashboard', 'dashboard');
        if (path === '/settings') return page('Settings · FinTools', 'settings', 'pages');
        const tool = tools.find((candidate) => candidate.path.toLowerCase() === path);
        if (tool) return { status: 200, title: tool.title + ' · FinTools', html: '<div data-prerendered="">' + tool.id + ' skeleton</div>' };
        return page('Page not found · FinTools', '404', 'pages', 404);
      };`,
    'shell/dist/messages/hi.json': JSON.stringify({
      Dashboard: 'डैशबोर्ड',
      // As the build compiles a message without values: its pieces of text.
      [NOSCRIPT_TEXT]: ['JavaScript चाहिए:'],
    }),
    'mfe-tax/dist/shared-by-expose.json': JSON.stringify({
      './tax-compare/tax-compare-screen': ['@fintools/shared/finance/tax', '@fintools/shared/ui/screen', 'react'],
    }),
    'mfe-tax/dist/files-by-expose.json': JSON.stringify({
      './tax-compare/tax-compare-screen': ['__federation_expose_TaxCompare.aaaaaaaa.js', '512.bbbbbbbb.js'],
      './old-regime-tax/old-regime-tax-screen': ['__federation_expose_OldRegimeTax.cccccccc.js'],
    }),
  });

describe('the shell page the gateway serves', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startGateway({ staticRoot: builtTree() });
  });
  afterAll(async () => {
    await app.close();
  });

  test('a tool page: its prerendered skeleton and title, the remote map, and what its screen needs next', async () => {
    const response = await app.inject({
      url: '/taxcompare-calculator?salary=900000',
      headers: { ...page, host: 'fintools.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(titleOf(response.body)).toBe('Tax Compare · FinTools');
    expect(response.body).toContain('<div id=root><div data-prerendered="">tax-compare skeleton</div></div>');
    expect(hintsOf(response.body)).toEqual([
      ['preload', 'script', '/federation-host.11111111.js'],
      ['preload', 'script', '/794.22222222.js'],
      ['preload', 'script', '/mfe/tax/remoteEntry.js'],
      // The shell's chunks of the screen's shared modules as one script (chunk-bundle.ts), their styles apart.
      ['preload', 'script', '/chunks/shared-finance-tax.33333333+shared-ui-screen.44444444+shared-ui-ui.55555555.js'],
      ['preload', 'style', '/shared-ui-ui.66666666.css'],
      // The screen's own chunks last: a failed one only fails the runtime's first try (chunk-retry.cjs).
      ['preload', 'script', '/mfe/tax/__federation_expose_TaxCompare.aaaaaaaa.js'],
      ['preload', 'script', '/mfe/tax/512.bbbbbbbb.js'],
    ]);
    // Marked, so the shell runs it as it starts (shell/src/navigation/chunk-bundle.ts); a preload alone would not.
    expect(response.body).toContain(
      '<link rel="preload" as="script" href="/chunks/shared-finance-tax.33333333+shared-ui-screen.44444444+shared-ui-ui.55555555.js" fetchpriority="low" data-fintools-bundle>',
    );
    // After the shell's own script in document order, so the first paint is not kept waiting.
    expect(response.body.indexOf('<link rel="preload"')).toBeGreaterThan(response.body.indexOf('/main.1a2b3c4d.js'));
    expect(response.body.indexOf('<link rel="preload"')).toBeGreaterThan(response.body.indexOf('tax-compare skeleton'));
  });

  test('the remote map in the page is exactly what /remotes.json answers', async () => {
    const headers = { ...page, host: 'fintools.test' };
    const html = (await app.inject({ url: '/old-regime-tax', headers })).body;
    const remotes = (await app.inject({ url: '/remotes.json', headers })).json();
    expect(inlineMapOf(html)).toEqual(remotes);
    expect(Object.keys(remotes)).toEqual(['calculators', 'chat', 'media', 'resume', 'tax']);
  });

  test('without JavaScript a visitor reads what the page is and gets every tool as a plain link', async () => {
    const html = (await app.inject({ url: '/taxcompare-calculator', headers: page })).body;
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain('<strong>Tax Compare</strong>: See your tax under the old and the new regime');
    expect(noscript).toContain('FinTools needs JavaScript to run its calculators.');
    expect(noscript).toContain('<a href="/emi-calculator">EMI Calculator</a>');
    expect(noscript).toContain('<a href="/interest-breakdown">Interest Breakdown</a>');
  });

  test('the catalogue in the page is exactly what /tools.json answers, and the first paint renders from it', async () => {
    const html = (await app.inject({ url: '/interest-breakdown', headers: page })).body;
    const json = new RegExp(`<script type="application/json" id="${CATALOGUE_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    )?.[1];
    const tools = (await app.inject('/tools.json')).json();
    expect(JSON.parse(json!)).toEqual(catalogueIn(tools, 'en'));
    expect(tools.map((tool: { id: string }) => tool.id)).toContain('interest-breakdown');
    expect(html).toContain('<div data-prerendered="">interest-breakdown skeleton</div>');
    expect(titleOf(html)).toBe('Interest Breakdown · FinTools');
  });

  test('a build whose tools.json names its icons (as builds did before): the catalogue carries their path data', async () => {
    const tools = (await app.inject('/tools.json')).json() as { id: string; icon?: string }[];
    expect(tools.find((tool) => tool.id === 'emi')?.icon).toBe(TOOL_ICONS.emi);
    for (const tool of tools) if (tool.icon !== undefined) expect(isIconPath(tool.icon)).toBe(true);
  });

  test.each([
    ['/', 200, 'FinTools — home', 'dashboard', [['preload', 'script', '/dashboard.88888888.js']]],
    ['/settings', 200, 'Settings · FinTools', 'settings', [['preload', 'script', '/pages.99999999.js']]],
    ['/no-such-page', 404, 'Page not found · FinTools', '404', [['preload', 'script', '/pages.99999999.js']]],
  ])('%s: %s, its rendered page, title and chunk', async (url, status, title, content, hints) => {
    const response = await app.inject({ url, headers: page });
    expect(response.statusCode).toBe(status);
    expect(titleOf(response.body)).toBe(title);
    expect(response.body).toContain(`<div data-prerendered="">${content}</div>`);
    expect(hintsOf(response.body)).toEqual(hints);
    expect(inlineMapOf(response.body)).toBeDefined();
  });

  test("the visitor's theme cookie is the page's data-theme, and caches keep pages apart by cookie", async () => {
    const dark = await app.inject({ url: '/emi-calculator', headers: { ...page, cookie: 'a=1; fintools-theme=dark' } });
    expect(dark.body).toContain('<html data-theme="dark" lang="en-IN">');
    expect(dark.headers.vary).toBe('Cookie, Accept-Language');
    const device = await app.inject({ url: '/emi-calculator', headers: page });
    expect(device.body).toContain('<html lang="en-IN">');
  });

  const messagesOf = (html: string) =>
    /<script type="application\/json" id="fintools-messages">(.*?)<\/script>/.exec(html)?.[1];

  test('?lang=hi paints the page in Hindi, with its words, and keeps the choice in the cookie', async () => {
    const response = await app.inject({ url: '/?lang=hi', headers: page });
    expect(response.body).toContain('<html lang="hi-IN">');
    expect(titleOf(response.body)).toBe('डैशबोर्ड — FinTools');
    expect(JSON.parse(messagesOf(response.body)!)).toMatchObject({ Dashboard: 'डैशबोर्ड' });
    expect(response.body).toContain('<noscript><p>JavaScript चाहिए:</p>');
    expect(response.headers['set-cookie']).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(response.headers['content-language']).toBe('hi-IN');
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
  });

  test.each<[Record<string, string>, string, string]>([
    [{ cookie: 'lang=hi' }, 'hi-IN', 'the cookie'],
    [{ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' }, 'hi-IN', 'the browser, with no choice made'],
    [{ cookie: 'lang=en', 'accept-language': 'hi' }, 'en-IN', 'a choice of English over the browser'],
    [{}, 'en-IN', 'nothing: English'],
  ])('%j gives a %s page (%s), and no cookie is set', async (headers, htmlLang) => {
    const response = await app.inject({ url: '/emi-calculator', headers: { ...page, ...headers } });
    expect(response.body).toContain(`<html lang="${htmlLang}">`);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(messagesOf(response.body) !== undefined).toBe(htmlLang === 'hi-IN');
  });

  test('each page names itself in every language, keeping its other parameters', async () => {
    const html = (await app.inject({ url: '/emi-calculator?amount=500000&lang=hi', headers: page })).body;
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) =>
      m.slice(1),
    );
    expect(alternates).toEqual([
      ['en-IN', '/emi-calculator?amount=500000&amp;lang=en'],
      ['hi-IN', '/emi-calculator?amount=500000&amp;lang=hi'],
      ['x-default', '/emi-calculator?amount=500000'],
    ]);
    expect(html.indexOf('hreflang')).toBeLessThan(html.indexOf('</head>'));
  });

  test('/ is the shell page whatever the Accept header', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('dashboard</div>');
  });

  test('a tool path in another case or with a trailing slash is the same page', async () => {
    const response = await app.inject({ url: '/TaxCompare-Calculator/', headers: page });
    expect(titleOf(response.body)).toBe('Tax Compare · FinTools');
    expect(hintsOf(response.body)).toContainEqual([
      'preload',
      'script',
      '/mfe/tax/__federation_expose_TaxCompare.aaaaaaaa.js',
    ]);
  });

  test('a remote hosted elsewhere: only its entry, at its own address (its screen files are not known here)', async () => {
    const elsewhere = await startGateway({
      staticRoot: builtTree(),
      remoteUrls: { tax: 'https://tax.cdn.example/v42/mf-manifest.json' },
    });
    try {
      const response = await elsewhere.inject({ url: '/old-regime-tax', headers: page });
      expect(hintsOf(response.body)).toEqual([
        ['preload', 'script', '/federation-host.11111111.js'],
        ['preload', 'script', '/794.22222222.js'],
        ['preload', 'script', 'https://tax.cdn.example/v42/remoteEntry.js'],
      ]);
      expect(inlineMapOf(response.body)?.tax).toBe('https://tax.cdn.example/v42/mf-manifest.json');
    } finally {
      await elsewhere.close();
    }
  });

  test.each([
    ['a Host that is not a host name', { host: 'a b' }],
    ['a forwarded host of its own', { host: 'fintools.test', 'x-forwarded-host': 'evil.example' }],
  ])('%s: the page, its entry and map by path (the Host is never used)', async (_name, headers) => {
    const response = await app.inject({ url: '/taxcompare-calculator', headers: { ...page, ...headers } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil.example');
    expect(hintsOf(response.body)).toContainEqual(['preload', 'script', '/mfe/tax/remoteEntry.js']);
    expect(inlineMapOf(response.body)?.tax).toBe('/mfe/tax/mf-manifest.json');
  });

  test('PUBLIC_ORIGIN: the entry and the map under it', async () => {
    const named = await startGateway({ staticRoot: builtTree(), publicOrigin: 'https://fintools.example' });
    try {
      const response = await named.inject({ url: '/old-regime-tax', headers: { ...page, host: 'internal:8080' } });
      expect(hintsOf(response.body)).toContainEqual([
        'preload',
        'script',
        'https://fintools.example/mfe/tax/remoteEntry.js',
      ]);
      expect(inlineMapOf(response.body)?.tax).toBe('https://fintools.example/mfe/tax/mf-manifest.json');
    } finally {
      await named.close();
    }
  });

  test('a remote named by a path on this gateway (REMOTE_TAX_URL=/mfe/tax/mf-manifest.json): its files, as its own', async () => {
    const samePath = await startGateway({ staticRoot: builtTree(), remoteUrls: { tax: '/mfe/tax/mf-manifest.json' } });
    try {
      const response = await samePath.inject({ url: '/taxcompare-calculator', headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(hintsOf(response.body)).toContainEqual(['preload', 'script', '/mfe/tax/remoteEntry.js']);
      expect(hintsOf(response.body)).toContainEqual([
        'preload',
        'script',
        '/mfe/tax/__federation_expose_TaxCompare.aaaaaaaa.js',
      ]);
    } finally {
      await samePath.close();
    }
  });

  test('a shell built without the preload and prerender files: the page as built, plus the remote map', async () => {
    const bare = await startGateway({
      staticRoot: tempTree({ 'shell/dist/index.html': '<title>FinTools</title><div id="root"></div>' }),
    });
    try {
      const response = await bare.inject({ url: '/emi-calculator', headers: page });
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe('FinTools');
      expect(response.body).toContain('<div id="root"></div>');
      expect(hintsOf(response.body)).toEqual([]);
      expect(inlineMapOf(response.body)?.calculators).toMatch(/\/mfe\/calculators\/mf-manifest\.json$/);
    } finally {
      await bare.close();
    }
  });
});

describe('composePage', () => {
  test('a remote address cannot end the script element it is written in', () => {
    const html = composePage('<body><div id="root"></div></body>', {
      remoteMap: { tax: 'https://x.example/</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('</script><script>');
    expect(inlineMapOf(html)?.tax).toBe('https://x.example/</script><script>alert(1)</script>');
  });

  test.each([
    ['fintools-theme=dark', 'dark'],
    ['a=b; fintools-theme=light; c=d', 'light'],
    ['fintools-theme=light ', 'light'],
    // Anything else is the device's theme: no attribute, nothing from the cookie written into the page.
    ['fintools-theme=system', undefined],
    ['fintools-theme="><script>', undefined],
    ['my-fintools-theme=dark', undefined],
    ['fintools-theme=darker', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('theme cookie %p → %p', (cookie, theme) => {
    expect(themeFromCookies(cookie)).toBe(theme);
  });

  test('a title is written as text', () => {
    expect(composePage('<title>x</title>', { title: 'A & B <i>' })).toBe('<title>A &amp; B &lt;i&gt;</title>');
  });

  test('without a root to fill or a body to end, nothing is lost', () => {
    expect(composePage('<p>no root</p>', { rootHtml: '<b>page</b>', preloads: ['/a.js'] })).toBe(
      '<p>no root</p><link rel="preload" as="script" href="/a.js" fetchpriority="low">',
    );
  });
});
