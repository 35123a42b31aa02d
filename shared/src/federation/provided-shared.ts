import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { SHARED_PACKAGE_VERSION } from './package-version';
import { SHARE_GROUPS, SHARED_MODULE_LOADERS, SHARED_MODULE_VERSIONS } from './shared-module-files';
import type { ProvidedShared } from './tool-loader';

/**
 * The host's shared libraries for remotes: React, its JSX runtime, react-dom and every module of
 * @fintools/shared, each module under its own share key (`@fintools/shared/<path>`), because a shared
 * module ships whole (docs/decisions/003-share-shared-module-by-module.md). The modules are the ones the
 * build finds (shared-module-files.ts), each downloaded when a remote first asks for it.
 *
 * React, react-dom and the ui/ and platform/ modules are singletons: remotes require this major (React)
 * or minor (`^0.1.0`, shared) strictly, so a remote built against another fails loudly instead of
 * rendering with a second React or a second UrlStateProvider. The pure modules are provided at their
 * content version, which a remote requires exactly: it takes this copy when its own is the same code, and
 * its own copy otherwise (docs/decisions/014-pure-modules-travel-with-their-remote.md).
 */
export function providedSharedLibraries(): Record<string, ProvidedShared> {
  const react = { version: React.version, requiredVersion: `^${React.version}` };
  const provide = (
    path: string,
    version: string | undefined,
    get: () => Promise<() => unknown>,
  ): [string, ProvidedShared] => {
    // A module the build found but did not version: the two lists come from different sources.
    if (version === undefined) throw new Error(`No version for the shared module ${path}`);
    const requiredVersion = version === SHARED_PACKAGE_VERSION ? `^${version}` : version;
    return [`@fintools/shared/${path}`, { version, requiredVersion, get }];
  };
  const shared = Object.entries(SHARED_MODULE_LOADERS).map(([path, load]) =>
    provide(path, SHARED_MODULE_VERSIONS[path], () => load().then((module) => () => module)),
  );
  // A group is one object of its members' own exports (the very functions each member's key provides), at the
  // package version (singletons) or at the group module's content version, which covers its members' code.
  const groups = Object.entries(SHARE_GROUPS).map(([group, members]) =>
    provide(group, SHARED_MODULE_VERSIONS[group] ?? SHARED_PACKAGE_VERSION, () =>
      Promise.all(members.map((member) => SHARED_MODULE_LOADERS[member]!())).then(
        (modules) => () => Object.assign({}, ...modules) as unknown,
      ),
    ),
  );
  return {
    react: { ...react, lib: () => React },
    'react/jsx-runtime': { ...react, lib: () => JsxRuntime },
    'react-dom': { ...react, lib: () => ReactDom },
    // Sharing react-dom does not share react-dom/client (docs/decisions/002-runtime-only-host.md): a remote's ./mount renders with the host's.
    'react-dom/client': { ...react, lib: () => ReactDomClient },
    ...Object.fromEntries(shared),
    ...Object.fromEntries(groups),
  };
}
