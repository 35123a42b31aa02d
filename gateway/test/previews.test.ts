import type { FastifyInstance } from 'fastify';
import { parseArguments } from '../src/release/cli';
import { PreviewTokens } from '../src/preview/preview-token';
import { PREVIEW_COOKIE } from '../src/preview/visitor-preview';
import { TEST_PAGE_TOKEN_SECRET, type StubServer } from './helpers';
import { manifestOf, releaseCommand, startBuildHost, startReleaseGateway } from './release-fixtures';

/*
 * A team previews a build (`pnpm release <area> <url> --preview <name>`): only the browser that opens the link
 * gets it, on every page, map, catalogue and embed script; everyone else, and every cache, keeps the live product.
 */

let host: StubServer;
let app: FastifyInstance;
let site = '';
let remotesFile = '';
const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;
const tokens = new PreviewTokens(Buffer.from(TEST_PAGE_TOKEN_SECRET));
const DAY_MS = 24 * 60 * 60 * 1000;

const release = (...args: string[]) =>
  releaseCommand(args, { REMOTES_FILE: remotesFile, FINTOOLS_URL: site, PAGE_TOKEN_SECRET: TEST_PAGE_TOKEN_SECRET });

const cookieOf = (token: string) => ({ cookie: `${PREVIEW_COOKIE}=${token}` });
const page = (query = '', headers: Record<string, string> = {}) =>
  app.inject({ url: `/${query}`, headers: { accept: 'text/html', ...headers } });
const taxIn = async (headers: Record<string, string> = {}, query = '') =>
  (JSON.parse((await app.inject({ url: `/remotes.json${query}`, headers })).body) as { tax: string }).tax;
/** The banner's markup of a page, if any (the page is long: a failure shows this alone). */
const bannerOf = (html: string) => /<div id="fintools-preview"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
/** The remote map the page carries inline. */
const inlineTax = (html: string) =>
  (JSON.parse(/id="fintools-remote-map">([^<]*)<\/script>/.exec(html)![1]!) as { tax: string }).tax;

let token = '';

beforeAll(async () => {
  host = await startBuildHost({ v2: manifestOf('tax', 'tax remote · v2') });
  ({ app, site, remotesFile } = await startReleaseGateway(100));
  const made = await release('tax', url('v2'), '--preview', 'fix-msg', '--expires', '2');
  expect(made).toMatchObject({ code: 0, err: '' });
  expect(made.out).toContain(`tax: ${url('v2')} is the preview "fix-msg" until`);
  token = new URL(/(http\S+\?preview=\S+)/.exec(made.out)![1]!).searchParams.get('preview')!;
});

afterAll(async () => {
  await app.close();
  await host.close();
});

test('visitors keep the live build: the map, the catalogue and a page without the link are unchanged', async () => {
  expect(await taxIn()).toBe('/mfe/tax/mf-manifest.json');
  const plain = await page();
  expect(bannerOf(plain.body)).toBe('');
  expect(plain.headers['set-cookie']).toBeUndefined();
  expect(inlineTax(plain.body)).toBe('/mfe/tax/mf-manifest.json');
});

