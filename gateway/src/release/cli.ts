import { parseArgs } from 'node:util';
import { areaNameProblem, parseCatalogue, TOOLS_FILE } from '@fintools/shared/catalogue/catalogue';
import {
  MAX_TOOLS_FILE_BYTES,
  normalizePath,
  untranslatedTools,
  type ToolEntry,
} from '@fintools/shared/catalogue/tool-entry';
import { checkToolEntries } from '@fintools/shared/catalogue/check-tool-entries';
import { LANGUAGES, SOURCE_LANGUAGE } from '@fintools/shared/language/languages';
import { Redis } from 'ioredis';
import { CdnError, MAX_JSON_BYTES, MAX_SCRIPT_BYTES, readCdnFile } from '../cdn-fetch';
import { isGatewayRoute } from '../gateway-routes';
import { loadConfig } from '../config';
import { describeRedisUrl } from '../redis';
import {
  checkCompatibility,
  describeOwnCopies,
  describeProblem,
  readBuildLabel,
  readProvidedVersions,
  readRequirements,
} from './compatibility';
import { entryProblem, readBuildIntegrity, sha384, type BuildIntegrity, type BuildPins } from './build-integrity';
import { manifestUrlOf, PROVIDED_SHARED_FILE } from './manifests';
import { entryDisagreements, readEntryExposes, readEntryRequirements } from './entry-script';
import { screenModule } from '@fintools/shared/catalogue/tool-entry';
import { entryScriptUrl } from '@fintools/shared/federation/remote-map';
import {
  checkCanaryPercent,
  DEFAULT_PREVIEW_DAYS,
  dropPreview,
  MAX_PREVIEW_DAYS,
  previewNameProblem,
  recordPreview,
  promoteCanary,
  releaseLive,
  rollBack,
  startCanary,
  type PublicName,
  type Transition,
} from './release-state';
import type { RemotesStatus } from './remote-status';
import { normalizeRemoteUrl, remoteUrlProblem } from './remote-url';
import { FileReleaseStore, RedisReleaseStore, type ReleaseStore } from './store';
import { formatModulesReport, formatStatusTable } from './status-table';
import { terminalText } from './terminal-text';
import { PreviewTokens } from '../preview/preview-token';

/** The languages a tool's entry should have its words in. */
const TRANSLATED_LANGUAGES = LANGUAGES.map((language) => language.code).filter((code) => code !== SOURCE_LANGUAGE);

/**
 * `pnpm release`: a remote release as one checked, reversible command (docs/deploy.md).
 *
 *   pnpm release <remote> <manifest-url> [--canary <percent> [--auto]] [--retire <id>]…
 *   pnpm release <remote> --promote | --rollback
 *   pnpm release --status
 *
 * It writes the live remote map where the gateways read it (REDIS_URL, else REMOTES_FILE: the same
 * variables as the gateways), and reads the live shell and the gateways' view at FINTOOLS_URL.
 */
export const USAGE = `Usage:
  pnpm release <remote> <manifest-url> [--canary <percent>]   check a build and make it live (or try it on a share of visitors)
      [--auto]                                                 with --canary: the gateways promote it or roll it back on the figures
      [--retire <id>]…                                         let the build drop a live tool on purpose (its id and path)
  pnpm release <remote> --promote                              make the running canary live for everyone
  pnpm release <remote> --rollback                             stop the canary, or go back to the previous live build
  pnpm release <remote> <manifest-url> --preview <name>        check a build and give a link that shows it to whoever opens it, no one else
      [--expires <days>]                                       how long the link opens it (default ${DEFAULT_PREVIEW_DAYS}, at most ${MAX_PREVIEW_DAYS}; e.g. 2 or 0.5)
  pnpm release <remote> --drop-preview <name>                  end a preview: its links open the live product
  pnpm release --status                                        every remote's live, canary, previous and preview builds, with load failures
  pnpm release --status --modules                              per live, canary and preview build: the shared modules it brings its own copy of
<remote> is an area, by its folder's name (mfe-<area>): a live one, or a new one (lower case letters, digits, hyphens).
Environment: REDIS_URL or REMOTES_FILE (as the gateways), FINTOOLS_URL (a gateway; default http://localhost:8080),
PAGE_TOKEN_SECRET (as the gateways: it signs preview links).`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  fetch: typeof fetch;
  now: () => Date;
  /** How long to wait for the gateway at FINTOOLS_URL to serve a change (tests shorten it). */
  confirmWithinMs?: number;
}

