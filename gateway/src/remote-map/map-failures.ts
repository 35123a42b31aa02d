/**
 * Why a gateway holds a build back, waits for it, or keeps its last good map: one code per cause a person or a
 * program can act on (docs/contracts.md "Remote-map failures"), as LOAD_FAILURES (shared/src/api/events.ts)
 * does for the loader. `/api/remotes` carries the codes of each build, `pnpm release` prints them, and every
 * remote-map log line has its `code`.
 */
export const REMOTE_MAP_FAILURES = {
  'file-unreadable':
    "A build's manifest, tools.json or remoteEntry.js could not be read (unreachable, an error status, too slow, too large): read again until it is.",
  'file-invalid':
    "A build's manifest or tools.json is not valid (not JSON, or not a list of tools): read again until it is.",
  'pin-mismatch':
    "A build's manifest or tools.json is not the file its release pinned (its sha384 differs): held back.",
  'shared-unsatisfied': 'A shared module the build requires is provided by the shell in a version outside its range.',
  'shared-not-provided': 'A shared module the build requires, without a copy of its own, is not provided by the shell.',
  'entry-disagrees': "The build's mf-manifest.json says other shared requirements than its remoteEntry.js: refused.",
  'screen-not-exposed': "A tool of the build's tools.json names a screen its remoteEntry.js does not expose: refused.",
  'map-invalid': 'The stored map is not a remote map: every remote keeps its last good build.',
  'entry-invalid':
    "A remote's stored entry is not valid (a URL, a share, hashes): that remote keeps its last good build.",
} as const;

export type RemoteMapFailureCode = keyof typeof REMOTE_MAP_FAILURES;
export const REMOTE_MAP_FAILURE_CODES = Object.keys(REMOTE_MAP_FAILURES) as RemoteMapFailureCode[];

/**
 * A failure of one of a build's files, with its code: what the verifier waits on or holds the build back for.
 * @example new RemoteMapError('pin-mismatch', 'https://cdn.example/tax/v5/tools.json', 'its sha384 differs').message
 * // 'https://cdn.example/tax/v5/tools.json is not the file released (its sha384 differs)'
 */
export class RemoteMapError extends Error {
  constructor(
    readonly code: RemoteMapFailureCode,
    /** The file, without its query. */
    readonly file: string,
    /** Why, in words ("it answered 503", "it is not JSON"). */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(code === 'pin-mismatch' ? `${file} is not the file released (${reason})` : `${file}: ${reason}`, options);
    this.name = 'RemoteMapError';
  }
}

/**
 * How long a build whose files could not be read waits before they are read again: half a second, doubling,
 * at most 8 s, so a file that answers again is read within seconds and every gateway converges on it.
 * @example retryDelayMs(1) // 500
 * @example retryDelayMs(9) // 8000
 */
export function retryDelayMs(tries: number): number {
  return Math.min(8000, 500 * 2 ** Math.max(0, tries - 1));
}
