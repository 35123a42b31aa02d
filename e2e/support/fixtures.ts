import { test as base, expect, type Page } from '@playwright/test';
import { waitForScreen } from './tool-checks';

/** The shell's pages carry the catalogue the gateway wrote into them; other pages (a static host's) do not. */
const isShellPage = (page: Page) =>
  page
    .locator('#fintools-catalogue')
    .count()
    .then((count) => count > 0);

/**
 * After `page.goto` or `page.reload` of a shell page, waits (as long as a tool's first load may take) until the
 * page has settled: its screen, or the fallback that replaces it, is on screen. This is the one long wait of the
 * suite, so every assertion after it waits only seconds (the config's expect timeout). A test about what a page
 * shows while it loads (a skeleton, a hung remote) passes its own `waitUntil` and is not held here. Settling is
 * a convenience, not a check: a page that never settles fails on the test's own next assertion.
 */
const settling = new WeakSet<Page>();

function settleAfterNavigation(page: Page): void {
  if (settling.has(page)) return;
  settling.add(page);
  const settled = async () => {
    if (await isShellPage(page).catch(() => false)) await waitForScreen(page).catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === undefined) await settled();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil === undefined) await settled();
    return response;
  };
}

/**
 * Every page in these tests fails its test on an uncaught error or an unexpected dialog: a screen
 * must show a message, never crash or pop up alerts. Pages opened by `context.newPage()` in a test settle
 * after their navigations too.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', settleAfterNavigation);
    await use(context);
  },
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      errors.push(`unexpected dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    settleAfterNavigation(page);
    await use(page);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };
