import { satisfy } from '@module-federation/runtime';

/**
 * Whether a remote build can run on the live shell, decided before it goes live (`pnpm release`) and
 * again by every gateway when the remote map changes. The shell provides one copy of React, react-dom
 * and each module of @fintools/shared (shell/dist/provided-shared.json); a remote's mf-manifest.json
 * says, for each module it shares, the range it needs and how strictly. The rules are the federation
 * runtime's own (its `satisfy`, and getRegisteredShare in runtime-core), so a build this check passes is
 * a build the runtime accepts:
 *
 * - a singleton whose provided version is outside the range: with strictVersion the runtime throws (the
 *   tool is down); without it, it warns and uses the provided one;
 * - a non-singleton outside the range: the remote's own copy is used if it bundled one, else it fails;
 * - a module the shell does not provide at all: the remote's own copy, if it has one, else it fails.
 *
 * FinTools remotes share React, react-dom and the ui/ and platform/ modules of @fintools/shared as strict
 * singletons without a copy, and every pure module (rules, validators, tables, formatting) at its content
 * version with their own copy (docs/decisions/014-pure-modules-travel-with-their-remote.md): only a
 * singleton can refuse a build, and the pure modules the shell has other code of (or lacks) are the ones
 * the remote brings itself, which the verdict lists.
 */

/** Share key → the version the shell provides ("react" → "19.3.1"). */
export type ProvidedVersions = Readonly<Record<string, string>>;

/** One `shared` entry of a remote's manifest. */
export interface SharedRequirement {
  name: string;
  /** A semver range; false or "*" accepts any version. */
  requiredVersion: string | false;
  singleton: boolean;
  strictVersion: boolean;
  /** Whether the remote bundles a copy of its own to fall back on (`import: false` means no). */
  hasFallback: boolean;
}

export type CompatibilityProblem =
  | { kind: 'unsatisfied'; module: string; requiredVersion: string; providedVersion: string }
  | { kind: 'not-provided'; module: string; requiredVersion: string };

/** A module the remote runs its own copy of: the shell has another version, or none. */
export interface OwnCopy {
  module: string;
  requiredVersion: string;
  /** What the shell provides instead; undefined when it does not provide the module. */
  providedVersion?: string;
}

export interface CompatibilityVerdict {
  compatible: boolean;
  /** Why the runtime would refuse the build: each is a tool down. */
  problems: CompatibilityProblem[];
  /** What the runtime only warns about (a non-strict singleton outside its range). */
  warnings: CompatibilityProblem[];
  /** The non-singletons the shell cannot satisfy, which the remote brings itself (its bundled copy). */
  ownCopies: OwnCopy[];
}

function rangeText(range: string | false): string {
  return range === false ? '*' : range;
}

function accepts(version: string, range: string | false): boolean {
  return range === false || range === '*' || satisfy(version, range);
}

/**
 * @example checkCompatibility(
 *   [{ name: 'react', requiredVersion: '^19.3.1', singleton: true, strictVersion: true, hasFallback: true }],
 *   { react: '18.3.1' },
 * ) // { compatible: false, problems: [{ kind: 'unsatisfied', module: 'react', requiredVersion: '^19.3.1', providedVersion: '18.3.1' }], warnings: [], ownCopies: [] }
 */
export function checkCompatibility(
  requirements: readonly SharedRequirement[],
  provided: ProvidedVersions,
): CompatibilityVerdict {
  const problems: CompatibilityProblem[] = [];
  const warnings: CompatibilityProblem[] = [];
  const ownCopies: OwnCopy[] = [];
  for (const requirement of requirements) {
    const requiredVersion = rangeText(requirement.requiredVersion);
    const providedVersion = provided[requirement.name];
    if (providedVersion === undefined) {
      if (requirement.hasFallback) ownCopies.push({ module: requirement.name, requiredVersion });
      else problems.push({ kind: 'not-provided', module: requirement.name, requiredVersion });
      continue;
    }
    if (accepts(providedVersion, requirement.requiredVersion)) continue;
    const problem: CompatibilityProblem = {
      kind: 'unsatisfied',
      module: requirement.name,
      requiredVersion,
      providedVersion,
    };
    if (requirement.singleton) (requirement.strictVersion ? problems : warnings).push(problem);
    else if (requirement.hasFallback) ownCopies.push({ module: requirement.name, requiredVersion, providedVersion });
    else problems.push(problem);
  }
  return { compatible: problems.length === 0, problems, warnings, ownCopies };
}

