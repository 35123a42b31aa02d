import { AREA_NAME_MAX_LENGTH, areaNameProblem } from '@fintools/shared/catalogue/catalogue';
import {
  MAX_TOOLS_PER_AREA,
  normalizePath,
  TOOL_ID_PATTERN,
  TOOL_PATH_PATTERN,
} from '@fintools/shared/catalogue/tool-entry';
import { parseBuildIntegrity, parseBuildPins, type BuildIntegrity, type BuildPins } from './build-integrity';
import { normalizeRemoteUrl, remoteUrlProblem } from './remote-url';

/**
 * The live remote map that `pnpm release` writes and every gateway reads (in Redis or a JSON file,
 * store.ts): per remote, the build everyone gets, an optional canary tried on a share of visitors, and
 * the builds that were live before, newest first, for rollback. A remote without an entry is served
 * from the gateway's starting map (REMOTE_<NAME>_URL, else the gateway's own copy).
 */
export interface Release {
  /** The build's mf-manifest.json (or remoteEntry.js): an absolute URL, or a path on the gateways. */
  url: string;
  /** Its build label when it was released, for people reading the state. */
  label?: string;
  /** When it was released, ISO 8601. */
  at: string;
  /** The sha384 of its remoteEntry.js and of each file its manifest lists, by file name (build-integrity.ts). */
  integrity?: BuildIntegrity;
  /**
   * The public names its tools.json gives (ids and paths), recorded so that a release checks its own against
   * every other area's live build and canary in the same write, under the map's lock: of two releases adding
   * one path at once, the second is refused.
   */
  tools?: PublicName[];
  /** The sha384 of the manifest and tools.json it was released with: gateways act only on those bytes. */
  pins?: BuildPins;
}

/** A tool's public names: its id (embeds) and its path (bookmarks). */
export interface PublicName {
  id: string;
  path: string;
}

export interface CanaryRelease extends Release {
  /** Share of visitors, more than 0 and less than 100, in hundredths at most. */
  percent: number;
  /** `--auto`: the gateways promote it or roll it back on what browsers report (canary-decision.ts). */
  auto?: boolean;
}

/** What an automatic canary decision did, kept so `--status` can say so. */
export interface AutoDecision {
  url: string;
  outcome: 'promoted' | 'rolled back';
  /** The figures behind it, in words. */
  reason: string;
  at: string;
}

export interface RemoteReleases {
  /** Absent while a first canary runs: everyone else gets the starting map's build. */
  live?: Release;
  canary?: CanaryRelease;
  /** Builds that were live before, newest first (at most HISTORY_LENGTH). */
  history: Release[];
  /** The last automatic canary decision for this remote, if any. */
  decision?: AutoDecision;
}

/**
 * A build recorded for the browsers that open its preview link only (`pnpm release <area> <url> --preview <name>`,
 * docs/deploy.md "Preview"): checked as a release is, never in /remotes.json, /tools.json, the canary figures or
 * another visitor's service worker. One per area and name: previewing the name again moves its link to the new build.
 */
export interface PreviewRelease extends Release {
  area: string;
  /** The team's name for it (a branch, say): lower-case letters, digits and hyphens. */
  name: string;
  /** ISO 8601: after this no link opens it, whatever the link says. */
  expiresAt: string;
}

export interface ReleaseState {
  remotes: Record<string, RemoteReleases>;
  /** Builds only the browsers holding their preview link get. */
  previews?: PreviewRelease[];
}

export const EMPTY_STATE: ReleaseState = { remotes: {} };

/** A preview's name: what a branch name becomes in a URL-safe, case-free word (at most 40 characters). */
export const PREVIEW_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** The longest a preview may last: its link opens nothing after this, whatever `--expires` asked. */
export const MAX_PREVIEW_DAYS = 30;
export const DEFAULT_PREVIEW_DAYS = 7;

/** Why `name` cannot name a preview; undefined when it can. */
export function previewNameProblem(name: string): string | undefined {
  return PREVIEW_NAME_PATTERN.test(name)
    ? undefined
    : `A preview's name is 1 to 40 lower-case letters, digits and hyphens (e.g. --preview fix-emi-message), not "${name.slice(0, 60)}"`;
}
export const HISTORY_LENGTH = 10;

