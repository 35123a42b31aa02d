import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { mergeCatalogue, TOOLS_FILE, type CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { withIconPaths } from '@fintools/shared/catalogue/icons';
import { MAX_TOOLS_FILE_BYTES, type ToolEntry } from '@fintools/shared/catalogue/tool-entry';
import { checkToolEntries } from '@fintools/shared/catalogue/check-tool-entries';
import {
  CANARIES_KEY,
  entryScriptUrl,
  INTEGRITY_KEY,
  inCanary,
  parseVisitorBucket,
  pickRemoteMap,
  type RemoteCanaries,
  type RemoteMap,
} from '@fintools/shared/federation/remote-map';
import { formatBytes, MAX_JSON_BYTES, MAX_SCRIPT_BYTES, readCdnFile } from './cdn-fetch';
import { isGatewayRoute } from './gateway-routes';
import { originOf, type GatewayConfig } from './config';
import {
  checkCompatibility,
  describeProblem,
  readBuildLabel,
  readProvidedVersions,
  readRequirements,
  type CompatibilityProblem,
  type ProvidedVersions,
} from './release/compatibility';
import { PROVIDED_SHARED_FILE, manifestUrlOf } from './release/manifests';
import {
  publishedIntegrity,
  readBuildIntegrity,
  sha384,
  type BuildIntegrity,
  type BuildPins,
} from './release/build-integrity';
import { emptyFigures, type LoadStats } from './release/load-stats';
import { EMPTY_STATE, type Release, type ReleaseState } from './release/release-state';
import type { BuildStatus, RemoteStatus, RemotesStatus } from './release/remote-status';
import type { ReleaseStore, StoredMap } from './release/store';
import { CACHE_REVALIDATE, localAreas, remoteDist, shellDist } from './static-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's live remote map (build-gateway.ts decorates the app with it). */
    remoteRegistry: RemoteRegistry;
  }
}

/**
 * What one gateway knows of a build: whether it can run on this gateway's shell, its label, and the tools
 * its tools.json lists (null: not readable or not valid, so the build adds no tool to the catalogue).
 */
interface Verdict {
  /** false too when the manifest or tools.json read is not the one its release pinned (`pinProblem`). */
  compatible: boolean | null;
  /** The pins the build was checked against (build-integrity.ts); none for a release made before pins. */
  pins?: BuildPins;
  /** Why the build is held back although its shared modules fit: a file is not the one released. */
  pinProblem?: string;
  tools: ToolEntry[] | null;
  problems: CompatibilityProblem[];
  label: string | null;
  checkedAt: number;
}

/** What a gateway advertises for one remote: the build for everyone and maybe a canary. */
interface Advertised {
  live?: string;
  canary?: { url: string; percent: number };
}

export interface RemoteRegistryOptions {
  now?: () => number;
}

/** A manifest that could not be read is asked for again after this, not on every poll. */
const RECHECK_UNKNOWN_MS = 30_000;
/** A manifest or tools.json that takes longer is "cannot read" for now (asked again later): polls must not pile up. */
const MANIFEST_TIMEOUT_MS = 3000;

/** A build's manifest or tools.json whose bytes are not the ones its release pinned. */
class PinMismatch extends Error {}

/** Where a path on this gateway is resolved, to read a build's files from disk like any other URL. */
const LOCAL_ORIGIN = 'http://gateway.invalid';

const samePins = (a: BuildPins | undefined, b: BuildPins | undefined) =>
  a?.manifest === b?.manifest && a?.tools === b?.tools;
/**
 * The live remote map of one gateway. It starts from REMOTE_<NAME>_URL (else this gateway's own copy of
 * each remote), then follows the map `pnpm release` writes (Redis or REMOTES_FILE), read again every
 * `remotesPollMs`, so a release is live on every gateway within seconds and without a restart. Each
 * build is checked against this gateway's shell before it is advertised: an incompatible one is never
 * in /remotes.json (the build before it stays). When the store cannot be read (Redis down), the last
 * map is kept.
 */
