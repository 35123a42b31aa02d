/**
 * `pnpm --filter @fintools/e2e variants`: makes, once and before the browser run, every other build the
 * browser suite deploys (support/variants.ts), so no spec runs webpack. Run after `pnpm build`; `pnpm test`
 * runs it in its build phase. A variant whose sources have not changed since it was made is kept.
 *
 * Each variant build starts from a copy of the product build's webpack cache (only what differs is
 * compiled again: a label, a tool, the copied sources), so the four cost about what one cold build does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildRemoteAt, copyPackages, editFile } from './support/area-builds';
import { runToEnd } from './support/processes';
import { REPO_ROOT } from './support/start-gateway';
import {
  CALCULATORS_V2,
  NEW_AREA,
  NEW_AREA_NAME,
  SHELL_V2,
  sourceStamp,
  TAX_V2,
  VARIANTS_ROOT,
  variantWork,
  type Variant,
} from './support/variants';

/** Bumped when what a recipe makes changes, so kept variants are made again. */
const RECIPE_VERSION = '5';

/**
 * Seeds a build's webpack cache for builds elsewhere from the product build's cache in `fromDir`. A build
 * elsewhere (FINTOOLS_DIST_DIR) keeps a cache of its own named `<config>-<mode>-other-dist`
 * (shared/build/webpack.cjs), so that it never churns the product build's, which webpack names
 * `<config>-<mode>__compiler<n>__` in a build of several configs.
 */
function seedOtherDistCache(fromDir: string, toDir: string): void {
  if (!fs.existsSync(fromDir)) return;
  fs.mkdirSync(toDir, { recursive: true });
  for (const entry of fs.readdirSync(fromDir)) {
    const match = /^(.*?)__compiler\d+__$/.exec(entry);
    if (!match || match[1]!.endsWith('-other-dist')) continue;
    const target = path.join(toDir, `${match[1]!}-other-dist`);
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(fromDir, entry), target, { recursive: true });
  }
}

const cacheOf = (packageDir: string) => path.join(packageDir, 'node_modules', '.cache', 'webpack');

/**
 * The configurations of a remote that the specs serve: the remote and its embed.js. Not its standalone page,
 * which only its team's dev server shows.
 */
const servedConfigs = (area: string) => [`${area}-remote`, `${area}-embed`];

/** A package of the repository built again elsewhere with another label: its sources are the product's. */
async function rebuildWithLabel(variant: Variant, folder: string, configs: string[] = []): Promise<void> {
  seedOtherDistCache(cacheOf(path.join(REPO_ROOT, folder)), cacheOf(path.join(REPO_ROOT, folder)));
  await buildRemoteAt(path.join(REPO_ROOT, folder), path.join(variantWork(variant), 'dist'), variant.label, configs);
}

/**
 * What a calculators team changes alone, in a copy of its packages: a new pure module in shared/ (found by the
 * build with no list to update), the EMI rule one rupee higher (so the change shows) with shared's patch
 * version bumped, and a tool that uses the new module, registered in tools.json alone.
 */
