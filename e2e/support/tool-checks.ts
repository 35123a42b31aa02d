import { expect, type Locator, type Page } from '@playwright/test';

/** Where a tool is on screen: the whole page (shell), or one embedded element. */
export type Scope = Page | Locator;

/** Opens a tool's route and waits for its heading: the screen has loaded. */
export async function openTool(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

/** The `<dd>` that follows the `<dt>` with this exact name ("Monthly EMI"). */
export const resultValue = (scope: Scope, term: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);

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