export class RemoteRegistry {
  private state: ReleaseState = EMPTY_STATE;
  private raw: string | undefined;
  private advertised: Record<string, Advertised> = {};
  /** The areas whose builds this gateway has on disk (mfe-<area>/ beside the shell), found at start-up. */
  private readonly local: readonly string[];
  private catalogueCache: { key: string; tools: CatalogueTool[] } | undefined;
  /** Each area's tools from the last of its builds whose tools.json could be read: a host that is down for a while costs no tool. */
  private readonly lastTools = new Map<string, ToolEntry[]>();
  private readonly verdicts = new Map<string, Verdict>();
  private provided: { mtimeMs: number; versions: ProvidedVersions | undefined } = { mtimeMs: -1, versions: undefined };
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(
    private readonly config: GatewayConfig,
    readonly store: ReleaseStore,
    private readonly log: FastifyBaseLogger,
    options: RemoteRegistryOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.local = localAreas(config);
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
    const stored = await this.store.read().catch(() => undefined);
    if (stored?.invalid !== undefined) this.warnInvalid(stored.raw, stored.invalid);
    else if (stored) this.invalidRaw = undefined;
    const changed =
      stored && stored.invalid === undefined && stored.raw !== this.raw ? this.keepLastGood(stored) : undefined;
    if (this.readProvided()) this.verdicts.clear();
    // A new map takes effect once its builds are checked: until then everything (/remotes.json,
    // /api/remotes) still says the previous one, never a build whose check is under way.
    await this.pinStartingMap();
    await this.checkAll(this.urlsToCheck(changed?.state ?? this.state), changed?.state ?? this.state);
    if (changed) {
      this.state = changed.state;
      this.raw = changed.raw;
    }
    this.advertise();
  }

  /**
   * A stored map with releases the map's check refused (a hand edit, another tool writing Redis): each is
   * logged, and its remote keeps what this gateway followed before (else the starting map), never a URL
   * that could break the page, the CSP or a visitor's tools.
   */
  private keepLastGood(stored: StoredMap): StoredMap {
    if (stored.rejected.length === 0) return stored;
    const remotes = { ...stored.state.remotes };
    for (const remote of new Set(stored.rejected.map((entry) => entry.remote))) {
      const lastGood = this.state.remotes[remote];
      if (lastGood) remotes[remote] = lastGood;
      else delete remotes[remote];
    }
    for (const { remote, url, problem, kind } of stored.rejected) {
      this.log.warn(
        { remote, url, problem },
        kind === 'url'
          ? 'Remote map: a stored release is not a valid remote URL; that remote keeps its last good build'
          : "Remote map: a remote's stored entry is not valid; that remote keeps its last good build",
      );
    }
    return { ...stored, state: { remotes } };
  }

  /** The stored value that was last found not to be a map: said once, not on every poll. */
  private invalidRaw: string | undefined;

  /** A stored value that is not a map at all: every remote keeps what it has, and the log says why, once. */
  private warnInvalid(raw: string, invalid: string): void {
    if (raw === this.invalidRaw) return;
    this.invalidRaw = raw;
    this.log.warn(
      { store: this.store.where, problem: invalid },
      'Remote map: the stored map is not a remote map; every remote keeps its last good build',
    );
  }

  /** The shell's provided-shared.json, read again when a deploy replaced it; true when it changed. */
  private readProvided(): boolean {
    const file = path.join(shellDist(this.config), PROVIDED_SHARED_FILE);
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      mtimeMs = 0; // none: checks say "unknown" until a shell with the file is deployed
    }
    if (mtimeMs === this.provided.mtimeMs) return false;
    let versions: ProvidedVersions | undefined;
    try {
      versions = mtimeMs ? readProvidedVersions(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined;
    } catch {
      versions = undefined;
    }
    this.provided = { mtimeMs, versions };
    return true;
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
    const now = this.now();
    return [...urls].filter((url): url is string => {
      if (url === undefined) return false;
      const verdict = this.verdicts.get(url);
      // Released again with other bytes (the same URL, new pins): checked again against the new pins.
      if (verdict && !samePins(verdict.pins, this.pinsOf(url, state))) return true;
      // Not known yet, or held back for a file that is not the released one (restored on its host, it serves
      // again): asked again after RECHECK_UNKNOWN_MS. A build that does not fit the shell stays out until either changes.
      const again = verdict?.compatible === null || verdict?.pinProblem !== undefined;
      return !verdict || (again && now - verdict.checkedAt > RECHECK_UNKNOWN_MS);
    });
  }

  private async checkAll(urls: string[], state: ReleaseState): Promise<void> {
    await Promise.all(urls.map(async (url) => this.verdicts.set(url, await this.check(url, this.pinsOf(url, state)))));
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
    return this.startingPins.get(url)?.pins;
  }

