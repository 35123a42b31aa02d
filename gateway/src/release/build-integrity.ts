import { createHash } from 'node:crypto';

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
  const relative = manifestUrl.startsWith('/') && !manifestUrl.startsWith('//');
  const base = new URL(manifestUrl, 'http://same-origin.invalid');
  const published: Record<string, string> = {};
  for (const [file, hash] of Object.entries(integrity)) {
    const url = new URL(file, base);
    published[relative ? url.pathname : `${url.origin}${url.pathname}`] = hash;
  }
  return published;
}
