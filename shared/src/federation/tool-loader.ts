import { init, loadRemote, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { ComponentType } from 'react';
import type { RemoteLoadReport } from '../api/events';
import { entryScriptUrl, folderOfFile, releasedHashOf, remoteGlobalName, type RemoteMap } from './remote-map';
import { registerExactVersionShare } from './exact-version-share';
import { createRetryPlugin } from './retry-plugin';
import { loadFailureCode, ToolLoadError } from './tool-load-error';
import type { Catalogue } from './translator';

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
  /**
   * The hashes the releases recorded, by file URL (remote-map.ts `parseRemoteIntegrity`): a remote's
   * remoteEntry.js and chunks load with `integrity`, a file that does not match does not run, and its
   * load is reported as `integrity`. A promise (embed.js reads them from the gateway) holds every load
   * back until it settles.
   */
  integrity?: Record<string, string> | Promise<Record<string, string>>;
  /** Tests replace how a refused file is read again to tell a swapped file from a network failure. */
  readSha384?: ReadSha384;
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
  /**
   * A tool's catalogue in a translated language (its catalogue entry's `messages[language]`, a file of its
   * remote's build), checked against the hash its release recorded like every file of the build: undefined
   * when it cannot be had, and the tool then shows in English.
   */
  loadWords(remote: string, file: string): Promise<Catalogue | undefined>;
  /** Makes one more remote known (another embed.js on the same page). */
  addRemote(remote: string, entry: string): void;
}

/**
 * Rejects with a `timeout` ToolLoadError when `promise` has not settled within `ms`; the work itself goes on
 * (and is dropped by a Retry).
 */
export function withTimeLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ToolLoadError('timeout', `${what} (${ms / 1000} s)`)), ms);
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
 * The script element for a remote's file that the federation runtime loads (its remoteEntry.js and any
 * chunk it adds): with the hash its release recorded (`integrity`, and `crossorigin` so the browser can
 * check it), and after a Retry the entry under a new URL (`?retry=<attempt>`: Chromium hands a new script
 * element for a URL still loading the same pending request, so a hung entry would stay hung).
 */
function remoteScripts(
  attempts: ReadonlyMap<string, number>,
  integrity: ScriptIntegrity,
): ModuleFederationRuntimePlugin {
  return {
    name: 'fintools-remote-scripts',
    createScript({ url, remoteInfo }) {
      const hash = integrity.of(url);
      // Only the entry gets a new URL: chunks keep their content-hashed URLs (and their place in the cache).
      const attempt = remoteInfo && url === remoteInfo.entry ? (attempts.get(remoteInfo.name) ?? 0) : 0;
      if (attempt === 0 && !hash) return undefined;
      const script = document.createElement('script');
      script.src = attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
      script.setAttribute('fetchpriority', 'high');
      if (hash) integrity.apply(script, hash);
      return script;
    },
  };
}

/** `{ origin + path }` of a URL: hashes are by file, whatever query a retry or a release URL adds. */
function fileOf(url: string): string | undefined {
  try {
    const parsed = new URL(url, typeof document === 'undefined' ? undefined : document.baseURI);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return undefined;
  }
}

/** The folder of a remote's entry, where all its files are. */
function folderOf(entry: string): string {
  return folderOfFile(fileOf(entry) ?? entry);
}

/** Reads a file's bytes and their sha384 as a Subresource Integrity value ("sha384-…"). */
export type ReadSha384 = (url: string) => Promise<string | undefined>;

