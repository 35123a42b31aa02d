import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, visitorTest as test } from '../support/fixtures';
import { axeViolations } from '../support/page-checks';

/** The result list as "term: value" lines, in order. */
async function results(page: Page): Promise<string[]> {
  const region = page.getByRole('region', { name: 'Result' });
  await expect(region.locator('dd').first()).toBeVisible();
  const terms = await region.locator('dt').allTextContents();
  const values = await region.locator('dd').allTextContents();
  return terms.map((term, index) => `${term}: ${values[index]}`);
}

const prepaymentRows = (page: Page) => page.getByRole('group', { name: /^Prepayment \d+$/ });

/** Replaces a field's text key by key, as a visitor types, so its typing rules apply. */
async function retype(field: Locator, text: string) {
  await field.fill('');
  if (text) await field.pressSequentially(text);
}

/** ₹50,00,000 at 8.5% for 20 years with one prepayment row. */
async function homeLoanWithPrepayment(page: Page, amount: string, month: string, everyYear = false) {
  await retype(page.getByLabel('Loan amount'), '5000000');
  await retype(page.getByLabel('Loan tenure'), '20');
  await page.getByRole('button', { name: 'Add prepayment' }).click();
  const row = prepaymentRows(page).last();
  await expect(row.getByLabel('Prepayment amount')).toBeFocused();
  await row.getByLabel('Prepayment amount').pressSequentially(amount);
  await row.getByLabel('In month').pressSequentially(month);
  if (everyYear) await row.getByLabel('Repeat every year').check();
  return row;
}

