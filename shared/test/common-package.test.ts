import fs from 'node:fs';
import path from 'node:path';

/*
 * @fintools/shared is the common package: a module of its plain folders (rules, formats, tables, contracts, the
 * catalogue) earns its place by serving two or more packages. One that a single area uses belongs beside its
 * tool in that area, where its team changes it alone (docs/add-a-tool.md). ui/, platform/ and federation/ are the
 * host's runtime and every remote's frame, common by what they are.
 */

const REPO = path.join(__dirname, '../..');
const SOURCE = path.join(REPO, 'shared/src');
const RUNTIME_FOLDERS = ['ui', 'platform', 'federation'];
const TEST_FILE = /\.(test|spec|e2e)\.[cm]?[jt]sx?$|[\\/](test|tests|__tests__)[\\/]/;
const CODE_FILE = /\.[cm]?[jt]sx?$/;

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'dist-dev', 'test-results', 'playwright-report'].includes(entry.name)) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(file);
    return CODE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** "finance/rounding" for shared/src/finance/rounding.ts. */
const moduleOf = (file: string) => path.relative(SOURCE, file).split(path.sep).join('/').replace(CODE_FILE, '');

/** What a file imports, by specifier (static and dynamic imports, re-exports, require). */
function specifiers(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

/** The packages of the repository that may use shared: every area, the shell, the gateway, the e2e harness. */
const PACKAGES = fs
  .readdirSync(REPO)
  .filter(
    (name) =>
      (name.startsWith('mfe-') || ['shell', 'gateway', 'e2e'].includes(name)) &&
      fs.existsSync(path.join(REPO, name, 'package.json')),
  );

const modules = codeFiles(SOURCE)
  .filter((file) => !TEST_FILE.test(file))
  .map(moduleOf);
const plainModules = modules.filter((module) => !RUNTIME_FOLDERS.includes(module.split('/')[0]!));
/** The module a subpath names: the file, or the folder's index. */
const known = (subpath: string | undefined) =>
  subpath === undefined ? undefined : [subpath, `${subpath}/index`].find((module) => modules.includes(module));

/** Module → the packages whose code (not tests) imports it, directly or through other modules of shared. */
function consumers(): Map<string, Set<string>> {
  const direct = new Map(modules.map((module) => [module, new Set<string>()]));
  const importedBy = new Map(modules.map((module) => [module, new Set<string>()]));
  for (const pkg of PACKAGES)
    for (const file of codeFiles(path.join(REPO, pkg)).filter((candidate) => !TEST_FILE.test(candidate)))
      for (const specifier of specifiers(file)) {
        const module = known(/^@fintools\/shared\/(.+)$/.exec(specifier)?.[1]);
        if (module) direct.get(module)!.add(pkg);
      }
  for (const module of modules) {
    const file = [`${module}.ts`, `${module}.tsx`].map((name) => path.join(SOURCE, name)).find(fs.existsSync)!;
    for (const specifier of specifiers(file)) {
      const target = known(
        specifier.startsWith('.')
          ? moduleOf(path.resolve(path.dirname(file), specifier))
          : /^@fintools\/shared\/(.+)$/.exec(specifier)?.[1],
      );
      if (target && target !== module) importedBy.get(target)!.add(module);
    }
  }
  // The catalogue modules the build compiles for Node (shared/build/remote-tools.cjs) run in every area's build.
  const build = fs.readFileSync(path.join(REPO, 'shared/build/remote-tools.cjs'), 'utf8');
  for (const [, name] of build.matchAll(/compileCatalogueModule\('([\w-]+)\.ts'/g))
    for (const pkg of PACKAGES.filter((candidate) => candidate.startsWith('mfe-')))
      direct.get(`catalogue/${name}`)?.add(`${pkg} (its build)`);

  // A pure share group's module (shared/build/webpack.cjs SHARE_GROUPS) is what the builds consume in place of
  // its members: it serves every package they serve. (A singleton group has no module.)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { SHARE_GROUPS } = require('../build/webpack.cjs') as { SHARE_GROUPS: Record<string, string[]> };
  for (const [group, members] of Object.entries(SHARE_GROUPS))
    for (const member of members) importedBy.get(group)?.add(member);
  const memo = new Map<string, Set<string>>();
  const of = (module: string, seen = new Set<string>()): Set<string> => {
    if (memo.has(module)) return memo.get(module)!;
    if (seen.has(module)) return new Set();
    seen.add(module);
    const all = new Set([...direct.get(module)!].map((pkg) => pkg.replace(/ \(its build\)$/, '')));
    for (const importer of importedBy.get(module)!) for (const pkg of of(importer, seen)) all.add(pkg);
    memo.set(module, all);
    return all;
  };
  return new Map(modules.map((module) => [module, of(module)]));
}

test('the scan finds the packages and the plain modules it judges', () => {
  expect(PACKAGES).toEqual(expect.arrayContaining(['shell', 'gateway', 'e2e', 'mfe-calculators', 'mfe-tax']));
  expect(plainModules).toEqual(
    expect.arrayContaining(['format/indian-number', 'finance/rounding', 'catalogue/tool-entry']),
  );
});

test('every plain module of shared/ serves two or more packages', () => {
  const used = consumers();
  const single = plainModules
    .map((module) => ({ module, by: [...used.get(module)!].sort() }))
    .filter(({ by }) => by.length < 2)
    .map(({ module, by }) =>
      by.length === 0
        ? `${module}: no package uses it; remove it`
        : `${module}: only ${by[0]} uses it; move it beside its tool in ${by[0]}`,
    );
  expect(single).toEqual([]);
});