export type Transition = { ok: true; state: ReleaseState; message: string } | { ok: false; error: string };

const done = (state: ReleaseState, message: string): Transition => ({ ok: true, state, message });
const refused = (error: string): Transition => ({ ok: false, error });

function withRemote(state: ReleaseState, remote: string, entry: RemoteReleases | undefined): ReleaseState {
  const remotes = { ...state.remotes };
  if (entry) remotes[remote] = entry;
  else delete remotes[remote];
  return { ...state, remotes };
}

/** The previews of `state` still open at `at` (ISO 8601): an expired one is dropped by the next write. */
function openPreviews(state: ReleaseState, at: string): PreviewRelease[] {
  return (state.previews ?? []).filter((preview) => Date.parse(preview.expiresAt) > Date.parse(at));
}

/**
 * Records `release` as the preview `name` of `remote`, open until `expiresAt`: what visitors get does not
 * change. The same name again moves the preview (and its links) to the new build. Refused when its tools
 * clash with another area's live build or canary, as a release would be, so what a team previews can go live.
 */
export function recordPreview(
  state: ReleaseState,
  remote: string,
  release: Release,
  name: string,
  expiresAt: string,
): Transition {
  const badName = previewNameProblem(name);
  if (badName) return refused(badName);
  const clashes = toolClashes(state, remote, release);
  if (clashes.length > 0) return refusedClashes(clashes);
  const others = openPreviews(state, release.at).filter((p) => !(p.area === remote && p.name === name));
  const preview: PreviewRelease = { ...release, area: remote, name, expiresAt };
  return done(
    { ...state, previews: [...others, preview] },
    `${remote}: ${release.url} is the preview "${name}" until ${expiresAt}; visitors keep what they had`,
  );
}

/** Ends the preview `name` of `remote`: its links open the live product from the next page on. */
export function dropPreview(state: ReleaseState, remote: string, name: string, at: string): Transition {
  const previews = openPreviews(state, at);
  if (!previews.some((p) => p.area === remote && p.name === name)) {
    return refused(`${remote} has no open preview "${name}" (pnpm release --status lists them)`);
  }
  return done(
    { ...state, previews: previews.filter((p) => !(p.area === remote && p.name === name)) },
    `${remote}: the preview "${name}" has ended; its links open the live product`,
  );
}

/** A canary share: more than 0, less than 100 (100 % is a release), at most two decimals. */
export function checkCanaryPercent(percent: number): string | undefined {
  if (!Number.isFinite(percent) || percent <= 0 || percent >= 100 || Math.round(percent * 100) !== percent * 100) {
    return 'The canary share must be a percentage above 0 and below 100, e.g. --canary 10 (100 % is a plain release)';
  }
  return undefined;
}

/** What the visitors outside any canary get, in words. */
function liveText(entry: RemoteReleases | undefined): string {
  return entry?.live ? entry.live.url : "the starting map (REMOTE_<NAME>_URL or the gateway's own copy)";
}

/**
 * Where `release`'s tools clash with another area's live build or canary in `state` (the same id, or the
 * same path as routes match); empty when they do not, or when `release` recorded no tools.
 */
export function toolClashes(state: ReleaseState, remote: string, release: Release): string[] {
  const clashes: string[] = [];
  for (const [area, entry] of Object.entries(state.remotes)) {
    if (area === remote) continue;
    for (const [role, other] of [
      ['live build', entry.live],
      ['canary', entry.canary],
    ] as const) {
      for (const mine of release.tools ?? []) {
        for (const theirs of other?.tools ?? []) {
          if (mine.id === theirs.id) clashes.push(`id "${mine.id}" is already served by the ${area} area's ${role}`);
          else if (normalizePath(mine.path) === normalizePath(theirs.path)) {
            clashes.push(`path ${mine.path} is already served by the ${area} area's ${role} (${theirs.id})`);
          }
        }
      }
    }
  }
  return clashes;
}