type Command =
  | { kind: 'release'; remote: string; url: string; canary?: number; auto: boolean; retire: string[] }
  | { kind: 'preview'; remote: string; url: string; name: string; days: number }
  | { kind: 'drop-preview'; remote: string; name: string }
  | { kind: 'promote'; remote: string }
  | { kind: 'rollback'; remote: string }
  | { kind: 'status'; modules: boolean };

/** Reads the arguments (Node's `util.parseArgs`); a string is the usage error to print. */
export function parseArguments(args: readonly string[]): Command | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        canary: { type: 'string' },
        auto: { type: 'boolean' },
        retire: { type: 'string', multiple: true },
        promote: { type: 'boolean' },
        rollback: { type: 'boolean' },
        status: { type: 'boolean' },
        modules: { type: 'boolean' },
        preview: { type: 'string' },
        expires: { type: 'string' },
        'drop-preview': { type: 'string' },
      },
    });
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /Unknown option '([^']+)'/.exec(message)?.[1];
    if (unknown) return `Unknown option ${unknown}`;
    // `--canary` with nothing after it: the same message as a share out of range.
    if (message.includes('--canary')) return checkCanaryPercent(NaN) ?? message;
    return message;
  }
  const { values, positionals } = parsed;
  if (values.status) {
    const modules = values.modules === true;
    return args.length === (modules ? 2 : 1)
      ? { kind: 'status', modules }
      : '--status takes nothing else but --modules';
  }
  if (values.modules) return '--modules is for --status: pnpm release --status --modules';
  const [remote, url, ...rest] = positionals;
  if (!remote) return 'Name the remote to release';
  const badName = areaNameProblem(remote);
  if (badName) return badName;
  if (rest.length > 0) return `Unexpected "${rest[0]}"`;
  const canary =
    values.canary === undefined ? undefined : /^\d+(\.\d+)?$/.test(values.canary) ? Number(values.canary) : NaN;
  const retire = values.retire ?? [];
  const auto = values.auto === true;
  const dropping = values['drop-preview'];
  if (dropping !== undefined) {
    if (url !== undefined || args.length !== 3) return "--drop-preview takes only the remote and the preview's name";
    return previewNameProblem(dropping) ?? { kind: 'drop-preview', remote, name: dropping };
  }
  if (values.expires !== undefined && values.preview === undefined)
    return '--expires is for a preview: give --preview <name> too';
  const actions = (['promote', 'rollback'] as const).filter((flag) => values[flag]);
  if (actions.length > 0) {
    if (
      actions.length > 1 ||
      url !== undefined ||
      canary !== undefined ||
      retire.length > 0 ||
      auto ||
      values.preview !== undefined
    ) {
      return `--${actions[0]} takes only the remote`;
    }
    return { kind: actions[0]!, remote };
  }
  if (!url) return `Give the new build's manifest URL: pnpm release ${remote} <manifest-url>`;
  const problem = remoteUrlProblem(url);
  if (problem) {
    return `Refused "${url}": ${problem}. Give an http(s) URL with a plain host name (or a path on the gateways such as /mfe/${remote}/mf-manifest.json)`;
  }
  if (canary !== undefined) {
    const invalid = checkCanaryPercent(canary);
    if (invalid) return invalid;
  }
  if (auto && canary === undefined) return '--auto decides a canary: give --canary <percent> too';
  if (values.preview !== undefined) {
    if (canary !== undefined) return '--preview shows one build to whoever holds its link: it takes no --canary';
    const badName = previewNameProblem(values.preview);
    if (badName) return badName;
    const days =
      values.expires === undefined
        ? DEFAULT_PREVIEW_DAYS
        : /^\d+(\.\d+)?$/.test(values.expires)
          ? Number(values.expires)
          : NaN;
    if (!(days > 0 && days <= MAX_PREVIEW_DAYS)) {
      return `--expires is the preview's life in days, above 0 and at most ${MAX_PREVIEW_DAYS} (e.g. --expires 2)`;
    }
    return { kind: 'preview', remote, url: normalizeRemoteUrl(url), name: values.preview, days };
  }
  // Stored and shown as a browser resolves it (`…/v5/%2e%2e/v9/…` is v9), so --status names what runs.
  return {
    kind: 'release',
    remote,
    url: normalizeRemoteUrl(url),
    ...(canary !== undefined ? { canary } : {}),
    auto,
    retire,
  };
}

