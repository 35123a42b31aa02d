import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as FintoolsShared from '../index';
import * as FintoolsSharedUi from '../ui/index';
import { SHARED_PACKAGE_VERSION } from '../version';
import type { ProvidedShared } from './tool-loader';

/**
 * The host's singletons for remotes: React, its JSX runtime, react-dom and @fintools/shared (both
 * entry points). Remotes require the same major (`^` ranges, strictVersion) so a remote built against
 * another major fails loudly instead of rendering with a second React.
 */
export function providedSharedLibraries(): Record<string, ProvidedShared> {
  const react = { version: React.version, requiredVersion: `^${React.version}` };
  const shared = { version: SHARED_PACKAGE_VERSION, requiredVersion: `^${SHARED_PACKAGE_VERSION}` };
  return {
    react: { ...react, lib: () => React },
    'react/jsx-runtime': { ...react, lib: () => JsxRuntime },
    'react-dom': { ...react, lib: () => ReactDom },
    // Sharing react-dom does not share react-dom/client (TOOLCHAIN.md): a remote's ./mount renders with the host's.
    'react-dom/client': { ...react, lib: () => ReactDomClient },
    '@fintools/shared': { ...shared, lib: () => FintoolsShared },
    '@fintools/shared/ui': { ...shared, lib: () => FintoolsSharedUi },
  };
}
