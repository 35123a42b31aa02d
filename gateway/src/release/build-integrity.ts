import { createHash } from 'node:crypto';
import { CdnError, MAX_SCRIPT_BYTES, readCdnFile, type CdnRead } from '../cdn-fetch';
import { manifestUrlOf } from './manifests';

/**
 * What a release records so that only the released code runs (docs/decisions/017-only-released-code-runs.md):
 * the sha384 of the build's remoteEntry.js and of every JavaScript and CSS file its mf-manifest.json lists,
 * by file name relative to the build's folder. The gateways publish them with the map (`integrity` in
 * /remotes.json and in the page), and browsers refuse a file whose bytes are not the released ones.
 */
export type BuildIntegrity = Record<string, string>;

/** More files than any real build lists (tax: ~60); a manifest listing more is not read further. */
export const MAX_INTEGRITY_FILES = 500;

/** A file name inside a build folder: no "..", no scheme, no query, nothing a URL would read as another place. */
const BUILD_FILE = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/;
/** A Subresource Integrity value as a release writes it. */
const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/** The Subresource Integrity value of `bytes`. */
export function sha384(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Every file a manifest lists (the entry, and the sync and async JS and CSS of each exposed module and each
 * shared module), deduplicated, entry first. A name that could leave the build's folder is left out.
 * @example integrityFiles({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
 *   exposes: [{ assets: { js: { sync: ['a.1.js'], async: ['b.2.js'] }, css: { sync: [], async: [] } } }] })
 * // ['remoteEntry.js', 'a.1.js', 'b.2.js']
 */
export function integrityFiles(manifest: unknown): string[] {
  const m = (manifest ?? {}) as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: unknown;
    shared?: unknown;
  };
  const entryName = typeof m.metaData?.remoteEntry?.name === 'string' ? m.metaData.remoteEntry.name : 'remoteEntry.js';
  const entryPath = typeof m.metaData?.remoteEntry?.path === 'string' ? m.metaData.remoteEntry.path : '';
  const files = [entryPath ? `${entryPath.replace(/\/+$/, '')}/${entryName}` : entryName];
  for (const list of [m.exposes, m.shared]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const assets = (item as { assets?: Record<string, Record<string, unknown>> } | null)?.assets;
      for (const kind of ['js', 'css']) {
        for (const timing of ['sync', 'async']) {
          const names = assets?.[kind]?.[timing];
          if (Array.isArray(names)) files.push(...names.filter((name): name is string => typeof name === 'string'));
        }
      }
    }
  }
  return [...new Set(files)].filter((file) => BUILD_FILE.test(file)).slice(0, MAX_INTEGRITY_FILES);
}

/**
 * A stored `integrity` object, whole or not at all: undefined unless every entry is a build file's name with a
 * sha384 value. A release whose hashes are partly wrong is not a release to run with some files unchecked.
 */
export function parseBuildIntegrity(value: unknown): BuildIntegrity | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length === 0 || entries.length > MAX_INTEGRITY_FILES) return undefined;
  const valid = entries.every(([file, hash]) => BUILD_FILE.test(file) && typeof hash === 'string' && SHA384.test(hash));
  return valid ? (Object.fromEntries(entries) as BuildIntegrity) : undefined;
}

/**
 * The integrity of a build as a browser uses it: each file's URL (resolved against the build's published
 * manifest URL; a path stays a path) with its hash.
 * @example publishedIntegrity('https://cdn.example/tax/v5/mf-manifest.json?v=5', { 'remoteEntry.js': 'sha384-…' })
 * // { 'https://cdn.example/tax/v5/remoteEntry.js': 'sha384-…' }
 */
export function publishedIntegrity(manifestUrl: string, integrity: BuildIntegrity): Record<string, string> {
  const published: Record<string, string> = {};
  for (const [file, hash] of Object.entries(integrity)) published[publishedFile(file, manifestUrl)] = hash;
  return published;
}

/**
 * A file as the published integrity names it: resolved against `base` (itself by default), the query left out,
 * a path on the gateway's origin staying a path.
 * @example publishedFile('remoteEntry.js', '/mfe/tax/v2/mf-manifest.json?v=2') // '/mfe/tax/v2/remoteEntry.js'
 * @example publishedFile('https://cdn.example/tax/v2/embed.js?v=2') // 'https://cdn.example/tax/v2/embed.js'
 */
export function publishedFile(file: string, base = file): string {
  const relative = base.startsWith('/') && !base.startsWith('//');
  const url = new URL(file, new URL(base, 'http://same-origin.invalid'));
  return relative ? url.pathname : `${url.origin}${url.pathname}`;
}

