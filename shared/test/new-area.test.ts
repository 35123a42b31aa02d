import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkToolEntries } from '@fintools/shared/catalogue/check-tool-entries';

// `pnpm new-area <name>` (scripts/new-area.mjs), run into a copy of the parts of the repository it reads: the
// seed areas' package.json files (their ports) and pnpm-lock.yaml (the importer it copies).

const REPO = path.join(__dirname, '../..');
const SCRIPT = path.join(REPO, 'scripts/new-area.mjs');
const SEED_AREAS = ['calculators', 'tax', 'media', 'chat', 'resume'];

let root = '';
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fintools-new-area-'));
  for (const area of SEED_AREAS) {
    fs.mkdirSync(path.join(root, `mfe-${area}`));
    fs.copyFileSync(path.join(REPO, `mfe-${area}/package.json`), path.join(root, `mfe-${area}/package.json`));
  }
  fs.copyFileSync(path.join(REPO, 'pnpm-lock.yaml'), path.join(root, 'pnpm-lock.yaml'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const newArea = (...args: string[]) => {
  const run = spawnSync(process.execPath, [SCRIPT, ...args, '--root', root], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
};
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

test('a complete area: package, configs, tools.json, the rule with its table test, the screen with its test, the contract', () => {
  const run = newArea('insurance');
  expect(run).toMatchObject({ code: 0, err: '' });
  const files = fs.readdirSync(path.join(root, 'mfe-insurance'), { recursive: true, encoding: 'utf8' });
  expect(files.filter((file) => /\.\w+$/.test(file)).sort()).toEqual([
    'jest.config.cjs',
    'package.json',
    'src/remote-contract.test.tsx',
    'src/simple-interest/simple-interest-input.ts',
    'src/simple-interest/simple-interest-screen.test.tsx',
    'src/simple-interest/simple-interest-screen.tsx',
    'src/simple-interest/simple-interest.test.ts',
    'src/simple-interest/simple-interest.ts',
    'tools.json',
    'tsconfig.json',
    'webpack.config.cjs',
  ]);
  // Plain `pnpm install`: --offline fails with an empty store (ERR_PNPM_NO_OFFLINE_TARBALL), so it is not promised.
  expect(run.out).toMatch(/^ {2}pnpm install {2,}#/m);

  // The area's name is written once, by its folder: no config names it.
  for (const file of ['webpack.config.cjs', 'jest.config.cjs', 'src/remote-contract.test.tsx'])
    expect(read(`mfe-insurance/${file}`)).not.toContain('insurance');

  // One tool, valid, placed by its own ranks, offline, with an icon of the set.
  const check = checkToolEntries(JSON.parse(read('mfe-insurance/tools.json')));
  expect(check).toMatchObject({ ok: true });
  expect(check.ok && check.tools).toEqual([
    expect.objectContaining({
      id: 'insurance-simple-interest',
      path: '/insurance-simple-interest',
      group: 'Insurance',
    }),
  ]);
  expect(read('mfe-insurance/src/simple-interest/simple-interest-screen.tsx')).toContain(
    "toolIntro('insurance-simple-interest')",
  );
});

test('the next free port; the seed areas’ dependencies, so the lockfile’s copy of an importer installs offline', () => {
  expect(newArea('insurance').code).toBe(0);
  const created = JSON.parse(read('mfe-insurance/package.json'));
  expect(created).toMatchObject({ name: '@fintools/mfe-insurance', fintools: { devPort: 3006 } });
  // Each of its packages at the version a seed area (tax) already installs; tax adds its own (jspdf, Playwright).
  const tax = JSON.parse(fs.readFileSync(path.join(REPO, 'mfe-tax/package.json'), 'utf8'));
  expect(tax.dependencies).toMatchObject(created.dependencies);
  expect(tax.devDependencies).toMatchObject(created.devDependencies);
  expect(created.scripts).toEqual(tax.scripts);

  const lock = read('pnpm-lock.yaml');
  const importer = /\n {2}mfe-insurance:\n([\s\S]*?)\n\n/.exec(lock)?.[1] ?? '';
  const taxImporter = /\n {2}mfe-tax:\n([\s\S]*?)\n\n/.exec(lock)?.[1] ?? '';
  // Its entries are the seed's lines for the same packages, so the store resolves each offline.
  const entries = [...importer.matchAll(/ {6}\S+:\n {8}specifier: .*\n {8}version: .*(?=\n|$)/g)].map((m) => m[0]);
  expect(entries).toHaveLength(Object.keys({ ...created.dependencies, ...created.devDependencies }).length);
  for (const entry of entries) expect(taxImporter).toContain(entry);
  // In name order among the importers, and nothing else of the file changed.
  expect(lock.indexOf('\n  mfe-insurance:')).toBeGreaterThan(lock.indexOf('\n  mfe-chat:'));
  expect(lock.indexOf('\n  mfe-insurance:')).toBeLessThan(lock.indexOf('\n  mfe-media:'));
  expect(lock.replace(`\n  mfe-insurance:\n${importer}\n`, '')).toBe(
    fs.readFileSync(path.join(REPO, 'pnpm-lock.yaml'), 'utf8'),
  );

  expect(newArea('life-cover', '--port', '3100').code).toBe(0);
  expect(JSON.parse(read('mfe-life-cover/package.json')).fintools.devPort).toBe(3100);
  expect(JSON.parse(read('mfe-life-cover/tools.json'))[0].group).toBe('Life Cover');
  expect(newArea('pensions').code).toBe(0);
  expect(JSON.parse(read('mfe-pensions/package.json')).fintools.devPort).toBe(3101);
});

test.each([
  [['Insurance'], 1, '"Insurance" is not an area name'],
  [['tax'], 1, 'mfe-tax already exists'],
  [['savings', '--port', '3002'], 1, "port 3002 is already an area's"],
  [['savings', '--port', 'x'], 2, '--port x: a port number from 1024 to 65535'],
  [[], 2, ''],
])('pnpm new-area %j: refused (exit %i), nothing written', (args, code, message) => {
  const lockBefore = read('pnpm-lock.yaml');
  const run = newArea(...args);
  expect(run.code).toBe(code);
  expect(run.err).toContain(message);
  expect(fs.readdirSync(root).sort()).toEqual([...SEED_AREAS.map((area) => `mfe-${area}`), 'pnpm-lock.yaml'].sort());
  expect(read('pnpm-lock.yaml')).toBe(lockBefore);
});
