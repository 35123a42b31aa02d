/**
 * The contract of `POST /api/events`, for both sides of the wire: what a browser tells the gateway about
 * one remote load, so a team sees a canary failing before it promotes it. The loader sends it
 * (federation/load-report.ts), the gateway checks it (docs/decisions/009-one-contract-per-wire.md).
 * Nothing in it is about the visitor: a remote, the address of the build it tried, how it ended and how
 * long it took. Plain TypeScript: no React, no DOM.
 */
import { AREA_NAME_MAX_LENGTH, AREA_NAME_PATTERN } from '../catalogue/catalogue';
import { invalid, ok, type Result } from '../validation/result';
import { MAX_PAGE_TOKEN_LENGTH } from './page-token';

/**
 * How a load ended. `integrity`: a file of the build (its remoteEntry.js or a chunk) did not match the hash
 * its release recorded, so the browser refused to run it (docs/decisions/017-only-released-code-runs.md).
 */
export const REMOTE_LOAD_OUTCOMES = ['loaded', 'failed', 'timeout', 'integrity'] as const;
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];

/**
 * Why a load failed, one code per cause a program can act on (docs/contracts.md "Load failures"): the loader
 * throws its `ToolLoadError` with one, and a failed load's report carries it.
 */
export const LOAD_FAILURES = {
  'no-address': 'The remote map names no address for the area, so there is nothing to load.',
  timeout: 'The remote’s entry or the screen did not arrive within the loader’s time limit.',
  integrity: 'A file of the build (its remoteEntry.js or a chunk) is not the one its release recorded: refused.',
  'entry-failed': 'The remote’s entry or a chunk could not be fetched or run (network, server or script error).',
  'no-module': 'The remote loaded but gave nothing for the exposed module asked for.',
  'no-component': 'The exposed module loaded but has no screen component as its default export.',
} as const;
export type LoadFailureCode = keyof typeof LOAD_FAILURES;
export const LOAD_FAILURE_CODES = Object.keys(LOAD_FAILURES) as LoadFailureCode[];

export interface RemoteLoadReport {
  type: 'remote-load';
  /** The area whose remote loaded ("calculators", or any area released later). */
  remote: string;
  /** The remoteEntry.js the browser loaded, without query or fragment. */
  entry: string;
  outcome: RemoteLoadOutcome;
  /** From asking for the module to having it (or giving up), whole milliseconds. */
  ms: number;
  /** Why it failed, when it did (not on `loaded`); optional so an older page's report stays well-formed. */
  code?: LoadFailureCode;
  /**
   * The page's token (page-token.ts): a report without a valid one is not counted. Optional in the contract
   * so that an older page's report is still well-formed (and answered 403, not 400).
   */
  token?: string;
}

export const EVENTS_PATH = '/api/events';
/** A report is ~200 bytes; anything much larger is not one of ours. */
export const MAX_EVENT_BYTES = 2048;
/** Longer than any load the loader waits for (TOOL_LOAD_TIME_LIMIT_MS and its retries). */
export const MAX_LOAD_MS = 10 * 60 * 1000;
const MAX_ENTRY_LENGTH = 1000;

/**
 * Checks a report as the gateway receives it: a JSON object (or its text, as `sendBeacon` sends it)
 * with exactly the fields above (`token` may be missing: whether it is valid is the gateway's to say). The
 * entry loses its query (`?retry=2`) so every try counts for its build.
 * @example parseRemoteLoadReport('{"type":"remote-load","remote":"tax","entry":"https://x.in/mfe/tax/remoteEntry.js","outcome":"failed","ms":812}')
 * // { ok: true, value: { type: 'remote-load', remote: 'tax', entry: 'https://x.in/mfe/tax/remoteEntry.js', outcome: 'failed', ms: 812 } }
 */
export function parseRemoteLoadReport(body: unknown): Result<RemoteLoadReport, string> {
  let value = body;
  if (typeof value === 'string') {
    if (value.length > MAX_EVENT_BYTES) return invalid('The event is too large');
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return invalid('The event must be JSON');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return invalid('The event must be a JSON object');
  const { type, remote, entry, outcome, ms, code, token, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return invalid(`Unknown field "${Object.keys(rest)[0]}"`);
  if (type !== 'remote-load') return invalid('type must be "remote-load"');
  if (typeof remote !== 'string' || remote.length > AREA_NAME_MAX_LENGTH || !AREA_NAME_PATTERN.test(remote)) {
    return invalid('remote must be an area name: lower case letters, digits and hyphens');
  }
  if (!REMOTE_LOAD_OUTCOMES.includes(outcome as RemoteLoadOutcome)) {
    return invalid(`outcome must be one of ${REMOTE_LOAD_OUTCOMES.join(', ')}`);
  }
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_LOAD_MS) {
    return invalid(`ms must be a number of milliseconds from 0 to ${MAX_LOAD_MS}`);
  }
  if (code !== undefined && (outcome === 'loaded' || !LOAD_FAILURE_CODES.includes(code as LoadFailureCode))) {
    return invalid(`code is for a failed load, one of ${LOAD_FAILURE_CODES.join(', ')}`);
  }
  const address = typeof entry === 'string' && entry.length <= MAX_ENTRY_LENGTH ? httpUrl(entry) : undefined;
  if (!address) return invalid('entry must be the http(s) URL of a remoteEntry.js');
  if (token !== undefined && (typeof token !== 'string' || token.length > MAX_PAGE_TOKEN_LENGTH)) {
    return invalid(`token must be text of at most ${MAX_PAGE_TOKEN_LENGTH} characters`);
  }
  return ok({
    type: 'remote-load',
    remote,
    entry: address,
    outcome: outcome as RemoteLoadOutcome,
    ms: Math.round(ms),
    ...(code !== undefined ? { code: code as LoadFailureCode } : {}),
    ...(token !== undefined ? { token } : {}),
  });
}

function httpUrl(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.search = '';
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}
