import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import type { ToolEntry } from '@fintools/shared/catalogue/tool-entry';
import {
  CANARIES_KEY,
  entryScriptUrl,
  INTEGRITY_KEY,
  inCanary,
  pickRemoteMap,
  type RemoteCanaries,
  type RemoteMap,
} from '@fintools/shared/federation/remote-map';
import { originOf } from '../config';
import { publishedIntegrity } from '../release/build-integrity';
import type { PreviewRelease, Release, ReleaseState } from '../release/release-state';
import type { CatalogueMerger } from './catalogue-merger';
import type { StartingPins, Verdict } from './build-verifier';

/** What a gateway advertises for one remote: the build for everyone and maybe a canary. */
export interface Advertised {
  live?: string;
  canary?: { url: string; percent: number };
}

/** What a snapshot is made of: every part a copy taken at the end of one poll. */
export interface SnapshotParts {
  /** Every area, in catalogue order. */
  areas: readonly string[];
  /** The map followed. */
  state: ReleaseState;
  advertised: Readonly<Record<string, Advertised>>;
  verdicts: ReadonlyMap<string, Verdict>;
  startingPins: ReadonlyMap<string, StartingPins>;
  /** Each area's tools from the last of its builds whose tools.json could be read. */
  lastTools: ReadonlyMap<string, ToolEntry[]>;
  /** A remote's URL in the starting map (REMOTE_<AREA>_URL, else this gateway's copy). */
  startingUrl: (name: string) => string | undefined;
  /** PUBLIC_ORIGIN: where this gateway's own paths are published, when set. */
  publicOrigin: string | undefined;
  merger: CatalogueMerger;
}

/** The map for a page that carries it inline: the live map, the running canaries and the hashes. */
export type PageRemoteMap = Record<string, string | RemoteCanaries | Record<string, string>>;

/**
 * The live state of one gateway at one moment: which build each remote advertises, the hashes browsers check,
 * the catalogue. A new one is made after each poll and never changes, so a page, its preloads and an embed
 * that read one snapshot agree with each other even when a release lands while they are being composed.
 */
export class LiveSnapshot {
  private liveMapCache: RemoteMap | undefined;
  private canariesCache: RemoteCanaries | undefined;

  constructor(private readonly parts: SnapshotParts) {}

  get areas(): readonly string[] {
    return this.parts.areas;
  }

  get state(): ReleaseState {
    return this.parts.state;
  }

  advertisedOf(name: string): Advertised | undefined {
    return this.parts.advertised[name];
  }

  verdict(url: string): Verdict | undefined {
    return this.parts.verdicts.get(url);
  }

  startingUrl(name: string): string | undefined {
    return this.parts.startingUrl(name);
  }

  /**
   * What the browser in `preview` gets: this snapshot with the preview's build as its area's only build (no canary
   * of that area), its hashes and its tools. Reports from it match no release (`releaseOfEntry`), so they never
   * count for a canary.
   */
  withPreview(preview: PreviewRelease): LiveSnapshot {
    return new LiveSnapshot({
      ...this.parts,
      areas: this.areas.includes(preview.area) ? this.areas : [...this.areas, preview.area],
      advertised: { ...this.parts.advertised, [preview.area]: { live: preview.url } },
    });
  }

  /** The build a remote's map entry wants live: its release, else the starting map's. */
  desiredLive(name: string): string | undefined {
    return this.parts.state.remotes[name]?.live?.url ?? this.parts.startingUrl(name);
  }

  /**
   * A URL as /remotes.json gives it: a path on this gateway stays a path (hosts resolve it against
   * remotes.json's own URL), or goes under PUBLIC_ORIGIN when set. Never from the request's Host or
   * X-Forwarded-Host: those are the client's words, and a cache in front of us would hand one client's
   * origin to everyone.
   */
  published(url: string): string {
    return url.startsWith('/') ? `${this.parts.publicOrigin ?? ''}${url}` : url;
  }

  /** Each remote's build for everyone. */
  liveMap(): RemoteMap {
    if (this.liveMapCache) return this.liveMapCache;
    const map: RemoteMap = {};
    for (const name of this.areas) {
      const live = this.parts.advertised[name]?.live;
      if (live) map[name] = this.published(live);
    }
    return (this.liveMapCache = map);
  }

  /** The canaries running now: for a page that picks its visitor's builds itself. */
  canaries(): RemoteCanaries {
    if (this.canariesCache) return this.canariesCache;
    const canaries: RemoteCanaries = {};
    for (const name of this.areas) {
      const canary = this.parts.advertised[name]?.canary;
      if (canary) canaries[name] = { url: this.published(canary.url), percent: canary.percent };
    }
    return (this.canariesCache = canaries);
  }

  /**
   * The map for a page that carries it inline rather than fetching /remotes.json: the live map, plus the
   * running canaries under `canaries`, so the page picks its visitor's builds by bucket
   * (`visitorRemoteMap` in shared/src/federation/remote-map.ts) exactly as `/remotes.json?bucket=` would.
   */
  pageRemoteMap(): PageRemoteMap {
    const canaries = this.canaries();
    const integrity = this.integrityFor(undefined, true);
    return {
      ...this.liveMap(),
      ...(Object.keys(canaries).length > 0 ? { [CANARIES_KEY]: canaries } : {}),
      ...(Object.keys(integrity).length > 0 ? { [INTEGRITY_KEY]: integrity } : {}),
    };
  }