test('the link opens the preview in that browser: banner, its build inline, a kept HttpOnly cookie, no cache', async () => {
  const opened = await page(`?preview=${token}`);
  expect(opened.statusCode).toBe(200);
  expect(bannerOf(opened.body)).toContain('<div id="fintools-preview" role="region" aria-label="Preview">');
  expect(bannerOf(opened.body)).toContain('Preview of tax: fix-msg</strong> (tax remote · v2)');
  expect(bannerOf(opened.body)).toContain('<a href="?preview=leave">Leave preview</a>');
  expect(inlineTax(opened.body)).toBe(url('v2'));
  expect(opened.headers['cache-control']).toBe('private, no-store');
  expect(String(opened.headers['set-cookie'])).toMatch(
    new RegExp(`^${PREVIEW_COOKIE}=${token.replace(/\./g, '\\.')}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
  );
  // The page may load the preview's host: its origin is in this page's CSP, and only in this page's.
  expect(opened.headers['content-security-policy']).toContain(host.url);
  expect((await page()).headers['content-security-policy']).not.toContain(host.url);
});

test('with the cookie, the maps, the catalogue and the embed script name the preview; without, none does', async () => {
  expect(await taxIn(cookieOf(token))).toBe(url('v2'));
  // An embed's host reads the map without cookies: the stub hands it the token as ?preview=.
  expect(await taxIn({}, `?preview=${token}`)).toBe(url('v2'));
  const map = await app.inject({ url: '/remotes.json', headers: cookieOf(token) });
  expect(map.headers['cache-control']).toBe('private, no-store');
  expect(map.headers.vary).toContain('Cookie');
  const stub = await app.inject({ url: '/mfe/tax/embed.js', headers: cookieOf(token) });
  expect(stub.body).toContain(`script.dataset.preview = "${token}"`);
  expect(stub.body).toContain('Preview of tax: fix-msg. Only this browser sees it.');
  expect(stub.body).toContain(`${host.url}/v2/embed.js`);
  expect(stub.headers['cache-control']).toBe('private, no-store');
  const live = await app.inject({ url: '/mfe/tax/embed.js' });
  expect(live.body).not.toContain('preview');
});

test.each<[string, () => string, string]>([
  ['a forged signature', () => `${token.slice(0, -4)}AAAA`, 'This preview link is not valid'],
  ['an expired link', () => tokens.sign('tax', 'fix-msg', Date.now() - 1000), 'This preview link has expired'],
  // Signed with the real secret, but for longer than any preview may last: refused like a forgery.
  ['a 60-day link', () => tokens.sign('tax', 'fix-msg', Date.now() + 60 * DAY_MS), 'This preview link is not valid'],
  [
    'a preview never recorded',
    () => tokens.sign('tax', 'other', Date.now() + DAY_MS),
    'The preview "other" of tax has ended',
  ],
])('%s changes nothing and says why', async (_case, bad, notice) => {
  const opened = await page(`?preview=${bad()}`);
  expect(bannerOf(opened.body)).toContain(
    `<div id="fintools-preview" role="status" aria-label="Preview"><p>${notice}, so you see FinTools as every visitor does.`,
  );
  expect(inlineTax(opened.body)).toBe('/mfe/tax/mf-manifest.json');
  expect(opened.headers['set-cookie']).toBeUndefined();
  expect(await taxIn({}, `?preview=${bad()}`)).toBe('/mfe/tax/mf-manifest.json');
});

test('Leave preview clears the cookie and paints the live page', async () => {
  const left = await page('?preview=leave', cookieOf(token));
  expect(String(left.headers['set-cookie'])).toBe(`${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  expect(bannerOf(left.body)).toContain('You left the preview, so you see FinTools as every visitor does.');
  expect(inlineTax(left.body)).toBe('/mfe/tax/mf-manifest.json');
});

test('--status lists the preview; --drop-preview ends every link to it', async () => {
  const status = await release('--status');
  expect(status.out).toMatch(new RegExp(`^tax\\s+preview fix-msg\\s+tax remote · v2\\s+${url('v2')}\\s+yes$`, 'm'));
  expect(status.out).toContain('tax preview fix-msg: until ');
  // What the preview's build brings itself, beside the live one's, and the shell's versions.
  const modules = await release('--status', '--modules');
  expect(modules.code).toBe(0);
  expect(modules.out).toContain(`tax  preview fix-msg  tax remote · v2  ${url('v2')}`);
  expect(modules.out).toMatch(/The shell provides 4 shared modules:\n {2}@fintools\/shared\/finance\/tax\s+0\.1\.0/);
  const dropped = await release('tax', '--drop-preview', 'fix-msg');
  expect(dropped).toMatchObject({ code: 0, err: '' });
  expect(dropped.out).toContain('tax: the preview "fix-msg" has ended');
  const after = await page('', cookieOf(token));
  expect(bannerOf(after.body)).toContain(
    'The preview "fix-msg" of tax has ended, so you see FinTools as every visitor does.',
  );
  expect(String(after.headers['set-cookie'])).toContain(`${PREVIEW_COOKIE}=; Path=/; Max-Age=0`);
  expect((await release('--status')).out).not.toContain('preview fix-msg');
  expect(await release('tax', '--drop-preview', 'fix-msg')).toMatchObject({
    code: 1,
    err: 'tax has no open preview "fix-msg" (pnpm release --status lists them)',
  });
});

test('a preview needs the secret the gateways share', async () => {
  const unsigned = await releaseCommand(['tax', url('v2'), '--preview', 'x'], {
    REMOTES_FILE: remotesFile,
    FINTOOLS_URL: site,
  });
  expect(unsigned.code).toBe(1);
  expect(unsigned.err).toContain('Refused: a preview link is signed with PAGE_TOKEN_SECRET');
});

test.each<[string[], string]>([
  [['tax', 'https://cdn.example/v2/mf-manifest.json', '--preview', 'Fix_Msg'], "A preview's name is 1 to 40"],
  [['tax', 'https://cdn.example/v2/mf-manifest.json', '--preview', 'a', '--canary', '5'], 'it takes no --canary'],
  [['tax', 'https://cdn.example/v2/mf-manifest.json', '--preview', 'a', '--expires', '31'], 'at most 30'],
  [['tax', 'https://cdn.example/v2/mf-manifest.json', '--expires', '2'], '--expires is for a preview'],
  [['tax', '--drop-preview', 'a', 'extra'], '--drop-preview takes only the remote'],
])('usage: %j', (args, message) => {
  expect(parseArguments(args)).toEqual(expect.stringContaining(message));
});
