import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { START_SCRIPT, START_SCRIPT_HASH } from '@fintools/shared/build/start-after-first-paint';
import { DOCUMENT_ONLY_HEADERS } from '../src/security-headers';
import { startGateway, tempTree } from './helpers';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('GET /remotes.json', () => {
  const EMBEDDED = {
    calculators: '/mfe/calculators/mf-manifest.json',
    tax: '/mfe/tax/mf-manifest.json',
    media: '/mfe/media/mf-manifest.json',
    chat: '/mfe/chat/mf-manifest.json',
    resume: '/mfe/resume/mf-manifest.json',
  };

  test('defaults to the embedded copies, by path, revalidated, readable by any page (embed.js reads its hashes)', async () => {
    const app = await startGateway();
    const response = await app.inject({ url: '/remotes.json', headers: { host: 'fintools.test:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual(EMBEDDED);
    await app.close();
  });

  test('REMOTE_*_URL overrides are served verbatim, the others stay embedded', async () => {
    const app = await startGateway({
      remoteUrls: { tax: 'https://tax.cdn.example/v42/mf-manifest.json', chat: 'https://chat.example/remoteEntry.js' },
    });
    const body = (await app.inject({ url: '/remotes.json', headers: { host: 'localhost:8080' } })).json();
    expect(body.tax).toBe('https://tax.cdn.example/v42/mf-manifest.json');
    expect(body.chat).toBe('https://chat.example/remoteEntry.js');
    expect(body.media).toBe('/mfe/media/mf-manifest.json');
    await app.close();
  });

  test('PUBLIC_ORIGIN names the embedded copies absolutely', async () => {
    const app = await startGateway({ publicOrigin: 'https://fintools.example' });
    const body = (await app.inject({ url: '/remotes.json', headers: { host: 'internal:8080' } })).json();
    expect(body.tax).toBe('https://fintools.example/mfe/tax/mf-manifest.json');
    await app.close();
  });

  test.each([
    ['no proxy trusted', false],
    ['TRUST_PROXY=1', 1],
  ] as const)('Host and X-Forwarded-Host never name a remote (%s)', async (_name, trustProxy) => {
    const app = await startGateway({ trustProxy });
    for (const headers of [
      { host: 'evil.example' },
      { host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      { host: 'a b' },
    ]) {
      const response = await app.inject({ url: '/remotes.json', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(EMBEDDED);
    }
    await app.close();
  });
});

describe('security headers', () => {
  test('the CSP allows scripts only from us and the configured remote origins, never * or eval', async () => {
    const app = await startGateway({
      remoteUrls: { tax: 'https://tax.cdn.example/v42/mf-manifest.json', media: '/mfe/media/mf-manifest.json' },
    });
    const response = await app.inject('/healthz');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).not.toContain('*');
    expect(csp).not.toContain("'unsafe-eval'");
    const policy = directives(csp);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://tax.cdn.example', START_SCRIPT_HASH]);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://tax.cdn.example']));
    expect(policy.get('style-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    await app.close();
  });

  test('images, media and connect-src allow the media asset origins and the media API origin', async () => {
    const app = await startGateway({
      mediaBaseUrl: 'http://127.0.0.1:8090',
      mediaAssetOrigins: ['https://images.pexels.com', 'https://videos.pexels.com'],
    });
    const policy = directives((await app.inject('/healthz')).headers['content-security-policy'] as string);
    for (const name of ['img-src', 'media-src']) {
      expect(policy.get(name)).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://images.pexels.com',
        'https://videos.pexels.com',
        'http://127.0.0.1:8090',
      ]);
    }
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://images.pexels.com',
      'https://videos.pexels.com',
      'http://127.0.0.1:8090',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'", START_SCRIPT_HASH]);
    await app.close();
  });

  test('with every remote on our own origin, no directive carries an empty source between two spaces', async () => {
    const app = await startGateway();
    const csp = (await app.inject('/healthz')).headers['content-security-policy'] as string;
    expect(csp).not.toMatch(/ {2}| ;/);
    await app.close();
  });

  test("the one inline script allowed is the shell page's start script, by the hash of its exact bytes", async () => {
    const app = await startGateway();
    const policy = directives((await app.inject('/healthz')).headers['content-security-policy'] as string);
    const hash = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual(["'self'", hash]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    await app.close();
  });

  test('the nginx example allows the same start script', () => {
    const nginx = readFileSync(path.join(__dirname, '../../docs/nginx/fintools.conf'), 'utf8');
    expect(nginx).toContain(`script-src 'self' ${START_SCRIPT_HASH};`);
  });

  test('the usual hardening headers are on every answer, errors included', async () => {
    const app = await startGateway();
    for (const url of ['/healthz', '/api/rates?from=NOPE', '/api/nope']) {
      const headers = (await app.inject(url)).headers;
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['content-security-policy']).toBeDefined();
    }
    await app.close();
  });
});

describe('headers of scripts and stylesheets', () => {
  test('only what a script or stylesheet needs: no page CSP, framing or HSTS on every one of them', async () => {
    const app = await startGateway({
      staticRoot: tempTree({
        'shell/dist/index.html': '<!doctype html><title>FinTools</title><div id="root"></div>',
        'shell/dist/main.0a1b2c3d.js': 'console.log(1);',
        'shell/dist/main.0a1b2c3d.css': 'body{}',
        'mfe-tax/dist/remoteEntry.js': 'var fintools_tax;',
        'mfe-tax/dist/__federation_expose_TaxCompare.9f8e7d6c.js': 'console.log(2);',
      }),
    });
    for (const url of [
      '/main.0a1b2c3d.js',
      '/main.0a1b2c3d.css',
      '/mfe/tax/remoteEntry.js',
      '/mfe/tax/__federation_expose_TaxCompare.9f8e7d6c.js',
    ]) {
      const headers = (await app.inject(url)).headers;
      for (const header of DOCUMENT_ONLY_HEADERS)
        expect([url, header, headers[header]]).toEqual([url, header, undefined]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy']).toBeDefined();
      expect(headers['cache-control']).toBeDefined();
      if (url.startsWith('/mfe/')) expect(headers['access-control-allow-origin']).toBe('*');
    }
    // The page keeps them all.
    const page = await app.inject({ url: '/emi-calculator', headers: { accept: 'text/html' } });
    for (const header of DOCUMENT_ONLY_HEADERS)
      expect([header, page.headers[header]]).toEqual([header, expect.any(String)]);
    await app.close();
  });
});

describe('GET /healthz', () => {
  test('200 { status: "ok" }', async () => {
    const app = await startGateway();
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });
});