  /**
   * Reads a build's manifest and checks it against this gateway's shell; reads its tools.json. With `pins`, each
   * is acted on only when its bytes are the ones released: a swapped file holds the build back (and adds or
   * drops no tool), whatever it says.
   */
  private async check(url: string, pins: BuildPins | undefined): Promise<Verdict> {
    const checkedAt = this.now();
    const pinned = pins ? { pins } : {};
    let tools: ToolEntry[] | null;
    try {
      tools = await this.readTools(url, pins?.tools);
    } catch (error) {
      return this.heldBack(url, error as PinMismatch, pinned, checkedAt);
    }
    // Without the shell's provided-shared.json (a shell built before it existed) nothing can be decided.
    const provided = this.provided.versions;
    let manifest: unknown;
    try {
      manifest = await this.readBuildFile(manifestUrlOf(url), MAX_JSON_BYTES, pins?.manifest);
    } catch (error) {
      if (error instanceof PinMismatch) return this.heldBack(url, error, pinned, checkedAt);
      this.log.warn({ url, reason: (error as Error).message }, 'Remote map: cannot read the manifest to check it');
      return { compatible: null, tools, problems: [], label: null, checkedAt, ...pinned };
    }
    if (!provided) return { compatible: null, tools, problems: [], label: null, checkedAt, ...pinned };
    const label = readBuildLabel(manifest) ?? null;
    const verdict = checkCompatibility(readRequirements(manifest), provided);
    return { compatible: verdict.compatible, tools, problems: verdict.problems, label, checkedAt, ...pinned };
  }

  /** A build whose manifest or tools.json is not the released one: not advertised, no tool of it used. */
  private heldBack(url: string, mismatch: PinMismatch, pinned: { pins?: BuildPins }, checkedAt: number): Verdict {
    this.log.warn(
      { url, problem: mismatch.message },
      "Remote map: a build's file is not the one its release pinned; the build is held back",
    );
    return {
      compatible: false,
      tools: null,
      problems: [],
      label: null,
      checkedAt,
      pinProblem: mismatch.message,
      ...pinned,
    };
  }

