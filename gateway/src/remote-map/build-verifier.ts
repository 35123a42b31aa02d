import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { withIconPaths } from '@fintools/shared/catalogue/icons';
import { MAX_TOOLS_FILE_BYTES, type ToolEntry } from '@fintools/shared/catalogue/tool-entry';
import { checkToolEntries } from '@fintools/shared/catalogue/check-tool-entries';
import { MAX_JSON_BYTES, MAX_SCRIPT_BYTES, readCdnFile } from '../cdn-fetch';
import type { GatewayConfig } from '../config';
import { isGatewayRoute } from '../gateway-routes';
import {
  checkCompatibility,
  describeProblem,
  readBuildLabel,
  readProvidedVersions,
  readRequirements,
  type OwnCopy,
  type CompatibilityProblem,
  type ProvidedVersions,
} from '../release/compatibility';
import { PROVIDED_SHARED_FILE, manifestUrlOf } from '../release/manifests';
import { readBuildIntegrity, sha384, type BuildIntegrity, type BuildPins } from '../release/build-integrity';
import { shellDist } from '../static-files';
import { BUILD_FILE_TIMEOUT_MS, LOCAL_ORIGIN, toolsUrlOf, type BuildFiles } from './build-files';
import { RemoteMapError, retryDelayMs, type RemoteMapFailureCode } from './map-failures';

/**
 * What one gateway knows of a build: whether it can run on this gateway's shell, its label, and the tools
 * its tools.json lists (null: not readable or not valid, so the build adds no tool to the catalogue).
 */
export interface Verdict {
  /** false too when the manifest or tools.json read is not the one its release pinned (`failure`). */
  compatible: boolean | null;
  /** The pins the build was checked against (build-integrity.ts); none for a release made before pins. */
  pins?: BuildPins;
  /**
   * A file that could not be read, was not valid or is not the one released: the build is waiting for it (or,
   * `pin-mismatch`, held back), and its files are read again at `retryAt`.
   */
  failure?: BuildFailure;
  tools: ToolEntry[] | null;
  problems: CompatibilityProblem[];
  /** The shared modules the build runs its own copy of, where the shell's differs or is missing. */
  ownCopies?: OwnCopy[];
  label: string | null;
  checkedAt: number;
}

/** What a build's verdict is waiting for. */
export interface BuildFailure {
  code: RemoteMapFailureCode;
  file: string;
  reason: string;
  message: string;
  /** When the build was first found waiting (this run of failures). */
  since: number;
  /** How many reads in a row failed. */
  tries: number;
  retryAt: number;
}

/** The code of each shared-module problem. */
export const problemCode = (problem: CompatibilityProblem): RemoteMapFailureCode =>
  problem.kind === 'unsatisfied' ? 'shared-unsatisfied' : 'shared-not-provided';

/** A REMOTE_<AREA>_URL build as this gateway first read it: its pins and its scripts' hashes. */
export interface StartingPins {
  pins: BuildPins;
  integrity: BuildIntegrity;
}

const samePins = (a: BuildPins | undefined, b: BuildPins | undefined) =>
  a?.manifest === b?.manifest && a?.tools === b?.tools;

/**
 * Verifying builds: each build a map names is checked against this gateway's shell (its manifest's shared
 * requirements against shell/dist/provided-shared.json) and its tools.json read, acting only on the bytes its
 * release pinned. The verdicts are kept by URL; a build is checked again when its pins change, or when it
 * could not be read (after RECHECK_UNKNOWN_MS).
 */
export class BuildVerifier {
  private readonly verdicts = new Map<string, Verdict>();
  private provided: { mtimeMs: number; versions: ProvidedVersions | undefined } = { mtimeMs: -1, versions: undefined };
  /** REMOTE_<AREA>_URL builds as this gateway read them at start: their pins and hashes. */
  private readonly startingPins = new Map<string, StartingPins>();
  private readonly startingPinTries = new Map<string, { tries: number; retryAt: number }>();

