import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * Hands a remote the shared module the host provides without the runtime's semver check when the
 * remote's range is `^` + exactly that version ("^0.1.0" and 0.1.0, "^19.3.1" and 19.3.1: every build
 * of one release), which it satisfies by definition. The runtime's check compiles its regular
 * expressions anew on every call: in a CPU profile of /chat-bot that was ~8 ms of the screen's first load,
 * one check per shared module. Any other range (another version, tree shaking) takes the runtime's
 * own path unchanged, strict-version errors included.
 */
export function exactVersionShare(args: ResolveShareArgs): ResolveShareArgs {
  const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
  if (shareInfo.treeShaking || shareInfo.shareConfig?.requiredVersion !== `^${version}`) return args;
  const shared = shareScopeMap[scope]?.[pkgName]?.[version];
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
