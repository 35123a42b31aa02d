import { init, loadRemote, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { ComponentType } from 'react';
import type { RemoteLoadReport } from '../api/events';
import { entryScriptUrl, remoteGlobalName, type RemoteMap } from './remote-map';
import { registerExactVersionShare } from './exact-version-share';
import { createRetryPlugin } from './retry-plugin';

/**
 * How long a tool may take to load before its screen gives up and offers Retry, so a hung remote shows
 * "temporarily unavailable" instead of an endless skeleton. A remote answering in 5 s still loads with
 * room to spare; the limit is generous because a slow phone network or a busy CI machine (the e2e
 * allow 15 s for a first visit) is not a dead remote.
 */
export const TOOL_LOAD_TIME_LIMIT_MS = 15_000;

/**
 * A singleton the host hands to remotes: the host's own copy of a package, either already loaded (`lib`)
 * or downloaded when the first remote asks for it (`get`).
 */
export type ProvidedShared = { version: string; requiredVersion: string } & (
  { lib: () => unknown; get?: never } | { get: () => Promise<() => unknown>; lib?: never }
);

/** Where a tool's screen is: its area's remote and the exposed module (catalogue.ts `toolModule`). */
export interface ToolModule {
  remote: string;
  module: string;
}

export interface ToolLoaderOptions {
  /** The federation host's name ("shell", "embed", "calculators-page"). */
  hostName: string;
  remotes: RemoteMap;
  /** Package name → the host's copy (react, react-dom, @fintools/shared…). */
  shared: Record<string, ProvidedShared>;
  /** Overrides TOOL_LOAD_TIME_LIMIT_MS. */
  timeLimitMs?: number;
  /**
   * A tool of a remote not known yet waits (within the time limit) for `addRemote`, instead of failing
   * at once: on a page with several embed.js scripts, an element can connect before its remote's script ran.
   */
  waitForUnknownRemotes?: boolean;
  /**
   * Told how each load of a screen or `./mount` ended (loaded, failed, timed out), for the gateway's
   * `/api/events`: a canary that fails in browsers shows up in `pnpm release --status`.
   */
  onLoad?: (report: RemoteLoadReport) => void;
}

export interface ToolLoader {
  /**
   * Loads a tool's screen component from its remote. `attempt` > 0 re-registers the remote first, so a
   * Retry after a failed load really fetches the manifest and entry again instead of reusing the failure
   * (or waiting on a request that hung).
   */
  loadTool(tool: ToolModule, attempt?: number): Promise<ComponentType>;
  /** Loads any exposed module of a remote (used for `./mount`). */
  loadExposed<T>(remote: string, exposed: string, attempt?: number): Promise<T>;
  /** Makes one more remote known (another embed.js on the same page). */
  addRemote(remote: string, entry: string): void;
}

/** What withTimeLimit rejects with, so a caller can tell "too slow" from "failed". */
export class TimeLimitError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms / 1000} s`);
    this.name = 'TimeLimitError';
  }
}

/** Rejects when `promise` has not settled within `ms`; the work itself goes on (and is dropped by a Retry). */
export function withTimeLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeLimitError(what, ms)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * Forgets script tags of a remote that never finished (a hung remoteEntry.js or chunk): the runtime
 * reuses a `<script>` already in the page for the same URL, so a Retry would wait on the very request
 * that hung. Finished scripts are removed by their loaders; only pending ones remain.
 */
function dropPendingScripts(entry: string): void {
  if (typeof document === 'undefined') return;
  const folder = new URL('.', entry).href;
  // The runtime's loader marks its scripts with fetchpriority, webpack's chunk loader with data-webpack;
  // anything else in the folder (a page's own <script src=".../embed.js">) is left alone.
  for (const script of Array.from(
    document.querySelectorAll<HTMLScriptElement>('script[src][fetchpriority], script[src][data-webpack]'),
  )) {
    if (script.src.startsWith(folder)) script.remove();
  }
}

/**
 * After a Retry, asks for remoteEntry.js under a new URL (`?retry=<attempt>`): Chromium hands a new
 * script element for a URL still loading the same pending request, so a hung entry would stay hung.
 */
function freshEntryAfterRetry(attempts: ReadonlyMap<string, number>): ModuleFederationRuntimePlugin {
  return {
    name: 'fintools-fresh-entry-after-retry',
    createScript({ url, remoteInfo }) {
      // Only the entry: chunks keep their content-hashed URLs (and their place in the browser cache).
      if (!remoteInfo || url !== remoteInfo.entry) return undefined;
      const attempt = attempts.get(remoteInfo.name) ?? 0;
      if (attempt === 0) return undefined;
      const script = document.createElement('script');
      script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
      script.setAttribute('fetchpriority', 'high');
      return script;
    },
  };
}

/**
 * Starts the federation runtime once for this page: no remotes at init, the host's React and shared
 * package provided as singletons, `loaded-first` so one dead remote cannot break start-up, the runtime
 * core injected for remotes built with `externalRuntime` (docs/decisions/002-runtime-only-host.md), manifest and entry retried
 * twice with backoff (retry-plugin.ts), shared modules of the very version a remote asks for handed
 * over without a semver parse (exact-version-share.ts), and every load bounded by a time limit.
 */
export function createToolLoader({
  hostName,
  remotes,
  shared,
  timeLimitMs = TOOL_LOAD_TIME_LIMIT_MS,
  waitForUnknownRemotes = false,
  onLoad,
}: ToolLoaderOptions): ToolLoader {
  const attempts = new Map<string, number>();
  const added = new Map<string, { promise: Promise<string>; resolve: (entry: string) => void }>();
  const whenAdded = (remote: string) => {
    let waiter = added.get(remote);
    if (!waiter) {
      let resolve: (entry: string) => void = () => undefined;
      const promise = new Promise<string>((settle) => (resolve = settle));
      waiter = { promise, resolve };
      added.set(remote, waiter);
    }
    return waiter;
  };
  registerExactVersionShare();
  init({
    name: hostName,
    remotes: [],
    plugins: [injectExternalRuntimeCore(), createRetryPlugin(), freshEntryAfterRetry(attempts)],
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      Object.entries(shared).map(([name, provided]) => [
        name,
        {
          version: provided.version,
          ...(provided.lib ? { lib: provided.lib } : { get: provided.get }),
          shareConfig: { singleton: true, requiredVersion: provided.requiredVersion },
        },
      ]),
    ),
  });

  const known: RemoteMap = { ...remotes };
  // Always the remoteEntry.js, never the manifest: the runtime is built without manifest support
  // (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN in shared/build/webpack.cjs), and the global must be named.
  const remoteOf = (name: string, entry: string) => ({
    name,
    entry: entryScriptUrl(entry),
    entryGlobalName: remoteGlobalName(name),
  });
  registerRemotes(Object.entries(known).map(([name, entry]) => remoteOf(name, entry)));

  async function entryOf(remote: string): Promise<string> {
    const entry = known[remote];
    if (entry) return entry;
    if (!waitForUnknownRemotes) throw new Error(`No address is configured for the ${remote} remote`);
    return withTimeLimit(whenAdded(remote).promise, timeLimitMs, `the ${remote} remote (is its embed.js on the page?)`);
  }

  async function loadExposed<T>(remote: string, exposed: string, attempt = 0): Promise<T> {
    const entry = await entryOf(remote);
    // A Retry after the entry failed or hung registers the remote again, so its entry really loads anew.
    // Once the entry has run, a failure was a chunk's: the remote's own runtime loads that again (under a
    // new URL, shared/build/chunk-retry.cjs), and registering again would be harmful: the runtime would
    // drop the shared modules this remote had loaded from the page's share scope.
    if (attempt > 0 && !(remoteGlobalName(remote) in globalThis)) {
      attempts.set(remote, attempt);
      dropPendingScripts(entry);
      registerRemotes([remoteOf(remote, entry)], { force: true });
    }
    const started = Date.now();
    const report = (outcome: RemoteLoadReport['outcome']) => {
      // The build label is read right after a screen: one load, one report.
      if (!onLoad || exposed === 'build-info') return;
      onLoad({ type: 'remote-load', remote, entry: entryScriptUrl(entry), outcome, ms: Date.now() - started });
    };
    try {
      const module = await withTimeLimit(loadRemote<T>(`${remote}/${exposed}`), timeLimitMs, `${remote}/${exposed}`);
      if (!module) throw new Error(`${remote}/${exposed} did not load`);
      report('loaded');
      return module;
    } catch (error) {
      report(error instanceof TimeLimitError ? 'timeout' : 'failed');
      throw error;
    }
  }

  return {
    loadExposed,
    addRemote(remote, entry) {
      if (known[remote] === entry) return;
      known[remote] = entry;
      registerRemotes([remoteOf(remote, entry)], { force: true });
      whenAdded(remote).resolve(entry);
    },
    async loadTool(tool, attempt = 0) {
      const module = await loadExposed<{ default?: ComponentType }>(tool.remote, tool.module, attempt);
      if (typeof module.default !== 'function' && typeof module.default !== 'object') {
        throw new Error(`${tool.remote}/${tool.module} has no screen component`);
      }
      return module.default as ComponentType;
    },
  };
}
