import { init, loadRemote, registerRemotes } from '@module-federation/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { ComponentType } from 'react';
import type { RemoteName, ToolDefinition } from '../catalog/tools';
import type { RemoteMap } from './remote-map';

/** A singleton the host hands to remotes: the host's own copy of a package. */
export interface ProvidedShared {
  version: string;
  requiredVersion: string;
  lib: () => unknown;
}

export interface ToolLoaderOptions {
  /** The federation host's name ("shell", "embed", "calculators-page"). */
  hostName: string;
  remotes: RemoteMap;
  /** Package name → the host's copy (react, react-dom, @fintools/shared…). */
  shared: Record<string, ProvidedShared>;
}

export interface ToolLoader {
  /**
   * Loads a tool's screen component from its remote. `attempt` > 0 re-registers the remote first, so a
   * Retry after a failed load really fetches the manifest and entry again instead of reusing the failure.
   */
  loadTool(tool: Pick<ToolDefinition, 'remote' | 'module'>, attempt?: number): Promise<ComponentType>;
  /** Loads any exposed module of a remote (used for `./mount`). */
  loadExposed<T>(remote: RemoteName, exposed: string, attempt?: number): Promise<T>;
  /** Makes one more remote known (another embed.js on the same page). */
  addRemote(remote: RemoteName, entry: string): void;
}

/**
 * Starts the federation runtime once for this page: no remotes at init, the host's React and shared
 * package provided as singletons, `loaded-first` so one dead remote cannot break start-up, and the
 * runtime core injected for remotes built with `externalRuntime` (TOOLCHAIN.md).
 */
export function createToolLoader({ hostName, remotes, shared }: ToolLoaderOptions): ToolLoader {
  init({
    name: hostName,
    remotes: [],
    plugins: [injectExternalRuntimeCore()],
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      Object.entries(shared).map(([name, provided]) => [
        name,
        {
          version: provided.version,
          lib: provided.lib,
          shareConfig: { singleton: true, requiredVersion: provided.requiredVersion },
        },
      ]),
    ),
  });

  const known: RemoteMap = { ...remotes };
  registerRemotes(Object.entries(known).map(([name, entry]) => ({ name, entry: entry as string })));

  async function loadExposed<T>(remote: RemoteName, exposed: string, attempt = 0): Promise<T> {
    const entry = known[remote];
    if (!entry) throw new Error(`No address is configured for the ${remote} remote`);
    if (attempt > 0) registerRemotes([{ name: remote, entry }], { force: true });
    const module = await loadRemote<T>(`${remote}/${exposed}`);
    if (!module) throw new Error(`${remote}/${exposed} did not load`);
    return module;
  }

  return {
    loadExposed,
    addRemote(remote, entry) {
      if (known[remote] === entry) return;
      known[remote] = entry;
      registerRemotes([{ name: remote, entry }], { force: true });
    },
    async loadTool(tool, attempt = 0) {
      const module = await loadExposed<{ default?: ComponentType }>(tool.remote, tool.module, attempt);
      if (typeof module.default !== 'function' && typeof module.default !== 'object') {
        throw new Error(`${tool.remote}/${tool.module} has no screen component`);
      }
      return module.default as ComponentType;
    },
  };
}
