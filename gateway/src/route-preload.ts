import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { toolAtPath, type ToolDefinition } from '@fintools/shared';
import { entryScriptUrl } from '@fintools/shared/federation/remote-map';
import type { GatewayConfig } from './config';
import type { RemoteRegistry } from './remotes';
import { remoteDist, shellDist } from './static-files';

/** shell/dist/route-preload.json (shared/build/preload-manifests.cjs). */
interface ShellPreload {
  toolRoute: string[];
  sharedModules: Record<string, string[]>;
}

/** <remote>/dist/shared-by-expose.json: "./EmiCalculator" → ["@fintools/shared/format/indian-number", …]. */
type SharedByExpose = Record<string, string[]>;

const SHARED_PREFIX = '@fintools/shared/';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/** A build's JSON file, read again only when a deploy changed it; undefined when absent or unreadable. */
function readBuildJson<T>(file: string): T | undefined {
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
 * The shell's files for each shared module the screen imports (known only for a remote served here).
 * Not the screen's own chunk: Chromium answers a later request for a preload that failed with the same
 * failure, and the remote's webpack runtime asks for that chunk again under the same name, so a remote
 * that was down at page load could not come back with Retry (deployment-resilience.spec.ts). The shell's
 * chunks come from the page's own origin; remoteEntry.js is asked for under a new URL after a Retry.
 */
function sharedModuleFiles(config: GatewayConfig, tool: ToolDefinition, shell: ShellPreload): string[] {
  const byExpose = readBuildJson<SharedByExpose>(path.join(remoteDist(config, tool.remote), 'shared-by-expose.json'));
  return (byExpose?.[`./${tool.module}`] ?? [])
    .filter((key) => key.startsWith(SHARED_PREFIX))
    .flatMap((key) => shell.sharedModules[key.slice(SHARED_PREFIX.length)] ?? [])
    .map((file) => `/${file}`);
}

/**
 * What a tool page will download after the shell starts, preloaded from its HTML (static-files.ts
 * withPreloadLinks): the loader and MF runtime, the remote's remoteEntry.js and, when the remote is served by this
 * gateway, the shared modules its screen imports. The browser fetches them all while it
 * is still downloading the shell, instead of discovering them one round trip after another
 * (Lighthouse, slow 4G). Any page that is not a tool, or a build without the preload files, gets none.
 */
export function routePreloadUrls(config: GatewayConfig, registry: RemoteRegistry, request: FastifyRequest): string[] {
  const tool = toolAtPath(request.url.split('?')[0] ?? '');
  if (!tool) return [];
  const shell = readBuildJson<ShellPreload>(path.join(shellDist(config), 'route-preload.json'));
  if (!shell) return [];
  // The live build's entry: a visitor in a canary's share asks for the canary's instead, and this
  // low-priority hint goes unused for them.
  const live = registry.liveMap()[tool.remote];
  const urls = [
    ...shell.toolRoute.map((file) => `/${file}`),
    ...(live ? [entryScriptUrl(live)] : []),
    ...(registry.servedHere(tool.remote) ? sharedModuleFiles(config, tool, shell) : []),
  ];
  return [...new Set(urls)];
}
