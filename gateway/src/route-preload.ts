import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { toolAtPath, toolModule, type CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { entryScriptUrl } from '@fintools/shared/federation/remote-map';
import type { GatewayConfig } from './config';
import type { LiveSnapshot } from './remote-map/live-snapshot';
import { chunkBundleUrl } from './chunk-bundle';
import { remoteDist, shellDist } from './static-files';

/** shell/dist/route-preload.json (shared/build/preload-manifests.cjs). */
interface ShellPreload {
  toolRoute: string[];
  /** Files of each named chunk group ("dashboard", "pages"); absent in builds from before it existed. */
  chunks?: Record<string, string[]>;
  sharedModules: Record<string, string[]>;
}

/** <remote>/dist/files-by-expose.json: "./EmiCalculator" → the files of the screen's own chunks. */
type FilesByExpose = Record<string, string[]>;

/** <remote>/dist/shared-by-expose.json: "./EmiCalculator" → ["@fintools/shared/format/indian-number", …]. */
type SharedByExpose = Record<string, string[]>;

const SHARED_PREFIX = '@fintools/shared/';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/** A build's JSON file, read again only when a deploy changed it; undefined when absent or unreadable. */
export function readBuildJson<T>(file: string): T | undefined {
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    cache.set(file, { mtimeMs, value });
    return value as T;
  } catch {
    return undefined;
  }
}

/**
 * Whether a file of the shell's folder (`787.6539e11b.js`) is a chunk of its shared modules, which a
 * bundle may hold (chunk-bundle.ts).
 */
export function isSharedModuleChunk(config: GatewayConfig, file: string): boolean {
  const shell = readBuildJson<ShellPreload>(path.join(shellDist(config), 'route-preload.json'));
  return Object.values(shell?.sharedModules ?? {}).some((files) => files.includes(file));
}

/**
 * The shell's files for each shared module the screen imports (known only for a remote served here).
 * The shell's chunks come from the page's own origin, which is up when the page is.
 */
function sharedModuleFiles(config: GatewayConfig, tool: CatalogueTool, shell: ShellPreload): string[] {
  const byExpose = readBuildJson<SharedByExpose>(path.join(remoteDist(config, tool.area), 'shared-by-expose.json'));
  return (byExpose?.[`./${toolModule(tool)}`] ?? [])
    .filter((key) => key.startsWith(SHARED_PREFIX))
    .flatMap((key) => shell.sharedModules[key.slice(SHARED_PREFIX.length)] ?? [])
    .map((file) => `/${file}`);
}

/**
 * The screen's own chunks (known only for a remote served here), preloaded like the rest. A preload that
 * failed answers the runtime's first request with its failure, which is harmless: the runtime asks again
 * under a new URL (shared/build/chunk-retry.cjs).
 */
function screenFiles(config: GatewayConfig, tool: CatalogueTool): string[] {
  const byExpose = readBuildJson<FilesByExpose>(path.join(remoteDist(config, tool.area), 'files-by-expose.json'));
  return (byExpose?.[`./${toolModule(tool)}`] ?? []).map((file) => `/mfe/${tool.area}/${file}`);
}

/**
 * A file to preload, with the hash its release recorded when it has one. The loader fetches such a file
 * with `integrity` and `crossorigin="anonymous"` (shared/src/federation/tool-loader.ts), and Chromium
 * uses a preload only for a request of the same mode and integrity: without them here it discarded the
 * preload ("not used due to an integrity mismatch") and fetched remoteEntry.js a second time.
 */
export interface PreloadFile {
  url: string;
  integrity?: string;
  /** A bundle of the shell's chunks (chunk-bundle.ts), which the shell's script runs as it starts. */
  bundle?: true;
}

/** What a page downloads after the shell's own script, so the browser can start on it at once. */
export interface PageFiles {
  preloads: PreloadFile[];
}

/**
 * The key a recorded hash is published under (remotes.ts `integrityFor`): a path on this gateway stays a
 * path, another origin's file is its origin and path; a query (`?v=5`) is not part of it.
 * @example integrityKey('https://cdn.example/tax/v5/remoteEntry.js?v=5') // 'https://cdn.example/tax/v5/remoteEntry.js'
 */
function integrityKey(url: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return url.split(/[?#]/)[0] ?? url;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * What a page will download after the shell starts, listed in its HTML (page-html.ts): for a page of
 * the shell's own (dashboard, settings…), its chunk; for a tool, the loader and MF runtime, the remote's
 * remoteEntry.js and, when the remote is served by this gateway, the shared modules its screen imports
 * and the screen's own chunks. The browser fetches them all while it is still
 * downloading the shell, instead of discovering them one round trip after another (slow 4G in
 * Lighthouse). A build without the preload files gets none.
 */
export function pageFiles(
  config: GatewayConfig,
  live: LiveSnapshot,
  request: FastifyRequest,
  chunk?: string,
): PageFiles {
  const none = { preloads: [] };
  const shell = readBuildJson<ShellPreload>(path.join(shellDist(config), 'route-preload.json'));
  if (!shell) return none;
  const tool = toolAtPath(live.catalogue(), request.url.split('?')[0] ?? '');
  if (!tool)
    return {
      preloads: (chunk ? (shell.chunks?.[chunk] ?? []) : []).map((file) => ({ url: `/${file}` })),
    };
  // The live build's entry, and the canary's while one runs: the page cannot know its visitor's bucket (the
  // shell keeps it in localStorage), so a canary visitor gets its own entry preloaded too rather than the live
  // one alone, at the cost of one low-priority file for the others during a canary.
  const liveBuild = live.liveMap()[tool.area];
  const canaryBuild = live.canaries()[tool.area]?.url;
  const servedHere = live.servedHere(tool.area);
  // The hashes as the page's loader has them: the live build's and every canary's (pageRemoteMap).
  const hashes = live.integrityFor(undefined, true);
  // A file with a recorded hash as the page's loader will ask for it: the remote's own chunks too, which the
  // loader gives their hash as the remote's runtime adds them to the page (tool-loader.ts guardHeadScripts).
  const preload = (url: string): PreloadFile => {
    const integrity = hashes[integrityKey(url)];
    return integrity ? { url, integrity } : { url };
  };
  const loader = shell.toolRoute.map((file) => `/${file}`);
  // The shell's chunks of the screen's shared modules that the loader's chunk does not hold: one bundle when
  // there are several (chunk-bundle.ts), their styles files of their own.
  const shared = servedHere
    ? [...new Set(sharedModuleFiles(config, tool, shell))].filter((url) => !loader.includes(url))
    : [];
  const scripts = shared.filter((url) => url.endsWith('.js'));
  const bundle = scripts.length > 1 ? { url: chunkBundleUrl(scripts), bundle: true as const } : undefined;
  const urls = [
    ...loader,
    ...(liveBuild ? [entryScriptUrl(liveBuild)] : []),
    ...(canaryBuild ? [entryScriptUrl(canaryBuild)] : []),
  ];
  const later = [
    ...(bundle ? shared.filter((url) => !scripts.includes(url)) : shared),
    ...(servedHere ? screenFiles(config, tool) : []),
  ];
  const preloads = [
    ...[...new Set(urls)].map(preload),
    ...(bundle ? [bundle] : []),
    ...[...new Set(later)].map(preload),
  ];
  return { preloads };
}