test.describe('Loan calculator: prepayments', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/loan-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'LOAN CALCULATOR' })).toBeVisible();
  });

  test('₹5,00,000 in month 12, reduce tenure: 48 months and ₹16,03,691 saved, in the table, the chart and the link', async ({
    page,
  }) => {
    const row = await homeLoanWithPrepayment(page, '500000', '12');
    await expect(row.getByLabel('Prepayment amount')).toHaveValue('5,00,000');
    await expect(page.getByLabel('After a prepayment')).toHaveValue('reduce-tenure');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    expect(await results(page)).toEqual([
      'Monthly EMI: ₹43,391',
      'Total Interest: ₹38,10,188',
      'Total Payment: ₹88,10,188',
      'Interest saved: ₹16,03,691',
      'Months saved: 48',
    ]);
    const table = page.getByRole('table', { name: 'Interest Breakdown' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Year',
      'Interest Paid',
      'Principal Paid',
      'Prepayment',
      'Balance',
    ]);
    await expect(table.locator('tbody tr').first().getByRole('cell')).toHaveText([
      '1',
      /^₹4,\d\d,\d\d\d$/,
      '₹5,99,511',
      '₹5,00,000',
      '₹44,00,489',
    ]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(table.locator('tbody tr td:first-child')).toHaveText(['13', '14', '15', '16']);
    // The chart follows the same rows: 16 years.
    await expect(page.getByRole('figure', { name: 'Principal vs Interest Over Time' })).toHaveAccessibleDescription(
      /over 16 years/,
    );
    await expect(page).toHaveURL(/prepayments=5%2C00%2C000m12(&|$)/);

    // The link opens with the prepayment and calculates the same.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(prepaymentRows(shared)).toHaveCount(1);
    await expect(prepaymentRows(shared).getByLabel('In month')).toHaveValue('12');
    expect(await results(shared)).toContain('Months saved: 48');
    await shared.close();
  });

  test('reduce EMI: EMI after prepayments ₹38,964, ₹5,09,408 saved, no months saved', async ({ page }) => {
    await homeLoanWithPrepayment(page, '500000', '12');
    await page.getByLabel('After a prepayment').selectOption({ label: 'Reduce EMI' });
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    expect(await results(page)).toEqual([
      'Monthly EMI: ₹43,391',
      'Total Interest: ₹49,04,471',
      'Total Payment: ₹99,04,471',
      'Interest saved: ₹5,09,408',
      'Months saved: 0',
      'EMI after prepayments: ₹38,964',
    ]);
    await expect(page).toHaveURL(/afterPrepayment=reduce-emi/);
  });

  test('₹1,00,000 every year from month 12: 72 months and ₹18,55,389 saved; the CSV has each year’s', async ({
    page,
  }) => {
    await homeLoanWithPrepayment(page, '100000', '12', true);
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    expect((await results(page)).slice(3)).toEqual(['Interest saved: ₹18,55,389', 'Months saved: 72']);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const lines = (await readFile(await (await downloading).path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Year,Interest Paid,Principal Paid,Prepayment,Balance');
    expect(lines).toHaveLength(15);
    expect(lines.slice(1, 13).map((line) => line.split(',')[3])).toEqual(Array(12).fill('100000'));
    expect(lines.at(-1)).toMatch(/^14,\d+,\d+,\d+,0$/);
    const principal = lines.slice(1).reduce((total, line) => total + Number(line.split(',')[2]), 0);
    expect(principal).toBe(5000000);
  });

  test('the messages, and a failed Calculate EMI hides the earlier results', async ({ page }) => {
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(page.getByRole('table', { name: 'Interest Breakdown' })).toBeVisible();
    await page.getByRole('button', { name: 'Add prepayment' }).click();
    await page.getByRole('button', { name: 'Add prepayment' }).click();
    const [first, second] = [prepaymentRows(page).nth(0), prepaymentRows(page).nth(1)];
    await first.getByLabel('In month').pressSequentially('13');
    await second.getByLabel('Prepayment amount').pressSequentially('0');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(first.getByLabel('Prepayment amount')).toHaveAccessibleDescription('Enter a valid prepayment amount.');
    await expect(first.getByLabel('In month')).toHaveAccessibleDescription('Enter a month from 1 to 12.');
    await expect(second.getByLabel('Prepayment amount')).toHaveAccessibleDescription(
      'Enter a valid prepayment amount.',
    );
    await expect(second.getByLabel('In month')).toHaveAccessibleDescription('Enter a month from 1 to 12.');
    await expect(page.getByRole('region', { name: 'Result' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('figure')).toHaveCount(0);

    // Removing the first row takes its messages with it; the second's move up with the row.
    await first.getByRole('button', { name: 'Remove' }).click();
    await expect(prepaymentRows(page)).toHaveCount(1);
    await expect(prepaymentRows(page).getByLabel('Prepayment amount')).toHaveValue('0');
    await expect(prepaymentRows(page).getByLabel('Prepayment amount')).toHaveAccessibleDescription(
      'Enter a valid prepayment amount.',
    );
    await retype(prepaymentRows(page).getByLabel('Prepayment amount'), '10000');
    await retype(prepaymentRows(page).getByLabel('In month'), '12');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    // In the last month the EMI has already repaid everything: nothing saved.
    expect((await results(page)).slice(3)).toEqual(['Interest saved: ₹0', 'Months saved: 0']);
  });

  test('on a phone the prepayment rows fit: no sideways scroll, every control 44 px tall', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await homeLoanWithPrepayment(page, '500000', '12', true);
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(page.getByRole('table', { name: 'Interest Breakdown' })).toBeVisible();
    const sizes = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      controls: [...document.querySelectorAll<HTMLElement>('fieldset input:not([type=checkbox]), fieldset button')].map(
        (element) => element.getBoundingClientRect().height,
      ),
    }));
    expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
    expect(sizes.controls.length).toBeGreaterThan(0);
    expect(Math.min(...sizes.controls)).toBeGreaterThanOrEqual(44);
  });
});

