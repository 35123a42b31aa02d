/**
 * What the worker may keep and what its kept page may run (docs/decisions/017-only-released-code-runs.md).
 * Pure, so the rules are table-tested without a browser; the worker passes its own sha384.
 */
import {
  entryScriptUrl,
  parseRemoteCanaries,
  parseRemoteMap,
  REMOTE_MAP_ELEMENT_ID,
} from '@fintools/shared/federation/remote-map';
import { isHashedScriptOrStyle } from './request-kinds';

/**
 * Whether an answer's Cache-Control forbids keeping it (`no-store`, HTTP's own word for it). The gateway says it of
 * what it makes for one browser's preview (its page, maps and catalogue: docs/deploy.md "Preview"), so the worker
 * never keeps a preview, and a browser that left one never gets it back offline.
 * @example forbidsKeeping('private, no-store') // true
 * @example forbidsKeeping('no-cache') // false
 */
export function forbidsKeeping(cacheControl: string | null): boolean {
  return (cacheControl ?? '').split(',').some((directive) => directive.trim().toLowerCase() === 'no-store');
}

const SCRIPT_OR_STYLE_TYPE = /^(?:application|text)\/(?:javascript|ecmascript|x-javascript|css)\b/i;

/**
 * Why a hashed file's answer must not be kept, or undefined when it may: a 200 JavaScript or CSS answer
 * under a content-hashed name, whose bytes match the hash its release recorded when one is known.
 * A host that answers a missing chunk with its HTML page (a "soft 404") is never kept as the script.
 * @example keptFileProblem('https://cdn.example/tax/1.a1b2c3d4.js', 200, 'text/html', undefined, undefined) // 'not JavaScript or CSS'
 */
export function keptFileProblem(
  url: string,
  status: number,
  contentType: string,
  expected: string | undefined,
  actual: string | undefined,
): string | undefined {
  if (status !== 200) return `HTTP ${status}`;
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return 'not a URL';
  }
  // Only a script or a stylesheet under a content-hashed name is a file the worker keeps.
  if (!isHashedScriptOrStyle(pathname)) return 'not a content-hashed script or stylesheet';
  if (!SCRIPT_OR_STYLE_TYPE.test(contentType)) return 'not JavaScript or CSS';
  if (expected !== undefined && actual !== expected) return 'not the released bytes';
  return undefined;
}

/** The file a hash is recorded for: origin and path, any query (`?retry=1`) left out. */
export function fileKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

const MAP_SCRIPT = new RegExp(
  `(<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">)([\\s\\S]*?)(</script>)`,
);

/** JSON that is safe inside a `<script>` element (as the gateway writes it). */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The gateway's hints for a remote's files in the page (preloads; a page kept before 2026-12-07 prefetched screens). */
const REMOTE_FILE_HINT = /<link rel="(?:preload|prefetch)" as="script" href="([^"]*)"[^>]*>/g;
/** Resolves the map's paths and the hints' alike; only folders are compared, never fetched. */
const PAGE_BASE = 'http://page.invalid/';

const folderOf = (url: string) => new URL('.', new URL(url, PAGE_BASE)).href;

/** The folders of every build a page's remote map names, live builds and canaries. */
function buildFolders(map: unknown): Set<string> {
  const canaries = parseRemoteCanaries((map as { canaries?: unknown } | null)?.canaries, PAGE_BASE);
  const urls = [...Object.values(parseRemoteMap(map, PAGE_BASE)), ...Object.values(canaries).map(({ url }) => url)];
  return new Set(urls.map((url) => folderOf(entryScriptUrl(url))));
}

/**
 * The kept shell page with the newest remote map the worker saw. The page carries the map of the time it
 * was kept; a `/remotes.json` fetched since (a Retry, keeping for offline use) may have withdrawn a build
 * (a rollback). When the page is served from the cache, its inline map is replaced by that newer one, so
 * a withdrawn build never runs from a kept page, and the page's hints for a withdrawn build's files go, so
 * they are not even fetched. A page without an inline map (fetches /remotes.json itself) or an older map is
 * left as it is.
 * @example withNewestRemoteMap('<script type="application/json" id="fintools-remote-map">{"tax":"/v2/"}</script>',
 *   Date.parse('2026-11-24T10:00Z'), { tax: '/v1/' }, Date.parse('2026-11-24T11:00Z'))
 * // '<script type="application/json" id="fintools-remote-map">{"tax":"/v1/"}</script>'
 */
export function withNewestRemoteMap(html: string, pageKeptAt: number, map: unknown, mapFetchedAt: number): string {
  const kept = MAP_SCRIPT.exec(html);
  if (!map || typeof map !== 'object' || !(mapFetchedAt > pageKeptAt) || !kept) return html;
  let keptMap: unknown;
  try {
    keptMap = JSON.parse(kept[2] ?? '');
  } catch {
    keptMap = null;
  }
  const current = buildFolders(map);
  const withdrawn = new Set([...buildFolders(keptMap)].filter((folder) => !current.has(folder)));
  return html
    .replace(MAP_SCRIPT, (_match, open: string, _old: string, close: string) => `${open}${scriptSafeJson(map)}${close}`)
    .replace(REMOTE_FILE_HINT, (link, href: string) => (withdrawn.has(folderOf(href)) ? '' : link));
}
