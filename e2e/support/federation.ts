import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** One package in the page's federation share scope: each version, who provided it, who uses it. */
export type ShareScopeReport = Record<string, Record<string, { from: string; loaded: boolean; useIn: string[] }>>;

export interface FederationReport {
  /** Names of the runtime instances on the page: the host first, then each remote that started. */
  instances: string[];
  /** The host's `default` share scope. */
  scope: ShareScopeReport;
  /** Whether every instance reads that very scope object (one scope, not a copy per remote). */
  oneScopeObject: boolean;
}

/** Reads the federation runtime's state in the page (`globalThis.__FEDERATION__`). */
export function readFederation(page: Page): Promise<FederationReport> {
  return page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[] };
    type Instance = {
      options: { name: string };
      shareScopeMap: Record<string, Record<string, Record<string, Shared>>>;
    };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const instances = federation.__INSTANCES__;
    const host = instances[0]!;
    const hostScope = host.shareScopeMap.default ?? {};
    const scope: Record<string, Record<string, { from: string; loaded: boolean; useIn: string[] }>> = {};
    for (const [pkg, versions] of Object.entries(hostScope)) {
      scope[pkg] = {};
      for (const [version, shared] of Object.entries(versions)) {
        scope[pkg][version] = { from: shared.from, loaded: Boolean(shared.loaded), useIn: [...(shared.useIn ?? [])] };
      }
    }
    return {
      instances: instances.map((instance) => instance.options.name),
      scope,
      oneScopeObject: instances.every((instance) => instance.shareScopeMap.default === hostScope),
    };
  });
}

/**
 * Files of a remote's build that hold only its fallback copies of shared packages (React, react-dom,
 * @fintools/shared…): the manifest's shared assets that no exposed module needs. When the host's
 * singletons are used, none of them is ever downloaded.
 */
export function sharedFallbackFiles(distDir: string): string[] {
  type Assets = { js: { sync: string[]; async: string[] } };
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
    shared: { assets: Assets }[];
    exposes: { assets: Assets }[];
  };
  const files = (entries: { assets: Assets }[]) =>
    entries.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]);
  const exposed = new Set(files(manifest.exposes));
  return [...new Set(files(manifest.shared))].filter((file) => !exposed.has(file));
}