function refusedClashes(clashes: string[]): Transition {
  return refused(["Refused: the build's tools clash with another area's.", ...clashes.map((c) => `  ${c}`)].join('\n'));
}

/**
 * Makes `release` live for everyone; the build that was live moves to the history. A canary running for
 * the remote ends (its visitors get the new build too). Refused when its tools clash with another area's
 * live build or canary (toolClashes).
 */
export function releaseLive(state: ReleaseState, remote: string, release: Release): Transition {
  const clashes = toolClashes(state, remote, release);
  if (clashes.length > 0) return refusedClashes(clashes);
  const current = state.remotes[remote];
  if (current?.live?.url === release.url && !current.canary) {
    return refused(`${release.url} is already live for ${remote}`);
  }
  const history = [...(current?.live ? [current.live] : []), ...(current?.history ?? [])].slice(0, HISTORY_LENGTH);
  return done(withRemote(state, remote, { live: release, history }), `${remote}: ${release.url} is live for everyone`);
}

/**
 * Serves `release` to `percent` % of visitors; the others keep the live build. Replaces a running canary.
 * Refused when its tools clash with another area's live build or canary (toolClashes).
 */
export function startCanary(
  state: ReleaseState,
  remote: string,
  release: Release,
  percent: number,
  auto = false,
): Transition {
  const invalid = checkCanaryPercent(percent);
  if (invalid) return refused(invalid);
  const clashes = toolClashes(state, remote, release);
  if (clashes.length > 0) return refusedClashes(clashes);
  const current = state.remotes[remote] ?? { history: [] };
  if (current.live?.url === release.url) return refused(`${release.url} is already live for ${remote}: nothing to try`);
  return done(
    withRemote(state, remote, { ...current, canary: { ...release, percent, ...(auto ? { auto } : {}) } }),
    `${remote}: ${release.url} is served to ${percent} % of visitors; the others keep ${liveText(current)}` +
      (auto ? '; the gateways promote it or roll it back on what browsers report' : ''),
  );
}

/** The canary becomes live for everyone; the build that was live moves to the history. */
export function promoteCanary(state: ReleaseState, remote: string, at: string): Transition {
  const current = state.remotes[remote];
  if (!current?.canary) return refused(`${remote} has no canary to promote`);
  const { percent: _percent, auto: _auto, ...canary } = current.canary;
  const entry: RemoteReleases = {
    live: { ...canary, at },
    history: [...(current.live ? [current.live] : []), ...current.history].slice(0, HISTORY_LENGTH),
  };
  return done(withRemote(state, remote, entry), `${remote}: ${canary.url} is live for everyone`);
}

/**
 * One step back. With a canary running, the canary ends and everyone keeps the live build (the state
 * before the canary). Otherwise the build live before this one is live again; when no earlier release is
 * recorded, the remote goes back to the gateways' starting map (REMOTE_<NAME>_URL or their own copy).
 */
export function rollBack(state: ReleaseState, remote: string): Transition {
  const current = state.remotes[remote];
  if (!current) return refused(`${remote} has no release to roll back: it is served from the starting map`);
  if (current.canary) {
    const { canary, ...rest } = current;
    const entry = rest.live || rest.history.length > 0 ? rest : undefined;
    return done(
      withRemote(state, remote, entry),
      `${remote}: the canary ${canary.url} is stopped; everyone gets ${liveText(rest)}`,
    );
  }
  const [previous, ...older] = current.history;
  if (!previous) return done(withRemote(state, remote, undefined), `${remote}: back to ${liveText(undefined)}`);
  return done(
    withRemote(state, remote, { live: previous, history: older }),
    `${remote}: ${previous.url} is live again`,
  );
}

/**
 * A remote whose stored entry the map's checks refused (a URL that fails remote-url.ts, a release that is not
 * an object, hashes that are not sha384…): left out, said in the log, and the gateways keep its last good build.
 */
export interface RejectedRelease {
  remote: string;
  /** The refused release's URL, when it has one. */
  url: string;
  problem: string;
  /** `url`: the URL failed the map's one check; `entry`: something else in the entry is not well-formed. */
  kind: 'url' | 'entry';
}