  constructor(
    private readonly config: GatewayConfig,
    private readonly files: BuildFiles,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  verdict(url: string): Verdict | undefined {
    return this.verdicts.get(url);
  }

  /** Every verdict now, as a copy a snapshot keeps. */
  allVerdicts(): ReadonlyMap<string, Verdict> {
    return new Map(this.verdicts);
  }

  /** Whether this gateway's shell says what it provides (without it nothing can be decided). */
  providedKnown(): boolean {
    return this.provided.versions !== undefined;
  }

  /** What this gateway's shell provides (its provided-shared.json), by share key; none when it says nothing. */
  providedVersions(): ProvidedVersions | undefined {
    return this.provided.versions;
  }

  /** Every REMOTE_<AREA>_URL build pinned so far, as a copy a snapshot keeps. */
  allStartingPins(): ReadonlyMap<string, StartingPins> {
    return new Map(this.startingPins);
  }

  startingPinsOf(url: string): StartingPins | undefined {
    return this.startingPins.get(url);
  }

  /**
   * The shell's provided-shared.json, read again when a deploy replaced it; when it changed, every build is
   * checked again.
   */
  readProvided(): void {
    const file = path.join(shellDist(this.config), PROVIDED_SHARED_FILE);
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      mtimeMs = 0; // none: checks say "unknown" until a shell with the file is deployed
    }
    if (mtimeMs === this.provided.mtimeMs) return;
    let versions: ProvidedVersions | undefined;
    try {
      versions = mtimeMs ? readProvidedVersions(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined;
    } catch {
      versions = undefined;
    }
    this.provided = { mtimeMs, versions };
    this.verdicts.clear();
  }

  /**
   * Checks each of `urls` that needs it: not known yet, released again with other bytes (new pins), or
   * waiting for a file (unreadable, not valid, not the released one) whose retry is due (retryDelayMs): a file
   * that answers again is read within seconds, and the build takes its tools. A build that does not fit the
   * shell stays out until either changes.
   */
  async verify(urls: readonly string[], pinsOf: (url: string) => BuildPins | undefined): Promise<void> {
    const now = this.now();
    const due = urls.filter((url) => {
      const verdict = this.verdicts.get(url);
      if (!verdict || !samePins(verdict.pins, pinsOf(url))) return true;
      return verdict.failure !== undefined && now >= verdict.failure.retryAt;
    });
    await Promise.all(due.map(async (url) => this.verdicts.set(url, await this.check(url, pinsOf(url)))));
  }

  /**
   * Whether the build waits for its tools.json: its tools are not known, so it is advertised only when nothing
   * else can be (a build whose manifest alone waits is served with its tools, its compatibility unknown).
   */
  waitsForTools(url: string): boolean {
    const verdict = this.verdicts.get(url);
    return verdict?.failure !== undefined && verdict.tools === null;
  }

  /** Why a build is not advertised, in words: the pin problem and each shared module it cannot have. */
  problemsOf(name: string, url: string): string[] {
    return describeVerdict(name, this.verdicts.get(url));
  }

  /**
   * Reads a build's tools.json and manifest and checks the manifest against this gateway's shell. With `pins`,
   * each is acted on only when its bytes are the ones released: a swapped file holds the build back (and adds
   * or drops no tool), whatever it says. A file that cannot be read or is not valid leaves the build waiting
   * for it (`failure`), read again at its `retryAt`.
   */
  private async check(url: string, pins: BuildPins | undefined): Promise<Verdict> {
    const checkedAt = this.now();
    const pinned = pins ? { pins } : {};
    let tools: ToolEntry[] | null = null;
    try {
      tools = await this.readTools(url, pins?.tools);
      const manifest = await this.files.json(manifestUrlOf(url), MAX_JSON_BYTES, pins?.manifest);
      // Without the shell's provided-shared.json (a shell built before it existed) nothing can be decided.
      const provided = this.provided.versions;
      const label = readBuildLabel(manifest) ?? null;
      if (!provided) return { compatible: null, tools, problems: [], label, checkedAt, ...pinned };
      const verdict = checkCompatibility(readRequirements(manifest), provided);
      return {
        compatible: verdict.compatible,
        tools,
        problems: verdict.problems,
        ownCopies: verdict.ownCopies,
        label,
        checkedAt,
        ...pinned,
      };
    } catch (error) {
      if (!(error instanceof RemoteMapError)) throw error;
      // Tools read before the manifest failed stand in while nothing else can be served (a copy on this gateway
      // without its manifest); a build whose file is not the released one has none.
      return this.failed(url, error, error.code === 'pin-mismatch' ? null : tools, pinned, checkedAt);
    }
  }

  /**
   * A build one of whose files could not be used: not advertised while another build can be, no tool of it
   * used, its files read again after retryDelayMs (the run of failures counted on).
   */
  private failed(
    url: string,
    error: RemoteMapError,
    tools: ToolEntry[] | null,
    pinned: { pins?: BuildPins },
    checkedAt: number,
  ): Verdict {
    const before = this.verdicts.get(url)?.failure;
    const tries = (before?.tries ?? 0) + 1;
    const { code, file, reason, message } = error;
    this.log.warn(
      { url, code, file, reason, tries },
      code === 'pin-mismatch'
        ? "Remote map: a build's file is not the one its release pinned; the build is held back"
        : "Remote map: cannot use a build's file yet; the build waits, and it is read again until it can",
    );
    return {
      compatible: code === 'pin-mismatch' ? false : null,
      tools,
      problems: [],
      label: null,
      checkedAt,
      failure: {
        code,
        file,
        reason,
        message,
        since: before?.since ?? checkedAt,
        tries,
        retryAt: checkedAt + retryDelayMs(tries),
      },
      ...pinned,
    };
  }

  /**
   * The tools.json published beside a build's manifest, checked. A tool on a path the gateway routes itself
   * (/metrics, /api…) is left out: `pnpm release` refuses such a build, so only a file changed after its
   * release, or a starting map, can hold one. Throws a RemoteMapError when the file cannot be read, is not
   * valid, or is not the one pinned.
   */
  private async readTools(url: string, pin: string | undefined): Promise<ToolEntry[]> {
    const toolsUrl = toolsUrlOf(url);
    const check = checkToolEntries(await this.files.json(toolsUrl, MAX_TOOLS_FILE_BYTES, pin), toolsUrl);
    if (!check.ok) {
      throw new RemoteMapError('file-invalid', toolsUrl.split('?')[0] ?? toolsUrl, check.errors.join('; '));
    }
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

  /**
   * The sha384 of a build's remoteEntry.js and of every file its manifest lists, read as a browser would: a path
   * on this gateway from its disk (resolved against a stand-in origin), anything else from its host.
   */
  private async readIntegrity(url: string, manifestBytes: Uint8Array): Promise<BuildIntegrity> {
    const manifestUrl = manifestUrlOf(url);
    const manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as unknown;
    const base = url.startsWith('/') ? `${LOCAL_ORIGIN}${manifestUrl}` : manifestUrl;
    return readBuildIntegrity(base, manifest, async (file) => {
      const local = file.startsWith(`${LOCAL_ORIGIN}/`) ? file.slice(LOCAL_ORIGIN.length) : undefined;
      if (local === undefined)
        return readCdnFile(file, { maxBytes: MAX_SCRIPT_BYTES, timeoutMs: BUILD_FILE_TIMEOUT_MS });
      return { bytes: await this.files.bytes(local, MAX_SCRIPT_BYTES), type: undefined };
    });
  }

  /**
   * The gateway's own load of a build before an automatic promotion: its remoteEntry.js and every screen and
   * chunk its manifest lists are there, and each is the file its release recorded (`recorded`). Why not, in
   * words, or undefined when the build loads.
   */
  async probe(url: string, recorded: BuildIntegrity | undefined): Promise<string | undefined> {
    let read: BuildIntegrity;
    try {
      read = await this.readIntegrity(url, await this.files.bytes(manifestUrlOf(url), MAX_JSON_BYTES));
    } catch (error) {
      return (error as Error).message;
    }
    for (const [file, hash] of Object.entries(recorded ?? {})) {
      if (read[file] !== undefined && read[file] !== hash)
        return `${file} is not the file released (its sha384 differs)`;
      if (read[file] === undefined) return `${file}, which its release recorded, is not in its manifest`;
    }
    return undefined;
  }

  /**
   * Pins each REMOTE_<AREA>_URL build as this gateway first reads it: its manifest's and tools.json's sha384
   * and its scripts' (the integrity browsers check), so a starting map, and a rollback to it, run only those
   * bytes, like a release. One that cannot be read yet is tried again after retryDelayMs.
   */
  async pinStartingMap(urls: readonly string[]): Promise<void> {
    const now = this.now();
    await Promise.all(
      urls.map(async (url) => {
        const tried = this.startingPinTries.get(url);
        if (this.startingPins.has(url) || (tried && now < tried.retryAt)) return;
        try {
          const manifestBytes = await this.files.bytes(manifestUrlOf(url), MAX_JSON_BYTES);
          const toolsBytes = await this.files.bytes(toolsUrlOf(url), MAX_TOOLS_FILE_BYTES);
          const integrity = await this.readIntegrity(url, manifestBytes);
          this.startingPins.set(url, {
            pins: { manifest: sha384(manifestBytes), tools: sha384(toolsBytes) },
            integrity,
          });
        } catch (error) {
          const tries = (tried?.tries ?? 0) + 1;
          this.startingPinTries.set(url, { tries, retryAt: now + retryDelayMs(tries) });
          this.log.warn(
            { url, reason: (error as Error).message },
            'Remote map: cannot pin a REMOTE_<AREA>_URL build yet (served without hashes until it can be read)',
          );
        }
      }),
    );
  }
}

/** The code of each of describeVerdict's lines, in its order. */
export function verdictCodes(verdict: Verdict | undefined): RemoteMapFailureCode[] {
  return [
    ...(verdict?.failure?.code === 'pin-mismatch' ? (['pin-mismatch'] as const) : []),
    ...(verdict?.problems ?? []).map(problemCode),
  ];
}

/** A verdict's reasons in words: the pin problem and each shared module the build cannot have. */
export function describeVerdict(name: string, verdict: Verdict | undefined): string[] {
  return [
    ...(verdict?.failure?.code === 'pin-mismatch' ? [verdict.failure.message] : []),
    ...(verdict?.problems ?? []).map((problem) => describeProblem(name, problem)),
  ];
}
