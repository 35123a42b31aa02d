import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
/** An exact version as our builds write them: "0.1.1", or a pure module's content version "0.0.0-h1a2b3c4d5e". */
const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/**
 * Whether `version` is in `^<base>`, for plain versions only (no prerelease), by semver's caret rule: the
 * same left-most non-zero part, and not below the base. "0.1.1" is in "^0.1.0"; "0.2.0" is not.
 */
export function inCaretRange(version: string, range: string): boolean {
  const have = PLAIN_VERSION.exec(version)?.slice(1).map(Number);
  const base = range.startsWith('^') ? PLAIN_VERSION.exec(range.slice(1))?.slice(1).map(Number) : undefined;
  if (!have || !base) return false;
  const [major, minor, patch] = have as [number, number, number];
  const [baseMajor, baseMinor, basePatch] = base as [number, number, number];
  if (major !== baseMajor) return false;
  if (baseMajor > 0) return minor > baseMinor || (minor === baseMinor && patch >= basePatch);
  if (minor !== baseMinor) return false;
  return baseMinor > 0 ? patch >= basePatch : patch === basePatch;
}

/**
 * Hands a remote the shared module it asks for without the runtime's semver check in the two cases every
 * build of one release makes, which it can decide by reading the version:
 * - a singleton with a caret range the chosen version is in ("^0.1.0" and the host's 0.1.1, "^19.3.1"
 *   and 19.3.1): the runtime's own choice, with its check passed;
 * - a pure module required at exactly one version ("0.0.0-h1a2b3c4d5e"): the module registered at that
 *   version, the host's when its code is the same, else the remote's own (the only one the runtime's
 *   check would pass).
 * The runtime's check compiles its regular expressions anew on every call: in a CPU profile of /chat-bot
 * that was ~8 ms of the screen's first load, one check per shared module. Anything else (another range,
 * a version the scope lacks, tree shaking) takes the runtime's own path unchanged, strict-version errors
 * included.
 */
export function exactVersionShare(args: ResolveShareArgs): ResolveShareArgs {
  const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
  const { requiredVersion, singleton } = shareInfo.shareConfig ?? {};
  if (shareInfo.treeShaking || typeof requiredVersion !== 'string') return args;
  const versions = shareScopeMap[scope]?.[pkgName];
  const pick = singleton
    ? inCaretRange(version, requiredVersion)
      ? version
      : undefined
    : EXACT_VERSION.test(requiredVersion)
      ? requiredVersion
      : undefined;
  const shared = pick === undefined ? undefined : versions?.[pick];
  if (!shared) return args;
  return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
}

let registered = false;

/**
 * Registers `exactVersionShare` for every federation instance of the page, once: each remote's runtime
 * makes an instance of its own, and a remote's instance is the one that checks what it is handed.
 */
export function registerExactVersionShare(): void {
  if (registered) return;
  registered = true;
  registerGlobalPlugins([{ name: 'fintools-exact-version-share', resolveShare: exactVersionShare }]);
}