async function makeCalculatorsV2(): Promise<void> {
  const work = variantWork(CALCULATORS_V2);
  copyPackages(work, ['shared', 'mfe-calculators']);
  const shared = path.join(work, 'shared');
  const calculators = path.join(work, 'mfe-calculators');
  fs.writeFileSync(
    path.join(shared, 'src/finance/double-it.ts'),
    '/** Twice an amount. */\nexport function doubleIt(amount: number): number {\n  return amount * 2;\n}\n',
  );
  editFile(
    path.join(shared, 'src/finance/emi.ts'),
    'emi: roundHalfUp(instalment, instalment, exactTotal(1n, 0n)),',
    'emi: roundHalfUp(instalment, instalment, exactTotal(1n, 0n)) + 1,',
  );
  editFile(path.join(shared, 'package.json'), /"version": "0\.1\.\d+"/, '"version": "0.1.99"');
  // Every module of shared is an export by name (no wildcard), so the new one is a line of package.json too.
  editFile(
    path.join(shared, 'package.json'),
    '"./finance/emi": "./src/finance/emi.ts",',
    '"./finance/double-it": "./src/finance/double-it.ts",\n    "./finance/emi": "./src/finance/emi.ts",',
  );
  fs.writeFileSync(
    path.join(calculators, 'src/double-it-screen.tsx'),
    [
      "import { doubleIt } from '@fintools/shared/finance/double-it';",
      "import { Screen } from '@fintools/shared/ui/screen';",
      "import { toolIntro } from '@fintools/shared/federation/tool-intro';",
      '',
      'export default function DoubleItScreen() {',
      "  return <Screen {...toolIntro('double-it')}><p>Twice 21 is {doubleIt(21)}</p></Screen>;",
      '}',
      '',
    ].join('\n'),
  );
  const tools = JSON.parse(fs.readFileSync(path.join(calculators, 'tools.json'), 'utf8')) as object[];
  tools.push({
    id: 'double-it',
    path: '/double-it',
    label: 'Double It',
    title: 'Double It Calculator',
    summary: 'Doubles an amount, released with the calculators remote alone.',
    screen: 'src/double-it-screen.tsx',
    group: 'Calculators',
    dashboard: true,
    icon: 'no-such-icon',
  });
  fs.writeFileSync(path.join(calculators, 'tools.json'), `${JSON.stringify(tools, null, 2)}\n`);
  seedOtherDistCache(cacheOf(path.join(REPO_ROOT, 'mfe-calculators')), cacheOf(calculators));
  await buildRemoteAt(calculators, path.join(work, 'dist'), CALCULATORS_V2.label, servedConfigs('calculators'));
}

/**
 * A new team's area: `pnpm new-area` into the variant's folder (not the repository: the product's folders stay
 * as they were), its packages linked from a seed area's (the scaffold's are the same: a Jest test keeps them
 * so), and a production build of it alone.
 */
async function makeNewArea(): Promise<void> {
  const work = variantWork(NEW_AREA);
  await runToEnd('pnpm', ['new-area', NEW_AREA_NAME, '--root', work], { cwd: REPO_ROOT });
  const dir = path.join(work, `mfe-${NEW_AREA_NAME}`);
  const installed = path.join(REPO_ROOT, 'mfe-tax', 'node_modules');
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const name of fs.readdirSync(installed)) {
    if (name === '.cache' || name === '.bin') continue;
    fs.symlinkSync(fs.realpathSync(path.join(installed, name)), path.join(dir, 'node_modules', name));
  }
  // Its tsconfig.json extends the repository's; the build needs nothing else of it.
  fs.copyFileSync(path.join(REPO_ROOT, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
  // Built from a cold cache, as the team's first build is: a cache seeded from another area's configuration
  // built a remote whose tool did not load ("temporarily unavailable" in new-area.spec.ts).
  await buildRemoteAt(dir, path.join(work, 'dist'), NEW_AREA.label, servedConfigs(NEW_AREA_NAME));
}

const RECIPES: { variant: Variant; sources: string[]; make: () => Promise<void> }[] = [
  {
    variant: TAX_V2,
    sources: ['shared', 'mfe-tax'],
    make: () => rebuildWithLabel(TAX_V2, 'mfe-tax', servedConfigs('tax')),
  },
  { variant: SHELL_V2, sources: ['shared', 'shell'], make: () => rebuildWithLabel(SHELL_V2, 'shell') },
  { variant: CALCULATORS_V2, sources: ['shared', 'mfe-calculators'], make: makeCalculatorsV2 },
  { variant: NEW_AREA, sources: ['shared', 'scripts'], make: makeNewArea },
];

async function main(): Promise<void> {
  fs.mkdirSync(VARIANTS_ROOT, { recursive: true });
  for (const { variant, sources, make } of RECIPES) {
    const started = Date.now();
    const stampFile = path.join(variantWork(variant), 'stamp');
    const stamp = sourceStamp(sources, `${RECIPE_VERSION} ${variant.label}`);
    if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
      console.log(`variants: ${variant.name} is up to date`);
      continue;
    }
    fs.rmSync(variantWork(variant), { recursive: true, force: true });
    fs.mkdirSync(variantWork(variant), { recursive: true });
    await make();
    fs.writeFileSync(stampFile, stamp);
    console.log(`variants: ${variant.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