  /**
   * The tools.json published beside a build's manifest, checked; null (and logged) when it cannot be used. A
   * tool on a path the gateway routes itself (/metrics, /api…) is left out: `pnpm release` refuses such a
   * build, so only a file changed after its release, or a starting map, can hold one. Throws PinMismatch when
   * the file is not the one pinned.
   */
  private async readTools(url: string, pin: string | undefined): Promise<ToolEntry[] | null> {
    const toolsUrl = manifestUrlOf(url).replace(/mf-manifest\.json(?=$|[?#])/, TOOLS_FILE);
    try {
      const check = checkToolEntries(await this.readBuildFile(toolsUrl, MAX_TOOLS_FILE_BYTES, pin), toolsUrl);
      if (check.ok) {
        const routes = check.tools.filter((tool) => isGatewayRoute(tool.path));
        if (routes.length > 0) {
          this.log.warn(
            { url: toolsUrl, paths: routes.map((tool) => tool.path) },
            "Remote map: a build's tool on a path the gateway routes itself is left out",
          );
        }
        // A build released before its build wrote icons out as path data names them: written out here, since
        // the shell draws path data only (catalogue/icons.ts).
        return withIconPaths(check.tools.filter((tool) => !isGatewayRoute(tool.path)));
      }
      this.log.warn({ url: toolsUrl, problems: check.errors }, "Remote map: a build's tools.json is not valid");
    } catch (error) {
      if (error instanceof PinMismatch) throw error;
      this.log.warn(
        { url: toolsUrl, reason: (error as Error).message },
        "Remote map: cannot read a build's tools.json",
      );
    }
    return null;
  }

  /**
   * A build's JSON file, within `maxBytes`; with `pin`, only when its bytes hash to it (else PinMismatch). A
   * path on this gateway (/mfe/<area>/…) is read from disk, anything else from its host.
   */
  private async readBuildFile(url: string, maxBytes: number, pin?: string): Promise<unknown> {
    const bytes = await this.readBytes(url, maxBytes);
    if (pin !== undefined && sha384(bytes) !== pin) {
      throw new PinMismatch(`${url.split('?')[0]} is not the file released (its sha384 differs)`);
    }
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
  }

  private async readBytes(url: string, maxBytes: number): Promise<Uint8Array> {
    if (url.startsWith('/')) {
      const match = /^\/mfe\/([a-z0-9-]+)\/([\w.-]+(?:\/[\w.-]+)*)$/.exec(url.split('?')[0] ?? '');
      const remote = this.local.find((name) => name === match?.[1]);
      if (!remote || !match?.[2] || match[2].split('/').includes('..'))
        throw new Error('not a remote this gateway serves');
      const file = path.join(remoteDist(this.config, remote), match[2]);
      if ((await fs.promises.stat(file)).size > maxBytes) throw new Error(`it is larger than ${formatBytes(maxBytes)}`);
      return fs.promises.readFile(file);
    }
    return (await readCdnFile(url, { maxBytes, timeoutMs: MANIFEST_TIMEOUT_MS })).bytes;
  }

  /** REMOTE_<AREA>_URL builds as this gateway read them at start: their pins and hashes. */
  private readonly startingPins = new Map<string, { pins: BuildPins; integrity: BuildIntegrity }>();
  private readonly startingPinTries = new Map<string, number>();

  /**
   * Pins each REMOTE_<AREA>_URL build as this gateway first reads it: its manifest's and tools.json's sha384
   * and its scripts' (the integrity browsers check), so a starting map, and a rollback to it, run only those
   * bytes, like a release. One that cannot be read yet is tried again after RECHECK_UNKNOWN_MS.
   */
  private async pinStartingMap(): Promise<void> {
    const now = this.now();
    await Promise.all(
      Object.values(this.config.remoteUrls).map(async (url) => {
        if (this.startingPins.has(url) || now - (this.startingPinTries.get(url) ?? -Infinity) < RECHECK_UNKNOWN_MS) {
          return;
        }
        this.startingPinTries.set(url, now);
        try {
          const manifestUrl = manifestUrlOf(url);
          const manifestBytes = await this.readBytes(manifestUrl, MAX_JSON_BYTES);
          const toolsBytes = await this.readBytes(
            manifestUrl.replace(/mf-manifest\.json(?=$|[?#])/, TOOLS_FILE),
            MAX_TOOLS_FILE_BYTES,
          );
          const manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as unknown;
          // A path on this gateway is resolved against a stand-in origin and read from disk.
          const base = url.startsWith('/') ? `${LOCAL_ORIGIN}${manifestUrl}` : manifestUrl;
          const integrity = await readBuildIntegrity(base, manifest, async (file) => {
            const local = file.startsWith(`${LOCAL_ORIGIN}/`) ? file.slice(LOCAL_ORIGIN.length) : undefined;
            if (local === undefined)
              return readCdnFile(file, { maxBytes: MAX_SCRIPT_BYTES, timeoutMs: MANIFEST_TIMEOUT_MS });
            return { bytes: await this.readBytes(local, MAX_SCRIPT_BYTES), type: undefined };
          });
          this.startingPins.set(url, {
            pins: { manifest: sha384(manifestBytes), tools: sha384(toolsBytes) },
            integrity,
          });
        } catch (error) {
          this.log.warn(
            { url, reason: (error as Error).message },
            'Remote map: cannot pin a REMOTE_<AREA>_URL build yet (served without hashes until it can be read)',
          );
        }
      }),
    );
  }

  private isIncompatible(url: string | undefined): boolean {
    // compatible is false too for a build whose files are not the ones pinned.
    return url !== undefined && this.verdicts.get(url)?.compatible === false;
  }

  /** Works out what to advertise and logs what changed. */
  private advertise(): void {
    const next: Record<string, Advertised> = {};
    for (const name of this.areas()) {
      const entry = this.state.remotes[name];
      const desired = this.desiredLive(name);
      // An incompatible build is held back: the one advertised before it, else an earlier release,
      // else the starting map, whichever can run on this shell.
      const candidates = [
        desired,
        this.advertised[name]?.live,
        ...(entry?.history ?? []).map((r) => r.url),
        this.startingUrl(name),
      ];
      const live = candidates.find((url): url is string => url !== undefined && !this.isIncompatible(url));
      if (desired !== undefined && live !== desired) this.warnHeldBack(name, desired, live);
      const liveTools = live ? this.verdicts.get(live)?.tools : undefined;
      const ownTools = this.local.includes(name)
        ? this.verdicts.get(`/mfe/${name}/mf-manifest.json`)?.tools
        : undefined;
      if (liveTools) this.lastTools.set(name, liveTools);
      else if (ownTools && !this.lastTools.has(name)) this.lastTools.set(name, ownTools);
      const canary = entry?.canary && !this.isIncompatible(entry.canary.url) ? entry.canary : undefined;
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

  private readonly warned = new Set<string>();
  private warnHeldBack(name: string, url: string, instead: string | undefined): void {
    const key = `${name} ${url} ${instead ?? ''}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.log.warn(
      { remote: name, url, problems: this.problemsOf(name, url), instead: instead ?? null },
      'Remote map: a build that cannot run on this shell is not advertised',
    );
  }

  private problemsOf(name: string, url: string): string[] {
    const verdict = this.verdicts.get(url);
    return [
      ...(verdict?.pinProblem ? [verdict.pinProblem] : []),
      ...(verdict?.problems ?? []).map((problem) => describeProblem(name, problem)),
    ];
  }

  /**
   * A URL as /remotes.json gives it: a path on this gateway stays a path (hosts resolve it against
   * remotes.json's own URL), or goes under PUBLIC_ORIGIN when set. Never from the request's Host or
   * X-Forwarded-Host: those are the client's words, and a cache in front of us would hand one client's
   * origin to everyone.
   */
  private published(url: string): string {
    return url.startsWith('/') ? `${this.config.publicOrigin ?? ''}${url}` : url;
  }

  /** Each remote's build for everyone. */
  liveMap(): RemoteMap {
    const map: RemoteMap = {};
    for (const name of this.areas()) {
      const live = this.advertised[name]?.live;
      if (live) map[name] = this.published(live);
    }
    return map;
  }

  /** The canaries running now: for a page that picks its visitor's builds itself. */
  canaries(): RemoteCanaries {
    const canaries: RemoteCanaries = {};
    for (const name of this.areas()) {
      const canary = this.advertised[name]?.canary;
      if (canary) canaries[name] = { url: this.published(canary.url), percent: canary.percent };
    }
    return canaries;
  }

  /**
   * The map for a page that carries it inline rather than fetching /remotes.json: the live map, plus the
   * running canaries under `canaries`, so the page picks its visitor's builds by bucket
   * (`visitorRemoteMap` in shared/src/federation/remote-map.ts) exactly as `/remotes.json?bucket=` would.
   */
  pageRemoteMap(): Record<string, string | RemoteCanaries | Record<string, string>> {
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

  /**
   * The hashes the releases recorded for the builds one visitor gets (all canaries too with `everyCanary`,
   * for a page that picks its visitor's builds itself), by file URL as the browser asks for it
   * (build-integrity.ts); a REMOTE_<AREA>_URL build's as this gateway read it at start. Its own copies have none.
   */
  integrityFor(bucket: number | undefined, everyCanary = false): Record<string, string> {
    const integrity: Record<string, string> = {};
    for (const name of this.areas()) {
      const advertised = this.advertised[name];
      const canary = advertised?.canary;
      const inShare = canary && (everyCanary || (bucket !== undefined && inCanary(bucket, canary.percent)));
      for (const url of [everyCanary || !inShare ? advertised?.live : undefined, inShare ? canary.url : undefined]) {
        if (url === undefined) continue;
        const entry = this.state.remotes[name];
        const release = [entry?.live, entry?.canary, ...(entry?.history ?? [])].find((r) => r?.url === url);
        // A REMOTE_<AREA>_URL build (the starting map, or a rollback to it) carries what this gateway read at start.
        const recorded = release?.integrity ?? this.startingPins.get(url)?.integrity;
        if (recorded) Object.assign(integrity, publishedIntegrity(this.published(url), recorded));
      }
    }
    return integrity;
  }

  /**
   * The catalogue one visitor gets (`/tools.json?bucket=`, and each page): the tools.json of each area's build
   * in the visitor's map (a canary's for the visitors in its share), merged in area order. Cached per set of
   * builds, so it is worked out once per release, not per request.
   */
  catalogue(bucket?: number): CatalogueTool[] {
    const builds = this.areas().flatMap((area) => {
      const advertised = this.advertised[area];
      const canary = advertised?.canary;
      const url = canary && bucket !== undefined && inCanary(bucket, canary.percent) ? canary.url : advertised?.live;
      if (!url) return [];
      const tools = this.verdicts.get(url)?.tools ?? this.lastTools.get(area) ?? [];
      return [{ area, url, tools }];
    });
    const key = JSON.stringify(
      builds.map(({ area, url, tools }) => [area, url, tools.length, this.verdicts.get(url)?.checkedAt]),
    );
    if (this.catalogueCache?.key !== key) {
      const merged = mergeCatalogue(builds.map(({ area, tools }) => [area, tools] as const));
      for (const clash of merged.skipped) this.log.warn({ clash }, 'Catalogue: a tool is left out');
      this.catalogueCache = { key, tools: merged.tools };
    }
    return this.catalogueCache.tools;
  }

  /** Origins of every advertised build on another host: the content security policy allows their scripts. */
  origins(): string[] {
    const urls = Object.values(this.advertised).flatMap((entry) => [entry?.live, entry?.canary?.url]);
    return [...new Set(urls.filter((url): url is string => url !== undefined).map(originOf))].filter(
      (origin): origin is string => origin !== undefined,
    );
  }

  /** Whether `name`'s advertised build for everyone is this gateway's own copy (its files are on disk here). */
  servedHere(name: string): boolean {
    return this.advertised[name]?.live === `/mfe/${name}/mf-manifest.json`;
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
    const entry_ = this.state.remotes[remote];
    const known = [
      this.advertised[remote]?.live,
      this.advertised[remote]?.canary?.url,
      entry_?.live?.url,
      entry_?.canary?.url,
      ...(entry_?.history ?? []).map((release) => release.url),
      this.startingUrl(remote),
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
        return { url, label: this.verdicts.get(url)?.label ?? 'unlabelled build' };
      }
    }
    return undefined;
  }

  /** Everything /api/remotes says; `loads` gives last hour's counts by release URL. */
  async status(loads: LoadStats): Promise<RemotesStatus> {
    const served = this.areas().flatMap((name) => {
      const canary = this.state.remotes[name]?.canary;
      const live = this.desiredLive(name);
      return [...(live ? [live] : []), ...(canary ? [canary.url] : [])];
    });
    const counts = await loads.lastHour(served);
    const remotes: Record<string, RemoteStatus> = {};
    for (const name of this.areas()) {
      const build = (url: string): BuildStatus => {
        const verdict = this.verdicts.get(url);
        return {
          url,
          label: verdict?.label ?? null,
          compatible: verdict?.compatible ?? null,
          problems: this.problemsOf(name, url),
        };
      };
      const entry = this.state.remotes[name];
      const liveUrl = this.desiredLive(name);
      if (liveUrl === undefined) continue;
      const startingUrl = this.startingUrl(name);
      const previous: Release | undefined = entry?.history[0];
      const figuresOf = (url: string) => counts.get(url) ?? emptyFigures();
      remotes[name] = {
        live: {
          ...build(liveUrl),
          from: entry?.live ? 'release' : 'starting map',
          releasedAt: entry?.live?.at ?? null,
          ...figuresOf(liveUrl),
        },
        canary: entry?.canary
          ? {
              ...build(entry.canary.url),
              percent: entry.canary.percent,
              releasedAt: entry.canary.at,
              auto: entry.canary.auto === true,
              ...figuresOf(entry.canary.url),
            }
          : null,
        previous: previous ? build(previous.url) : entry?.live && startingUrl ? build(startingUrl) : null,
        served: { live: this.advertised[name]?.live ?? null, canary: this.advertised[name]?.canary?.url ?? null },
        decision: entry?.decision ?? null,
      };
    }
    return { shellProvidesVersions: this.provided.versions !== undefined, remotes };
  }
}

/**
 * `GET /remotes.json` (docs/contracts.md "Names and places"): where the shell and sibling products find each
 * remote. `?bucket=` (the visitor's canary bucket, kept by the shell) picks the visitor's builds while a
 * canary runs; without it, everyone gets the live builds.
 */
export function registerRemotesRoute(app: FastifyInstance, registry: RemoteRegistry): void {
  app.get('/remotes.json', async (request, reply) => {
    // Public: embed.js on a sibling product's page reads the hashes of released builds from it.
    reply.header('cache-control', CACHE_REVALIDATE).header('access-control-allow-origin', '*');
    const bucket = parseVisitorBucket((request.query as Record<string, unknown>).bucket);
    // The hashes under `integrity`, a key older readers of the map ignore (remote-map.ts).
    const integrity = registry.integrityFor(bucket);
    return { ...registry.mapFor(bucket), ...(Object.keys(integrity).length > 0 ? { [INTEGRITY_KEY]: integrity } : {}) };
  });
  // The live catalogue (docs/contracts.md): public like /remotes.json, for sibling products and the shell.
  app.get(`/${TOOLS_FILE}`, async (request, reply) => {
    reply.header('cache-control', CACHE_REVALIDATE).header('access-control-allow-origin', '*');
    const bucket = parseVisitorBucket((request.query as Record<string, unknown>).bucket);
    return registry.catalogue(bucket);
  });
}
