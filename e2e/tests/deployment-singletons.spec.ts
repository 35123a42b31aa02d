import path from 'node:path';
import { remoteDist } from '../support/builds';
import { readFederation, sharedFallbackFiles } from '../support/federation';
import { expect, test } from '../support/fixtures';
import { seeImageSearch, useTaxCompare } from '../support/tool-checks';

/*
 * One React and one @fintools/shared at run time, whatever the remotes bundled: after tools from two
 * remotes have run in one page, the federation runtime's share scope holds exactly one version of each
 * singleton, provided by the shell, used by both remotes, and no remote downloaded its own fallback copy.
 * (That a remote needing another major fails loudly is shared/src/federation/shared-singletons.test.ts.)
 */

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@fintools/shared',
  '@fintools/shared/ui',
];

test('tools from two remotes run on the shell’s one React and one @fintools/shared', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/taxcompare-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Compare' })).toBeVisible({ timeout: 15_000 });
  await useTaxCompare(page);
  // On to a second remote in the same page, through the sidebar: the runtime and its scope stay.
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('button', { name: 'Get Img/Video' }).click();
  await sidebar.getByRole('link', { name: 'Image Download' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Image Search' })).toBeVisible({ timeout: 15_000 });
  await seeImageSearch(page);

  const federation = await readFederation(page);
  expect(federation.instances).toEqual(['shell', 'tax', 'media']);
  expect(federation.oneScopeObject).toBe(true);
  for (const pkg of SINGLETONS) {
    const versions = federation.scope[pkg] ?? {};
    expect(Object.keys(versions), `${pkg}: one version in the share scope`).toHaveLength(1);
    const [only] = Object.values(versions);
    expect(only, `${pkg} is the shell's copy`).toMatchObject({ from: 'shell', loaded: true });
  }
  // Both remotes rendered with it (react-dom is the shell's renderer; screens never import it).
  for (const pkg of ['react', 'react/jsx-runtime', '@fintools/shared/ui']) {
    expect(Object.values(federation.scope[pkg]!)[0]!.useIn).toEqual(expect.arrayContaining(['tax', 'media']));
  }

  // The same module objects, asked of each remote's own runtime instance.
  const sameModules = await page.evaluate(async () => {
    type Instance = {
      options: { name: string };
      loadShare: (pkg: string) => Promise<false | (() => Record<string, unknown>)>;
    };
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__
      .__INSTANCES__;
    const probe = async (instance: Instance) => {
      const react = await instance.loadShare('react');
      const shared = await instance.loadShare('@fintools/shared');
      return { useState: react && react().useState, formatInr: shared && shared().formatInr };
    };
    const [host, ...remotes] = await Promise.all(instances.map(probe));
    return remotes.every(
      (remote) => remote.useState === host!.useState && remote.formatInr === host!.formatInr && host!.useState,
    );
  });
  expect(sameModules).toBe(true);

  // Neither remote downloaded its bundled fallback copies.
  for (const name of ['tax', 'media'] as const) {
    const fallbacks = sharedFallbackFiles(remoteDist(name));
    expect(fallbacks.length).toBeGreaterThan(0);
    const downloaded = requested
      .filter((url) => url.includes(`/mfe/${name}/`))
      .map((url) => path.posix.basename(new URL(url).pathname));
    expect(
      downloaded.filter((file) => fallbacks.includes(file)),
      `${name} downloaded its own copy of a singleton`,
    ).toEqual([]);
  }
});