/**
 * An automatic canary decision (canary-autopilot.ts): promote or roll back the canary `url`, recorded with
 * its reason for `--status`. Refused when the canary running is no longer `url` (a release, a person or
 * another gateway acted first).
 */
export function decideCanary(state: ReleaseState, remote: string, decision: AutoDecision): Transition {
  if (state.remotes[remote]?.canary?.url !== decision.url) {
    return refused(`${remote}: the canary ${decision.url} is no longer running`);
  }
  const result = decision.outcome === 'promoted' ? promoteCanary(state, remote, decision.at) : rollBack(state, remote);
  if (!result.ok) return result;
  const entry = result.state.remotes[remote] ?? { history: [] };
  return done(withRemote(result.state, remote, { ...entry, decision }), result.message);
}

/**
 * Reads a state from its JSON form. Defensive: a store edited by hand or written by another version
 * may hold anything; what is not well-formed is left out rather than breaking every gateway.
 */
export function parseReleaseState(value: unknown): ReleaseState {
  return readReleaseState(value).state;
}

/** What reading a stored map found: its state, the remotes left out, and why the whole value is not a map. */
export interface ReadState {
  state: ReleaseState;
  /** Remotes whose entry is not well-formed: each keeps its last good build. */
  rejected: RejectedRelease[];
  /** Set when the value is not a remote map at all (`null`, `[]`, `"x"`, `{"remotes":[]}`): nothing of it is used. */
  invalid?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * parseReleaseState, also saying what it left out and why. A value that is not `{ "remotes": { … } }` is
 * `invalid` (its state is empty, and a gateway must keep the map it has rather than go back to its starting
 * map). A remote whose entry has anything wrong (a URL that fails the map's one check, a release that is not an
 * object, a canary share out of range, hashes that are not all sha384) is rejected as a whole: keeping the rest
 * of it could serve a build without its hashes or an older build than the one released.
 */
export function readReleaseState(value: unknown): ReadState {
  const rejected: RejectedRelease[] = [];
  if (!isRecord(value)) return { state: EMPTY_STATE, rejected, invalid: `it is ${describeJson(value)}, not an object` };
  if (!isRecord(value.remotes)) {
    return { state: EMPTY_STATE, rejected, invalid: `its "remotes" is ${describeJson(value.remotes)}, not an object` };
  }
  const remotes: ReleaseState['remotes'] = {};
  for (const [name, raw] of Object.entries(value.remotes)) {
    const remote = name.slice(0, AREA_NAME_MAX_LENGTH);
    const badName = areaNameProblem(name);
    if (badName) {
      rejected.push({ remote, url: '', problem: badName, kind: 'entry' });
      continue;
    }
    const entry = readEntry(raw);
    if ('problem' in entry) rejected.push({ remote, ...entry });
    else if (entry.releases) remotes[name] = entry.releases;
  }
  const previews = readPreviews(value.previews);
  return { state: { remotes, ...(previews.length > 0 ? { previews } : {}) }, rejected };
}

/** The stored previews that are well-formed; one that is not opens nothing (it only ever served its own link). */
function readPreviews(value: unknown): PreviewRelease[] {
  if (!Array.isArray(value)) return [];
  const previews: PreviewRelease[] = [];
  for (const item of value.slice(0, 200)) {
    const release = readRelease(item);
    if ('problem' in release) continue;
    const { area, name, expiresAt } = item as Record<string, unknown>;
    if (typeof area !== 'string' || areaNameProblem(area) !== undefined) continue;
    if (typeof name !== 'string' || !PREVIEW_NAME_PATTERN.test(name)) continue;
    if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) continue;
    if (previews.some((p) => p.area === area && p.name === name)) continue;
    previews.push({ ...release, area, name, expiresAt });
  }
  return previews;
}

/** "null", "a list", "text", "a number": what a JSON value is, for a log line (never the value itself). */
function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'string' ? 'text' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

type EntryProblem = { url: string; problem: string; kind: RejectedRelease['kind'] };

