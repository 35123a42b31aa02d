// What the shell's page and its service worker say to each other (postMessage, with a MessageChannel
// port for the answer). Both sides import this file, so the names cannot drift apart.

/** Page → worker, in idle time after load: keep the offline set up to date. Answer: `OfflineReport`. */
export const KEEP_FOR_OFFLINE = 'fintools:keep-for-offline';
/** Page → a new, waiting worker: were these scripts built with you? Answer: boolean. */
export const IS_BUILD_OF_PAGE = 'fintools:is-build-of-page';
/** Page → the waiting worker, when the visitor chose Reload: take over now. No answer. */
export const SKIP_WAITING = 'fintools:skip-waiting';

export type WorkerMessage =
  | { type: typeof KEEP_FOR_OFFLINE }
  | { type: typeof IS_BUILD_OF_PAGE; scripts: string[] }
  | { type: typeof SKIP_WAITING };

/** Whether every calculator and tax route can now open without a network, and what could not be kept. */
export interface OfflineReport {
  ready: boolean;
  /** URLs (or remote names) that failed; empty when ready. */
  failed: string[];
}
