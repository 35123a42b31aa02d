import { HASHED_FILE } from '@fintools/shared/build/hashed-file';

/**
 * Which of the worker's caching rules a request falls under (docs/offline.md). Pure, so the rules can
 * be table-tested without a browser.
 *
 * - `page`: a navigation to a shell route (`/`, `/emi-calculator`, …): network first, then the saved shell.
 * - `entry`: a file whose name stays the same across deploys (`/remotes.json`, `/tools.json`, a remote's `remoteEntry.js`
 *   and `mf-manifest.json`): network first with a short timeout, then the last copy.
 * - `hashed`: webpack's `[name].[contenthash].js|css`: the name changes whenever the bytes do, so a kept
 *   copy is always right (cache first).
 * - `rates`: `GET /api/rates`: network first; the last good answer per base is kept for offline use.
 * - `other`: left to the network (the APIs, images, the gateway's own pages).
 */
export type RequestKind = 'page' | 'entry' | 'hashed' | 'rates' | 'other';

/** What the worker knows about a request; a `Request` has all of it. */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
}

const SCRIPT_OR_STYLE_FILE = /\.(?:js|css)$/;

/** A script or stylesheet under a content-hashed name: the gateway's rule for a year's cache (HASHED_FILE). */
export function isHashedScriptOrStyle(pathname: string): boolean {
  return HASHED_FILE.test(pathname) && SCRIPT_OR_STYLE_FILE.test(pathname);
}
/** Files that keep their name across deploys and say where everything else is. */
const REMOTE_ENTRY_FILE = /\/(?:remoteEntry\.js|mf-manifest\.json)$/;
/** Served by the gateway, never the shell page: `/api/…`, the embedded remotes under `/mfe/…`, `/healthz`. */
const NOT_A_SHELL_PAGE = /^\/(?:api|mfe|healthz)(?:\/|$)/;

/**
 * @example requestKind({ url: 'https://x.in/fd-calculator', method: 'GET', mode: 'navigate', destination: 'document' }, 'https://x.in') // 'page'
 * @example requestKind({ url: 'https://cdn.x.in/tax/remoteEntry.js', method: 'GET', mode: 'no-cors', destination: 'script' }, 'https://x.in') // 'entry'
 */
export function requestKind(request: RequestFacts, origin: string): RequestKind {
  if (request.method !== 'GET') return 'other';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'other';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'other';
  const { pathname } = url;

  if (url.origin === origin) {
    if (request.mode === 'navigate') {
      // A typed-in file (/remotes.json, /sw.js) is not a page of the shell, and must not be kept as one.
      const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
      return NOT_A_SHELL_PAGE.test(pathname) || lastSegment.includes('.') ? 'other' : 'page';
    }
    if (pathname === '/api/rates') return 'rates';
    if (pathname === '/remotes.json' || pathname === '/tools.json' || REMOTE_ENTRY_FILE.test(pathname)) return 'entry';
    if (isHashedScriptOrStyle(pathname)) return 'hashed';
    return 'other';
  }

  // Another origin: a remote deployed on its team's CDN. The shell's content security policy lets
  // scripts and styles come only from its own origin and the configured remotes, so a script or a
  // style from elsewhere is a remote's file. Pictures and videos (other origins too) are not kept.
  if (REMOTE_ENTRY_FILE.test(pathname)) return 'entry';
  const scriptOrStyle = request.destination === 'script' || request.destination === 'style';
  return scriptOrStyle && isHashedScriptOrStyle(pathname) ? 'hashed' : 'other';
}

/**
 * `?retry=2` is how the loader asks again for a remoteEntry.js that failed; it is the same file. The
 * shell asks for `/remotes.json?bucket=1234` (its visitor's canary bucket): offline, the last map kept
 * serves whatever bucket, including the one kept when the service worker was installed.
 */
export function entryCacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('retry');
  parsed.searchParams.delete('bucket');
  return parsed.href;
}

/**
 * One kept answer per base currency: `/api/rates?from=usd&x=1` and `/api/rates?from=USD` are the same.
 * @example ratesCacheKey('https://x.in/api/rates?from=usd&_=1') // 'https://x.in/api/rates?from=USD'
 */
export function ratesCacheKey(url: string): string {
  const parsed = new URL(url);
  const from = (parsed.searchParams.get('from') ?? '').trim().toUpperCase();
  return `${parsed.origin}${parsed.pathname}?from=${encodeURIComponent(from)}`;
}
