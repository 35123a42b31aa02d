import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildRemoteAt, copyPackages, editFile, filesDigest } from '../support/area-builds';
import { E2E_ENV } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/ports';
import { runReleaseCommand } from '../support/release';
import { REPO_ROOT, startGateway, type RunningGateway } from '../support/start-gateway';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { resultValue, useTaxCompare } from '../support/tool-checks';

/*
 * A team ships its area alone (docs/add-a-tool.md): the shell and the gateway are built once and keep
 * running; the team changes a copy of its remote (and of shared/), builds only that, serves it from an
 * origin of its own and runs `pnpm release`. Visitors see the change on their next page load, and the
 * shell's and gateway's files are byte for byte what they were.
 */

// Three remote builds on a 2-core machine, each a minute or more while other specs run.
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const SHELL_AND_GATEWAY = [path.join(REPO_ROOT, 'shell', 'dist'), path.join(REPO_ROOT, 'gateway', 'src')];

let work = '';
let gateway: RunningGateway;
let remotesFile = '';
const hosts: StaticServer[] = [];
let before: Map<string, string>;

const release = (...args: string[]) =>
  runReleaseCommand(args, { REMOTES_FILE: remotesFile, FINTOOLS_URL: gateway.url, REDIS_URL: '' });

async function serve(root: string): Promise<StaticServer> {
  const host = await startStaticServer({ port: await freePort('areaRelease'), root });
  hosts.push(host);
  return host;
}

/** The catalogue /tools.json answers now. */
async function catalogue(): Promise<{ id: string; path: string; area: string }[]> {
  return (await (await fetch(`${gateway.url}/tools.json`)).json()) as { id: string; path: string; area: string }[];
}

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'fintools-area-'));
  remotesFile = path.join(work, 'remotes.json');
  before = filesDigest(SHELL_AND_GATEWAY);
  gateway = await startGateway(
    { ...E2E_ENV, REMOTES_FILE: remotesFile, REDIS_URL: '' },
    await freePort('areaRelease'),
    {
      buildNothing: true,
    },
  );
});

test.afterAll(async () => {
  await Promise.all(hosts.map((host) => host.stop()));
  await gateway?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test.afterEach(() => {
  // Whatever was released, the shell's and the gateway's files were never rebuilt or touched.
  expect(filesDigest(SHELL_AND_GATEWAY)).toEqual(before);
});

test('calculators alone ships a new tool on a new shared module, and a fixed rule, while tax keeps the shell’s code', async ({
  page,
}) => {
  copyPackages(work, ['shared', 'mfe-calculators']);
  const shared = path.join(work, 'shared');
  const calculators = path.join(work, 'mfe-calculators');
  // A new pure module in shared/, found by the build with no list to update…
  fs.writeFileSync(
    path.join(shared, 'src/finance/double-it.ts'),
    '/** Twice an amount. */\nexport function doubleIt(amount: number): number {\n  return amount * 2;\n}\n',
  );
  // …a rule changed (the EMI one rupee higher, so the change shows), and the package's patch bumped.
  editFile(
    path.join(shared, 'src/finance/emi.ts'),
    'emi: roundHalfUp(instalment, instalment, exactTotal(1n, 0n)),',
    'emi: roundHalfUp(instalment, instalment, exactTotal(1n, 0n)) + 1,',
  );
  editFile(path.join(shared, 'package.json'), /"version": "0\.1\.\d+"/, '"version": "0.1.99"');
  // …and a tool that uses it, registered in tools.json alone.
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

  const dist = path.join(work, 'calculators-v2');
  await buildRemoteAt(calculators, dist, 'calculators remote · double-it');
  const host = await serve(dist);
  const run = await release('calculators', `${host.url}/mf-manifest.json`);
  expect(run.output).toContain('brings its own copy');
  expect(run.code, run.output).toBe(0);

  // /tools.json, the deep link (200 and the title in the first paint), the sidebar and the dashboard.
  expect((await catalogue()).find((tool) => tool.id === 'double-it')).toMatchObject({
    path: '/double-it',
    area: 'calculators',
  });
  const deepLink = await fetch(`${gateway.url}/double-it`);
  expect(deepLink.status).toBe(200);
  const html = await deepLink.text();
  expect(html).toContain('<title>Double It Calculator');
  expect(html).toContain('Doubles an amount, released with the calculators remote alone.');
  await page.goto(`${gateway.url}/double-it`);
  await expect(page.getByText('Twice 21 is 42')).toBeVisible();
  await expect(page).toHaveTitle(/Double It Calculator/);
  const calculatorsGroup = page.getByRole('navigation').getByRole('link', { name: 'Double It' });
  await expect(calculatorsGroup).toHaveAttribute('href', '/double-it');
  await page.goto(`${gateway.url}/`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Double It' })).toBeVisible();

  // The fixed rule runs for calculators (the EMI screen's defaults were ₹43,610 a month)…
  await page.goto(`${gateway.url}/emi-calculator`);
  await expect(page.getByLabel('Loan amount')).toHaveValue('5,00,000');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(resultValue(page, 'Monthly EMI')).toHaveText('₹43,611');
  // …while tax, on the same page, runs the shell's copy of the modules it shares: its reference figures hold.
  const nav = page.getByRole('navigation');
  await nav.getByRole('button', { name: 'Tax Tools' }).click();
  await nav.getByRole('link', { name: 'Tax Compare' }).click();
  await useTaxCompare(page);

  // An embed of the new tool, by its id, from the released build's embed.js.
  const embedHost = await startStaticServer({
    port: await freePort('areaRelease'),
    pages: {
      '/': `<!doctype html><script src="${host.url}/embed.js" data-gateway="${gateway.url}"></script><fintools-tool name="double-it"></fintools-tool>`,
    },
  });
  hosts.push(embedHost);
  await page.goto(embedHost.url);
  await expect(page.getByText('Twice 21 is 42')).toBeVisible();
});

test('a release that drops a live tool is refused, naming it, unless it retires the tool', async () => {
  const tools = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'mfe-calculators', 'tools.json'), 'utf8')) as {
    id: string;
  }[];
  const dist = path.join(work, 'calculators-without-fd');
  fs.cpSync(path.join(REPO_ROOT, 'mfe-calculators', 'dist'), dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'tools.json'), JSON.stringify(tools.filter((tool) => tool.id !== 'fd')));
  const host = await serve(dist);
  const refused = await release('calculators', `${host.url}/mf-manifest.json`);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('the live tool "fd" is missing');
  expect((await catalogue()).some((tool) => tool.id === 'fd')).toBe(true);
});

test('a sixth area joins at run time: its tools in their group, its deep link, and /remotes.json', async ({ page }) => {
  const area = path.join(work, 'mfe-savings');
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

  const dist = path.join(area, 'dist');
  await buildRemoteAt(area, dist, 'savings remote · v1');
  const host = await serve(dist);
  const run = await release('savings', `${host.url}/mf-manifest.json`);
  expect(run.code, run.output).toBe(0);

  const remotes = (await (await fetch(`${gateway.url}/remotes.json`)).json()) as Record<string, string>;
  expect(remotes.savings).toBe(`${host.url}/mf-manifest.json`);
  expect((await fetch(`${gateway.url}/rainy-day-fund`)).status).toBe(200);
  await page.goto(`${gateway.url}/rainy-day-fund`);
  await expect(page.getByText('Keep six months aside.')).toBeVisible();
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('button', { name: 'Savings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Rainy Day Fund' })).toHaveAttribute('href', '/rainy-day-fund');
});
