import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** Waits before each retry: 300 ms, then 1 s. Two retries, so a remote gets three tries in ~1.3 s. */
export const RETRY_DELAYS_MS: readonly number[] = [300, 1000];

export interface RetryPluginOptions {
  /** One wait per retry; the number of entries is the number of retries. */
  delaysMs?: readonly number[];
  /** Tests replace the clock. */
  sleep?: (ms: number) => Promise<void>;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A federation runtime plugin that retries the request that starts a remote, its `remoteEntry.js`
 * (the `loadEntryError` hook; hosts load no manifests, see remote-map.ts `entryScriptUrl`). A blip — a
 * dropped connection, a 5xx from a deploying server — costs a moment, not the visitor's Retry click.
 * Chunks after the entry are the remote's own webpack runtime's business and are not retried here.
 *
 * Why ours and not `@module-federation/retry-plugin` (measured 2026-11-28): its latest release, 0.17.1,
 * is 4.9 KB minified (1.5 KB gz) and depends on `@module-federation/sdk` 0.17.1, a second SDK beside the
 * 2.9.2 runtime this product ships, for its logger; it retries by re-fetching manifests and scripts
 * with `fetch`, which this host never loads (it registers `remoteEntry.js` directly). This plugin is one
 * hook and a loop, well under 0.5 KB gz in the tool routes' loader chunk, where every byte is on the
 * critical path (docs/performance.md).
 */
export function createRetryPlugin({
  delaysMs = RETRY_DELAYS_MS,
  sleep = wait,
}: RetryPluginOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'fintools-retry',

    // Typed by the runtime as Promise<Promise<exports>>; it awaits whatever comes back.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) => {
      for (const delay of delaysMs) {
        await sleep(delay);
        // The failed load is still registered under this key; without this the retry would await it.
        delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
          if (exports) return exports;
        } catch {
          // the next try, or give up below
        }
      }
      // Nothing recovered: the runtime throws its own error for the entry (RUNTIME-008).
      return undefined;
    }) as LoadEntryError,
  };
}
