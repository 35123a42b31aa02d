import type { LoadCounts } from './load-stats';

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
}

export interface ServedBuildStatus extends BuildStatus {
  releasedAt: string | null;
  /** What browsers reported over the last hour (POST /api/events). */
  loads: LoadCounts;
}

export interface RemoteStatus {
  /** What everyone outside a canary gets: a release, or the starting map (REMOTE_<NAME>_URL or this gateway's copy). */
  live: ServedBuildStatus & { from: 'release' | 'starting map' };
  canary: (ServedBuildStatus & { percent: number }) | null;
  /** What `--rollback` would make live (without a canary running). */
  previous: BuildStatus | null;
  /** What this gateway advertises in /remotes.json now: differs from the above only when it holds an incompatible build back. */
  served: { live: string | null; canary: string | null };
}

export interface RemotesStatus {
  /** Whether this gateway's shell publishes provided-shared.json (without it nothing can be checked). */
  shellProvidesVersions: boolean;
  remotes: Record<string, RemoteStatus>;
}
