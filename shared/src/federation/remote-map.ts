import { AREA_NAME_PATTERN } from '../catalogue/catalogue';

/**
 * The global a remote's remoteEntry.js defines (shared/build/webpack.cjs sets it). Not the bare remote
 * name: on a page with `<div id="tax">`, `window.tax` is that element and would pass for the remote.
 */
export function remoteGlobalName(name: string): string {
  return `fintools_${name}`;
}

/**
 * Where each remote lives, by area name: its `mf-manifest.json` or `remoteEntry.js` URL (docs/contracts.md
 * "Names and places"). Areas are not fixed in code: a sixth one joins with `pnpm release <area> <url>`.
 */
export type RemoteMap = Record<string, string>;

/**
 * The key under which the map carries the hashes its releases recorded: `{ "integrity": { "<file URL>":
 * "sha384-…" } }` (docs/decisions/017-only-released-code-runs.md). Not an area, so `parseRemoteMap` skips it.
 */
export const INTEGRITY_KEY = 'integrity';

/** The map's own keys that are not areas (the canaries of a page's inline map, the release's hashes). */
const NOT_AREAS = new Set(['canaries', INTEGRITY_KEY]);

/** A Subresource Integrity value a release records. */
const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/**
 * The hashes of a remote map (`integrity`), by absolute file URL without its query, resolved like the
 * map's URLs; malformed entries are left out.
 * @example parseRemoteIntegrity({ integrity: { '/mfe/tax/v2/remoteEntry.js': 'sha384-…' } }, 'https://x.in/remotes.json')
 * // { 'https://x.in/mfe/tax/v2/remoteEntry.js': 'sha384-…' }
 */
export function parseRemoteIntegrity(body: unknown, baseUrl: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const raw = (body as Record<string, unknown> | null)?.[INTEGRITY_KEY];
  if (!raw || typeof raw !== 'object') return hashes;
  for (const [file, hash] of Object.entries(raw)) {
    if (typeof hash !== 'string' || !SHA384.test(hash)) continue;
    try {
      const url = new URL(file, baseUrl);
      hashes[`${url.origin}${url.pathname}`] = hash;
    } catch {
      // left out: that file loads unchecked, as before releases recorded hashes
    }
  }
  return hashes;
}

/**
 * The integrity given to a script under a released build's folder that its release recorded no hash for: of the
 * right form, so a browser fetches the file and refuses it (no file hashes to it), and a worker never keeps it.
 */
export const UNRELEASED_FILE = `sha384-${'0'.repeat(64)}`;

/**
 * What a file may hash to, from a map's hashes (`parseRemoteIntegrity`; `file` is origin + path, no query): its
 * recorded hash; UNRELEASED_FILE for a file in the folder of a released build that its release did not record
 * (an entry its manifest named otherwise, a file added or listed after the release), so it never runs; undefined
 * for a file of no released build (the shell's own, this gateway's copy, another host's).
 * @example releasedHashOf({ 'https://cdn.x/tax/v2/remoteEntry.js': 'sha384-…' }, 'https://cdn.x/tax/v2/late.js') // UNRELEASED_FILE
 */
export function releasedHashOf(hashes: Record<string, string>, file: string): string | undefined {
  const recorded = hashes[file];
  if (recorded) return recorded;
  const released = Object.keys(hashes).some((hashed) => file.startsWith(folderOfFile(hashed)));
  return released ? UNRELEASED_FILE : undefined;
}

/**
 * The folder a file URL or path is in, with its last `/`.
 * @example folderOfFile('https://cdn.x/tax/v2/remoteEntry.js') // 'https://cdn.x/tax/v2/'
 */
export function folderOfFile(file: string): string {
  return file.slice(0, file.lastIndexOf('/') + 1);
}

/** The keys of a JSON object that name areas, in the object's order. */
function areaKeys(body: object): string[] {
  return Object.keys(body).filter((key) => AREA_NAME_PATTERN.test(key) && !NOT_AREAS.has(key));
}

/**
 * The id of the `<script type="application/json">` in which the gateway writes the remote map into the
 * shell's page: the same JSON as `/remotes.json`, read by the shell before it would fetch that file (one
 * round trip less before a tool starts). A page without it (another server) makes the shell fetch.
 */
export const REMOTE_MAP_ELEMENT_ID = 'fintools-remote-map';

/**
 * Reads a `remotes.json` body: keeps the area names with string URLs, resolved against the
 * file's own URL so a relative entry works wherever the shell is hosted.
 * @example parseRemoteMap({ calculators: '/mfe/calculators/mf-manifest.json' }, 'https://x.in/remotes.json')
 * // { calculators: 'https://x.in/mfe/calculators/mf-manifest.json' }
 */
