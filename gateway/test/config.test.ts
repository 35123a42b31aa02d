import fs from 'node:fs';
import path from 'node:path';
import { DEFAULTS, loadConfig, REPO_ROOT } from '../src/config';
import { findMissingBuilds } from '../src/build-missing';
import { tempTree } from './helpers';

describe('loadConfig', () => {
  test('defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      trustProxy: false,
      staticRoot: REPO_ROOT,
      remoteUrls: {},
      ratesBaseUrl: 'https://api.frankfurter.dev',
      mediaBaseUrl: 'https://api.pexels.com',
      mediaApiKey: undefined,
      mediaAssetOrigins: ['https://images.pexels.com', 'https://videos.pexels.com'],
      chatBaseUrl: 'https://api.openai.com/v1',
      chatApiKey: undefined,
      chatModel: 'gpt-4o-mini',
      rateLimitPerMinute: 120,
      chatRateLimitPerMinute: 30,
      upstreamTimeoutMs: 8000,
      chatTimeoutMs: 30000,
      ratesCacheTtlMs: DEFAULTS.ratesCacheTtlMs,
      remotesFile: path.join(REPO_ROOT, 'gateway', 'data', 'remotes.json'),
      remotesPollMs: 2000,
      requestTimeoutMs: 30000,
      publicOrigin: undefined,
      chatSystemMessage: DEFAULTS.chatSystemMessage,
      chatMaxTokens: 1024,
      chatMaxDurationMs: 120000,
      chatMaxConcurrentPerClient: 2,
      embedOrigins: [],
      mediaCacheSeconds: 600,
      mediaUpstreamPerHour: 180,
      mediaUpstreamPerDay: 600,
      mediaNetworkSharePercent: 10,
      chatUpstreamPerDay: 2000,
      chatNetworkSharePercent: 5,
    });
    expect(fs.existsSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'))).toBe(true);
  });

  test('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      REMOTE_TAX_URL: 'https://tax.example/mf-manifest.json',
      REMOTE_CHAT_URL: '/mfe/chat/remoteEntry.js',
      RATES_BASE_URL: 'http://127.0.0.1:8090/',
      MEDIA_BASE_URL: 'http://127.0.0.1:8090',
      MEDIA_API_KEY: ' media-key ',
      MEDIA_ASSET_ORIGINS: 'https://a.example/path  https://b.example',
      CHAT_BASE_URL: 'http://127.0.0.1:8090/v1/',
      CHAT_API_KEY: 'chat-key',
      CHAT_MODEL: 'gpt-test',
      RATE_LIMIT_PER_MINUTE: '5',
      CHAT_RATE_LIMIT_PER_MINUTE: '2',
      UPSTREAM_TIMEOUT_MS: '100',
      CHAT_TIMEOUT_MS: '200',
      REMOTES_FILE: '/srv/fintools/remotes.json',
      REQUEST_TIMEOUT_MS: '5000',
      PUBLIC_ORIGIN: 'https://fintools.example/',
      CHAT_SYSTEM_MESSAGE: ' You answer questions about Indian personal finance. ',
      CHAT_MAX_TOKENS: '300',
      CHAT_MAX_DURATION_MS: '60000',
      CHAT_MAX_CONCURRENT_PER_CLIENT: '1',
      EMBED_ORIGINS: 'https://notes.fintools.app  https://invoice.example:8443/app',
      MEDIA_CACHE_SECONDS: '0',
      MEDIA_UPSTREAM_PER_HOUR: '150',
      MEDIA_UPSTREAM_PER_DAY: '500',
      MEDIA_NETWORK_SHARE_PERCENT: '20',
      CHAT_UPSTREAM_PER_DAY: '1000',
      CHAT_NETWORK_SHARE_PERCENT: '100',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      trustProxy: 1,
      requestTimeoutMs: 5000,
      publicOrigin: 'https://fintools.example',
      chatSystemMessage: 'You answer questions about Indian personal finance.',
      chatMaxTokens: 300,
      chatMaxDurationMs: 60000,
      chatMaxConcurrentPerClient: 1,
      embedOrigins: ['https://notes.fintools.app', 'https://invoice.example:8443'],
      mediaCacheSeconds: 0,
      mediaUpstreamPerHour: 150,
      mediaUpstreamPerDay: 500,
      mediaNetworkSharePercent: 20,
      chatUpstreamPerDay: 1000,
      chatNetworkSharePercent: 100,
      remoteUrls: { tax: 'https://tax.example/mf-manifest.json', chat: '/mfe/chat/remoteEntry.js' },
      remotesFile: '/srv/fintools/remotes.json',
      ratesBaseUrl: 'http://127.0.0.1:8090',
      chatBaseUrl: 'http://127.0.0.1:8090/v1',
      mediaApiKey: 'media-key',
      mediaAssetOrigins: ['https://a.example', 'https://b.example'],
      chatApiKey: 'chat-key',
      chatModel: 'gpt-test',
      rateLimitPerMinute: 5,
      chatRateLimitPerMinute: 2,
      upstreamTimeoutMs: 100,
      chatTimeoutMs: 200,
    });
  });

  test('REDIS_URL: redis:// or rediss://, and a wrong one is refused without echoing it (it may hold a password)', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: ' redis://:s3cret@cache.internal:6380/2 ' }).redisUrl).toBe(
      'redis://:s3cret@cache.internal:6380/2',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal' }).redisUrl).toBe('rediss://cache.internal');
    for (const wrong of ['http://:s3cret@cache.internal', 's3cret@cache.internal:6379']) {
      expect(() => loadConfig({ REDIS_URL: wrong })).toThrow('REDIS_URL must be a redis:// or rediss:// URL');
      expect(() => loadConfig({ REDIS_URL: wrong })).not.toThrow('s3cret');
    }
  });

  test('a blank key means "not configured"', () => {
    expect(loadConfig({ MEDIA_API_KEY: '  ', CHAT_API_KEY: '' })).toMatchObject({
      mediaApiKey: undefined,
      chatApiKey: undefined,
    });
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ UPSTREAM_TIMEOUT_MS: '1.5' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ RATES_BASE_URL: 'api.frankfurter.dev' }, 'RATES_BASE_URL'],
    [{ CHAT_BASE_URL: 'ftp://x' }, 'CHAT_BASE_URL'],
    [{ REMOTE_TAX_URL: '//evil.example/x.js' }, 'REMOTE_TAX_URL'],
    [{ MEDIA_ASSET_ORIGINS: 'https://ok.example *' }, 'MEDIA_ASSET_ORIGINS'],
    [{ EMBED_ORIGINS: '*' }, 'EMBED_ORIGINS'],
    [{ EMBED_ORIGINS: 'notes.fintools.app' }, 'EMBED_ORIGINS'],
    [{ PUBLIC_ORIGIN: 'https://fintools.example/app' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'fintools.example' }, 'PUBLIC_ORIGIN'],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS'],
    [{ CHAT_MAX_TOKENS: '0' }, 'CHAT_MAX_TOKENS'],
    [{ CHAT_MAX_DURATION_MS: 'long' }, 'CHAT_MAX_DURATION_MS'],
    [{ CHAT_MAX_CONCURRENT_PER_CLIENT: '0' }, 'CHAT_MAX_CONCURRENT_PER_CLIENT'],
    [{ MEDIA_CACHE_SECONDS: '-1' }, 'MEDIA_CACHE_SECONDS'],
    [{ MEDIA_UPSTREAM_PER_HOUR: '0' }, 'MEDIA_UPSTREAM_PER_HOUR'],
    [{ MEDIA_UPSTREAM_PER_DAY: '0' }, 'MEDIA_UPSTREAM_PER_DAY'],
    [{ MEDIA_NETWORK_SHARE_PERCENT: '0' }, 'MEDIA_NETWORK_SHARE_PERCENT'],
    [{ MEDIA_NETWORK_SHARE_PERCENT: '101' }, 'MEDIA_NETWORK_SHARE_PERCENT'],
    [{ CHAT_UPSTREAM_PER_DAY: 'lots' }, 'CHAT_UPSTREAM_PER_DAY'],
    [{ CHAT_NETWORK_SHARE_PERCENT: '12.5' }, 'CHAT_NETWORK_SHARE_PERCENT'],
  ])('a wrong value stops start-up naming the variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('TRUST_PROXY', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.7', ['10.0.0.7']],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['fd00::/8,::1', ['fd00::/8', '::1']],
  ])('%j → %j', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  // "true" used to mean "believe every X-Forwarded-For entry", which lets a client pick its own address.
  test.each(['true', 'yes', 'on', '-1', '1.5', '1000', '10.0.0.0/33', '10.0.0.1/', '10.0.0.1,', 'proxy.internal', '*'])(
    '%j stops start-up with a clear message',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY must be a hop count (1, 2, …) or a comma-separated list of proxy addresses or CIDRs`,
      );
    },
  );
});

describe('findMissingBuilds (what `start` builds first)', () => {
  test('the shell without index.html and each mfe-* with a package.json but no manifest', () => {
    const root = tempTree({
      'shell/package.json': '{"name":"@fintools/shell"}',
      'mfe-tax/package.json': '{"name":"@fintools/mfe-tax"}',
      'mfe-chat/package.json': '{"name":"@fintools/mfe-chat"}',
      'mfe-chat/dist/mf-manifest.json': '{}',
      'mfe-notes/README.md': 'no package.json: not a workspace package',
    });
    expect(findMissingBuilds(root)).toEqual([
      { folder: 'shell', packageName: '@fintools/shell', required: true },
      { folder: 'mfe-tax', packageName: '@fintools/mfe-tax', required: false },
    ]);
  });

  test('nothing when everything is built', () => {
    const root = tempTree({
      'shell/package.json': '{"name":"@fintools/shell"}',
      'shell/dist/index.html': '<html>',
      'mfe-tax/package.json': '{"name":"@fintools/mfe-tax"}',
      'mfe-tax/dist/mf-manifest.json': '{}',
    });
    expect(findMissingBuilds(root)).toEqual([]);
  });
});
