import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesDigest } from '../support/area-builds';
import { E2E_ENV } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/ports';
import { runReleaseCommand } from '../support/release';
import { REPO_ROOT, startGateway, type RunningGateway } from '../support/start-gateway';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { resultValue, useTaxCompare } from '../support/tool-checks';
import { CALCULATORS_V2, variantDir } from '../support/variants';

/*
 * A team ships its area alone (docs/add-a-tool.md): the shell and the gateway are built once and keep
 * running; the team changes a copy of its remote (and of shared/), builds only that, serves it from an
 * origin of its own and runs `pnpm release`. Visitors see the change on their next page load, and the
 * shell's and gateway's files are byte for byte what they were.
 */

// The builds it releases are made before the browser run (prepare-variants.ts); here they are released and visited.
test.describe.configure({ mode: 'serial' });

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
  // The team's change (prepare-variants.ts makeCalculatorsV2): a new pure module in shared/, the EMI rule one
  // rupee higher with shared's patch bumped, and a tool using the module registered in tools.json alone,
  // built from a copy of shared/ and mfe-calculators/ only.
  const dist = variantDir(CALCULATORS_V2);
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

// A sixth area joining at run time, from `pnpm new-area` to an embed on another site: new-area.spec.ts.
