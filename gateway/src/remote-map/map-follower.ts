import type { FastifyBaseLogger } from 'fastify';
import type { ReleaseState } from '../release/release-state';
import type { ReleaseStore, StoredMap } from '../release/store';
import type { RemoteMapFailureCode } from './map-failures';

/**
 * Following the map: reads the map `pnpm release` writes (Redis or REMOTES_FILE) on each poll and hands back
 * what changed. A stored value that is not a map, or a remote whose entry the map's check refused, never
 * replaces what this gateway follows: the remote keeps its last good build, and the log says why, once.
 */
export class MapFollower {
  /** The stored text last taken. */
  private raw: string | undefined;
  /** The stored value that was last found not to be a map: said once, not on every poll. */
  private invalidRaw: string | undefined;

  constructor(
    readonly store: ReleaseStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The stored map when it differs from the one last taken (with refused entries replaced from `current`);
   * undefined when it is the same, cannot be read now (Redis down) or is no map at all.
   */
  async read(current: ReleaseState): Promise<StoredMap | undefined> {
    const stored = await this.store.read().catch(() => undefined);
    if (stored?.invalid !== undefined) this.warnInvalid(stored.raw, stored.invalid);
    else if (stored) this.invalidRaw = undefined;
    if (!stored || stored.invalid !== undefined || stored.raw === this.raw) return undefined;
    return this.keepLastGood(stored, current);
  }

  /** The map read by `read` is the one followed now. */
  taken(map: StoredMap): void {
    this.raw = map.raw;
  }

  /**
   * A stored map with releases the map's check refused (a hand edit, another tool writing Redis): each is
   * logged, and its remote keeps what this gateway followed before (else the starting map), never a URL
   * that could break the page, the CSP or a visitor's tools.
   */
  private keepLastGood(stored: StoredMap, current: ReleaseState): StoredMap {
    if (stored.rejected.length === 0) return stored;
    const remotes = { ...stored.state.remotes };
    for (const remote of new Set(stored.rejected.map((entry) => entry.remote))) {
      const lastGood = current.remotes[remote];
      if (lastGood) remotes[remote] = lastGood;
      else delete remotes[remote];
    }
    for (const { remote, url, problem, kind } of stored.rejected) {
      this.log.warn(
        { remote, url, problem, code: 'entry-invalid' satisfies RemoteMapFailureCode },
        kind === 'url'
          ? 'Remote map: a stored release is not a valid remote URL; that remote keeps its last good build'
          : "Remote map: a remote's stored entry is not valid; that remote keeps its last good build",
      );
    }
    return { ...stored, state: { ...stored.state, remotes } };
  }

  /** A stored value that is not a map at all: every remote keeps what it has, and the log says why, once. */
  private warnInvalid(raw: string, invalid: string): void {
    if (raw === this.invalidRaw) return;
    this.invalidRaw = raw;
    this.log.warn(
      { store: this.store.where, problem: invalid, code: 'map-invalid' satisfies RemoteMapFailureCode },
      'Remote map: the stored map is not a remote map; every remote keeps its last good build',
    );
  }
}
