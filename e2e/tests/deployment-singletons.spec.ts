import fs from 'node:fs';
import path from 'node:path';
import { remoteDist } from '../support/builds';
import { readFederation, sharedFallbackFiles } from '../support/federation';
import { expect, test } from '../support/fixtures';
import { seeImageSearch, useTaxCompare } from '../support/tool-checks';

/*
 * One React and one @fintools/shared at run time when the remotes are built from the shell's code: after
 * tools from two remotes have run in one page, the federation runtime's share scope holds exactly one
 * version of each module, provided by the shell, used by both remotes, and no remote downloaded its own
 * fallback copy. @fintools/shared is shared module by module (shared/build/webpack.cjs sharedModulePaths):
 * a singleton (ui/base, the share group ui/screen is consumed as: docs/decisions/025-share-groups.md) and a
 * pure module (format/indian-number, whose copy each remote bundles as a
 * fallback, docs/decisions/014-pure-modules-travel-with-their-remote.md) stand for the rest.
 * (That a remote needing another major fails loudly, and that one built against other code of a pure
 * module runs its own copy, is shared/src/federation/shared-singletons.test.ts.)
 */

const REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
// Provided lazily by the shell; the runtime then names the first remote that asked for one as its
// `from`, so which copy it is is checked below by identity.
const SHARED_MODULES = ['@fintools/shared/format/indian-number', '@fintools/shared/ui/base'];

test('tools from two remotes run on the shell’s one React and one @fintools/shared', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/taxcompare-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Compare' })).toBeVisible();
  await useTaxCompare(page);
  // On to a second remote in the same page, through the sidebar: the runtime and its scope stay.
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('button', { name: 'Get Img/Video' }).click();
  await sidebar.getByRole('link', { name: 'Image Download' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Image Search' })).toBeVisible();
  await seeImageSearch(page);

  const federation = await readFederation(page);
  expect(federation.instances).toEqual(['shell', 'tax', 'media']);
  expect(federation.oneScopeObject).toBe(true);
  for (const pkg of [...REACT, ...SHARED_MODULES]) {
    const versions = federation.scope[pkg] ?? {};
    expect(Object.keys(versions), `${pkg}: one version in the share scope`).toHaveLength(1);
    const [only] = Object.values(versions);
    expect(only, `${pkg} is loaded once`).toMatchObject({ loaded: true });
    if (REACT.includes(pkg)) expect(only, `${pkg} is the shell's copy`).toMatchObject({ from: 'shell' });
  }
  // Both remotes rendered with it (react-dom is the shell's renderer; screens never import it).
  for (const pkg of ['react', 'react/jsx-runtime', '@fintools/shared/ui/base']) {
    expect(Object.values(federation.scope[pkg]!)[0]!.useIn).toEqual(expect.arrayContaining(['tax', 'media']));
  }

  // One scope object for every instance, one version of each module in it, loaded once, from the shell, and
  // used by both remotes: the same module objects. (Asking a remote's own instance with loadShare is no probe:
  // a remote consumes React with `import: false`, so its runtime has no getter of its own to answer with.)

  // Neither remote downloaded its bundled fallback copies.
  for (const name of ['tax', 'media'] as const) {
    const fallbacks = sharedFallbackFiles(remoteDist(name));
    expect(fallbacks.length).toBeGreaterThan(0);
    const downloaded = requested
      .filter((url) => url.includes(`/mfe/${name}/`))
      .map((url) => path.posix.basename(new URL(url).pathname));
    expect(
      downloaded.filter((file) => fallbacks.includes(file)),
      `${name} downloaded its own copy of a shared module`,
    ).toEqual([]);
  }
});

test('remotes bundle no copy of a singleton module, and their copies of pure modules only as fallbacks', () => {
  // A string from platform/gateway-url (a singleton: the gateway's address is page state) and one from
  // format/indian-number (pure: a remote that imports it, directly or through a rule, keeps a copy to fall
  // back on).
  const singletonMarker = 'gatewayUrl needs a page (or setGatewayBase) to resolve against';
  const pureMarker = 'formatNumberIn needs a finite number';
  for (const name of ['calculators', 'tax', 'media', 'chat', 'resume'] as const) {
    const dist = remoteDist(name);
    // embed.js is the host of a sibling page: its small script, and the host chunk beside it that it loads.
    const isEmbed = (file: string) => file === 'embed.js' || /^embed-host\.[0-9a-f]+\.js$/.test(file);
    const files = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
    const remoteFiles = files.filter((file) => !isEmbed(file));
    expect(remoteFiles.length, name).toBeGreaterThan(2);
    const holding = (marker: string) =>
      remoteFiles.filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes(marker));
    expect(holding(singletonMarker), `${name} bundles no copy of a singleton`).toEqual([]);
    // Its own copy of a pure module is in a chunk no exposed module loads: downloaded only if the shell's differs.
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string }[];
    };
    const sharesIt = manifest.shared.some((entry) => entry.name === '@fintools/shared/format/indian-number');
    const copies = holding(pureMarker);
    if (sharesIt) expect(copies.length, `${name} carries its own copy of format/indian-number`).toBeGreaterThan(0);
    const fallbacks = sharedFallbackFiles(dist);
    expect(
      copies.filter((file) => !fallbacks.includes(file)),
      `${name}: copies outside the fallbacks`,
    ).toEqual([]);
    const embedHost = files.filter((file) => isEmbed(file) && file !== 'embed.js');
    expect(embedHost, `${name} has one embed host`).toHaveLength(1);
    const embedSource = fs.readFileSync(path.join(dist, embedHost[0]!), 'utf8');
    for (const marker of [singletonMarker, pureMarker]) {
      expect(embedSource, `${name}/${embedHost[0]} is a host`).toContain(marker);
    }
  }
});
