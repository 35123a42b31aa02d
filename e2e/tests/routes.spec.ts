import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { kb, MEASURED_ROUTES } from '../size/measure-bytes';
import { productCatalogue } from '../support/catalogue';
import { GATEWAY_PORT } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { axeViolations, noHorizontalScroll, smallTargets } from '../support/page-checks';
import { waitForScreen } from '../support/tool-checks';

/*
 * Every route of the live catalogue, and the shell's own pages, visited once: in that one visit the shell,
 * accessibility (axe), first-paint, byte-budget and phone checks all look at the same page. The pages of a
 * worker share one browser context, kept from route to route as a visitor's browser would be; each route's
 * bytes are those of the scripts its document used, cached or not (Resource Timing lists both).
 */

const baseURL = `http://127.0.0.1:${GATEWAY_PORT}`;
const DESKTOP = { width: 1280, height: 800 };
/** A phone's width where the first paint's summary wraps, and a shift would show most. */
const WIDE_PHONE = { width: 412, height: 823 };
const PHONE = { width: 375, height: 812 };

/** `pnpm test:changed` sets E2E_AREAS ("tax,media") to visit only those areas' routes. */
const ONLY_AREAS = process.env.E2E_AREAS?.split(',').filter(Boolean);
const TOOLS = productCatalogue().filter((tool) => !ONLY_AREAS || ONLY_AREAS.includes(tool.area));
const SHELL_PAGES = ONLY_AREAS ? [] : ['/', '/Dashboard', '/settings', '/help', '/no-such-page'];
const ROUTES = [...SHELL_PAGES, ...TOOLS.map((tool) => tool.path)];

let visitor: BrowserContext;
let noScripts: BrowserContext;
/** gzip -9 size of each script by URL, fetched once per worker: the same file is counted on every route using it. */
const gzipSizes = new Map<string, Promise<number>>();

test.beforeAll(async ({ browser }) => {
  visitor = await browser.newContext({ baseURL, viewport: DESKTOP, serviceWorkers: 'block' });
  // Exactly the page the gateway sent, before React replaces it.
  noScripts = await browser.newContext({ baseURL, viewport: WIDE_PHONE, javaScriptEnabled: false });
  // Scripts never run there: the page's script hints need not be downloaded for it.
  await noScripts.route(/\.js(\?|$)/, (route) => route.abort());
});

test.afterAll(async () => {
  await visitor?.close();
  await noScripts?.close();
});

