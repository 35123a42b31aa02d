import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOOLS_FILE } from '@fintools/shared/catalogue/catalogue';
import { INTEGRITY_KEY, parseVisitorBucket } from '@fintools/shared/federation/remote-map';
import type { GatewayConfig } from './config';
import type { BuildIntegrity, BuildPins } from './release/build-integrity';
import type { LoadStats } from './release/load-stats';
import { EMPTY_STATE, type PreviewRelease, type ReleaseState } from './release/release-state';
import type { RemotesStatus } from './release/remote-status';
import type { ReleaseStore } from './release/store';
import { CACHE_REVALIDATE, localAreas, PRIVATE_NO_STORE } from './static-files';
import type { VisitorPreviews } from './preview/visitor-preview';
import { BuildFiles } from './remote-map/build-files';
import { BuildVerifier } from './remote-map/build-verifier';
import { CatalogueMerger } from './remote-map/catalogue-merger';
import { LiveSnapshot, type Advertised } from './remote-map/live-snapshot';
import { MapFollower } from './remote-map/map-follower';
import { remotesStatus } from './remote-map/status-report';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's live remote map (build-gateway.ts decorates the app with it). */
    remoteRegistry: RemoteRegistry;
  }
}

export interface RemoteRegistryOptions {
  now?: () => number;
}

/**
 * The live remote map of one gateway. It starts from REMOTE_<NAME>_URL (else this gateway's own copy of
 * each remote), then follows the map `pnpm release` writes (Redis or REMOTES_FILE), read again every
 * `remotesPollMs`, so a release is live on every gateway within seconds and without a restart. Each
 * build is checked against this gateway's shell before it is advertised: an incompatible one is never
 * in /remotes.json (the build before it stays). When the store cannot be read (Redis down), the last
 * map is kept.
 *
 * The work is split by responsibility: following the map (remote-map/map-follower.ts), verifying builds
 * (remote-map/build-verifier.ts), merging catalogues (remote-map/catalogue-merger.ts). What this class adds is
 * the choice of what to advertise, published after each poll as one LiveSnapshot (remote-map/live-snapshot.ts)
 * that every reader takes once per answer.
 */
export class RemoteRegistry {
  private state: ReleaseState = EMPTY_STATE;
  private advertised: Record<string, Advertised> = {};
  /** The areas whose builds this gateway has on disk (mfe-<area>/ beside the shell), found at start-up. */
  private readonly local: readonly string[];
  private readonly follower: MapFollower;
  private readonly verifier: BuildVerifier;
  private readonly merger: CatalogueMerger;
  private current: LiveSnapshot;
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;
  private readonly warned = new Set<string>();
  private readonly now: () => number;

  constructor(
    private readonly config: GatewayConfig,
    readonly store: ReleaseStore,
    private readonly log: FastifyBaseLogger,
    options: RemoteRegistryOptions = {},
  ) {
    const now = options.now ?? (() => Date.now());
    this.now = now;
    this.local = localAreas(config);
    this.follower = new MapFollower(store, log);
    this.verifier = new BuildVerifier(config, new BuildFiles(config, this.local), log, now);
    this.merger = new CatalogueMerger(log);
    this.current = this.takeSnapshot();
  }

  /**
   * Every area of the platform: those this gateway has on disk, those REMOTE_<AREA>_URL names, and any area
   * a release added (a sixth area joins with `pnpm release <area> <url>`), in that order.
   */
  areas(state = this.state): string[] {
    return [...new Set([...this.local, ...Object.keys(this.config.remoteUrls), ...Object.keys(state.remotes)])];
  }

  /** The map this gateway follows now (the stored one, less what its checks refused). */
  releaseState(): ReleaseState {
    return this.state;
  }

  /** What this gateway serves now, as one unchanging snapshot: read it once per page, embed or answer. */
  snapshot(): LiveSnapshot {
    return this.current;
  }