/**
 * A JSON file from a build's host or the gateway, within the caps of cdn-fetch.ts, and the sha384 of its bytes
 * (what a release pins); a failure says which and why.
 */
async function getJsonFile(
  io: CliIo,
  url: string,
  what: string,
  maxBytes = MAX_JSON_BYTES,
): Promise<{ value: unknown; hash: string }> {
  let bytes: Uint8Array;
  try {
    bytes = (await readCdnFile(url, { fetch: io.fetch, maxBytes })).bytes;
  } catch (error) {
    if (!(error instanceof CdnError)) throw error;
    if (error.kind === 'unreachable') throw new Error(`Cannot reach ${what} at ${url}`, { cause: error });
    if (error.kind === 'status') throw new Error(`${what} at ${url} answered ${error.message}`, { cause: error });
    throw new Error(`Refused: ${what} at ${url}: ${error.message}`, { cause: error });
  }
  try {
    return { value: JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown, hash: sha384(bytes) };
  } catch (error) {
    throw new Error(`${what} at ${url} is not JSON`, { cause: error });
  }
}

const getJson = async (io: CliIo, url: string, what: string) => (await getJsonFile(io, url, what)).value;

/**
 * Checks a new build before anything changes: its manifest can be read, its remoteEntry.js is there, and the
 * gate reads that code (entry-script.ts): the shared modules it requires are those its manifest lists, each
 * provided by the live shell in a version the runtime accepts, and every tool's screen is one of its exposes.
 * The entry's bytes are the ones the release pins (its integrity), so what is checked here is what browsers run.
 * Returns the build's label, or throws with every reason to refuse and what to change.
 */
async function checkBuild(
  io: CliIo,
  site: string,
  remote: string,
  url: string,
  retire: readonly string[],
): Promise<{ label: string | undefined; integrity: BuildIntegrity; tools: PublicName[]; pins: BuildPins }> {
  const absolute = new URL(url, site).href;
  const { value: manifest, hash: manifestHash } = await getJsonFile(
    io,
    manifestUrlOf(absolute),
    `the ${remote} build's manifest`,
  );
  const builtAs = (manifest as { name?: unknown } | null)?.name;
  if (builtAs !== remote) {
    throw new Error(
      `Refused: ${manifestUrlOf(absolute)} is ${typeof builtAs === 'string' ? `the ${builtAs} remote` : 'not a remote manifest'}, not ${remote}`,
    );
  }
  const entry = entryProblem(manifest);
  if (entry) throw new Error(`Refused: ${entry}: the map loads ${entryScriptUrl(manifestUrlOf(absolute))}`);
  // The entry as a file, whatever query the release URL carried (the integrity read names files without it).
  const fileOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  };
  const entryFile = fileOf(entryScriptUrl(manifestUrlOf(absolute)));
  let entryText = '';
  const integrity = await readBuildIntegrity(absolute, manifest, async (file) => {
    const read = await readCdnFile(file, { maxBytes: MAX_SCRIPT_BYTES, fetch: io.fetch });
    if (fileOf(file) === entryFile) entryText = Buffer.from(read.bytes).toString('utf8');
    return read;
  });
  const requirements = readEntryRequirements(entryText);
  const disagreements = entryDisagreements(readRequirements(manifest), requirements);
  if (disagreements.length > 0) {
    throw new Error(
      [
        `Refused: the build's mf-manifest.json and remoteEntry.js disagree on what it needs from the shell; the gate checks the code that runs (remoteEntry.js). [entry-disagrees]`,
        ...disagreements.map((line) => `  ${line}`),
        `Upload the two files of one build together (pnpm --filter @fintools/mfe-${remote} build writes both), then release again.`,
      ].join('\n'),
    );
  }
  const {
    tools,
    entries,
    hash: toolsHash,
  } = await checkTools(io, site, remote, new URL(TOOLS_FILE, manifestUrlOf(absolute)).href, retire);
  const provided = readProvidedVersions(
    await getJson(io, new URL(`/${PROVIDED_SHARED_FILE}`, site).href, 'the live shell’s provided-shared.json'),
  );
  if (!provided) throw new Error(`The live shell at ${site} publishes no valid ${PROVIDED_SHARED_FILE}`);
  const exposes = readEntryExposes(entryText);
  const ghosts = entries.filter((tool) => !exposes.includes(`./${screenModule(tool.screen)}`));
  if (ghosts.length > 0) {
    throw new Error(
      [
        `Refused: the build's remoteEntry.js does not expose the screen of ${ghosts.length === 1 ? 'a tool' : `${ghosts.length} tools`} in its tools.json, so ${ghosts.length === 1 ? 'its page' : 'their pages'} could never load. [screen-not-exposed]`,
        ...ghosts.map(
          (tool) =>
            `  "${tool.id}" names ${tool.screen}: remoteEntry.js has no ./${screenModule(tool.screen)} (it exposes ${exposes.join(', ') || 'nothing'})`,
        ),
        `Build the area from this tools.json (its exposes come from the tools' screens: pnpm --filter @fintools/mfe-${remote} build) and upload the whole build, or remove the tool from tools.json.`,
      ].join('\n'),
    );
  }
  // The requirements of the code that runs: the entry's (the manifest was found to say the same).
  const verdict = checkCompatibility(requirements, provided);
  for (const warning of verdict.warnings) io.err(`Warning: ${describeProblem(remote, warning)} (allowed: not strict)`);
  if (!verdict.compatible) {
    throw new Error(
      [
        'Refused: this build cannot run on the live shell.',
        ...verdict.problems.map((p) => `  ${describeProblem(remote, p)}`),
      ].join('\n'),
    );
  }
  // Not a problem: the modules this build runs its own copy of (docs/decisions/014-pure-modules-travel-with-their-remote.md).
  for (const line of describeOwnCopies(remote, verdict.ownCopies)) io.out(line);
  // The bytes checked here are the ones the gateways will act on (remotes.ts verifies them).
  return { label: readBuildLabel(manifest), integrity, tools, pins: { manifest: manifestHash, tools: toolsHash } };
}