/**
 * What a release pins besides its scripts: the sha384 of its mf-manifest.json and of its tools.json, the
 * bytes `pnpm release` checked. A gateway acts on a build's manifest (compatibility, label) and tools.json
 * (the catalogue) only when the copy it reads has these hashes (remotes.ts): a file swapped on the host after
 * its release holds the build back instead of dropping or adding tools.
 */
export interface BuildPins {
  manifest: string;
  tools: string;
}

const isSha384 = (value: unknown): value is string => typeof value === 'string' && SHA384.test(value);

/** Stored pins, whole or not at all. */
export function parseBuildPins(value: unknown): BuildPins | undefined {
  const { manifest, tools } = (value ?? {}) as Record<string, unknown>;
  return isSha384(manifest) && isSha384(tools) ? { manifest, tools } : undefined;
}

/**
 * The entry a map's URL loads is the `remoteEntry.js` beside the manifest (remote-map.ts `entryScriptUrl`): a
 * manifest naming another entry would have that file hashed while `remoteEntry.js` loads unchecked.
 */
export function entryProblem(manifest: unknown): string | undefined {
  const entry = (manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } } | null)?.metaData
    ?.remoteEntry;
  if (entry === undefined) return undefined; // remoteEntry.js, as integrityFiles reads it
  const name = entry.name ?? 'remoteEntry.js';
  const folder = typeof entry.path === 'string' ? entry.path.replace(/^\.?\/?|\/+$/g, '') : '';
  return name === 'remoteEntry.js' && folder === ''
    ? undefined
    : `the manifest names its entry ${folder ? `${folder}/` : ''}${String(name)}, not remoteEntry.js beside it`;
}

/** The embed build's list of its scripts beside the manifest (shared/build/release-manifests.cjs). */
export const EMBED_FILES_FILE = 'embed-files.json';

/** The scripts of embed.js a build's embed-files.json names: `embed.js` and `embed-….js` beside it, a few at most. */
export function embedFiles(list: unknown): string[] {
  const files = (list as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is string => typeof file === 'string' && /^embed(?:[.-][\w.-]*)?\.js$/.test(file))
    .slice(0, 8);
}

/**
 * Reads (`read`; by default from the network within cdn-fetch.ts's caps) the build's remoteEntry.js, every
 * file its manifest lists and the scripts its embed-files.json names (a build without one has no embed.js to
 * hash), resolved against `manifestUrl` (absolute), and returns their sha384 by file name: what a release
 * records, so browsers run only these bytes. A file that is missing, over the cap, or answered with an HTML
 * page (a host's soft 404) throws, saying which and why.
 */
export async function readBuildIntegrity(
  manifestUrl: string,
  manifest: unknown,
  read: (url: string) => Promise<CdnRead> = (url) => readCdnFile(url, { maxBytes: MAX_SCRIPT_BYTES }),
): Promise<BuildIntegrity> {
  const integrity: BuildIntegrity = {};
  let embed: string[] = [];
  try {
    const list = await read(new URL(EMBED_FILES_FILE, manifestUrlOf(manifestUrl)).href);
    embed = embedFiles(JSON.parse(Buffer.from(list.bytes).toString('utf8')));
  } catch (error) {
    // No embed-files.json (a build from before it, or one without embed.js): nothing of embed.js to hash, and
    // the gateway's /mfe/<area>/embed.js then refuses to run this build's (releasedHashOf). Any other failure
    // (unreachable, too slow, too big) is the release's to report.
    const missing =
      (error instanceof CdnError && error.kind === 'status') ||
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      error instanceof SyntaxError;
    if (!missing) throw error;
  }
  const files = [...new Set([...integrityFiles(manifest), ...embed])].slice(0, MAX_INTEGRITY_FILES);
  for (const file of files) {
    const url = new URL(file, manifestUrlOf(manifestUrl)).href;
    let bytes: CdnRead;
    try {
      bytes = await read(url);
    } catch (error) {
      if (!(error instanceof CdnError)) throw error;
      if (error.kind === 'status' || error.kind === 'unreachable') {
        const why = error.kind === 'status' ? error.message : 'unreachable';
        throw new Error(`Refused: ${url} is not there (${why}); upload the whole build first`, { cause: error });
      }
      throw new Error(`Refused: ${url}: ${error.message}`, { cause: error });
    }
    if (bytes.type === 'text/html') {
      throw new Error(`Refused: ${url} is an HTML page, not the build's file; upload the whole build first`);
    }
    integrity[file] = sha384(bytes.bytes);
  }
  return integrity;
}
