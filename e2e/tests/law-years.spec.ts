import { expect, visitorTest as test } from '../support/fixtures';
import { field, openTool, pressCalculate, retype } from '../support/tool-checks';

/*
 * The tax year in a real browser, through the gateway and the shell: the Tax year select defaults to tax year
 * 2026-27 under the Income-tax Act, 2025, the sections shown follow it, Calculate writes `year` to the link,
 * and opening that link restores it. Jest covers each screen; this checks the federated build and the URL.
 */

const NOW = 'Tax year 2026-27 (Income-tax Act, 2025)';
const BEFORE = 'FY 2025-26 (Income-tax Act, 1961)';

test('Old Regime Tax: the year names the sections, goes into the link and comes back from it', async ({ page }) => {
  await openTool(page, '/old-regime-tax', 'Old Regime Tax');
  const year = field(page, 'Tax year');
  await expect(year).toHaveValue('2026-27');
  await expect(year.getByRole('option')).toHaveText([NOW, BEFORE]);

  await page.getByRole('main').getByRole('button', { name: 'Itemise deductions' }).click();
  await expect(field(page, 'Section 123 (80C)')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Cancel' }).click();

  await year.selectOption({ label: BEFORE });
  await retype(page, 'Total salary', '800000');
  await retype(page, 'Total deduction', '0');
  await page.getByRole('main').getByRole('button', { name: 'Calculate Tax' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('year') === '2025-26');
  const link = page.url();

  await page.goto('/');
  await page.goto(link);
  await expect(field(page, 'Tax year')).toHaveValue('2025-26');
  await page.getByRole('main').getByRole('button', { name: 'Itemise deductions' }).click();
  await expect(field(page, 'Section 80C (123)')).toBeVisible();
});

test('TDS: sections in the year’s Act, and a link without a year opens on tax year 2026-27', async ({ page }) => {
  await page.goto('/tds-calculator?pan=no&section=194H&amount=30000');
  await expect(page.getByRole('heading', { level: 1, name: 'TDS Calculator' })).toBeVisible();
  await expect(field(page, 'Tax year')).toHaveValue('2026-27');
  await expect(page.getByText(/^Rate applied: 20% under section 397 \(206AA\): PAN not furnished/)).toBeVisible();
  await field(page, 'Tax year').selectOption({ label: BEFORE });
  await expect(field(page, 'Section')).toContainText('194H (393) — Commission or brokerage');
  await pressCalculate(page);
  await expect(page.getByText(/^Rate applied: 20% under section 206AA \(397\): PAN not furnished/)).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('year') === '2025-26');
});
