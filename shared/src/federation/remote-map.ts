import { REMOTE_NAMES, type RemoteName } from '../catalog/tools';

/**
 * The global a remote's remoteEntry.js defines (shared/build/webpack.cjs sets it). Not the bare remote
 * name: on a page with `<div id="tax">`, `window.tax` is that element and would pass for the remote.
 */
export function remoteGlobalName(name: RemoteName): string {
  return `fintools_${name}`;
}

/** Where each remote lives: its `mf-manifest.json` or `remoteEntry.js` URL (docs/contracts.md "Names and places"). */
export type RemoteMap = Partial<Record<RemoteName, string>>;

/**
 * The id of the `<script type="application/json">` in which the gateway writes the remote map into the
 * shell's page: the same JSON as `/remotes.json`, read by the shell before it would fetch that file (one
 * round trip less before a tool starts). A page without it (another server) makes the shell fetch.
 */
export const REMOTE_MAP_ELEMENT_ID = 'fintools-remote-map';

/**
 * Reads a `remotes.json` body: keeps the known remote names with string URLs, resolved against the
 * file's own URL so a relative entry works wherever the shell is hosted.
 * @example parseRemoteMap({ calculators: '/mfe/calculators/mf-manifest.json' }, 'https://x.in/remotes.json')
 * // { calculators: 'https://x.in/mfe/calculators/mf-manifest.json' }
 */
export function parseRemoteMap(body: unknown, baseUrl: string): RemoteMap {
  const map: RemoteMap = {};
  if (!body || typeof body !== 'object') return map;
  for (const name of REMOTE_NAMES) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    try {
      map[name] = new URL(value, baseUrl).href;
    } catch {
      // A malformed URL is left out: that remote's tools show the "temporarily unavailable" fallback.
    }
  }
  return map;
}

/**
 * The `remoteEntry.js` a remote map entry stands for. Every FinTools remote publishes `remoteEntry.js`
 * beside its `mf-manifest.json`, and hosts load the entry directly: one request less before a tool
 * starts, and the runtime goes without its manifest ("snapshot") code (docs/decisions/002-runtime-only-host.md, about 3 KB gz).
 * So a map that names the manifest (allowed by docs/contracts.md "Names and places") still works.
 * @example entryScriptUrl('https://x.in/mfe/tax/mf-manifest.json') // 'https://x.in/mfe/tax/remoteEntry.js'
 */
export function entryScriptUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.pathname.endsWith('/mf-manifest.json')) return url;
  parsed.pathname = parsed.pathname.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  return parsed.href;
}