/**
 * The build's tools.json against the live catalogue: valid (at most MAX_TOOLS_PER_AREA tools, a file of at
 * most MAX_TOOLS_FILE_BYTES); no path the gateway routes itself; no id or path that another area serves, live
 * or in a canary; and every id and path this area serves now still there, unless `--retire <id>` says the tool
 * goes on purpose (ids and paths are public: sibling products embed by id, visitors bookmark paths). Returns
 * the tools' public names, which the release records so the same check runs again under the map's lock.
 */
async function checkTools(
  io: CliIo,
  site: string,
  remote: string,
  toolsUrl: string,
  retire: readonly string[],
): Promise<{ tools: PublicName[]; entries: ToolEntry[]; hash: string }> {
  const file = await getJsonFile(io, toolsUrl, `the ${remote} build's ${TOOLS_FILE}`, MAX_TOOLS_FILE_BYTES);
  const check = checkToolEntries(file.value, toolsUrl);
  if (!check.ok)
    throw new Error(["Refused: the build's tools.json is not valid.", ...check.errors.map((e) => `  ${e}`)].join('\n'));
  const untranslated = untranslatedTools(check.tools, TRANSLATED_LANGUAGES);
  if (untranslated.length > 0)
    io.out(
      ['These tools show in English where their words are missing:', ...untranslated.map((t) => `  ${t}`)].join('\n'),
    );
  const live = parseCatalogue(await getJson(io, new URL(`/${TOOLS_FILE}`, site).href, 'the live catalogue'));
  // Bucket 0 is in every canary's share: the catalogue of its visitors holds every running canary's tools.
  const canaries = parseCatalogue(
    await getJson(io, new URL(`/${TOOLS_FILE}?bucket=0`, site).href, 'the canaries’ catalogue'),
  );
  const problems = toolProblems(remote, check.tools, live, retire, canaries);
  if (problems.length > 0)
    throw new Error(
      ["Refused: the build's tools clash with the live catalogue.", ...problems.map((p) => `  ${p}`)].join('\n'),
    );
  const retired = live.filter((tool) => tool.area === remote && retire.includes(tool.id));
  for (const tool of retired) io.out(`Retiring ${tool.id} (${tool.path}).`);
  return { tools: check.tools.map(({ id, path }) => ({ id, path })), entries: check.tools, hash: file.hash };
}

