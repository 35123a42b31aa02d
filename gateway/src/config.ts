import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@fintools/shared';

/** Everything the gateway reads from its environment, parsed once at start-up. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Honour X-Forwarded-For/-Proto/-Host: only behind a proxy we run, or clients could spoof their IP. */
  trustProxy: boolean;
  logLevel: string;

  /** Folder holding `shell/dist` and `mfe-<name>/dist`: the repo root unless a test or a deployment says otherwise. */
  staticRoot: string;
  /**
   * REMOTE_<NAME>_URL overrides, verbatim; a remote without one is served from this gateway. This is the
   * starting map: `pnpm release` changes the live map from there (remotes.ts).
   */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** The live remote map's file when there is no Redis (REMOTES_FILE); `pnpm release` writes it. */
  remotesFile: string;
  /** How often the live remote map is read again. Not an env var: tests shorten it. */
  remotesPollMs: number;

  ratesBaseUrl: string;
  mediaBaseUrl: string;
  mediaApiKey: string | undefined;
  /** Hosts the media provider serves pictures and video files from (the browser loads them directly). */
  mediaAssetOrigins: string[];
  chatBaseUrl: string;
  chatApiKey: string | undefined;
  chatModel: string;

  rateLimitPerMinute: number;
  chatRateLimitPerMinute: number;
  /** Where many gateways share rate-limit counts and cached rates; unset: both stay in this process. */
  redisUrl: string | undefined;

  upstreamTimeoutMs: number;
  /** The chat stream may take long in total; this bounds only the silence between two pieces. */
  chatTimeoutMs: number;
  /** How long a live rates answer is reused for the same base. Not an env var: tests shorten it. */
  ratesCacheTtlMs: number;
}

export const REPO_ROOT = path.resolve(__dirname, '../..');
/** The gateway's data folder: the shipped reference rates, and the live remote map by default. */
export const GATEWAY_DATA_DIR = path.resolve(__dirname, '../data');

export const DEFAULTS = {
  port: 8080,
  host: '0.0.0.0',
  ratesBaseUrl: 'https://api.frankfurter.dev',
  mediaBaseUrl: 'https://api.pexels.com',
  mediaAssetOrigins: 'https://images.pexels.com https://videos.pexels.com',
  chatBaseUrl: 'https://api.openai.com/v1',
  chatModel: 'gpt-4o-mini',
  rateLimitPerMinute: 120,
  chatRateLimitPerMinute: 30,
  upstreamTimeoutMs: 8000,
  chatTimeoutMs: 30000,
  ratesCacheTtlMs: 10 * 60 * 1000,
  remotesFile: path.join(GATEWAY_DATA_DIR, 'remotes.json'),
  // A release is live everywhere within 10 s: two polls and a manifest check fit with room to spare.
  remotesPollMs: 2000,
} as const;

type Env = Record<string, string | undefined>;

/**
 * Reads and checks the environment. A wrong value stops the gateway at start-up with the variable's
 * name, rather than failing later on a visitor's request.
 */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const key = `REMOTE_${name.toUpperCase()}_URL`;
    const value = text(env, key);
    if (value !== undefined) remoteUrls[name] = checkRemoteUrl(key, value);
  }

  return {
    port: integer(env, 'PORT', DEFAULTS.port, 0, 65535),
    host: text(env, 'HOST') ?? DEFAULTS.host,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    staticRoot: path.resolve(text(env, 'STATIC_ROOT') ?? REPO_ROOT),
    remoteUrls,
    remotesFile: path.resolve(text(env, 'REMOTES_FILE') ?? DEFAULTS.remotesFile),
    remotesPollMs: DEFAULTS.remotesPollMs,
    ratesBaseUrl: baseUrl(env, 'RATES_BASE_URL', DEFAULTS.ratesBaseUrl),
    mediaBaseUrl: baseUrl(env, 'MEDIA_BASE_URL', DEFAULTS.mediaBaseUrl),
    mediaApiKey: text(env, 'MEDIA_API_KEY'),
    mediaAssetOrigins: origins('MEDIA_ASSET_ORIGINS', text(env, 'MEDIA_ASSET_ORIGINS') ?? DEFAULTS.mediaAssetOrigins),
    chatBaseUrl: baseUrl(env, 'CHAT_BASE_URL', DEFAULTS.chatBaseUrl),
    chatApiKey: text(env, 'CHAT_API_KEY'),
    chatModel: text(env, 'CHAT_MODEL') ?? DEFAULTS.chatModel,
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', DEFAULTS.rateLimitPerMinute, 1),
    chatRateLimitPerMinute: integer(env, 'CHAT_RATE_LIMIT_PER_MINUTE', DEFAULTS.chatRateLimitPerMinute, 1),
    redisUrl: redisUrl(env),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', DEFAULTS.upstreamTimeoutMs, 1),
    chatTimeoutMs: integer(env, 'CHAT_TIMEOUT_MS', DEFAULTS.chatTimeoutMs, 1),
    ratesCacheTtlMs: DEFAULTS.ratesCacheTtlMs,
  };
}

/** Unset and blank mean the same: an empty `MEDIA_API_KEY=` in a .env file is "not configured". */
function text(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, key: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = text(env, key);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new Error(`${key} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

/** Provider base URLs are joined with paths, so a trailing slash is dropped to avoid `//v1/...`. */
function baseUrl(env: Env, key: string, fallback: string): string {
  const value = text(env, key) ?? fallback;
  parseHttpUrl(key, value);
  return value.replace(/\/+$/, '');
}

/** redis:// or rediss://. A wrong value is not repeated in the error: it may carry a password. */
function redisUrl(env: Env): string | undefined {
  const value = text(env, 'REDIS_URL');
  if (value === undefined) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL (the value is not shown: it may hold a password)');
  }
  return value;
}

function checkRemoteUrl(key: string, value: string): string {
  // A path on this gateway ("/mfe/tax/mf-manifest.json") is allowed too: it needs no extra CSP origin.
  if (!isLocalPath(value)) parseHttpUrl(key, value);
  return value;
}

function origins(key: string, value: string): string[] {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => parseHttpUrl(key, entry).origin);
}

function parseHttpUrl(key: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${key} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${key} must be an http(s) URL, got "${value}"`);
  }
  return url;
}

/** The origin of an absolute URL, or undefined for a same-origin path. */
export function originOf(value: string): string | undefined {
  return isLocalPath(value) ? undefined : new URL(value).origin;
}

/** "/mfe/…" but not "//other.host/…", which browsers read as another origin. */
function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}
