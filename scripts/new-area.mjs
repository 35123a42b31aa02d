#!/usr/bin/env node
// `pnpm new-area <name>`: a new tool area, mfe-<name>/, complete, building and tested, with one example tool
// (its rule, table test, validator, screen, screen test and tools.json entry), wired into the workspace
// (pnpm-workspace.yaml globs mfe-*). docs/add-a-tool.md walks a team from here to a release.
// Node only, no dependencies: it runs before `pnpm install` knows the new package.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

/**
 * What an area may be called, read from the one file `pnpm release` and the gateways read too
 * (shared/src/catalogue/area-names.json, through catalogue.ts `areaNameProblem`): the pattern (tools' ids'), one
 * length limit and the reserved names, so a name one refuses the other refuses with the same words.
 */
const AREA_NAMES = JSON.parse(
  fs.readFileSync(new URL('../shared/src/catalogue/area-names.json', import.meta.url), 'utf8'),
);
export const AREA_NAME_PATTERN = new RegExp(AREA_NAMES.pattern);

/** Why `name` cannot be an area's; undefined when it can. The words of catalogue.ts `areaNameProblem`. */
export function areaNameProblem(name) {
  const max = AREA_NAMES.maxLength;
  const shown = name.length > max ? `${name.slice(0, max)}…` : name;
  if (name.length > max) return `"${shown}" is not an area name: at most ${max} characters`;
  if (!AREA_NAME_PATTERN.test(name)) {
    return `"${shown}" is not an area name: lower case letters, digits and single hyphens, such as calculators or life-cover`;
  }
  const reserved = Object.hasOwn(AREA_NAMES.reserved, name) ? AREA_NAMES.reserved[name] : undefined;
  return reserved ? `"${name}" is reserved: ${reserved}; choose another name` : undefined;
}

/** The first development port a new area may take; the shell has 3000, the seed's areas 3001-3005. */
export const FIRST_AREA_PORT = 3001;

/**
 * The packages every area builds and tests with, at the versions the workspace's lockfile already holds, so
 * `pnpm install --offline` needs nothing it does not have (a test keeps them equal to the seed's areas').
 */
export const AREA_DEPENDENCIES = {
  dependencies: { '@fintools/shared': 'workspace:*', react: '19.3.1', 'react-dom': '19.3.1' },
  devDependencies: {
    '@module-federation/enhanced': '2.9.3',
    '@swc/core': '1.16.22',
    '@swc/jest': '0.2.39',
    '@testing-library/dom': '10.4.2',
    '@testing-library/jest-dom': '7.0.1',
    '@testing-library/react': '16.3.3',
    '@testing-library/user-event': '14.6.12',
    '@types/jest': '^30.0.0',
    '@types/node': '^20.19.43',
    '@types/react': '^19.3.0',
    '@types/react-dom': '^19.3.0',
    'css-loader': '^7.1.5',
    'fast-check': '^4.10.2',
    'html-webpack-plugin': '^5.6.8',
    jest: '30.5.2',
    'jest-environment-jsdom': '30.5.2',
    'style-loader': '^4.0.0',
    'ts-loader': '9.6.2',
    typescript: '6.0.3',
    webpack: '5.111.1',
    'webpack-cli': '6.0.0',
    'webpack-dev-server': '5.2.7',
  },
};

/** "life-cover" → "Life Cover": the area's sidebar group. */
export function groupLabel(name) {
  return name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** The development ports the areas under `root` already take (fintools.devPort in each package.json). */
function takenPorts(root) {
  const ports = [];
  for (const folder of fs.readdirSync(root)) {
    if (!folder.startsWith('mfe-')) continue;
    try {
      const port = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).fintools?.devPort;
      if (Number.isInteger(port)) ports.push(port);
    } catch {
      // A folder without a readable package.json takes no port.
    }
  }
  return ports;
}

