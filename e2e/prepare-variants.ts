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
import { REPO_ROOT } from './support/start-gateway';
import {
  CALCULATORS_V2,
  SAVINGS_AREA,
  SHELL_V2,
  sourceStamp,
  TAX_V2,
  VARIANTS_ROOT,
  variantWork,
  type Variant,
} from './support/variants';

/** Bumped when what a recipe makes changes, so kept variants are made again. */
const RECIPE_VERSION = '3';

/**
 * Seeds a build's webpack cache for builds elsewhere from the product build's cache in `fromDir`. A build
 * elsewhere (FINTOOLS_DIST_DIR) keeps a cache of its own named `<config>-<mode>-other-dist`
 * (shared/build/webpack.cjs), so that it never churns the product build's, which webpack names
 * `<config>-<mode>__compiler<n>__` in a build of several configs.
 */
function seedOtherDistCache(fromDir: string, toDir: string, rename = (name: string) => name): void {
  if (!fs.existsSync(fromDir)) return;
  fs.mkdirSync(toDir, { recursive: true });
  for (const entry of fs.readdirSync(fromDir)) {
    const match = /^(.*?)__compiler\d+__$/.exec(entry);
    if (!match || match[1]!.endsWith('-other-dist')) continue;
    const target = path.join(toDir, `${rename(match[1]!)}-other-dist`);
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
  fs.writeFileSync(
    path.join(calculators, 'src/double-it-screen.tsx'),
    [
      "import { doubleIt } from '@fintools/shared/finance/double-it';",
      "import { Screen } from '@fintools/shared/ui/screen';",
      "import { toolIntro } from './tool-intro';",
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
 * A sixth area, written from nothing as a new team would (its own package, not part of the workspace), that
 * builds with the product's build helpers.
 */
async function makeSavingsArea(): Promise<void> {
  const area = path.join(variantWork(SAVINGS_AREA), 'mfe-savings');
  fs.mkdirSync(path.join(area, 'src'), { recursive: true });
  fs.writeFileSync(path.join(area, 'package.json'), JSON.stringify({ name: '@example/mfe-savings', version: '1.0.0' }));
  fs.writeFileSync(
    path.join(area, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { jsx: 'react-jsx', module: 'esnext', target: 'es2022', moduleResolution: 'bundler' },
    }),
  );
  fs.writeFileSync(
    path.join(area, 'webpack.config.cjs'),
    `const { createRemoteConfigs } = require(${JSON.stringify(path.join(REPO_ROOT, 'shared/build/webpack.cjs'))});\n` +
      "module.exports = (_env, argv) => createRemoteConfigs({ dir: __dirname, mode: argv.mode, name: 'savings', devPort: 3099 });\n",
  );
  fs.writeFileSync(
    path.join(area, 'tools.json'),
    JSON.stringify([
      {
        id: 'rainy-day',
        path: '/rainy-day-fund',
        label: 'Rainy Day Fund',
        title: 'Rainy Day Fund',
        summary: 'Six months of expenses, kept aside.',
        screen: 'src/rainy-day-screen.tsx',
        group: 'Savings',
        dashboard: true,
      },
    ]),
  );
  fs.writeFileSync(
    path.join(area, 'src/rainy-day-screen.tsx'),
    'import { Screen } from \'@fintools/shared/ui/screen\';\n\nexport default function RainyDay() {\n  return <Screen title="Rainy Day Fund" summary="Six months of expenses, kept aside."><p>Keep six months aside.</p></Screen>;\n}\n',
  );
  fs.writeFileSync(
    path.join(area, 'src/standalone-page.tsx'),
    "import { startStandalonePage } from '@fintools/shared/federation';\n\nvoid startStandalonePage('savings');\n",
  );
  fs.mkdirSync(path.join(area, 'node_modules', '@fintools'), { recursive: true });
  for (const name of ['react', 'react-dom']) {
    fs.symlinkSync(
      fs.realpathSync(path.join(REPO_ROOT, 'mfe-calculators/node_modules', name)),
      path.join(area, 'node_modules', name),
    );
  }
  fs.symlinkSync(path.join(REPO_ROOT, 'shared'), path.join(area, 'node_modules/@fintools/shared'), 'dir');
  // Its React and shared/ are the repository's files, which the calculators build has compiled already.
  seedOtherDistCache(cacheOf(path.join(REPO_ROOT, 'mfe-calculators')), cacheOf(area), (name) =>
    name.replace(/^calculators-/, 'savings-'),
  );
  await buildRemoteAt(area, path.join(variantWork(SAVINGS_AREA), 'dist'), SAVINGS_AREA.label, servedConfigs('savings'));
}

const RECIPES: { variant: Variant; sources: string[]; make: () => Promise<void> }[] = [
  {
    variant: TAX_V2,
    sources: ['shared', 'mfe-tax'],
    make: () => rebuildWithLabel(TAX_V2, 'mfe-tax', servedConfigs('tax')),
  },
  { variant: SHELL_V2, sources: ['shared', 'shell'], make: () => rebuildWithLabel(SHELL_V2, 'shell') },
  { variant: CALCULATORS_V2, sources: ['shared', 'mfe-calculators'], make: makeCalculatorsV2 },
  { variant: SAVINGS_AREA, sources: ['shared'], make: makeSavingsArea },
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