async function readSha384(url: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  // Revalidated, not read from the browser's cache: what the host serves now. This also replaces a swapped
  // copy that the cache kept (hashed files are cached for a year), so once the host is fixed the next load works.
  const response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-cache' });
  if (!response.ok) return undefined;
  const digest = new Uint8Array(await subtle.digest('SHA-384', await response.arrayBuffer()));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

/**
 * The hashes releases recorded for the remotes' files (remote-map.ts `parseRemoteIntegrity`), and the
 * files the browser refused because their bytes did not match: what lets the loader report `integrity`
 * rather than `failed`.
 */
export interface ScriptIntegrity {
  /**
   * The hash recorded for a file URL (any query ignored); UNRELEASED_FILE for a file under a released build's
   * folder with none; undefined for a file of no released build.
   */
  of(url: string): string | undefined;
  /** Sets `integrity` and `crossorigin` on a script, and finds out why it failed if it does. */
  apply(script: HTMLScriptElement, hash: string): void;
  /** Whether a file under `folder` was refused for its hash (waits for the checks under way). */
  refusedUnder(folder: string): Promise<boolean>;
}

export function createScriptIntegrity(hashes: Record<string, string>, read: ReadSha384 = readSha384): ScriptIntegrity {
  const refused = new Set<string>();
  const checks = new Set<Promise<void>>();
  const integrity: ScriptIntegrity = {
    of: (url) => {
      const file = fileOf(url);
      return file === undefined ? undefined : releasedHashOf(hashes, file);
    },
    apply(script, hash) {
      // Attributes, set before the element reaches the page: the browser checks them when it fetches.
      script.setAttribute('integrity', hash);
      script.setAttribute('crossorigin', 'anonymous');
      script.addEventListener('error', () => {
        // The browser says only "error": read the file once more to tell a swapped file from a network one.
        const file = fileOf(script.src);
        if (!file) return;
        const check = read(script.src)
          .then((actual) => void (actual !== undefined && actual !== hash && refused.add(file)))
          .catch(() => undefined)
          .finally(() => checks.delete(check));
        checks.add(check);
      });
    },
    async refusedUnder(folder) {
      await Promise.all([...checks]);
      return [...refused].some((file) => file.startsWith(folder));
    },
  };
  return integrity;
}

/**
 * Chunks a remote's own webpack runtime loads (a screen, the loan chart) never pass through the federation
 * runtime's `createScript`: webpack's `__webpack_require__.l` makes the element and calls
 * `document.head.appendChild`. So the page's head sets the recorded hash on any script that arrives
 * there without one, before the browser starts fetching it. Installed once per page.
 */
const pageIntegrity: ScriptIntegrity[] = [];

function guardHeadScripts(integrity: ScriptIntegrity): void {
  pageIntegrity.push(integrity);
  if (typeof document === 'undefined' || !document.head) return;
  const head = document.head as HTMLHeadElement & { fintoolsIntegrity?: boolean };
  if (head.fintoolsIntegrity) return;
  head.fintoolsIntegrity = true;
  const append = head.appendChild;
  head.appendChild = function appendChild<T extends Node>(this: HTMLHeadElement, node: T): T {
    if (node instanceof HTMLScriptElement && node.src && !node.hasAttribute('integrity')) {
      for (const known of pageIntegrity) {
        const hash = known.of(node.src);
        if (!hash) continue;
        known.apply(node, hash);
        break;
      }
    }
    return append.call(this, node) as T;
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
  integrity: recorded = {},
  readSha384: read,
}: ToolLoaderOptions): ToolLoader {
  const attempts = new Map<string, number>();
  // Filled in place when the hashes arrive: the checks below read this one object.
  const hashes: Record<string, string> = {};
  const hashesKnown = Promise.resolve(recorded).then(
    (known) => void Object.assign(hashes, known),
    () => undefined,
  );
  const integrity = createScriptIntegrity(hashes, read);
  guardHeadScripts(integrity);
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
    plugins: [injectExternalRuntimeCore(), createRetryPlugin(), remoteScripts(attempts, integrity)],
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
    if (!waitForUnknownRemotes) throw new ToolLoadError('no-address', `the ${remote} remote`);
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
    const report = (outcome: RemoteLoadReport['outcome'], code?: RemoteLoadReport['code']) => {
      // The build label is read right after a screen: one load, one report.
      if (!onLoad || exposed === 'build-info') return;
      const ms = Date.now() - started;
      onLoad({ type: 'remote-load', remote, entry: entryScriptUrl(entry), outcome, ms, ...(code ? { code } : {}) });
    };
    try {
      const module = await withTimeLimit(
        hashesKnown.then(() => loadRemote<T>(`${remote}/${exposed}`)),
        timeLimitMs,
        `${remote}/${exposed}`,
      );
      if (!module) throw new ToolLoadError('no-module', `${remote}/${exposed}`);
      report('loaded');
      return module;
    } catch (error) {
      const refused =
        loadFailureCode(error) !== 'timeout' && (await integrity.refusedUnder(folderOf(entryScriptUrl(entry))));
      const failure =
        error instanceof ToolLoadError && !refused
          ? error
          : new ToolLoadError(refused ? 'integrity' : 'entry-failed', `${remote}/${exposed}`, { cause: error });
      report(failure.code === 'timeout' || failure.code === 'integrity' ? failure.code : 'failed', failure.code);
      throw failure;
    }
  }

  async function loadWords(remote: string, file: string): Promise<Catalogue | undefined> {
    try {
      const url = new URL(file, folderOf(entryScriptUrl(await entryOf(remote)))).href;
      await hashesKnown;
      const hash = integrity.of(url);
      const response = await withTimeLimit(
        fetch(url, { mode: 'cors', credentials: 'omit', ...(hash ? { integrity: hash } : {}) }),
        timeLimitMs,
        `${remote}'s words (${file})`,
      );
      if (!response.ok) return undefined;
      const words = (await response.json()) as unknown;
      return words && typeof words === 'object' && !Array.isArray(words) ? (words as Catalogue) : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    loadExposed,
    loadWords,
    addRemote(remote, entry) {
      if (known[remote] === entry) return;
      known[remote] = entry;
      registerRemotes([remoteOf(remote, entry)], { force: true });
      whenAdded(remote).resolve(entry);
    },
    async loadTool(tool, attempt = 0) {
      const module = await loadExposed<{ default?: ComponentType }>(tool.remote, tool.module, attempt);
      if (typeof module.default !== 'function' && typeof module.default !== 'object') {
        throw new ToolLoadError('no-component', `${tool.remote}/${tool.module}`);
      }
      return module.default as ComponentType;
    },
  };
}