test.describe('SIP calculator: step-up and the Year by year table', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/sip-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'SIP Calculator' })).toBeVisible();
  });

  test('₹5,000 a month at 12% for 10 years, stepped up 10% a year', async ({ page }) => {
    await expect(page.getByLabel('Annual step-up (%)')).toHaveValue('0');
    await retype(page.getByLabel('Monthly investment'), '5000');
    await retype(page.getByLabel('Time period (years)'), '10');
    await retype(page.getByLabel('Annual step-up (%)'), '10');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    expect(await results(page)).toEqual([
      'Total Investment: ₹9,56,245.48',
      'Return Earned: ₹7,30,917.66',
      'Maturity Amount: ₹16,87,163.13',
    ]);
    const table = page.getByRole('table', { name: 'Year by year' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Year',
      'Monthly investment',
      'Invested so far',
      'Value at year end',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(table.locator('tbody tr').last().getByRole('cell')).toHaveText([
      '10',
      '₹11,789.74',
      '₹9,56,245.48',
      '₹16,87,163.13',
    ]);
    await expect(page).toHaveURL(/stepUp=10(&|$)/);

    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(shared.getByLabel('Annual step-up (%)')).toHaveValue('10');
    await expect(shared.getByRole('table', { name: 'Year by year' }).locator('tbody tr')).toHaveCount(10);
    await shared.close();
  });

  test('without a step-up: today’s results, a one-row table, and the same link as before', async ({ page }) => {
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    expect(await results(page)).toContain('Maturity Amount: ₹12,809.33');
    await expect(page.getByRole('table', { name: 'Year by year' }).locator('tbody tr').getByRole('cell')).toHaveText([
      '1',
      '₹1,000.00',
      '₹12,000.00',
      '₹12,809.33',
    ]);
    await expect(page).not.toHaveURL(/stepUp/);
  });

  test('a lump sum: no step-up to ask for, and a table without the monthly column', async ({ page }) => {
    await page.getByRole('radio', { name: 'Lump sum' }).check();
    await expect(page.getByLabel('Annual step-up (%)')).toHaveCount(0);
    await retype(page.getByLabel('Time period (years)'), '2');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const table = page.getByRole('table', { name: 'Year by year' });
    await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Invested so far', 'Value at year end']);
    await expect(table.locator('tbody tr').last().getByRole('cell')).toHaveText(['2', '₹1,00,000.00', '₹1,25,440.00']);
  });

  test('a link with a step-up past 100% gets its message and no result', async ({ page }) => {
    await page.goto('/sip-calculator?investmentType=sip&monthlyInvestment=1000&rate=12&timePeriod=5&stepUp=150');
    await expect(page.getByLabel('Annual step-up (%)')).toHaveAccessibleDescription('Enter a step-up from 0 to 100%.');
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('on a phone the 100-year table scrolls in its own box, never the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // The widest figures the screen takes: ₹1,00,000 a month at 15% for 100 years, stepped up 10% a year, is
    // worth about ₹63.5 lakh crore, just within the paise limit of ₹70 lakh crore (₹10,00,000 a month, ten
    // times that, gets the limit's message).
    await retype(page.getByLabel('Monthly investment'), '100000');
    await retype(page.getByLabel('Expected return rate (% p.a.)'), '15');
    await retype(page.getByLabel('Time period (years)'), '100');
    await retype(page.getByLabel('Annual step-up (%)'), '10');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const table = page.getByRole('table', { name: 'Year by year' });
    await expect(table.locator('tbody tr')).toHaveCount(100);
    await expect(page.getByRole('region', { name: 'Result' }).locator('dd').last()).not.toHaveText(/NaN|Infinity|e\+/);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});

test('prepayment rows with their messages, the savings and the Year by year table pass axe (WCAG 2.1 A/AA)', async ({
  page,
}) => {
  // Five full-page axe scans, one over a 100-row table: over 30 s on a busy 2-core machine.
  test.slow();
  const axe = () => axeViolations(page);
  await page.goto('/loan-calculator');
  await page.getByRole('button', { name: 'Add prepayment' }).click();
  await page.getByRole('button', { name: 'Calculate EMI' }).click();
  await expect(page.getByText('Enter a valid prepayment amount.')).toBeVisible();
  expect(await axe()).toEqual([]);
  await prepaymentRows(page).getByLabel('Prepayment amount').fill('10,000');
  await prepaymentRows(page).getByLabel('In month').fill('3');
  await page.getByLabel('After a prepayment').selectOption('reduce-emi');
  await page.getByRole('button', { name: 'Calculate EMI' }).click();
  await expect(page.getByRole('figure', { name: 'Principal vs Interest Over Time' })).toBeVisible();
  expect(await axe()).toEqual([]);

  await page.goto('/sip-calculator');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Year by year' })).toBeVisible();
  expect(await axe()).toEqual([]);
});
