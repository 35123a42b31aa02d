import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { FIRST_LOAD_TIMEOUT } from './environment';

/** Where a tool is on screen: the whole page (shell), or one embedded element. */
export type Scope = Page | Locator;

/**
 * Waits until a shell page has settled: its heading is shown and no tool is still loading (the skeleton, role
 * status "Loading tool", is gone: the screen or its "temporarily unavailable" fallback took its place); with
 * `buildLabel`, also the line under a loaded tool saying which build of its remote runs (the last script a
 * tool page asks for). The one wait as long as a tool's first load may take: every other wait is short.
 */
export async function waitForScreen(page: Page, { buildLabel = false } = {}) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
  // The skeleton by its attribute, not its name ("Loading tool"): a page in Hindi settles the same way.
  await expect(page.locator('[data-tool-skeleton]')).toHaveCount(0, { timeout: FIRST_LOAD_TIMEOUT });
  if (buildLabel) await expect(page.getByText(/ remote · /)).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
}

/** Opens a tool's route and waits for its heading: the screen has loaded. */
export async function openTool(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

/** The `<dd>` that follows the `<dt>` with this exact name ("Monthly EMI"). */
export const resultValue = (scope: Scope, term: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);

/** A field of the tool on screen, by its exact label. */
export const field = (page: Page, label: string): Locator => page.getByRole('main').getByLabel(label, { exact: true });

/** Replaces a field's text key by key, as a visitor types, so its typing limits and grouping apply. */
export async function retype(page: Page, label: string, text: string) {
  const input = field(page, label);
  await input.fill('');
  if (text) await input.pressSequentially(text);
}

export async function pressCalculate(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Calculate', exact: true }).click();
}

/** The tool's result card. */
export const resultCard = (page: Page): Locator => page.getByRole('main').getByRole('region', { name: 'Result' });

/** The result card: exactly these names, in this order, with these values. */
export async function expectResults(page: Page, expected: Readonly<Record<string, string>>) {
  await expect(resultCard(page).locator('dt')).toHaveText(Object.keys(expected));
  await expect(resultCard(page).locator('dd')).toHaveText(Object.values(expected));
}

/** After Calculate: the URL carries `param`, and that link opened in a new page shows the same result. */
export async function expectSharedLink(
  page: Page,
  context: BrowserContext,
  path: string,
  param: [string, string],
  expected: Readonly<Record<string, string>>,
) {
  await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get(param[0]) === param[1]);
  const visitor = await context.newPage();
  await visitor.goto(page.url());
  await expectResults(visitor, expected);
  await expect(visitor).toHaveURL(page.url());
  await visitor.close();
}

/**
 * After Calculate: the page's link, opened in a fresh browser context (no storage, no cache, as a person it was
 * sent to), shows the same results.
 */
export async function expectLinkInFreshBrowser(
  page: Page,
  browser: Browser,
  expected: Readonly<Record<string, string>>,
) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const visitor = await context.newPage();
    await visitor.goto(page.url());
    await waitForScreen(visitor, { buildLabel: true });
    await expectResults(visitor, expected);
    await expect(visitor).toHaveURL(page.url());
  } finally {
    await context.close();
  }
}

/** Basic calculator: 7 × 8 = 56. */
export async function useBasicCalculator(scope: Scope) {
  await expect(scope.getByLabel('Display')).toBeVisible();
  for (const key of ['7', '×', '8', '=']) await scope.getByRole('button', { name: key, exact: true }).click();
  await expect(scope.getByLabel('Display')).toHaveText('56');
}

/** EMI calculator with its defaults (₹5,00,000 at 8.5% for 1 year): Monthly EMI ₹43,610. */
export async function useEmiCalculator(scope: Scope) {
  await expect(scope.getByLabel('Loan amount')).toHaveValue('5,00,000');
  await scope.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(resultValue(scope, 'Monthly EMI')).toHaveText('₹43,610');
}

/** Tax comparison: ₹15,00,000 on both sides → ₹2,73,000 old, ₹1,09,200 new. */
export async function useTaxCompare(scope: Scope) {
  const oldRegime = scope.getByRole('region', { name: 'Old Regime', exact: true });
  const newRegime = scope.getByRole('region', { name: 'New Regime (2025-2026)', exact: true });
  for (const side of [oldRegime, newRegime]) {
    await side.getByLabel('Total salary').fill('1500000');
    await side.getByRole('button', { name: 'Calculate Tax' }).click();
  }
  await expect(resultValue(oldRegime, 'Total Tax')).toHaveText('₹2,73,000');
  await expect(resultValue(newRegime, 'Total Tax')).toHaveText('₹1,09,200');
  await expect(scope.getByText('The new regime costs ₹1,63,800 less.')).toBeVisible();
}

/** Image search: the form is there (searching is media.spec.ts's job). */
export async function seeImageSearch(scope: Scope) {
  await expect(scope.getByLabel('Keyword')).toBeVisible();
  await expect(scope.getByRole('button', { name: 'Search Images' })).toBeVisible();
}

/** Chat: the message box is there. */
export async function seeChat(scope: Scope) {
  await expect(scope.getByLabel('Message')).toBeVisible();
  await expect(scope.getByRole('button', { name: 'Send' })).toBeVisible();
}

/** Resume builder: typing a name shows in the live preview. */
export async function useResumeBuilder(scope: Scope) {
  const name = scope.getByRole('form', { name: 'Build Your Resume' }).getByLabel('Name', { exact: true });
  await name.pressSequentially('Asha Rao');
  await expect(scope.getByRole('article', { name: 'Resume preview' }).getByRole('heading')).toHaveText('Asha Rao');
}

/** One tool per remote, by its shell route, with what a visitor does there. */
export const TOOL_OF_REMOTE: Record<string, { path: string; title: string; use: (scope: Scope) => Promise<void> }> = {
  calculators: { path: '/basiccalc-calculator', title: 'Basic Calculator', use: useBasicCalculator },
  tax: { path: '/taxcompare-calculator', title: 'Tax Compare', use: useTaxCompare },
  media: { path: '/image-downloader', title: 'Image Search', use: seeImageSearch },
  chat: { path: '/chat-bot', title: 'Chat Assistant', use: seeChat },
  resume: { path: '/resume-builder', title: 'Resume Builder', use: useResumeBuilder },
};
