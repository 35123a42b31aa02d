import type { BrowserContext, Page } from '@playwright/test';
import { productCatalogue } from '../support/catalogue';
import { GATEWAY_PORT } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { axeViolations } from '../support/page-checks';

/*
 * The product in Hindi (docs/languages.md): every route of the catalogue and the shell's pages, opened in Hindi
 * once, must be Hindi through the gateway, <html lang> and all, with its words in Devanagari but for the
 * acronyms the glossary keeps in Latin letters, and pass axe at desktop and 375 px. Then the choice itself:
 * the header's link, the cookie that keeps it, and the first paint a plain HTTP client gets.
 */

const baseURL = `http://127.0.0.1:${GATEWAY_PORT}`;
const ONLY_AREAS = process.env.E2E_AREAS?.split(',').filter(Boolean);
const TOOLS = productCatalogue().filter((tool) => !ONLY_AREAS || ONLY_AREAS.includes(tool.area));
const ROUTES = [...(ONLY_AREAS ? [] : ['/', '/settings', '/help', '/no-such-page']), ...TOOLS.map((tool) => tool.path)];

/** Words that stay in Latin letters on a Hindi page: names, and units a figure carries. Acronyms (all capitals) too. */
const LATIN_NAMES = new Set(['FinTools', 'Pexels', 'LinkedIn', 'GitHub', 'px']);

/**
 * The Latin words a page shows in its main content and sidebar that Hindi should have replaced: what a visitor
 * reads (innerText, so hidden menus are left out), less acronyms (EMI, SIP, TDS, PAN…), the names above, what
 * is marked as English (the build label under a tool, "calculators remote · v0.1.0") and what the visitor typed
 * (inputs are not text).
 */
async function untranslatedWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const english = [...document.querySelectorAll<HTMLElement>('main [lang^="en"]')];
    for (const element of english) element.hidden = true;
    const shown = [...document.querySelectorAll<HTMLElement>('main, nav[id="fintools-sidebar"]')]
      .map((element) => element.innerText)
      .join('\n');
    for (const element of english) element.hidden = false;
    return shown;
  });
  const words = text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
  return [...new Set(words)].filter(
    (word) => !/^[A-Z0-9]+s?$/.test(word) && !LATIN_NAMES.has(word) && !/^[a-z]+-[a-z]+$/.test(word),
  );
}

let visitor: BrowserContext;
test.beforeAll(async ({ browser }) => {
  visitor = await browser.newContext({ baseURL, serviceWorkers: 'block' });
});
test.afterAll(async () => {
  await visitor.close();
});

for (const path of ROUTES) {
  test(`${path} in Hindi: lang, its words and axe at desktop and 375 px`, async () => {
    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${path}?lang=hi`);
    await expect(page.locator('[data-tool-skeleton]')).toHaveCount(0, { timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]|^[A-Z0-9 ()-]+$/);
    expect(await untranslatedWords(page), 'words still in English').toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await axeViolations(page), 'axe at 375 px').toEqual([]);
    expect(errors, 'uncaught page errors').toEqual([]);
    await page.close();
  });
}

test('हिन्दी in the header turns the page Hindi at once, and a reload keeps it', async ({ page }) => {
  await page.goto('/Dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'आप क्या इस्तेमाल करना चाहेंगे?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // The choice is the cookie now: the page's own address, without ?lang=, stays Hindi.
  await page.goto('/Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'आप क्या इस्तेमाल करना चाहेंगे?' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // And back.
  await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What would you like to use?' })).toBeVisible();
});

test('a plain HTTP client gets the first paint in Hindi from ?lang=hi or the cookie, with no English flash', async ({
  request,
}) => {
  for (const headers of [{}, { cookie: 'lang=hi' }] as Record<string, string>[]) {
    const url = 'cookie' in headers ? '/chat-bot' : '/chat-bot?lang=hi';
    const html = await (await request.get(url, { headers })).text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toMatch(/<title>चैट सहायक · FinTools<\/title>/);
    expect(/data-tool-skeleton[^>]*>\s*<p[^>]*>([^<]*)<\/p>/.exec(html)?.[1]).toBe('चैट सहायक');
  }
});
