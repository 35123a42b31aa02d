// `pnpm test:changed [area …]`: the fast loop for a change to one or a few tool areas, types to browser.
//
// Which areas: those named, else those whose folder (mfe-<area>/) the change touches: files changed against
// HEAD, files git does not track yet, and on a branch other than main everything since it left main. For each
// area: its types, lint and Jest suite; a build of that area alone (the shell and the other areas are built only
// when they have no dist yet); then, in Chromium through the gateway, the one-visit check of each of the area's
// routes, every spec that opens one of them and the area's own browser checks beside its tools. The specs about
// the platform itself (releases, deploys, offline, integrity) and changes outside the areas (shared/, shell/,
// gateway/, e2e/) are `pnpm test`'s: this says so.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { positionals } = parseArgs({ allowPositionals: true });

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

function changedFiles() {
  const files = new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]);
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD')[0];
  if (branch !== 'main' && git('branch', '--list', 'main').length > 0)
    for (const file of git('diff', '--name-only', 'main...HEAD')) files.add(file);
  return [...files];
}

const files = positionals.length > 0 ? [] : changedFiles();
const areas =
  positionals.length > 0
    ? positionals
    : [...new Set(files.map((file) => /^mfe-([a-z0-9-]+)\//.exec(file)?.[1]).filter(Boolean))];
const outside = [...new Set(files.map((file) => file.split('/')[0]).filter((top) => !top.startsWith('mfe-')))];

if (outside.length > 0)
  console.log(`test:changed: the change also touches ${outside.join(', ')}: \`pnpm test\` checks those.`);
if (areas.length === 0) {
  console.log('test:changed: no tool area changed; nothing to check here.');
  process.exit(0);
}
for (const area of areas) {
  if (!fs.existsSync(path.join(root, `mfe-${area}`, 'tools.json'))) {
    console.error(`test:changed: there is no area "${area}" (no mfe-${area}/tools.json)`);
    process.exit(2);
  }
}

const started = Date.now();
function step(name, command, args, env = {}) {
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const took = ((Date.now() - stepStarted) / 1000).toFixed(0);
  console.log(`test:changed: ${name} ${result.status === 0 ? 'passed' : 'FAILED'} in ${took} s`);
  if (result.status !== 0) process.exit(1);
}

const filters = areas.flatMap((area) => ['--filter', `@fintools/mfe-${area}`]);
step('types', 'pnpm', [...filters, 'typecheck']);
step('lint', 'pnpm', ['exec', 'eslint', ...areas.map((area) => `mfe-${area}`)]);
step('unit', 'pnpm', [...filters, 'test']);

// The area's build, and once only, whatever else the gateway serves.
const missing = ['shell', ...fs.readdirSync(root).filter((name) => name.startsWith('mfe-'))].filter(
  (folder) => !areas.includes(folder.slice(4)) && !fs.existsSync(path.join(root, folder, 'dist')),
);
step('build', 'pnpm', [...filters, ...missing.flatMap((folder) => ['--filter', `./${folder}`]), 'build']);

// The specs that open one of the areas' routes, besides routes.spec.ts (limited to the areas by E2E_AREAS).
const PLATFORM_SPECS = /^(area-release|deployment.*|integrity|offline|release|page-hints)\.spec\.ts$/;
const paths = areas.flatMap((area) =>
  JSON.parse(fs.readFileSync(path.join(root, `mfe-${area}`, 'tools.json'), 'utf8')).map((tool) => tool.path),
);
const testsDir = path.join(root, 'e2e', 'tests');
const specs = fs
  .readdirSync(testsDir)
  .filter((file) => file.endsWith('.spec.ts') && !PLATFORM_SPECS.test(file) && file !== 'routes.spec.ts')
  .filter((file) => {
    const text = fs.readFileSync(path.join(testsDir, file), 'utf8');
    return paths.some((route) => new RegExp(`['"\`]${route}[?'"\`]`).test(text));
  });
step(
  'browser',
  'pnpm',
  // An area's own browser checks (mfe-<area>/src/<tool>/*.e2e.ts) are matched by their folder.
  [
    '--filter',
    '@fintools/e2e',
    'exec',
    'playwright',
    'test',
    '--workers=2',
    'routes.spec.ts',
    ...specs,
    ...areas.map((area) => `mfe-${area}/src/`),
  ],
  {
    E2E_AREAS: areas.join(','),
  },
);
console.log(`test:changed: ${areas.join(', ')} checked in ${((Date.now() - started) / 1000).toFixed(0)} s`);
