/** Ports and settings of the e2e run: away from the dev ports, so a running dev product is not disturbed. */
export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 18080);
export const FAKES_PORT = Number(process.env.E2E_FAKES_PORT ?? 18090);
export const FAKES_URL = `http://127.0.0.1:${FAKES_PORT}`;
export const FAKE_MEDIA_KEY = 'e2e-media-key-9f3a';
export const FAKE_CHAT_KEY = 'e2e-chat-key-71c2';

/**
 * How long a tool's first load may take: the remote's entry, its screen's chunk and the shared modules it
 * needs, on a 2-core CI machine whose other worker is busy. Every expect waits this long (CI has seen a
 * first load pass 7 s).
 */
export const FIRST_LOAD_TIMEOUT = 20_000;

/** How long any other assertion waits: what a visitor sees once the page has settled, or after a click. */
export const EXPECT_TIMEOUT = 10_000;

/** The browser a visitor runs (Debian's chromium): the benches and `pnpm size` measure with it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the test suite drives: Chromium's headless shell, Debian's chromium-headless-shell, the same
 * Blink, V8 and network stack without the desktop browser's windows and WebUI. Measured here on 2 cores: a new
 * context and page in 0.18 s instead of 0.5 s, a tool ready in 0.7 s instead of 1.25 s, and the whole browser
 * suite in 10.1 min instead of 19.1 (docs/performance.md, "The test suite").
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The gateway and the fakes read these; the keys are made up and known only to the two of them. */
/** The gateways' shared secret in the suite: it signs page tokens and the preview links `pnpm release` prints. */
export const E2E_PAGE_TOKEN_SECRET = 'e2e-page-token-secret-0123456789abcdef';

export const E2E_ENV: Record<string, string> = {
  PORT: String(GATEWAY_PORT),
  HOST: '127.0.0.1',
  FAKES_PORT: String(FAKES_PORT),
  FAKE_MEDIA_API_KEY: FAKE_MEDIA_KEY,
  FAKE_CHAT_API_KEY: FAKE_CHAT_KEY,
  // A reply that streams for about two seconds: long enough to watch it grow however busy the machine is.
  FAKE_CHAT_CHUNK_DELAY_MS: '100',
  RATES_BASE_URL: FAKES_URL,
  MEDIA_BASE_URL: FAKES_URL,
  MEDIA_API_KEY: FAKE_MEDIA_KEY,
  MEDIA_ASSET_ORIGINS: FAKES_URL,
  CHAT_BASE_URL: `${FAKES_URL}/v1`,
  CHAT_API_KEY: FAKE_CHAT_KEY,
  CHAT_MODEL: 'fake-chat-model',
  // Many tests share one client address; the limits themselves are tested in the gateway's own tests.
  RATE_LIMIT_PER_MINUTE: '100000',
  CHAT_RATE_LIMIT_PER_MINUTE: '100000',
  CHAT_MAX_CONCURRENT_PER_CLIENT: '100',
  // Specs check which search reached the fakes, so every search must: no cache, no hourly or daily budget.
  // media-busy.spec.ts runs a gateway of its own with the cache and the hour on.
  MEDIA_CACHE_SECONDS: '0',
  MEDIA_UPSTREAM_PER_HOUR: '100000',
  // Every visitor of a spec shares the loopback network, so no network share either; the budgets' edges are
  // the gateway's own tests (gateway/test/daily-budget.test.ts).
  MEDIA_UPSTREAM_PER_DAY: '100000',
  MEDIA_NETWORK_SHARE_PERCENT: '100',
  CHAT_UPSTREAM_PER_DAY: '100000',
  CHAT_NETWORK_SHARE_PERCENT: '100',
  // GET /metrics answers `Authorization: Bearer <METRICS_TOKEN>` only (none without the variable).
  METRICS_TOKEN: 'e2e-metrics-token-0123456789',
  // Gateways behind one balancer sign page tokens with one secret, or a page from one is refused by another.
  PAGE_TOKEN_SECRET: E2E_PAGE_TOKEN_SECRET,
};