  /** What one visitor gets: the live map, with a canary's build where the visitor's bucket is in its share. */
  mapFor(bucket: number | undefined): RemoteMap {
    return pickRemoteMap(this.liveMap(), this.canaries(), bucket);
  }

  /** The build of `name` a visitor in `bucket` gets: the canary's when the bucket is in its share. */
  buildFor(name: string, bucket: number | undefined): string | undefined {
    const advertised = this.parts.advertised[name];
    const canary = advertised?.canary;
    return canary && bucket !== undefined && inCanary(bucket, canary.percent) ? canary.url : advertised?.live;
  }

  /**
   * The hashes the releases recorded for the builds one visitor gets (all canaries too with `everyCanary`,
   * for a page that picks its visitor's builds itself), by file URL as the browser asks for it
   * (build-integrity.ts); a REMOTE_<AREA>_URL build's as this gateway read it at start. Its own copies have none.
   */
  integrityFor(bucket: number | undefined, everyCanary = false): Record<string, string> {
    const integrity: Record<string, string> = {};
    for (const name of this.areas) {
      const advertised = this.parts.advertised[name];
      const canary = advertised?.canary;
      const inShare = canary && (everyCanary || (bucket !== undefined && inCanary(bucket, canary.percent)));
      for (const url of [everyCanary || !inShare ? advertised?.live : undefined, inShare ? canary.url : undefined]) {
        if (url === undefined) continue;
        const release = this.releaseOf(name, url);
        // A REMOTE_<AREA>_URL build (the starting map, or a rollback to it) carries what this gateway read at start.
        const recorded = release?.integrity ?? this.parts.startingPins.get(url)?.integrity;
        if (recorded) Object.assign(integrity, publishedIntegrity(this.published(url), recorded));
      }
    }
    return integrity;
  }

  /**
   * The catalogue one visitor gets (`/tools.json?bucket=`, and each page): the tools.json of each area's build
   * in the visitor's map (a canary's for the visitors in its share), merged in area order. The same array for
   * the same builds (catalogue-merger.ts).
   */
  catalogue(bucket?: number): CatalogueTool[] {
    const builds = this.areas.flatMap((area) => {
      const url = this.buildFor(area, bucket);
      if (!url) return [];
      const tools = this.parts.verdicts.get(url)?.tools ?? this.parts.lastTools.get(area) ?? [];
      return [{ area, url, tools }];
    });
    const key = JSON.stringify(
      builds.map(({ area, url, tools }) => [area, url, tools.length, this.parts.verdicts.get(url)?.checkedAt]),
    );
    return this.parts.merger.merge(key, builds);
  }

  /** The recorded release of `url` for area `name`: live, canary, earlier or a preview. */
  private releaseOf(name: string, url: string): Release | undefined {
    const entry = this.parts.state.remotes[name];
    const previews = (this.parts.state.previews ?? []).filter((preview) => preview.area === name);
    return [entry?.live, entry?.canary, ...(entry?.history ?? []), ...previews].find((r) => r?.url === url);
  }

  /** Origins of every advertised build on another host: the content security policy allows their scripts. */
  origins(): string[] {
    const urls = Object.values(this.parts.advertised).flatMap((entry) => [entry?.live, entry?.canary?.url]);
    return [...new Set(urls.filter((url): url is string => url !== undefined).map(originOf))].filter(
      (origin): origin is string => origin !== undefined,
    );
  }

  /** Whether `name`'s advertised build for everyone is this gateway's own copy (its files are on disk here). */
  servedHere(name: string): boolean {
    return this.parts.advertised[name]?.live === `/mfe/${name}/mf-manifest.json`;
  }

  /**
   * The release a browser's report is about: the live, canary or an earlier build of `remote` whose
   * remoteEntry.js the browser loaded. A path release matches the entry's path on any origin. The query is
   * left out on both sides: the report drops it (`?retry=1`), and a release URL may carry one (`?v=5`).
   */
  releaseOfEntry(remote: string, entry: string): { url: string; label: string } | undefined {
    let entryUrl: URL;
    try {
      entryUrl = new URL(entry);
    } catch {
      return undefined;
    }
    const withoutQuery = (url: URL) => `${url.origin}${url.pathname}`;
    const releases = this.parts.state.remotes[remote];
    const known = [
      this.parts.advertised[remote]?.live,
      this.parts.advertised[remote]?.canary?.url,
      releases?.live?.url,
      releases?.canary?.url,
      ...(releases?.history ?? []).map((release) => release.url),
      this.parts.startingUrl(remote),
    ];
    for (const url of known) {
      if (url === undefined) continue;
      let expected: URL;
      try {
        expected = new URL(entryScriptUrl(this.published(url)), entryUrl.origin);
      } catch {
        continue;
      }
      if (withoutQuery(expected) === withoutQuery(entryUrl)) {
        return { url, label: this.parts.verdicts.get(url)?.label ?? 'unlabelled build' };
      }
    }
    return undefined;
  }
}
