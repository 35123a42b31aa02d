import { LOAD_FAILURES, type LoadFailureCode } from '../api/events';

/**
 * The one error the tool loader throws (module-federation/core gives each runtime failure a code the same way):
 * `code` says why (api/events.ts `LOAD_FAILURES`), so a screen, an embed or a load report acts on the cause, not
 * on a message. The runtime's own error, when there is one, is the `cause`.
 * @example new ToolLoadError('timeout', 'tax/tax-compare/tax-compare-screen').message
 * // 'tax/tax-compare/tax-compare-screen: the remote’s entry or the screen did not arrive within the loader’s time limit. [timeout]'
 */
export class ToolLoadError extends Error {
  readonly code: LoadFailureCode;

  constructor(code: LoadFailureCode, what: string, options?: { cause?: unknown }) {
    const description = LOAD_FAILURES[code];
    super(`${what}: ${description.charAt(0).toLowerCase()}${description.slice(1, -1)}. [${code}]`, options);
    this.name = 'ToolLoadError';
    this.code = code;
  }
}

/** The code of any error a load threw: a ToolLoadError's own, else `entry-failed` (the runtime's or a script's). */
export function loadFailureCode(error: unknown): LoadFailureCode {
  return error instanceof ToolLoadError ? error.code : 'entry-failed';
}
