import type { LoadFigures } from './load-stats';
import type { AutoDecision } from './release-state';
import type { RemoteMapFailureCode } from '../remote-map/map-failures';

/**
 * `GET /api/remotes`: what each gateway knows about every remote's builds, and what `pnpm release
 * --status` prints. One type for the route that writes it and the command that reads it.
 */
export interface BuildStatus {
  url: string;
  /** The label the build shows under its tools (its manifest's), when known. */
  label: string | null;
  /** Whether it can run on the live shell; null when that cannot be told (manifest unreachable). */
  compatible: boolean | null;
  /** Why not, one line per shared module (the module, the range it requires, what the shell provides). */
  problems: string[];
  /** The code of each problem, in its order (remote-map/map-failures.ts, docs/contracts.md "Remote-map failures"). */
  codes?: RemoteMapFailureCode[];
  /**
   * What the build is waiting for: a file this gateway could not read or use yet. It is read again until it is
   * (at `nextTry`), and the build is advertised then; until then the build before it is served.
   */
  waiting?: BuildWaiting | null;
  /**
   * The shared modules the build runs its own copy of (its manifest's requirement the shell's version does not
   * meet, or a module the shell does not provide), with the shell's version; absent from older gateways.
   */
  ownCopies?: { module: string; requiredVersion: string; shellVersion: string | null }[];
}

export interface BuildWaiting {
  code: RemoteMapFailureCode;
  /** The file, without its query. */
  file: string;
  reason: string;
  /** ISO 8601: when this run of failed reads began, and when the file is read again. */
  since: string;
  tries: number;
  nextTry: string;
}

/**
 * `loads`: what browsers reported over the last hour (POST /api/events), by outcome; `clients`: how many
 * distinct clients sent them (each counts at most a few reports per build per hour).
 */
export interface ServedBuildStatus extends BuildStatus, LoadFigures {
  releasedAt: string | null;
}

export interface RemoteStatus {
  /** What everyone outside a canary gets: a release, or the starting map (REMOTE_<NAME>_URL or this gateway's copy). */
  live: ServedBuildStatus & { from: 'release' | 'starting map' };
  /** `auto`: released with `--auto`, the gateways promote it or roll it back on the figures. */
  canary: (ServedBuildStatus & { percent: number; auto: boolean }) | null;
  /** What `--rollback` would make live (without a canary running). */
  previous: BuildStatus | null;
  /** What this gateway advertises in /remotes.json now: differs from the above only when it holds an incompatible build back. */
  served: { live: string | null; canary: string | null };
  /** The last automatic canary decision (`--canary … --auto`), until the next release of the remote. */
  decision: AutoDecision | null;
}

/** A preview (`pnpm release … --preview <name>`): served only to the browsers holding its link. */
export interface PreviewStatus extends BuildStatus {
  area: string;
  name: string;
  releasedAt: string;
  /** ISO 8601: when its links stop opening it. */
  expiresAt: string;
}

export interface RemotesStatus {
  /** Whether this gateway's shell publishes provided-shared.json (without it nothing can be checked). */
  shellProvidesVersions: boolean;
  remotes: Record<string, RemoteStatus>;
  /** What the shell provides, by share key (its provided-shared.json): the other side of each build's own copies. */
  shellVersions?: Record<string, string>;
  /** The open previews, oldest first (absent from a gateway older than previews). */
  previews?: PreviewStatus[];
}