/**
 * One line per problem, naming the module, the range the remote requires and what the shell provides.
 * @example describeProblem('tax', { kind: 'unsatisfied', module: '@fintools/shared/finance/tax', requiredVersion: '^1.0.0', providedVersion: '0.1.0' })
 * // 'tax requires @fintools/shared/finance/tax ^1.0.0, but the live shell provides 0.1.0'
 */
export function describeProblem(remote: string, problem: CompatibilityProblem): string {
  return problem.kind === 'unsatisfied'
    ? `${remote} requires ${problem.module} ${problem.requiredVersion}, but the live shell provides ${problem.providedVersion}`
    : `${remote} requires ${problem.module} ${problem.requiredVersion}, but the live shell does not provide it`;
}

/**
 * What `pnpm release` says about the modules a remote brings itself: a heading and one line per module,
 * or nothing when it runs entirely on the shell's copies.
 * @example describeOwnCopies('calculators', [
 *   { module: '@fintools/shared/finance/emi', requiredVersion: '0.0.0-h2222222222', providedVersion: '0.0.0-h1111111111' },
 * ])
 * // ['calculators brings its own copy of 1 shared module, where the live shell’s differs or is missing:',
 * //  '  @fintools/shared/finance/emi 0.0.0-h2222222222 (the shell has 0.0.0-h1111111111)']
 */
export function describeOwnCopies(remote: string, ownCopies: readonly OwnCopy[]): string[] {
  if (ownCopies.length === 0) return [];
  const count = ownCopies.length === 1 ? '1 shared module' : `${ownCopies.length} shared modules`;
  return [
    `${remote} brings its own copy of ${count}, where the live shell’s differs or is missing:`,
    ...ownCopies.map(
      ({ module, requiredVersion, providedVersion }) =>
        `  ${module} ${requiredVersion} (${providedVersion === undefined ? 'not in the shell' : `the shell has ${providedVersion}`})`,
    ),
  ];
}

/**
 * The requirements in a remote's mf-manifest.json. Builds of this repository state `strictVersion` and
 * `import` (shared/build/release-manifests.cjs); for a manifest without them the runtime's strictest
 * reading is assumed (strict, no fallback), so the check never passes what the runtime would refuse.
 */
export function readRequirements(manifest: unknown): SharedRequirement[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  return shared.flatMap((entry: unknown): SharedRequirement[] => {
    const {
      name,
      requiredVersion,
      singleton,
      strictVersion,
      import: bundled,
    } = (entry ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || name === '') return [];
    return [
      {
        name,
        requiredVersion: typeof requiredVersion === 'string' && requiredVersion !== '' ? requiredVersion : false,
        singleton: singleton === true,
        strictVersion: strictVersion !== false,
        hasFallback: bundled === true,
      },
    ];
  });
}

/** The build label a manifest carries (`metaData.buildInfo.buildLabel`), if any. */
export function readBuildLabel(manifest: unknown): string | undefined {
  const label = (manifest as { metaData?: { buildInfo?: { buildLabel?: unknown } } } | null)?.metaData?.buildInfo
    ?.buildLabel;
  return typeof label === 'string' && label.trim() !== '' ? label.trim().slice(0, 200) : undefined;
}

/** provided-shared.json's versions; undefined when the body is not that file. */
export function readProvidedVersions(body: unknown): ProvidedVersions | undefined {
  const shared = (body as { shared?: unknown } | null)?.shared;
  if (!shared || typeof shared !== 'object' || Array.isArray(shared)) return undefined;
  const versions: Record<string, string> = {};
  for (const [name, version] of Object.entries(shared)) if (typeof version === 'string') versions[name] = version;
  return versions;
}