type Listed = { area: string; id: string; path: string };

/**
 * Why a build's tools cannot replace area `remote`'s in the live catalogue `live` (with `canaries`, the
 * catalogue of a visitor in every canary); empty when they can.
 */
export function toolProblems(
  remote: string,
  tools: readonly ToolEntry[],
  live: readonly Listed[],
  retire: readonly string[],
  canaries: readonly Listed[] = [],
): string[] {
  const problems: string[] = [];
  const ids = new Set(tools.map((tool) => tool.id));
  const paths = new Set(tools.map((tool) => normalizePath(tool.path)));
  for (const tool of tools) {
    if (isGatewayRoute(tool.path)) problems.push(`path ${tool.path} is the gateway's own route`);
  }
  for (const tool of live) {
    if (tool.area !== remote || retire.includes(tool.id)) continue;
    if (!ids.has(tool.id)) {
      problems.push(`the live tool "${tool.id}" is missing: ids are public; say --retire ${tool.id} to drop it`);
    } else if (!paths.has(normalizePath(tool.path))) {
      problems.push(
        `the live tool "${tool.id}" lost its path ${tool.path}: paths are public; say --retire ${tool.id} to change it`,
      );
    }
  }
  const others = [...live, ...canaries].filter((tool) => tool.area !== remote);
  for (const tool of others) {
    if (ids.has(tool.id)) problems.push(`id "${tool.id}" is already served by the ${tool.area} area`);
    if (paths.has(normalizePath(tool.path)))
      problems.push(`path ${tool.path} is already served by the ${tool.area} area (${tool.id})`);
  }
  for (const id of retire) {
    if (!live.some((tool) => tool.area === remote && tool.id === id))
      problems.push(`--retire ${id}: ${remote} serves no tool "${id}"`);
  }
  return [...new Set(problems)];
}

/**
 * Why the command must not write the map here: FINTOOLS_URL names a gateway, but neither REDIS_URL nor
 * REMOTES_FILE says where that gateway's map lives, so the default would be this checkout's own
 * gateway/data/remotes.json, which the gateway at FINTOOLS_URL does not read (the release would look done).
 */
export function storeProblem(env: Record<string, string | undefined>): string | undefined {
  const set = (name: string) => (env[name]?.trim() ?? '') !== '';
  if (!set('FINTOOLS_URL') || set('REDIS_URL') || set('REMOTES_FILE')) return undefined;
  return [
    `Refused: FINTOOLS_URL names the gateway at ${env.FINTOOLS_URL!.trim()}, but neither REDIS_URL nor REMOTES_FILE says where its remote map lives.`,
    `  Without them this would write ${loadConfig({}).remotesFile}, this checkout's own map, which that gateway does not read.`,
    '  Set REDIS_URL to the Redis the gateways share, or REMOTES_FILE to the map file they read (docs/deploy.md "Releasing a remote").',
  ].join('\n');
}

function openStore(env: Record<string, string | undefined>): { store: ReleaseStore; close: () => void } {
  const config = loadConfig(env);
  if (!config.redisUrl) return { store: new FileReleaseStore(config.remotesFile), close: () => undefined };
  const client = new Redis(config.redisUrl, { connectTimeout: 5000, maxRetriesPerRequest: 1, lazyConnect: false });
  client.on('error', () => undefined);
  return {
    store: new RedisReleaseStore(client, `redis ${describeRedisUrl(config.redisUrl)}`),
    close: () => client.disconnect(),
  };
}

/**
 * Waits until the gateway at `site` advertises the change, so "done" means visitors get it; false when it did
 * not within the wait, with what it last said (the build it waits for, if any) in `last`.
 */
async function confirm(
  io: CliIo,
  site: string,
  remote: string,
  served: (status: RemotesStatus) => boolean | Promise<boolean>,
): Promise<{ ok: boolean; last?: RemotesStatus }> {
  const deadline = Date.now() + (io.confirmWithinMs ?? 10_000);
  let last: RemotesStatus | undefined;
  do {
    try {
      last = (await getJson(io, new URL('/api/remotes', site).href, 'the gateway')) as RemotesStatus;
      if (last.remotes && (await served(last))) return { ok: true, last };
    } catch {
      // not reachable (yet): keep asking until the deadline
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(500, Math.max(0, deadline - Date.now()))));
  } while (Date.now() < deadline);
  return { ok: false, ...(last ? { last } : {}) };
}

