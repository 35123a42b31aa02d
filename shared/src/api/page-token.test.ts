import { pageTokenExpiresAt, pageTokenFor, tokenInPage } from './page-token';

/** A token of the gateway's form that expires `seconds` from now. */
const tokenFor = (seconds: number, nonce = 'bm9uY2Utbm9uY2U') =>
  `${Math.ceil(Date.now() / 1000 + seconds).toString(36)}.${nonce}.c2lnbmF0dXJlLXNpZ25hdHVyZQ`;

const putInPage = (token: string) =>
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="fintools-page-token">${JSON.stringify(token)}</script>`,
  );

afterEach(() => document.getElementById('fintools-page-token')?.remove());

test.each<[unknown, number | undefined]>([
  ['lxyz12.bm9uY2Vub25jZQ.c2lnbmF0dXJlc2lnbmF0dXJl', parseInt('lxyz12', 36) * 1000],
  ['hello', undefined],
  ['a.b.c', undefined],
  [42, undefined],
  [`${'1'.repeat(13)}.bm9uY2Vub25jZQ.c2lnbmF0dXJlc2lnbmF0dXJl`, undefined],
])('pageTokenExpiresAt(%j) is %j', (token, expiresAt) => {
  expect(pageTokenExpiresAt(token)).toBe(expiresAt);
});

test("the page's own token, when the gateway served the page", async () => {
  const token = tokenFor(3600);
  putInPage(token);
  expect(tokenInPage()).toBe(token);
  expect(await pageTokenFor(window.location.href)).toBe(token);
});

test("another gateway's token (an embed) is fetched from it, kept, and fetched anew when asked fresh", async () => {
  const fetched = [tokenFor(3600, 'Zmlyc3QtZmlyc3Q'), tokenFor(3600, 'c2Vjb25kLXNlY29uZA')];
  const fetchToken = jest.fn(async (_url: URL, _init: RequestInit) => ({
    ok: true,
    json: async () => ({ token: fetched.shift() }),
  }));
  const originalFetch = globalThis.fetch;
  globalThis.fetch = fetchToken as unknown as typeof fetch;
  try {
    const first = await pageTokenFor('https://gateway.example/some/page');
    expect(await pageTokenFor('https://gateway.example/')).toBe(first);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(String(fetchToken.mock.calls[0]![0])).toBe('https://gateway.example/api/page-token');
    expect(fetchToken.mock.calls[0]![1]).toEqual({ credentials: 'omit' });
    const fresh = await pageTokenFor('https://gateway.example/', { fresh: true });
    expect(fresh).not.toBe(first);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  } finally {
    globalThis.fetch = originalFetch;
  }
});

test('a page token about to expire is not used: a new one is asked for', async () => {
  putInPage(tokenFor(30));
  const originalFetch = globalThis.fetch;
  const renewed = tokenFor(3600);
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ token: renewed }),
  })) as unknown as typeof fetch;
  try {
    expect(await pageTokenFor(window.location.href)).toBe(renewed);
  } finally {
    globalThis.fetch = originalFetch;
  }
});

test('no token to be had (the gateway refuses, or is down): undefined, never a throw', async () => {
  const originalFetch = globalThis.fetch;
  globalThis.fetch = jest.fn(async () => ({
    ok: false,
    json: async () => ({ error: 'no' }),
  })) as unknown as typeof fetch;
  try {
    expect(await pageTokenFor('https://refusing.example/')).toBeUndefined();
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    expect(await pageTokenFor('https://down.example/')).toBeUndefined();
    expect(await pageTokenFor('not a url')).toBeUndefined();
  } finally {
    globalThis.fetch = originalFetch;
  }
});