/** The next free development port: one above the highest an area takes. */
export function nextPort(root) {
  return Math.max(FIRST_AREA_PORT - 1, ...takenPorts(root)) + 1;
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** Every file of a new area, by its path in mfe-<name>/. */
export function areaFiles(name, port) {
  const group = groupLabel(name);
  const id = `${name}-simple-interest`;
  return {
    'package.json': json({
      name: `@fintools/mfe-${name}`,
      version: '0.1.0',
      private: true,
      description: `FinTools ${name} remote.`,
      fintools: { devPort: port },
      scripts: {
        dev: 'webpack serve --mode development',
        build: 'webpack --mode production',
        test: 'jest',
        typecheck: 'tsc -p tsconfig.json',
        lint: 'eslint .',
      },
      ...AREA_DEPENDENCIES,
    }),
    // As Prettier writes it: the scaffold passes \`pnpm format:check\` as it is.
    'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["jest", "node"] },
  "include": [
    "src",
    "../shared/src/ui/css-modules.d.ts",
    "../shared/test/jest-dom.d.ts",
    "../shared/src/federation/area-tools.d.ts"
  ]
}
`,
    'jest.config.cjs': "module.exports = require('../jest.config.base.cjs')({ dom: true });\n",
    'webpack.config.cjs': `const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/** Exposes and ./mount come from tools.json; the area's name is its folder's (docs/add-a-tool.md). */
module.exports = (_env, argv) => createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production' });
`,
    'tools.json': json([
      {
        id,
        path: `/${id}`,
        label: 'Simple Interest',
        title: 'Simple Interest Calculator',
        summary: 'Work out the simple interest on an amount at a yearly rate over whole years.',
        screen: 'src/simple-interest/simple-interest-screen.tsx',
        group,
        groupRank: 1000,
        dashboard: true,
        dashboardRank: 1000,
        icon: 'percent',
        offline: true,
        help: 'Interest on the amount alone, rounded to the rupee.',
      },
    ]),
    'src/remote-contract.test.tsx': `import path from 'node:path';
import { describeRemoteContract } from '../../shared/test/remote-contract';

describeRemoteContract(path.join(__dirname, '..'));
`,
    'src/simple-interest/simple-interest.ts': `/**
 * Simple interest in whole rupees, exact: the amount times the rate (to two decimals) times the years, in
 * integers, so no rupee is lost to binary fractions. The example rule of a new area (scripts/new-area.mjs):
 * replace it with the area's own, beside its table test.
 */

export interface SimpleInterestInput {
  /** Whole rupees. */
  principal: number;
  /** Percent a year, at most two decimals. */
  ratePercent: number;
  /** Whole years. */
  years: number;
}

export interface SimpleInterestResult {
  interest: number;
  total: number;
}

/**
 * Interest = principal × rate × years ÷ 100, rounded half up to the rupee; total = principal + interest.
 * @example calculateSimpleInterest({ principal: 100000, ratePercent: 8, years: 5 }) // { interest: 40000, total: 140000 }
 */
export function calculateSimpleInterest({ principal, ratePercent, years }: SimpleInterestInput): SimpleInterestResult {
  const basisPoints = Math.round(ratePercent * 100);
  if (!Number.isSafeInteger(principal) || !Number.isSafeInteger(years) || principal < 0 || years < 0 || basisPoints < 0)
    throw new RangeError('calculateSimpleInterest: amounts and years are whole numbers from 0');
  const product = BigInt(principal) * BigInt(basisPoints) * BigInt(years);
  // ÷ 10,000 (percent and two decimals), half up: (2p + 10,000) ÷ 20,000.
  const interest = Number((2n * product + 10_000n) / 20_000n);
  return { interest, total: principal + interest };
}
`,
    'src/simple-interest/simple-interest.test.ts': `import { calculateSimpleInterest } from './simple-interest';

test.each([
  ['₹1,00,000 at 8% for 5 years', 100000, 8, 5, 40000, 140000],
  ['₹12,345 at 7.25% for 3 years (2,685.04)', 12345, 7.25, 3, 2685, 15030],
  ['₹100 at 0.5% for 1 year (a half rupee rounds up)', 100, 0.5, 1, 1, 101],
  ['₹99 at 0.5% for 1 year (0.495 rounds down)', 99, 0.5, 1, 0, 99],
  ['no years', 50000, 9, 0, 0, 50000],
  ['₹10,00,00,000 at 100% for 100 years, exact', 100000000, 100, 100, 10000000000, 10100000000],
])('%s', (_case, principal, ratePercent, years, interest, total) => {
  expect(calculateSimpleInterest({ principal, ratePercent, years })).toEqual({ interest, total });
});

test.each([
  { principal: -1, ratePercent: 8, years: 1 },
  { principal: 1.5, ratePercent: 8, years: 1 },
  { principal: 1, ratePercent: -8, years: 1 },
  { principal: 1, ratePercent: 8, years: Number.NaN },
])('refuses %j', (input) => {
  expect(() => calculateSimpleInterest(input)).toThrow(RangeError);
});
`,
    'src/simple-interest/simple-interest-input.ts': `import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import type { SimpleInterestInput } from './simple-interest';

/** The screen's messages, word for word. */
export const SIMPLE_INTEREST_MESSAGES = {
  principal: 'Enter an amount from ₹1 to ₹10,00,00,000.',
  rate: 'Enter a rate from 0 to 100%.',
  years: 'Enter whole years from 1 to 100.',
} as const;

export const MAX_PRINCIPAL = 100_000_000;
export const MAX_RATE_PERCENT = 100;
export const MAX_YEARS = 100;

/**
 * Raw field text in, the rule's input or the messages out.
 * @example validateSimpleInterestInput({ principal: '1,00,000', rate: '8', years: '5' }) // ok
 */
export function validateSimpleInterestInput(raw: {
  principal: string;
  rate: string;
  years: string;
}): Validation<SimpleInterestInput, 'principal' | 'rate' | 'years'> {
  const principal = parseGroupedDigits(raw.principal);
  const rate = parseDecimal(raw.rate);
  const years = parseGroupedDigits(raw.years);
  return resultOf(
    {
      principal:
        principal === null || principal < 1 || principal > MAX_PRINCIPAL
          ? SIMPLE_INTEREST_MESSAGES.principal
          : undefined,
      // At most two decimals, as the rule counts them (in hundredths of a percent).
      rate:
        rate === null || rate > MAX_RATE_PERCENT || /\\.[0-9]{3}/.test(raw.rate)
          ? SIMPLE_INTEREST_MESSAGES.rate
          : undefined,
      years: years === null || years < 1 || years > MAX_YEARS ? SIMPLE_INTEREST_MESSAGES.years : undefined,
    },
    () => ({ principal: principal as number, ratePercent: rate as number, years: years as number }),
  );
}
`,
    'src/simple-interest/simple-interest-screen.tsx': `import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { formatInr } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { calculateSimpleInterest } from './simple-interest';
import { MAX_RATE_PERCENT, MAX_YEARS, validateSimpleInterestInput } from './simple-interest-input';

export default function SimpleInterestScreen() {
  const form = useCalculatorForm({
    defaults: { principal: '', rate: '', years: '' },
    validate: validateSimpleInterestInput,
    compute: calculateSimpleInterest,
    onInvalid: 'clear-result',
  });
  return (
    <Screen {...toolIntro('${id}')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={form.result !== null}>
        <Field label="Amount (₹)" error={form.errors.principal}>
          {(control) => (
            <AmountInput
              {...control}
              value={form.fields.principal}
              onValueChange={(text) => form.setField('principal', text)}
            />
          )}
        </Field>
        <Field label="Interest rate (% a year)" error={form.errors.rate}>
          {(control) => (
            <NumericInput
              {...control}
              decimals={2}
              max={MAX_RATE_PERCENT}
              value={form.fields.rate}
              onValueChange={(text) => form.setField('rate', text)}
            />
          )}
        </Field>
        <Field label="Years" error={form.errors.years}>
          {(control) => (
            <NumericInput
              {...control}
              decimals={0}
              max={MAX_YEARS}
              value={form.fields.years}
              onValueChange={(text) => form.setField('years', text)}
            />
          )}
        </Field>
      </CalculatorFormCard>
      {form.result && (
        <section className={uiClasses.card} aria-label="Result">
          <ResultList
            items={[
              { label: 'Interest', value: formatInr(form.result.interest) },
              { label: 'Total Amount', value: formatInr(form.result.total) },
            ]}
            announcement={\`Interest \${formatInr(form.result.interest)}, total \${formatInr(form.result.total)}.\`}
          />
        </section>
      )}
    </Screen>
  );
}
`,
    'src/simple-interest/simple-interest-screen.test.tsx': `import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SimpleInterestScreen from './simple-interest-screen';
import { SIMPLE_INTEREST_MESSAGES } from './simple-interest-input';

beforeEach(() => window.history.replaceState(null, '', '/'));

const resultOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

test('its heading from tools.json; nothing until Calculate, then the interest and the total', async () => {
  render(<SimpleInterestScreen />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Simple Interest Calculator');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Amount (₹)'), '100000');
  await userEvent.type(screen.getByLabelText('Interest rate (% a year)'), '8');
  await userEvent.type(screen.getByLabelText('Years'), '5');
  expect(screen.getByLabelText('Amount (₹)')).toHaveValue('1,00,000');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(resultOf('Interest')).toHaveTextContent('₹40,000');
  expect(resultOf('Total Amount')).toHaveTextContent('₹1,40,000');
});

test('empty fields get their messages, tied to each field, and no result', async () => {
  render(<SimpleInterestScreen />);
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByLabelText('Amount (₹)')).toHaveAccessibleDescription(SIMPLE_INTEREST_MESSAGES.principal);
  expect(screen.getByLabelText('Interest rate (% a year)')).toHaveAccessibleDescription(SIMPLE_INTEREST_MESSAGES.rate);
  expect(screen.getByLabelText('Years')).toHaveAccessibleDescription(SIMPLE_INTEREST_MESSAGES.years);
  expect(screen.queryByRole('definition')).not.toBeInTheDocument();
});
`,
  };
}

/** One importer of pnpm-lock.yaml: its sections (dependencies, devDependencies), each name → its two lines. */
function parseImporter(lines) {
  const sections = new Map();
  let section;
  let entry;
  for (const line of lines) {
    const sectionMatch = /^ {4}(\w+):$/.exec(line);
    const entryMatch = /^ {6}('?[^']+'?|[^ ]+):$/.exec(line);
    if (sectionMatch) sections.set((section = sectionMatch[1]), new Map());
    else if (entryMatch && section) sections.get(section).set((entry = entryMatch[1].replace(/'/g, '')), []);
    else if (/^ {8}\w+: /.test(line) && section && entry) sections.get(section).get(entry).push(line);
  }
  return sections;
}

/**
 * pnpm-lock.yaml with an importer for mfe-<name>, copied from a seed area's whose entries resolve the same
 * specifiers, so `pnpm install --offline` links the new package from the store without asking the registry
 * (it refuses with ERR_PNPM_NO_OFFLINE_META otherwise). Null when no area's importer covers the dependencies.
 */
export function lockfileWithArea(lockText, name) {
  const lines = lockText.split('\n');
  const start = lines.indexOf('importers:');
  if (start === -1) return null;
  const blocks = [];
  for (let i = start + 1; i < lines.length && !/^\S/.test(lines[i]); i++) {
    const key = /^ {2}(\S.*):$/.exec(lines[i])?.[1];
    if (key !== undefined) blocks.push({ key, at: i, lines: [] });
    else if (blocks.length > 0 && lines[i] !== '') blocks.at(-1).lines.push(lines[i]);
  }
  const wanted = Object.entries(AREA_DEPENDENCIES);
  for (const block of blocks.filter((candidate) => candidate.key.startsWith('mfe-'))) {
    const sections = parseImporter(block.lines);
    const covers = wanted.every(([section, deps]) =>
      Object.entries(deps).every(([dep, specifier]) =>
        sections
          .get(section)
          ?.get(dep)
          ?.some((line) => line.trim() === `specifier: ${specifier}`),
      ),
    );
    if (!covers) continue;
    const quote = (dep) => (/^[a-z0-9-]+$/.test(dep) ? dep : `'${dep}'`);
    const importer = [`  mfe-${name}:`];
    for (const [section, deps] of wanted) {
      importer.push(`    ${section}:`);
      for (const dep of Object.keys(deps).sort())
        importer.push(`      ${quote(dep)}:`, ...sections.get(section).get(dep));
    }
    // Importers are in name order; the new one goes before the first that sorts after it.
    const next = blocks.find((other) => other.key > `mfe-${name}` && other.key !== '.');
    const at = next ? next.at : lines.findIndex((line, index) => index > start && /^\S/.test(line)) - 1;
    return [...lines.slice(0, at), ...importer, '', ...lines.slice(at)].join('\n');
  }
  return null;
}

/**
 * Writes mfe-<name>/ under `root`; refuses a bad name or a folder that exists. Returns the folder and its files.
 * @param {{ root: string, name: string, port?: number }} options
 */
export function createArea({ root, name, port = nextPort(root) }) {
  const problem = areaNameProblem(name);
  if (problem) throw new Error(problem);
  const dir = path.join(root, `mfe-${name}`);
  if (fs.existsSync(dir)) throw new Error(`${dir} already exists`);
  if (takenPorts(root).includes(port)) throw new Error(`port ${port} is already an area's`);
  const files = areaFiles(name, port);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const lockFile = path.join(root, 'pnpm-lock.yaml');
  const lock = fs.existsSync(lockFile) ? lockfileWithArea(fs.readFileSync(lockFile, 'utf8'), name) : null;
  if (lock !== null) fs.writeFileSync(lockFile, lock);
  return { dir, files: Object.keys(files).sort(), port, lockfile: lock !== null };
}

const USAGE = 'usage: pnpm new-area <name> [--port N] [--root DIR]';

function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { port: { type: 'string' }, root: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const root = path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 1024 || port > 65535)) {
    console.error(`--port ${values.port}: a port number from 1024 to 65535`);
    return 2;
  }
  try {
    const name = positionals[0];
    const area = createArea({ root, name, port });
    console.log(`Created ${path.relative(process.cwd(), area.dir) || area.dir}/ (dev port ${area.port}):`);
    for (const file of area.files) console.log(`  ${file}`);
    if (!area.lockfile) console.log('pnpm-lock.yaml has no area to copy from: run `pnpm install` (with the network).');
    console.log(`
Next (docs/add-a-tool.md):
  pnpm install                                 # links the new package (--offline once your pnpm store holds the workspace's packages)
  pnpm --filter @fintools/mfe-${name} test      # the rule's table, the screen, the remote contract
  pnpm --filter @fintools/mfe-${name} dev       # http://localhost:${area.port}
  pnpm --filter @fintools/mfe-${name} build     # mfe-${name}/dist, ready to upload and \`pnpm release ${name} <url>\``);
    return 0;
  } catch (error) {
    console.error(error.message);
    return 1;
  }
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
