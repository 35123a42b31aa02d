import type { Page } from '@playwright/test';
import { remoteDist } from '../support/builds';
import { GATEWAY_PORT } from '../support/environment';
import { readFederation } from '../support/federation';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/ports';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { seeImageSearch, useEmiCalculator, useTaxCompare } from '../support/tool-checks';

/*
 * A sibling product embeds FinTools tools in its own page, on its own origin, with one script tag per
 * remote and one element per tool (docs/embedding.md). The page has styles of its own that must not
 * reach into the tools, and the tools' styles must not reach out. Tools that need data call the
 * FinTools gateway, not the page's origin.
 */

test.describe.configure({ mode: 'default' });

const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const embedScript = (remote: string, attributes = '') =>
  `<script src="${GATEWAY}/mfe/${remote}/embed.js"${attributes}></script>`;

/** A sibling product's page: its own look, its own "card" and "button" classes, and FinTools tools. */
function siblingPage(body: string, scripts: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Sibling product</title>
    <style>
      body { font-family: serif; margin: 16px; }
      button { background: hotpink; }
      h1 { color: rgb(255, 0, 0); }
      .card { padding: 7px; border: 3px dashed rgb(0, 128, 0); }
      .button { border-radius: 0; color: rgb(0, 0, 255); }
    </style>
  </head>
  <body>
    <h1 id="host-title">Our product</h1>
    <div class="card" id="host-card"><button class="button" id="host-button" type="button">Ours</button></div>
    ${body}
    ${scripts}
  </body>
</html>`;
}

let pages: StaticServer | undefined;
let staticRemote: StaticServer | undefined;

test.beforeAll(async () => {
  // The calculators remote also on a plain static host, with the gateway named by data-gateway.
  staticRemote = await startStaticServer({ port: await freePort('embedding'), root: remoteDist('calculators') });
  pages = await startStaticServer({
    port: await freePort('embedding'),
    pages: {
      '/': siblingPage(
        `<fintools-tool name="emi" id="emi"></fintools-tool>
         <fintools-tool name="tax-compare" id="tax"></fintools-tool>
         <div id="app"></div>`,
        `${embedScript('calculators')}\n${embedScript('tax')}`,
      ),
      '/data-tools': siblingPage(
        `<fintools-tool name="currency"></fintools-tool><fintools-tool name="images"></fintools-tool>`,
        `${embedScript('calculators')}\n${embedScript('media')}`,
      ),
      '/hindi': siblingPage(`<fintools-tool name="chat" lang="hi" id="chat-hi"></fintools-tool>`, embedScript('chat')),
      '/static-remote': siblingPage(
        `<fintools-tool name="currency"></fintools-tool>`,
        `<script src="${staticRemote.url}/embed.js" data-gateway="${GATEWAY}"></script>`,
      ),
    },
  });
});

test.afterAll(async () => {
  await pages?.stop();
  await staticRemote?.stop();
});

const emi = (page: Page) => page.locator('#emi');
const tax = (page: Page) => page.locator('#tax');

test('one script tag and one element per tool: EMI and the tax comparison work on a plain page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(pages!.url);
  await expect(emi(page).getByRole('heading', { level: 1, name: 'EMI Calculator' })).toBeVisible();
  await useEmiCalculator(emi(page));
  await useTaxCompare(tax(page));
  // The embedding page's URL is its own: tools in a sibling page never write their inputs to it.
  expect(new URL(page.url()).search).toBe('');

  expect(requested).toEqual(
    expect.arrayContaining([`${GATEWAY}/mfe/calculators/remoteEntry.js`, `${GATEWAY}/mfe/tax/remoteEntry.js`]),
  );
  // Two embed.js scripts, one federation host and one React for both tools.
  const federation = await readFederation(page);
  // The remotes start in the order their tools first load, not the order of the scripts.
  expect(federation.instances[0]).toBe('fintools-embed');
  expect(federation.instances.slice(1).sort()).toEqual(['calculators', 'tax']);
  for (const pkg of ['react', 'react-dom']) {
    expect(Object.values(federation.scope[pkg] ?? {}), pkg).toEqual([
      expect.objectContaining({ from: 'fintools-embed' }),
    ]);
  }
  // Shared modules are provided lazily (the runtime names the first remote that asked as `from`); remotes
  // bundle no copy of their own, so one version means the embed host's.
  for (const pkg of ['@fintools/shared/format/indian-number', '@fintools/shared/ui/base']) {
    expect(Object.values(federation.scope[pkg] ?? {}), pkg).toEqual([expect.objectContaining({ loaded: true })]);
  }
});

test('the page’s styles do not reach into the tools, and the tools’ styles do not leak out', async ({ page }) => {
  await page.goto(pages!.url);
  const calculate = emi(page).getByRole('button', { name: 'Calculate', exact: true });
  await expect(calculate).toBeVisible();
  await expect(tax(page).getByRole('heading', { level: 1, name: 'Tax Compare' })).toBeVisible();

  // In: `button { background: hotpink }`, `body { font-family: serif }`, `h1 { color: red }`.
  await expect(calculate).toHaveCSS('background-color', 'rgb(11, 87, 164)');
  await expect(calculate).toHaveCSS('font-family', /^system-ui/);
  await expect(emi(page).getByLabel('Loan amount')).toHaveCSS('font-family', /^system-ui/);
  await expect(emi(page).getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(27, 35, 48)');
  await expect(emi(page).getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^system-ui/);

  // Out: the page's own .card, .button, h1 and root keep exactly the page's styles.
  const card = page.locator('#host-card');
  await expect(card).toHaveCSS('padding', '7px');
  await expect(card).toHaveCSS('border-top-style', 'dashed');
  await expect(card).toHaveCSS('box-shadow', 'none');
  await expect(card).toHaveCSS('box-sizing', 'content-box');
  await expect(card).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  const button = page.locator('#host-button');
  await expect(button).toHaveCSS('background-color', 'rgb(255, 105, 180)');
  await expect(button).toHaveCSS('border-top-left-radius', '0px');
  await expect(button).toHaveCSS('color', 'rgb(0, 0, 255)');
  await expect(button).toHaveCSS('font-weight', '400');
  await expect(page.locator('#host-title')).toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(page.locator('body')).toHaveCSS('font-family', 'serif');
  const root = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return { colorScheme: style.colorScheme, token: style.getPropertyValue('--ft-color-primary') };
  });
  expect(root).toEqual({ colorScheme: 'normal', token: '' });
});

test('removing the element unmounts its tool; the other keeps working', async ({ page }) => {
  await page.goto(pages!.url);
  await expect(emi(page).getByLabel('Loan amount')).toBeVisible();
  await expect(tax(page).getByRole('heading', { level: 1, name: 'Tax Compare' })).toBeVisible();

  const leftBehind = await page.evaluate(() => {
    const element = document.getElementById('emi')!;
    element.remove();
    return new Promise<number>((resolve) => setTimeout(() => resolve(element.childElementCount), 0));
  });
  expect(leftBehind).toBe(0);
  await expect(page.getByLabel('Loan amount')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'EMI Calculator' })).toHaveCount(0);
  await useTaxCompare(tax(page));
});

test('window.FinTools.mount renders a tool into a framework’s element, and its unmount removes it', async ({
  page,
}) => {
  await page.goto(pages!.url);
  await expect(emi(page).getByLabel('Loan amount')).toBeVisible();

  await page.evaluate(async () => {
    const api = (
      window as unknown as { FinTools: { mount: (element: Element, options: { tool: string }) => Promise<() => void> } }
    ).FinTools;
    (window as unknown as { unmountTool: () => void }).unmountTool = await api.mount(document.getElementById('app')!, {
      tool: 'new-regime-tax',
    });
  });
  const app = page.locator('#app');
  await expect(app.getByRole('heading', { level: 1, name: 'New Regime Tax (2025-2026)' })).toBeVisible();
  // The frame carries the design tokens itself: nothing is set on the page's root.
  await expect(app.locator('[data-fintools-embed]')).toHaveCSS('color', 'rgb(27, 35, 48)');

  await page.evaluate(() => (window as unknown as { unmountTool: () => void }).unmountTool());
  await expect(app.getByRole('heading')).toHaveCount(0);
  expect(await app.evaluate((element) => element.childElementCount)).toBe(0);
});

test('embedded tools call the FinTools gateway’s /api, not the embedding page’s origin', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto(`${pages!.url}/data-tools`);
  // The converter asks for rates as it opens; the image search when asked.
  await expect
    .poll(() => apiCalls.find((url) => new URL(url).pathname === '/api/rates'), { timeout: 15_000 })
    .toMatch(new RegExp(`^${GATEWAY}/api/rates\\?`));
  // …and can read the answer: the gateway allows any origin on /api (no credentials are involved).
  await expect(page.locator('fintools-tool[name="currency"]').getByText('1 USD = 85.00 INR')).toBeVisible();
  const images = page.locator('fintools-tool[name="images"]');
  await seeImageSearch(images);
  await images.getByLabel('Keyword').fill('chai');
  await images.getByRole('button', { name: 'Search Images' }).click();
  await expect
    .poll(() => apiCalls.find((url) => new URL(url).pathname === '/api/images'), { timeout: 15_000 })
    .toMatch(new RegExp(`^${GATEWAY}/api/images\\?`));
  await expect(images.getByRole('img').first()).toBeVisible();
  expect(apiCalls.filter((url) => url.startsWith(pages!.url))).toEqual([]);
});

test('a remote on a static host with data-gateway: its tools still call the gateway', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${pages!.url}/static-remote`);
  await expect
    .poll(() => requested.find((url) => new URL(url).pathname === '/api/rates'), { timeout: 15_000 })
    .toMatch(new RegExp(`^${GATEWAY}/api/rates\\?`));
  expect(requested).toContain(`${staticRemote!.url}/remoteEntry.js`);
  expect(requested.filter((url) => url.startsWith(`${GATEWAY}/mfe/`))).toEqual([]);
});

test('lang="hi": an embedded tool on another origin renders in Hindi, its frame saying so', async ({ page }) => {
  await page.goto(`${pages!.url}/hindi`);
  const chat = page.locator('#chat-hi');
  await expect(chat.getByRole('heading', { level: 1, name: 'चैट सहायक' })).toBeVisible();
  await expect(chat.getByLabel('संदेश')).toBeVisible();
  await expect(chat.getByRole('button', { name: 'भेजें' })).toBeVisible();
  await expect(chat.locator('[lang="hi-IN"]')).toHaveCount(1);
  // The sibling's own page keeps its language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