export function parseRemoteMap(body: unknown, baseUrl: string): RemoteMap {
  const map: RemoteMap = {};
  if (!body || typeof body !== 'object') return map;
  for (const name of areaKeys(body)) {
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
 * So a map that names the manifest (allowed by docs/contracts.md "Names and places") still works. A path on
 * the same origin (what the gateway's own `remotes.json` names) stays a path.
 * @example entryScriptUrl('https://x.in/mfe/tax/mf-manifest.json') // 'https://x.in/mfe/tax/remoteEntry.js'
 * @example entryScriptUrl('/mfe/tax/mf-manifest.json') // '/mfe/tax/remoteEntry.js'
 */
export function entryScriptUrl(url: string): string {
  const relative = url.startsWith('/') && !url.startsWith('//');
  const parsed = new URL(url, 'http://same-origin.invalid');
  if (!parsed.pathname.endsWith('/mf-manifest.json')) return url;
  parsed.pathname = parsed.pathname.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
}

/**
 * How many groups visitors fall into for canaries: a visitor's bucket is a whole number below this, so a
 * canary's share can be as fine as 0.01 %.
 */
export const VISITOR_BUCKETS = 10_000;

/** Where the shell keeps its visitor's bucket (localStorage): a random number, nothing about the person. */
export const VISITOR_BUCKET_KEY = 'fintools-visitor-bucket';

/** A new build of a remote served to `percent` % of visitors while the others keep the live one. */
export interface RemoteCanary {
  url: string;
  percent: number;
}

export type RemoteCanaries = Record<string, RemoteCanary>;

/**
 * Whether visitor `bucket` gets a canary served to `percent` % of visitors: the lowest buckets do, so
 * raising the share keeps everyone already in the canary there.
 * @example inCanary(4_999, 50) // true
 * @example inCanary(5_000, 50) // false
 */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < Math.round((percent * VISITOR_BUCKETS) / 100);
}

/**
 * A bucket sent by a browser (`/remotes.json?bucket=1234`), or undefined when absent or malformed: such a
 * visitor simply gets the live builds.
 * @example parseVisitorBucket('1234') // 1234
 * @example parseVisitorBucket('12.5') // undefined
 */
export function parseVisitorBucket(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) return undefined;
  const bucket = Number(value);
  return bucket < VISITOR_BUCKETS ? bucket : undefined;
}

/**
 * The map one visitor gets: each remote's live URL, or its canary's when the visitor's bucket is in the
 * canary's share. The gateway does this for `/remotes.json?bucket=`; a page that carries the map and the
 * canaries inline does the same in the browser, so both ways a visitor gets the same builds.
 * @example pickRemoteMap({ tax: '/v1/' }, { tax: { url: '/v2/', percent: 50 } }, 10) // { tax: '/v2/' }
 */
export function pickRemoteMap(live: RemoteMap, canaries: RemoteCanaries, bucket: number | undefined): RemoteMap {
  const map: RemoteMap = { ...live };
  if (bucket === undefined) return map;
  for (const [name, canary] of Object.entries(canaries)) {
    if (canary && map[name] !== undefined && inCanary(bucket, canary.percent)) map[name] = canary.url;
  }
  return map;
}

/**
 * The key under which a page that carries the remote map inline (instead of fetching `/remotes.json`) also
 * carries the running canaries: `{ "tax": URL, …, "canaries": { "tax": { "url": URL, "percent": 10 } } }`.
 * `parseRemoteMap` ignores the key, so the same JSON is still a plain remote map.
 */
export const CANARIES_KEY = 'canaries';

/** The canaries of an inline map, URLs resolved like the map's; malformed entries are left out. */
export function parseRemoteCanaries(body: unknown, baseUrl: string): RemoteCanaries {
  const canaries: RemoteCanaries = {};
  if (!body || typeof body !== 'object') return canaries;
  for (const name of areaKeys(body)) {
    const { url, percent } = ((body as Record<string, unknown>)[name] ?? {}) as { url?: unknown; percent?: unknown };
    if (typeof url !== 'string' || typeof percent !== 'number' || !(percent > 0 && percent < 100)) continue;
    const resolved = parseRemoteMap({ [name]: url }, baseUrl)[name];
    if (resolved) canaries[name] = { url: resolved, percent };
  }
  return canaries;
}

/**
 * The builds one visitor gets from a map written into the page: the live map, with a canary's URL where
 * the visitor's bucket is in its share. The same answer `/remotes.json?bucket=` gives.
 * @example visitorRemoteMap({ tax: '/v1/', canaries: { tax: { url: '/v2/', percent: 50 } } }, 'https://x.in/', 7)
 * // { tax: 'https://x.in/v2/' }
 */
export function visitorRemoteMap(body: unknown, baseUrl: string, bucket: number | undefined): RemoteMap {
  const canaries = (body as Record<string, unknown> | null)?.[CANARIES_KEY];
  return pickRemoteMap(parseRemoteMap(body, baseUrl), parseRemoteCanaries(canaries, baseUrl), bucket);
}

/** What `visitorBucket` needs of localStorage; tests pass a Map-backed one. */
export interface BucketStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * This browser's canary bucket: kept in localStorage, so a visitor stays in the same group across page
 * loads without a cookie (and without a cookie banner); picked at random on the first visit. Where
 * storage is unavailable (blocked, full) the visitor gets a random bucket for this page only.
 */
export function visitorBucket(storage: BucketStorage | undefined, random: () => number = Math.random): number {
  let kept: string | null;
  try {
    kept = storage?.getItem(VISITOR_BUCKET_KEY) ?? null;
  } catch {
    kept = null; // storage refused: pick a bucket below
  }
  const parsed = parseVisitorBucket(kept ?? undefined);
  if (parsed !== undefined) return parsed;
  const bucket = Math.min(VISITOR_BUCKETS - 1, Math.floor(random() * VISITOR_BUCKETS));
  try {
    storage?.setItem(VISITOR_BUCKET_KEY, String(bucket));
  } catch {
    // Storage refused: this page still gets a bucket, the next one picks again.
  }
  return bucket;
}
