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
  type CompatibilityProblem,
  type ProvidedVersions,
} from '../release/compatibility';
import { PROVIDED_SHARED_FILE, manifestUrlOf } from '../release/manifests';
import { readBuildIntegrity, sha384, type BuildIntegrity, type BuildPins } from '../release/build-integrity';
import { shellDist } from '../static-files';
import { BUILD_FILE_TIMEOUT_MS, type BuildFiles, LOCAL_ORIGIN, PinMismatch, toolsUrlOf } from './build-files';

/**
 * What one gateway knows of a build: whether it can run on this gateway's shell, its label, and the tools
 * its tools.json lists (null: not readable or not valid, so the build adds no tool to the catalogue).
 */
export interface Verdict {
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

/** A REMOTE_<AREA>_URL build as this gateway first read it: its pins and its scripts' hashes. */
export interface StartingPins {
  pins: BuildPins;
  integrity: BuildIntegrity;
}

/** A manifest that could not be read is asked for again after this, not on every poll. */
const RECHECK_UNKNOWN_MS = 30_000;

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
  private readonly startingPinTries = new Map<string, number>();

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
   * Checks each of `urls` that needs it: not known yet, released again with other bytes (new pins), or not
   * readable (or held back for a file that is not the released one) the last time.
   */
  async verify(urls: readonly string[], pinsOf: (url: string) => BuildPins | undefined): Promise<void> {
    const now = this.now();
    const due = urls.filter((url) => {
      const verdict = this.verdicts.get(url);
      if (verdict && !samePins(verdict.pins, pinsOf(url))) return true;
      // Restored on its host, a held-back build serves again. A build that does not fit the shell stays out
      // until either changes.
      const again = verdict?.compatible === null || verdict?.pinProblem !== undefined;
      return !verdict || (again && now - verdict.checkedAt > RECHECK_UNKNOWN_MS);
    });
    await Promise.all(due.map(async (url) => this.verdicts.set(url, await this.check(url, pinsOf(url)))));
  }

  /** Why a build is not advertised, in words: the pin problem and each shared module it cannot have. */
  problemsOf(name: string, url: string): string[] {
    return describeVerdict(name, this.verdicts.get(url));
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
    const provided = this.provided.versions;
    let manifest: unknown;
    try {
      manifest = await this.files.json(manifestUrlOf(url), MAX_JSON_BYTES, pins?.manifest);
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
    const toolsUrl = toolsUrlOf(url);
    try {
      const check = checkToolEntries(await this.files.json(toolsUrl, MAX_TOOLS_FILE_BYTES, pin), toolsUrl);
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
   * Pins each REMOTE_<AREA>_URL build as this gateway first reads it: its manifest's and tools.json's sha384
   * and its scripts' (the integrity browsers check), so a starting map, and a rollback to it, run only those
   * bytes, like a release. One that cannot be read yet is tried again after RECHECK_UNKNOWN_MS.
   */
  async pinStartingMap(urls: readonly string[]): Promise<void> {
    const now = this.now();
    await Promise.all(
      urls.map(async (url) => {
        if (this.startingPins.has(url) || now - (this.startingPinTries.get(url) ?? -Infinity) < RECHECK_UNKNOWN_MS) {
          return;
        }
        this.startingPinTries.set(url, now);
        try {
          const manifestUrl = manifestUrlOf(url);
          const manifestBytes = await this.files.bytes(manifestUrl, MAX_JSON_BYTES);
          const toolsBytes = await this.files.bytes(toolsUrlOf(url), MAX_TOOLS_FILE_BYTES);
          const manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as unknown;
          // A path on this gateway is resolved against a stand-in origin and read from disk.
          const base = url.startsWith('/') ? `${LOCAL_ORIGIN}${manifestUrl}` : manifestUrl;
          const integrity = await readBuildIntegrity(base, manifest, async (file) => {
            const local = file.startsWith(`${LOCAL_ORIGIN}/`) ? file.slice(LOCAL_ORIGIN.length) : undefined;
            if (local === undefined)
              return readCdnFile(file, { maxBytes: MAX_SCRIPT_BYTES, timeoutMs: BUILD_FILE_TIMEOUT_MS });
            return { bytes: await this.files.bytes(local, MAX_SCRIPT_BYTES), type: undefined };
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
}

/** A verdict's reasons in words: the pin problem and each shared module the build cannot have. */
export function describeVerdict(name: string, verdict: Verdict | undefined): string[] {
  return [
    ...(verdict?.pinProblem ? [verdict.pinProblem] : []),
    ...(verdict?.problems ?? []).map((problem) => describeProblem(name, problem)),
  ];
}