  /** Reads the map once (so the first requests get it), then keeps following it. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.config.remotesPollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One poll: read the store, check what is new, advertise the result. Never throws. */
  refresh(): Promise<void> {
    this.refreshing ??= this.refreshOnce()
      .catch((error: unknown) => this.log.error({ err: error }, 'Remote map: refresh failed'))
      .finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async refreshOnce(): Promise<void> {
    const changed = await this.follower.read(this.state);
    this.verifier.readProvided();
    // A new map takes effect once its builds are checked: until then everything (/remotes.json,
    // /api/remotes) still says the previous one, never a build whose check is under way.
    await this.verifier.pinStartingMap(Object.values(this.config.remoteUrls));
    const next = changed?.state ?? this.state;
    await this.verifier.verify(this.urlsToCheck(next), (url) => this.pinsOf(url, next));
    if (changed) {
      this.state = changed.state;
      this.follower.taken(changed);
    }
    this.advertise();
    this.current = this.takeSnapshot();
  }

  /**
   * The starting map's URL of a remote: REMOTE_<AREA>_URL, else this gateway's own copy; none for an area
   * that only a release brought.
   */
  startingUrl(name: string): string | undefined {
    return this.config.remoteUrls[name] ?? (this.local.includes(name) ? `/mfe/${name}/mf-manifest.json` : undefined);
  }

  private desiredLive(name: string, state = this.state): string | undefined {
    return state.remotes[name]?.live?.url ?? this.startingUrl(name);
  }

  /** The previews of `state` whose time is not over. */
  private openPreviews(state: ReleaseState): PreviewRelease[] {
    const now = this.now();
    return (state.previews ?? []).filter((preview) => Date.parse(preview.expiresAt) > now);
  }

  /** Every build the map may advertise: each remote's live, starting, own, canary, earlier and preview builds. */
  private urlsToCheck(state: ReleaseState): string[] {
    const urls = new Set<string | undefined>();
    for (const name of this.areas(state)) {
      const entry = state.remotes[name];
      urls.add(this.desiredLive(name, state));
      urls.add(this.startingUrl(name));
      // This gateway's own copy too: its tools stand in while a build elsewhere cannot be read.
      if (this.local.includes(name)) urls.add(`/mfe/${name}/mf-manifest.json`);
      if (entry?.canary) urls.add(entry.canary.url);
      for (const release of entry?.history ?? []) urls.add(release.url);
    }
    // Previews are checked as releases are: a preview link opens a build only once this gateway has verified it.
    for (const preview of this.openPreviews(state)) urls.add(preview.url);
    return [...urls].filter((url): url is string => url !== undefined);
  }

  /**
   * What a build's manifest and tools.json must hash to: its release's pins (the newest release of that URL),
   * else, for a REMOTE_<AREA>_URL, what this gateway read at start (`pinStartingMap`).
   */
  private pinsOf(url: string, state = this.state): BuildPins | undefined {
    for (const entry of Object.values(state.remotes)) {
      for (const release of [entry.live, entry.canary, ...entry.history]) {
        if (release?.url === url && release.pins) return release.pins;
      }
    }
    for (const preview of state.previews ?? []) if (preview.url === url && preview.pins) return preview.pins;
    return this.verifier.startingPinsOf(url)?.pins;
  }

  private isIncompatible(url: string | undefined): boolean {
    // compatible is false too for a build whose files are not the ones pinned.
    return url !== undefined && this.verifier.verdict(url)?.compatible === false;
  }

  /** Works out what to advertise and logs what changed. */
  private advertise(): void {
    const next: Record<string, Advertised> = {};
    for (const name of this.areas()) {
      const entry = this.state.remotes[name];
      const desired = this.desiredLive(name);
      // An incompatible build is held back: the one advertised before it, else an earlier release,
      // else the starting map, whichever can run on this shell. A build waiting for its tools.json (a 503
      // just after its release) is advertised once it is read, which is within seconds (build-verifier.ts):
      // until then the build before it stays, with its own tools, so the catalogue and the code always belong
      // together. Only when no other build can be served is such a build advertised.
      const candidates = [
        desired,
        this.advertised[name]?.live,
        ...(entry?.history ?? []).map((r) => r.url),
        this.startingUrl(name),
      ].filter((url): url is string => url !== undefined && !this.isIncompatible(url));
      const live = candidates.find((url) => !this.verifier.waitsForTools(url)) ?? candidates[0];
      if (desired !== undefined && live !== desired) this.warnHeldBack(name, desired, live);
      this.merger.remember(
        name,
        live ? this.verifier.verdict(live)?.tools : undefined,
        this.local.includes(name) ? this.verifier.verdict(`/mfe/${name}/mf-manifest.json`)?.tools : undefined,
      );
      const canary =
        entry?.canary && !this.isIncompatible(entry.canary.url) && !this.verifier.waitsForTools(entry.canary.url)
          ? entry.canary
          : undefined;
      if (entry?.canary && !canary) this.warnHeldBack(name, entry.canary.url, undefined);
      next[name] = {
        ...(live ? { live } : {}),
        ...(canary ? { canary: { url: canary.url, percent: canary.percent } } : {}),
      };
      const before = this.advertised[name];
      if (
        before &&
        (before.live !== live || before.canary?.url !== canary?.url || before.canary?.percent !== canary?.percent)
      ) {
        this.log.info(
          { remote: name, live, canary: canary ? `${canary.url} (${canary.percent} %)` : null },
          'Remote map changed',
        );
      }
    }
    this.advertised = next;
  }

  private warnHeldBack(name: string, url: string, instead: string | undefined): void {
    const key = `${name} ${url} ${instead ?? ''} ${this.verifier.verdict(url)?.failure?.code ?? ''}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    const failure = this.verifier.verdict(url)?.failure;
    if (failure && failure.code !== 'pin-mismatch') {
      this.log.warn(
        { remote: name, url, code: failure.code, waitingFor: failure.file, instead: instead ?? null },
        'Remote map: a build waits for a file before it is advertised',
      );
      return;
    }
    this.log.warn(
      { remote: name, url, problems: this.verifier.problemsOf(name, url), instead: instead ?? null },
      'Remote map: a build that cannot run on this shell is not advertised',
    );
  }

  private takeSnapshot(): LiveSnapshot {
    return new LiveSnapshot({
      areas: this.areas(),
      state: this.state,
      advertised: this.advertised,
      verdicts: this.verifier.allVerdicts(),
      startingPins: this.verifier.allStartingPins(),
      lastTools: this.merger.remembered(),
      startingUrl: (name) => this.startingUrl(name),
      publicOrigin: this.config.publicOrigin,
      merger: this.merger,
    });
  }

  /** Why a build does not load here with its recorded hashes (remote-map/build-verifier.ts `probe`), if it does not. */
  probe(url: string, recorded: BuildIntegrity | undefined): Promise<string | undefined> {
    return this.verifier.probe(url, recorded);
  }

  /** Everything /api/remotes says; `loads` gives last hour's counts by release URL. */
  status(loads: LoadStats): Promise<RemotesStatus> {
    return remotesStatus(this.current, this.verifier.providedVersions(), loads);
  }
}

/**
 * `GET /remotes.json` (docs/contracts.md "Names and places"): where the shell and sibling products find each
 * remote. `?bucket=` (the visitor's canary bucket, kept by the shell) picks the visitor's builds while a
 * canary runs; without it, everyone gets the live builds.
 */
export function registerRemotesRoute(app: FastifyInstance, registry: RemoteRegistry, previews?: VisitorPreviews): void {
  /** The visitor's snapshot (a preview's, for the browser holding its token), with the caching that fits it. */
  const viewFor = (request: FastifyRequest, reply: FastifyReply) => {
    const view = previews?.viewOf(request);
    // Public: embed.js on a sibling product's page reads the hashes of released builds from it. An answer that
    // carries a preview (its cookie, or `?preview=` from an embed) is that browser's alone.
    reply
      .header('cache-control', view?.preview ? PRIVATE_NO_STORE : CACHE_REVALIDATE)
      .header('access-control-allow-origin', '*')
      .header('vary', 'Cookie');
    return view?.snapshot ?? registry.snapshot();
  };
  app.get('/remotes.json', async (request, reply) => {
    const bucket = parseVisitorBucket((request.query as Record<string, unknown>).bucket);
    const live = viewFor(request, reply);
    // The hashes under `integrity`, a key older readers of the map ignore (remote-map.ts).
    const integrity = live.integrityFor(bucket);
    return { ...live.mapFor(bucket), ...(Object.keys(integrity).length > 0 ? { [INTEGRITY_KEY]: integrity } : {}) };
  });
  // The live catalogue (docs/contracts.md): public like /remotes.json, for sibling products and the shell.
  app.get(`/${TOOLS_FILE}`, async (request, reply) => {
    const bucket = parseVisitorBucket((request.query as Record<string, unknown>).bucket);
    return viewFor(request, reply).catalogue(bucket);
  });
}