/** The scripts this document used (fetched or from the cache), each with its gzip -9 size, largest first. */
async function scriptsOf(page: Page): Promise<{ name: string; gzipBytes: number }[]> {
  const urls = await page.evaluate(() =>
    [...new Set(performance.getEntriesByType('resource').map((entry) => entry.name))].filter((url) =>
      /\.m?js(\?|$)/.test(new URL(url).pathname),
    ),
  );
  const sizes = await Promise.all(
    urls.map(async (url) => {
      if (!gzipSizes.has(url))
        gzipSizes.set(
          url,
          fetch(url, { headers: { 'accept-encoding': 'identity' } })
            .then((response) => response.arrayBuffer())
            .then((body) => gzipSync(Buffer.from(body), { level: 9 }).length),
        );
      return { name: new URL(url).pathname, gzipBytes: await gzipSizes.get(url)! };
    }),
  );
  return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/*
 * The product's seed (docs/product.md): its sidebar and dashboard order come from the areas' ranks in their
 * tools.json, so this is where they are checked, once. A tool or group added since may follow the seed's
 * entries, never come between them.
 */
const SEED_CARDS = [
  ...['emi', 'fd', 'rd', 'sip', 'tds', 'old-regime-tax', 'new-regime-tax', 'tax-compare', 'loan', 'percentage'],
  ...['value-of-percentage', 'dob', 'interest-breakdown', 'find-day', 'ppf', 'ssy', 'nps', 'epf', 'swp', 'goal'],
  ...['gst', 'hra', 'salary', 'gratuity', 'capital-gains'],
];
type Outline = (string | [string, string[]])[];
const SEED_SIDEBAR: Outline = [
  'Dashboard',
  'ChatBot',
  ['Get Img/Video', ['Image Download', 'Video Download']],
  [
    'Calculators',
    [
      ...['Calculator', 'EMI', 'FD', 'RD', 'SIP', 'TDS', 'Currency', 'Loan', 'Percentage', 'Value Of Percentage'],
      ...['DOB', 'FIND DAY', 'PPF', 'Sukanya Samriddhi', 'NPS', 'EPF', 'SWP', 'Goal Planner', 'GST'],
    ],
  ],
  ['Tax Tools', ['Old Regime Tax', 'New Regime Tax', 'Tax Compare', 'HRA', 'Salary', 'Gratuity', 'Capital Gains']],
  ['Products', ['ParkingMate', 'NoteIQ', 'Resume Tool', 'Invoice-Gen', 'ReportIQ', 'SecretChat', 'Portfolio']],
  'Settings',
  'Help',
];

/** The sidebar as the page has it: top-level links, and each group with its links' names. */
async function sidebarOutline(page: Page): Promise<Outline> {
  return page.getByRole('navigation', { name: 'Main' }).evaluate((nav) =>
    [...nav.querySelectorAll(':scope > ul > li')].map((item) => {
      const button = item.querySelector(':scope > button');
      const name = (element: Element) => (element.textContent ?? '').replace(' (opens in a new tab)', '').trim();
      if (!button) return name(item.querySelector('a')!);
      return [name(button), [...item.querySelectorAll(':scope > ul a')].map(name)] as [string, string[]];
    }),
  );
}

/** An outline cut to the seed's entries, in the order the page has them. */
function seedOutline(outline: Outline): Outline {
  const label = (entry: Outline[number]) => (typeof entry === 'string' ? entry : entry[0]);
  return outline
    .filter((entry) => SEED_SIDEBAR.some((seed) => label(seed) === label(entry)))
    .map((entry) => {
      const seed = SEED_SIDEBAR.find((candidate) => label(candidate) === label(entry));
      return typeof entry === 'string' || typeof seed === 'string'
        ? entry
        : [entry[0], entry[1].slice(0, seed![1].length)];
    });
}

for (const path of ROUTES) {
  const tool = TOOLS.find((entry) => entry.path === path);
  const budget = MEASURED_ROUTES.find((route) => route.path === path)?.budgetBytes;

  test(`${path}: shell, axe, first paint, bytes and phone`, async () => {
    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(DESKTOP);
    const response = await page.goto(path);
    expect(response?.status(), 'the page answers').toBe(path === '/no-such-page' ? 404 : 200);
    await waitForScreen(page, { buildLabel: tool !== undefined });

    await test.step('the shell names the page and shows the sidebar', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(tool ? `${tool.title} · FinTools` : /FinTools/);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      if (!tool) return;
      // The deep link's first paint already has the tool's title; the sidebar (where the tool is listed) opens
      // its group at its entry.
      expect(await response!.text()).toContain(`<title>${tool.title} · FinTools</title>`);
      await expect(
        page.getByRole('heading', { level: 1, name: tool.heading ?? tool.title, exact: true }),
      ).toBeVisible();
      if (tool.sidebar === false) return;
      if (tool.group) {
        const group = nav.getByRole('button', { name: tool.group, exact: true });
        await expect(group).toHaveAttribute('aria-expanded', 'true');
        const entries = nav.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
        await expect(entries.getByRole('link', { name: tool.label, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      } else {
        await expect(nav.getByRole('link', { name: tool.label, exact: true })).toHaveAttribute('aria-current', 'page');
      }
    });

    if (path === '/') {
      await test.step('a dashboard card for each catalogue tool that asks for one, the seed’s first in its order', async () => {
        const cards = page.getByRole('main').getByRole('link');
        const listed = productCatalogue().filter((entry) => entry.dashboard);
        await expect(cards).toHaveCount(listed.length);
        const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(new Set(hrefs)).toEqual(new Set(listed.map((entry) => entry.path)));
        const ids = hrefs.map((href) => listed.find((entry) => entry.path === href)?.id);
        expect(ids.slice(0, SEED_CARDS.length)).toEqual(SEED_CARDS);
      });
      await test.step('the sidebar: the seed’s entries in its order, tools added since after them', async () => {
        expect(seedOutline(await sidebarOutline(page))).toEqual(SEED_SIDEBAR);
      });
    }

    if (budget !== undefined) {
      await test.step('its scripts stay within its gzipped-JS budget', async () => {
        const files = await scriptsOf(page);
        const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
        test.info().annotations.push({ type: 'bytes', description: `${path} ${kb(total)} KB gzipped JS` });
        const table = files.map((file) => `  ${kb(file.gzipBytes).padStart(7)} KB  ${file.name}`).join('\n');
        expect(total, `${path}: ${kb(total)} KB > ${kb(budget)} KB; its scripts:\n${table}`).toBeLessThanOrEqual(
          budget,
        );
      });
    }

    await test.step('axe finds no WCAG 2.1 A/AA violation', async () => {
      expect(await axeViolations(page)).toEqual([]);
    });

    if (tool) {
      await test.step('the first paint already shows the heading and summary, where they will be', async () => {
        const first = await noScripts.newPage();
        await first.goto(path);
        const [title, summary] = await first.locator('[data-prerendered] [aria-label="Loading tool"] > p').all();
        await page.setViewportSize(WIDE_PHONE);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText((await title?.textContent()) ?? '(no title)');
        const screenSummary = page.locator('main h1 + p');
        await expect(screenSummary).toHaveText((await summary?.textContent()) ?? '(no summary)');
        // The same box: the screen's summary is not larger than the first paint's, so the first paint stays the
        // page's Largest Contentful Paint, and nothing under it moves.
        expect(await screenSummary.boundingBox()).toEqual(await summary?.boundingBox());
        await first.close();
      });
    }

    await test.step('at 375 px: no sideways scroll, 44 px touch targets, axe, the drawer opens and closes', async () => {
      await page.setViewportSize(PHONE);
      const menu = page.getByRole('button', { name: 'Open menu' });
      await expect(menu).toBeVisible();
      const { scrollWidth, clientWidth } = await noHorizontalScroll(page);
      expect(scrollWidth, 'page scroll width').toBeLessThanOrEqual(clientWidth);
      expect(await smallTargets(page, 'header, main'), 'touch targets under 44 px in the header and main').toEqual([]);
      expect(await axeViolations(page), 'axe at 375 px').toEqual([]);
      await menu.click();
      const drawer = page.getByRole('navigation', { name: 'Main' });
      await expect(drawer).toBeVisible();
      expect(await smallTargets(page, 'nav'), 'touch targets under 44 px in the drawer').toEqual([]);
      expect((await noHorizontalScroll(page)).scrollWidth).toBeLessThanOrEqual(clientWidth);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
    });

    expect(errors, 'uncaught page errors').toEqual([]);
    await page.close();
  });
}
