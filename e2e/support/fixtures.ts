import { test as base, expect, type Dialog, type Page } from '@playwright/test';
import { GATEWAY_PORT } from './environment';
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

/** Fails the test on an uncaught error or an unexpected dialog while it runs; returns the check to make at its end. */
function watchForErrors(page: Page): () => void {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  const onDialog = (dialog: Dialog) => {
    errors.push(`unexpected dialog: ${dialog.message()}`);
    void dialog.dismiss();
  };
  page.on('pageerror', onError);
  page.on('dialog', onDialog);
  return () => {
    page.off('pageerror', onError);
    page.off('dialog', onDialog);
    expect(errors, 'uncaught page errors').toEqual([]);
  };
}

/**
 * Every page in these tests fails its test on an uncaught error or an unexpected dialog: a screen
 * must show a message, never crash or pop up alerts. Pages opened by `context.newPage()` in a test settle
 * after their navigations too. Each test has a browser context of its own: the specs that change what a
 * context is (a service worker, a clock, init scripts, offline, a second gateway) use this `test`.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', settleAfterNavigation);
    await use(context);
  },
  page: async ({ page }, use) => {
    const checkErrors = watchForErrors(page);
    settleAfterNavigation(page);
    await use(page);
    checkErrors();
  },
});

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/**
 * `test` for the specs of a tool's own screen (its form, its messages, its link): each worker keeps one page,
 * and each test opens its route in it, as a visitor goes from tool to tool in one tab. A fresh context and
 * page per test cost 0.85 s more per test here (a new renderer, the tool's scripts fetched and compiled
 * again), over 150 tests. Between tests the page is emptied of what a test may leave: its routes,
 * listeners, other pages, offline, storage and cookies, permissions, print media and viewport; it waits on
 * the gateway's /healthz, a page of the same site without the app, for the next test's first navigation. A test that asks for a phone
 * (`isMobile` or `hasTouch` in `test.use`) gets a context of its own, since a context cannot change those.
 */
export const visitorTest = test.extend<object, { visitorPage: () => Promise<Page> }>({
  visitorPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${GATEWAY_PORT}`,
        serviceWorkers: 'block',
        viewport: DEFAULT_VIEWPORT,
      });
      context.on('page', settleAfterNavigation);
      let page = await context.newPage();
      // A page a test left crashed or closed is replaced, so one failure does not fail the tests after it.
      await use(async () => (page.isClosed() ? (page = await context.newPage()) : page));
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitorPage, browser, viewport, isMobile, hasTouch, baseURL }, use) => {
    if (isMobile || hasTouch) {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport, isMobile, hasTouch });
      context.on('page', settleAfterNavigation);
      const page = await context.newPage();
      const checkErrors = watchForErrors(page);
      await use(page);
      await context.close();
      checkErrors();
      return;
    }
    const page = await visitorPage();
    const context = page.context();
    await page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    const checkErrors = watchForErrors(page);
    await use(page);
    checkErrors();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    page.removeAllListeners();
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.setOffline(false);
    // Leaves the tool for a plain page of the same site (the renderer stays warm; about:blank would start a new
    // one and cost what this saves), so the tool's own unload and pending writes run before its storage goes.
    await page.goto('/healthz');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await Promise.all([context.clearCookies(), context.clearPermissions(), page.emulateMedia({ media: null })]);
  },
  context: async ({ page }, use) => {
    await use(page.context());
  },
});

export { expect };