/** One remote's entry; `releases` undefined for an entry that says nothing (the starting map). */
function readEntry(value: unknown): { releases: RemoteReleases | undefined } | EntryProblem {
  if (!isRecord(value))
    return { url: '', problem: `its entry is ${describeJson(value)}, not an object`, kind: 'entry' };
  const live = value.live === undefined ? undefined : readRelease(value.live);
  if (live && 'problem' in live) return live;
  let canary: CanaryRelease | undefined;
  if (value.canary !== undefined) {
    const release = readRelease(value.canary);
    if ('problem' in release) return release;
    const { percent, auto } = value.canary as Record<string, unknown>;
    if (typeof percent !== 'number' || checkCanaryPercent(percent) !== undefined) {
      return { url: release.url, problem: 'its canary share is not a percentage above 0 and below 100', kind: 'entry' };
    }
    canary = { ...release, percent, ...(auto === true ? { auto } : {}) };
  }
  if (value.history !== undefined && !Array.isArray(value.history)) {
    return { url: '', problem: 'its history is not a list', kind: 'entry' };
  }
  const history: Release[] = [];
  for (const item of (value.history as unknown[] | undefined) ?? []) {
    const release = readRelease(item);
    if ('problem' in release) return release;
    history.push(release);
  }
  const decision = parseDecision(value.decision);
  if (!live && !canary && history.length === 0) return { releases: undefined };
  return {
    releases: {
      ...(live ? { live } : {}),
      ...(canary ? { canary } : {}),
      history: history.slice(0, HISTORY_LENGTH),
      ...(decision ? { decision } : {}),
    },
  };
}

function readRelease(value: unknown): Release | EntryProblem {
  if (!isRecord(value))
    return { url: '', problem: `a release is ${describeJson(value)}, not an object`, kind: 'entry' };
  const { url, label, at, integrity } = value;
  if (typeof url !== 'string') return { url: '', problem: 'a release has no URL', kind: 'entry' };
  const problem = remoteUrlProblem(url);
  if (problem) return { url: url.slice(0, 200), problem, kind: 'url' };
  // A map written by hand or by an older release may hold `…/v5/%2e%2e/v9/…`: read as the v9 it loads.
  const normalized = normalizeRemoteUrl(url);
  if (label !== undefined && typeof label !== 'string') {
    return { url, problem: 'a release label is not text', kind: 'entry' };
  }
  const tools = value.tools === undefined ? undefined : parsePublicNames(value.tools);
  if (value.tools !== undefined && !tools)
    return { url, problem: 'its tools are not a list of ids and paths', kind: 'entry' };
  const pins = value.pins === undefined ? undefined : parseBuildPins(value.pins);
  if (value.pins !== undefined && !pins) {
    return { url, problem: 'its pins are not the sha384 of its manifest and tools.json', kind: 'entry' };
  }
  const hashes = integrity === undefined ? undefined : parseBuildIntegrity(integrity);
  if (integrity !== undefined && !hashes) {
    return { url, problem: 'its integrity is not a set of sha384 hashes by build file', kind: 'entry' };
  }
  return {
    url: normalized,
    ...(typeof label === 'string' ? { label } : {}),
    at: typeof at === 'string' ? at : new Date(0).toISOString(),
    ...(hashes ? { integrity: hashes } : {}),
    ...(tools ? { tools } : {}),
    ...(pins ? { pins } : {}),
  };
}

/** A stored list of tools' public names, whole or not at all (at most MAX_TOOLS_PER_AREA). */
function parsePublicNames(value: unknown): PublicName[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_TOOLS_PER_AREA) return undefined;
  const names: PublicName[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.id !== 'string' || typeof item.path !== 'string') return undefined;
    if (!TOOL_ID_PATTERN.test(item.id) || !TOOL_PATH_PATTERN.test(item.path)) return undefined;
    names.push({ id: item.id, path: item.path });
  }
  return names;
}

function parseDecision(value: unknown): AutoDecision | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { url, outcome, reason, at } = value as Record<string, unknown>;
  if (typeof url !== 'string' || typeof reason !== 'string' || typeof at !== 'string') return undefined;
  if (outcome !== 'promoted' && outcome !== 'rolled back') return undefined;
  return { url, outcome, reason, at };
}
