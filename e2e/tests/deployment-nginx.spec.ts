import fs from 'node:fs';
import path from 'node:path';
import { HASHED_FILE } from '@fintools/shared/build/hashed-file';
import { exposeFiles, remoteDist, SHELL_INDEX } from '../support/builds';
import { E2E_ENV } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { findNginx, startNginx, type RunningNginx } from '../support/nginx';
import { freePort } from '../support/ports';
import { REPO_ROOT, startGateway, type RunningGateway } from '../support/start-gateway';
import { useEmiCalculator } from '../support/tool-checks';

/*
 * docs/nginx/fintools.conf, for real: Debian's nginx serves the built shell and remotes from the
 * repository's dist folders and passes /api/, /remotes.json and /healthz to a gateway behind it
 * (TRUST_PROXY=1, as docs/deploy.md says). Checked with plain HTTP for the headers, then in Chromium.
 */

test.describe.configure({ mode: 'default' });

const nginxBinary = findNginx();
let gateway: RunningGateway | undefined;
let nginx: RunningNginx | undefined;

test.beforeAll(async () => {
  test.skip(
    !nginxBinary,
    'nginx is not installed: `apt-get install -y nginx` (.ci/run installs it) to run the nginx deployment test',
  );
  test.setTimeout(120_000);
  const gatewayPort = await freePort('nginx');
  gateway = await startGateway({ ...E2E_ENV, STATIC_ROOT: REPO_ROOT, TRUST_PROXY: '1' }, gatewayPort, {
    buildNothing: true,
  });
  nginx = await startNginx(nginxBinary!, {
    port: await freePort('nginx'),
    staticRoot: REPO_ROOT,
    gateway: `127.0.0.1:${gatewayPort}`,
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  await gateway?.stop();
});

/** A content-hashed file of a dist folder ("main.0123abcd.js"). */
function hashedFile(dir: string, prefix = ''): string {
  const file = fs
    .readdirSync(dir)
    .find((name) => name.startsWith(prefix) && name.endsWith('.js') && HASHED_FILE.test(name));
  if (!file) throw new Error(`no hashed .js file in ${dir}`);
  return file;
}

test('the shell: / and a tool route are its page, revalidated, with the security policy', async ({ request }) => {
  const shellPage = fs.readFileSync(SHELL_INDEX, 'utf8');
  for (const route of ['/', '/emi-calculator', '/taxcompare-calculator']) {
    const response = await request.get(`${nginx!.url}${route}`);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(await response.text(), route).toBe(shellPage);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  }
  const main = hashedFile(path.dirname(SHELL_INDEX), 'main.');
  const script = await request.get(`${nginx!.url}/${main}`);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-type']).toMatch(/javascript/);
  // A file that is not there is a 404, not the shell's page.
  expect((await request.get(`${nginx!.url}/main.0123abcd.js`)).status()).toBe(404);
});

test('a visitor who chose Light or Dark gets the page in that theme; no other cookie value reaches it', async ({
  request,
}) => {
  const shellPage = fs.readFileSync(SHELL_INDEX, 'utf8');
  const pageWith = (cookie: string) =>
    request.get(`${nginx!.url}/emi-calculator`, { headers: { cookie, 'accept-encoding': 'gzip' } });
  for (const theme of ['light', 'dark']) {
    const response = await pageWith(`other=1; fintools-theme=${theme}`);
    expect(await response.text(), theme).toBe(shellPage.replace('<html', `<html data-theme="${theme}"`));
    expect(response.headers()['vary']).toContain('Cookie');
  }
  for (const cookie of ['fintools-theme=sepia', 'fintools-theme="><script>alert(1)</script>', 'fintools-theme=']) {
    expect(await (await pageWith(cookie)).text(), cookie).toBe(shellPage);
  }
});

test('a remote: its manifest is revalidated and readable from anywhere; its hashed chunks are immutable', async ({
  request,
}) => {
  const manifest = await request.get(`${nginx!.url}/mfe/tax/mf-manifest.json`, {
    headers: { origin: 'https://sibling.example' },
  });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/json/);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(((await manifest.json()) as { name: string }).name).toBe('tax');

  for (const file of ['remoteEntry.js', 'embed.js']) {
    const entry = await request.get(`${nginx!.url}/mfe/tax/${file}`);
    expect(entry.status(), file).toBe(200);
    expect(entry.headers()['cache-control'], file).toBe('no-cache');
    expect(entry.headers()['access-control-allow-origin'], file).toBe('*');
  }

  const chunk = exposeFiles(remoteDist('tax'))['./tax-compare/tax-compare-screen']![0]!;
  const hashed = await request.get(`${nginx!.url}/mfe/tax/${chunk}`);
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers()['access-control-allow-origin']).toBe('*');
  expect((await request.get(`${nginx!.url}/mfe/tax/no-such-file.js`)).status()).toBe(404);
});

test('the gateway behind it: /api/rates, /remotes.json (paths on nginx’s origin) and /healthz', async ({ request }) => {
  const rates = await request.get(`${nginx!.url}/api/rates?from=USD`);
  expect(rates.status()).toBe(200);
  expect(((await rates.json()) as { base: string; rates: Record<string, number> }).rates.INR).toBe(85);

  const remotes = (await (await request.get(`${nginx!.url}/remotes.json`)).json()) as Record<string, string>;
  expect(remotes.tax).toBe('/mfe/tax/mf-manifest.json');

  expect(await (await request.get(`${nginx!.url}/healthz`)).json()).toEqual({ status: 'ok' });
});

test('a tool works in Chromium through nginx, everything from nginx’s origin', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${nginx!.url}/emi-calculator`);
  await expect(page.getByRole('heading', { level: 1, name: 'EMI Calculator' })).toBeVisible();
  await useEmiCalculator(page);
  await expect(page.getByText(/^calculators remote · v/)).toBeVisible();
  expect(requested.filter((url) => !url.startsWith(`${nginx!.url}/`) && !url.startsWith('data:'))).toEqual([]);
  // nginx serves index.html as built, with no remote map written in: the shell asks for it, with the
  // visitor's canary bucket.
  expect(requested.some((url) => url.startsWith(`${nginx!.url}/remotes.json?bucket=`))).toBe(true);
  expect(requested).toContain(`${nginx!.url}/mfe/calculators/remoteEntry.js`);
});
