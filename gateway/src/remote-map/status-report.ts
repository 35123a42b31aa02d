import { emptyFigures, type LoadStats } from '../release/load-stats';
import type { Release } from '../release/release-state';
import type { BuildStatus, RemoteStatus, RemotesStatus } from '../release/remote-status';
import { describeVerdict, verdictCodes } from './build-verifier';
import type { LiveSnapshot } from './live-snapshot';

/** Everything /api/remotes says of one snapshot; `loads` gives last hour's counts by release URL. */
export async function remotesStatus(
  live: LiveSnapshot,
  shellVersions: Record<string, string> | undefined,
  loads: LoadStats,
): Promise<RemotesStatus> {
  const shellProvidesVersions = shellVersions !== undefined;
  const served = live.areas.flatMap((name) => {
    const canary = live.state.remotes[name]?.canary;
    const liveUrl = live.desiredLive(name);
    return [...(liveUrl ? [liveUrl] : []), ...(canary ? [canary.url] : [])];
  });
  const counts = await loads.lastHour(served);
  const remotes: Record<string, RemoteStatus> = {};
  const build = (name: string, url: string): BuildStatus => {
    const verdict = live.verdict(url);
    const failure = verdict?.failure;
    return {
      url,
      label: verdict?.label ?? null,
      compatible: verdict?.compatible ?? null,
      problems: describeVerdict(name, verdict),
      codes: verdictCodes(verdict),
      ownCopies: (verdict?.ownCopies ?? []).map((copy) => ({
        module: copy.module,
        requiredVersion: copy.requiredVersion,
        shellVersion: copy.providedVersion ?? null,
      })),
      waiting:
        failure && failure.code !== 'pin-mismatch'
          ? {
              code: failure.code,
              file: failure.file,
              reason: failure.reason,
              since: new Date(failure.since).toISOString(),
              tries: failure.tries,
              nextTry: new Date(failure.retryAt).toISOString(),
            }
          : null,
    };
  };
  for (const name of live.areas) {
    const entry = live.state.remotes[name];
    const liveUrl = live.desiredLive(name);
    if (liveUrl === undefined) continue;
    const startingUrl = live.startingUrl(name);
    const previous: Release | undefined = entry?.history[0];
    const figuresOf = (url: string) => counts.get(url) ?? emptyFigures();
    const advertised = live.advertisedOf(name);
    remotes[name] = {
      live: {
        ...build(name, liveUrl),
        from: entry?.live ? 'release' : 'starting map',
        releasedAt: entry?.live?.at ?? null,
        ...figuresOf(liveUrl),
      },
      canary: entry?.canary
        ? {
            ...build(name, entry.canary.url),
            percent: entry.canary.percent,
            releasedAt: entry.canary.at,
            auto: entry.canary.auto === true,
            ...figuresOf(entry.canary.url),
          }
        : null,
      previous: previous ? build(name, previous.url) : entry?.live && startingUrl ? build(name, startingUrl) : null,
      served: { live: advertised?.live ?? null, canary: advertised?.canary?.url ?? null },
      decision: entry?.decision ?? null,
    };
  }
  const now = Date.now();
  const previews = (live.state.previews ?? [])
    .filter((preview) => Date.parse(preview.expiresAt) > now)
    .map((preview) => ({
      ...build(preview.area, preview.url),
      area: preview.area,
      name: preview.name,
      releasedAt: preview.at,
      expiresAt: preview.expiresAt,
    }));
  return { shellProvidesVersions, remotes, previews, ...(shellVersions ? { shellVersions } : {}) };
}