/**
 * Why the gateway has not served the change, in a line, from what its /api/remotes said last: the written build
 * waits for a file or is held back, or the gateway does not want it at all (it follows another map).
 */
function notServedReason(
  status: RemotesStatus | undefined,
  remote: string,
  written: readonly string[],
  same: (a: string | null | undefined, b: string | null | undefined) => boolean,
): string {
  if (!status) return 'it did not answer /api/remotes';
  const entry = status.remotes?.[remote];
  const builds = [entry?.live, entry?.canary].filter(
    (build): build is NonNullable<typeof build> => !!build && written.some((url) => same(url, build.url)),
  );
  const waiting = builds.find((build) => build.waiting)?.waiting;
  if (waiting) return `it is waiting for ${waiting.file} (${waiting.reason}) [${waiting.code}]`;
  const problems = builds.flatMap((build) => build.problems);
  if (problems.length > 0) return `it holds the build back: ${problems.join('; ')}`;
  if (builds.length > 0) return 'it has not served it yet';
  return 'it still serves the map it had: it reads another map (its REDIS_URL or REMOTES_FILE) than the one written';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What signs preview links: the gateways' PAGE_TOKEN_SECRET, which this command must be given as they are. */
export function previewSigner(env: Record<string, string | undefined>): PreviewTokens | string {
  const secret = loadConfig(env).pageTokenSecret;
  if (secret) return new PreviewTokens(Buffer.from(secret, 'utf8'));
  return [
    'Refused: a preview link is signed with PAGE_TOKEN_SECRET, the secret the gateways share, and it is not set here.',
    '  Run the command with the gateways\' PAGE_TOKEN_SECRET (docs/deploy.md "Preview"); a link signed otherwise opens nothing.',
  ].join('\n');
}

/**
 * After a preview is written or dropped: waits until the gateway at `site` lists it ready (or no longer lists
 * it), then prints the link. A preview the gateway cannot serve fails, saying why, as a release does.
 */
async function confirmPreview(
  io: CliIo,
  site: string,
  command: { kind: 'preview' | 'drop-preview'; remote: string; name: string },
  message: string,
  where: string,
  link: () => string,
): Promise<number> {
  const listed = (status: RemotesStatus) =>
    (status.previews ?? []).find((p) => p.area === command.remote && p.name === command.name);
  const confirmed = await confirm(io, site, command.remote, (status) => {
    const preview = listed(status);
    if (command.kind === 'drop-preview') return preview === undefined;
    return preview !== undefined && preview.compatible !== false && !preview.waiting;
  });
  if (!confirmed.ok) {
    const preview = confirmed.last ? listed(confirmed.last) : undefined;
    const why = !confirmed.last
      ? 'it did not answer /api/remotes'
      : command.kind === 'drop-preview'
        ? 'it still lists it'
        : preview?.waiting
          ? `it is waiting for ${preview.waiting.file} (${preview.waiting.reason}) [${preview.waiting.code}]`
          : preview && preview.problems.length > 0
            ? `it cannot run it: ${preview.problems.join('; ')}`
            : 'it does not list it: it reads another map (its REDIS_URL or REMOTES_FILE) than the one written';
    const wait = (io.confirmWithinMs ?? 10_000) / 1000;
    io.err(`Not done: written to ${where}, but the gateway at ${site} did not show it within ${wait} s: ${why}.`);
    return 1;
  }
  io.out(`${message}. Written to ${where}.`);
  if (command.kind === 'preview') {
    io.out('Preview link (the browser that opens it gets this build of the area on every page and embed):');
    io.out(`  ${new URL(`/?preview=${link()}`, site).href}`);
  }
  return 0;
}

/** Runs one command; resolves to the process's exit code (0 done, 1 refused or failed, 2 usage). */
export async function runRelease(
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  // Everything printed may quote a build (a label, a version, a tool): no control character reaches the terminal.
  const { out, err } = io;
  io = { ...io, out: (line) => out(terminalText(line)), err: (line) => err(terminalText(line)) };
  const command = parseArguments(args);
  if (typeof command === 'string') {
    io.err(command);
    io.err(USAGE);
    return 2;
  }
  const site = (env.FINTOOLS_URL?.trim() || 'http://localhost:8080').replace(/\/+$/, '');
  try {
    if (command.kind === 'status') {
      const status = (await getJson(io, `${site}/api/remotes`, 'the gateway')) as RemotesStatus;
      io.out(command.modules ? formatModulesReport(status) : formatStatusTable(status));
      return 0;
    }
    const wrongStore = storeProblem(env);
    if (wrongStore) {
      io.err(wrongStore);
      return 1;
    }
    const previewTokens = command.kind === 'preview' ? previewSigner(env) : undefined;
    if (typeof previewTokens === 'string') {
      io.err(previewTokens);
      return 1;
    }
    const checked =
      command.kind === 'release' || command.kind === 'preview'
        ? await checkBuild(io, site, command.remote, command.url, command.kind === 'release' ? command.retire : [])
        : undefined;
    const label = checked?.label;
    const { store, close } = openStore(env);
    let result: Transition;
    const now = io.now();
    const at = now.toISOString();
    const expiresAt =
      command.kind === 'preview' ? Math.floor((now.getTime() + command.days * DAY_MS) / 1000) * 1000 : 0;
    try {
      const run = command;
      result = await store.update((state) => {
        if (run.kind === 'promote') return promoteCanary(state, run.remote, at);
        if (run.kind === 'rollback') return rollBack(state, run.remote);
        if (run.kind === 'drop-preview') return dropPreview(state, run.remote, run.name, at);
        if (run.kind === 'preview') {
          const { integrity, tools, pins } = checked!;
          const release = { url: run.url, at, ...(label ? { label } : {}), integrity, tools, pins };
          return recordPreview(state, run.remote, release, run.name, new Date(expiresAt).toISOString());
        }
        const { integrity, tools, pins } = checked!;
        const release = { url: run.url, at, ...(label ? { label } : {}), integrity, tools, pins };
        return run.canary === undefined
          ? releaseLive(state, run.remote, release)
          : startCanary(state, run.remote, release, run.canary, run.auto);
      });
    } finally {
      close();
    }
    if (!result.ok) {
      io.err(result.error);
      return 1;
    }
    const entry = result.state.remotes[command.remote];
    const same = (a: string | null | undefined, b: string | null | undefined) =>
      (a ? new URL(a, site).href : null) === (b ? new URL(b, site).href : null);
    if (command.kind === 'preview' || command.kind === 'drop-preview') {
      return await confirmPreview(io, site, command, result.message, store.where, () =>
        command.kind === 'preview' ? previewTokens!.sign(command.remote, command.name, expiresAt) : '',
      );
    }
    const confirmed = await confirm(io, site, command.remote, async (status) => {
      const remote = status.remotes[command.remote];
      if (!remote) {
        // A new area rolled back past its first release has no build at all: the gateway no longer lists it.
        if (!entry?.canary) return entry === undefined;
        // A new area's first canary has no live build to list: the catalogue of a visitor in every canary's
        // share (bucket 0) holds its tools once the gateway took it.
        const canaries = parseCatalogue(
          await getJson(io, new URL(`/${TOOLS_FILE}?bucket=0`, site).href, 'the gateway'),
        );
        return canaries.some((tool) => tool.area === command.remote);
      }
      const live = entry?.live
        ? same(remote.served.live, entry.live.url)
        : remote.live.from === 'starting map' && same(remote.served.live, remote.live.url);
      return live && same(remote.served.canary, entry?.canary?.url);
    });
    if (!confirmed.ok) {
      // A release is true or it fails: written is not live until a gateway serves it.
      const wait = (io.confirmWithinMs ?? 10_000) / 1000;
      io.err(
        [
          `Not live: written to ${store.where}, but the gateway at ${site} did not show the change within ${wait} s: ${notServedReason(
            confirmed.last,
            command.remote,
            [entry?.live?.url, entry?.canary?.url].filter((u): u is string => !!u),
            same,
          )}.`,
          '  Check `pnpm release --status`; the change stays in the map, and a gateway that reads it serves it as soon as it can.',
        ].join('\n'),
      );
      return 1;
    }
    io.out(`${result.message}${label ? ` (${label})` : ''}. Written to ${store.where}.`);
    io.out(`The gateway at ${site} serves it now; every gateway reads the map within seconds.`);
    return 0;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
