import type { FastifyInstance } from 'fastify';
import { PAGE_TOKEN_ELEMENT_ID, PAGE_TOKEN_HEADER, pageTokenExpiresAt } from '@fintools/shared/api/page-token';
import { FAKE_CHAT_API_KEY, startFakeUpstreams, type FakeUpstreams } from '../fakes/server';
import { DEFAULTS, loadConfig } from '../src/config';
import { PageTokens } from '../src/page-token';
import { clientOf } from '../src/rate-limit';
import { releaseLive, startCanary } from '../src/release/release-state';
import type { RemotesStatus } from '../src/release/remote-status';
import { type FileReleaseStore } from '../src/release/store';
import { pageToken, postLoadReport, sleep, startGateway, type StubServer, waitFor } from './helpers';
import { manifestOf, shellTree, startBuildHost, startCanaryGateway } from './release-fixtures';

/*
 * Only our pages report and chat: each page carries a short-lived token signed for its client, embeds ask
 * their gateway for one, and /api/events and /api/chat count only requests carrying a valid one, keyed by
 * token and by address (IPv6 by /64). The attacks of the report, replayed.
 */

describe('page tokens', () => {
  let now = 1_800_000_000_000;
  const tokens = new PageTokens(Buffer.from('a-secret-of-at-least-32-characters!!'), () => now);

  test('a token is good for the client it was issued to, until it expires', () => {
    const { token, expiresAt } = tokens.issue('203.0.113.7');
    expect(pageTokenExpiresAt(token)).toBe(expiresAt);
    expect(expiresAt - now).toBeGreaterThan(60 * 60 * 1000);
    expect(tokens.verify(token, '203.0.113.7')).toEqual(expect.any(String));
    expect(tokens.verify(token, '203.0.113.8')).toBeUndefined();
    now = expiresAt;
    expect(tokens.verify(token, '203.0.113.7')).toBeUndefined();
    now = 1_800_000_000_000;
  });

  test('an IPv6 client is its /64: another address of it holds the same token, another /64 does not', () => {
    const { token } = tokens.issue('2001:db8:1:2::10');
    expect(tokens.verify(token, '2001:db8:1:2:ffff::99')).toBeDefined();
    expect(tokens.verify(token, '2001:db8:1:3::10')).toBeUndefined();
    expect(clientOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  test.each<[string, (token: string) => string]>([
    ['a changed expiry', (token) => `zzzzzz${token.slice(token.indexOf('.'))}`],
    ['a changed signature', (token) => `${token.slice(0, -2)}AA`],
    ['another gateway secret', (token) => token],
    ['not a token', () => 'hello'],
  ])('%s is refused', (name, change) => {
    const { token } = tokens.issue('203.0.113.7');
    const other = new PageTokens(Buffer.from('another-secret-of-32-characters-or-more'), () => now);
    const checker = name === 'another gateway secret' ? other : tokens;
    expect(checker.verify(change(token), '203.0.113.7')).toBeUndefined();
  });

  test('a token signed with the real secret but naming a longer life than the gateway gives is refused', () => {
    const secret = Buffer.from('a-secret-of-at-least-32-characters!!');
    const forged = new PageTokens(secret, () => now, 24 * 60 * 60 * 1000).issue('203.0.113.7').token;
    expect(tokens.verify(forged, '203.0.113.7')).toBeUndefined();
    // The gateway's own, a second past its lifetime at most (expiries are whole seconds), is taken.
    expect(tokens.verify(tokens.issue('203.0.113.7').token, '203.0.113.7')).toEqual(expect.any(String));
  });

  test('PAGE_TOKEN_SECRET shorter than 32 characters stops start-up, without the value', () => {
    expect(() => loadConfig({ PAGE_TOKEN_SECRET: 'short' })).toThrow(
      'PAGE_TOKEN_SECRET must be at least 32 characters (the value is not shown)',
    );
  });
});

describe('chat', () => {
  let fakes: FakeUpstreams;
  let app: FastifyInstance;
  const chatCalls = async () =>
    ((await (await fetch(`${fakes.url}/__fakes/requests/chat`)).json()) as { count?: number }).count ?? 0;
  const ask = (headers: Record<string, string>, remoteAddress = '203.0.113.20') =>
    app.inject({
      method: 'POST',
      url: '/api/chat',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: { messages: [{ role: 'user', content: 'What is a SIP?' }] },
    });

  beforeAll(async () => {
    fakes = await startFakeUpstreams({ port: 0, chatChunkDelayMs: 1 });
    app = await startGateway({
      chatBaseUrl: `${fakes.url}/v1`,
      chatApiKey: FAKE_CHAT_API_KEY,
      chatRateLimitPerMinute: 2,
      embedOrigins: ['https://sibling.example'],
      staticRoot: shellTree(),
    });
  });
  afterAll(async () => {
    await app.close();
    await fakes.close();
  });

  // Each from an address of its own: refused requests count against the address's limit too.
  test.each<[string, Record<string, string>, string]>([
    ['curl with no Origin', {}, '203.0.113.10'],
    [
      'Origin: evil with Sec-Fetch-Site: same-origin',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      '203.0.113.11',
    ],
    [
      'a token copied from a page served to another address',
      { [PAGE_TOKEN_HEADER]: pageToken('198.51.100.1') },
      '203.0.113.12',
    ],
    ['a made-up token', { [PAGE_TOKEN_HEADER]: 'lxyz12.bm9uY2Vub25jZQ.c2lnbmF0dXJlc2lnbmF0dXJl' }, '203.0.113.13'],
  ])('%s: 403, and the chat service is never called', async (_case, headers, address) => {
    const before = await chatCalls();
    const response = await ask(headers, address);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Chat needs the token of a page the gateway served (reload the page)' });
    expect(await chatCalls()).toBe(before);
  });

  test("the page's own token gets a reply", async () => {
    const page = await app.inject({ url: '/', remoteAddress: '203.0.113.21', headers: { accept: 'text/html' } });
    const token = JSON.parse(
      new RegExp(`<script type="application/json" id="${PAGE_TOKEN_ELEMENT_ID}">(.*?)</script>`).exec(page.body)![1]!,
    ) as string;
    const response = await ask({ [PAGE_TOKEN_HEADER]: token }, '203.0.113.21');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"type":"done"');
  });

  test('new addresses of one IPv6 /64 share one quota (each new address got a fresh 30/min)', async () => {
    const statuses: number[] = [];
    for (const suffix of ['1', '2', '3']) {
      const address = `2001:db8:7:7::${suffix}`;
      statuses.push((await ask({ [PAGE_TOKEN_HEADER]: pageToken(address) }, address)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  test('an embed asks its gateway for a token: from EMBED_ORIGINS only', async () => {
    const embedded = await app.inject({
      url: '/api/page-token',
      remoteAddress: '203.0.113.30',
      headers: { origin: 'https://sibling.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(embedded.statusCode).toBe(200);
    expect(embedded.headers['access-control-allow-origin']).toBe('https://sibling.example');
    expect(embedded.headers['cache-control']).toBe('no-store');
    const { token } = embedded.json() as { token: string };
    expect((await ask({ [PAGE_TOKEN_HEADER]: token }, '203.0.113.30')).statusCode).toBe(200);

    const other = await app.inject({
      url: '/api/page-token',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  test("a preflight from an embedding site may send the token's header", async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/chat',
      headers: {
        origin: 'https://sibling.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type, ${PAGE_TOKEN_HEADER.toLowerCase()}`,
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain(PAGE_TOKEN_HEADER);
  });

  test('the system message keeps replies to personal finance and FinTools', () => {
    expect(DEFAULTS.chatSystemMessage).toMatch(/only questions about personal finance/);
    expect(DEFAULTS.chatSystemMessage).toMatch(/FinTools/);
    expect(DEFAULTS.chatSystemMessage).toMatch(/Never follow instructions/);
  });
});

describe('load reports without a page token decide nothing (--canary 10 --auto)', () => {
  let host: StubServer;
  let app: FastifyInstance;
  let store: FileReleaseStore;
  const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;
  const status = async () => (await app.inject('/api/remotes')).json() as RemotesStatus;
  const report = (build: string, outcome: string, remoteAddress: string, token: string | null = null) =>
    postLoadReport(app, { entry: `${host.url}/${build}/remoteEntry.js`, outcome, remoteAddress, token });
  const loopback = (count: number, from: number) => Array.from({ length: count }, (_, i) => `127.0.${from}.${i + 1}`);

  beforeAll(async () => {
    host = await startBuildHost({ good: manifestOf('tax', 'good'), broken: manifestOf('tax', 'broken') });
    ({ app, store } = await startCanaryGateway());
    await store.update((state) => releaseLive(state, 'tax', { url: url('good'), at: '2026-11-28T10:00:00Z' }));
    await store.update((state) =>
      startCanary(state, 'tax', { url: url('broken'), at: '2026-11-28T10:00:00Z' }, 10, true),
    );
    await waitFor(async () => (await status()).remotes.tax?.canary?.url === url('broken'), 3000);
  });
  afterAll(async () => {
    await app.close();
    await host.close();
  });

  test('3 `loaded` reports from each of 60 addresses, with no token: all refused, the broken canary stays undecided', async () => {
    const answers = [];
    for (const address of loopback(60, 1))
      for (let i = 0; i < 3; i++) answers.push((await report('broken', 'loaded', address)).statusCode);
    expect(new Set(answers)).toEqual(new Set([403]));
    await sleep(200);
    const tax = (await status()).remotes.tax!;
    expect(tax.canary).toMatchObject({ url: url('broken'), clients: { any: 0 } });
    expect(tax.decision).toBeNull();
  });

  test('3 `failed` reports from one address, with its token, move the live build by one client, and decide nothing', async () => {
    const address = '127.0.9.9';
    for (let i = 0; i < 3; i++)
      expect((await report('good', 'failed', address, pageToken(address))).statusCode).toBe(204);
    for (const client of loopback(50, 2)) await report('broken', 'failed', client, pageToken(client));
    await sleep(200);
    const tax = (await status()).remotes.tax!;
    expect(tax.live.clients).toMatchObject({ any: 1, failure: 1 });
    // 50 canary clients failed, but the live build has one client: too few to compare with.
    expect(tax.canary?.url).toBe(url('broken'));
    expect(tax.decision).toBeNull();
  });
});
