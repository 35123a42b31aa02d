import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, visitorTest as test } from '../support/fixtures';

const CHART = 'Principal vs Interest Over Time';

/** The result list's values, in order: Monthly EMI, Total Interest, Total Payment. */
const values = (page: Page) => page.getByRole('main').locator('dd');
const terms = (page: Page) => page.getByRole('main').locator('dt');

async function fillLoan(page: Page, amount: string, rate: string, tenure: string, unit: 'Years' | 'Months') {
  await page.getByLabel('Loan amount').fill(amount);
  await page.getByLabel('Interest rate (% p.a.)').fill(rate);
  await page.getByLabel('Loan tenure').fill(tenure);
  await page.getByLabel('Tenure unit').selectOption({ label: unit });
}

/**
 * The chart chunks the page downloads (recharts comes with each), known by what is in them: the remote names its
 * chunk files by id (`[id].[contenthash].js`, shorter in its remoteEntry.js than names), so a chart's chunk is
 * the script of the calculators remote holding that chart's own words or class (the loan chart's caption,
 * "recharts-pie" for the EMI's donut).
 */
function watchChunk(page: Page, name: 'loan-chart' | 'split-donut'): string[] {
  // The loan's chart module carries its caption; recharts' own code is in chunks both charts share.
  const marker = name === 'loan-chart' ? CHART : 'recharts-pie';
  const requested: string[] = [];
  page.on('response', async (response) => {
    // Script loads only (the screen's preload is one: Chromium runs the script from it).
    if (response.request().resourceType() !== 'script') return;
    if (!/\/mfe\/calculators\/[^/]+\.js(\?|$)/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (body.includes(marker)) requested.push(response.url());
  });
  return requested;
}
const watchChartChunk = (page: Page) => watchChunk(page, 'loan-chart');

test.describe('EMI calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/emi-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'EMI Calculator' })).toBeVisible();
  });

  test('starts at ₹0 with ₹5,00,000 at 8.5% for 1 year, and Calculate gives ₹43,610 / ₹23,319 / ₹5,23,319', async ({
    page,
  }) => {
    const chartChunk = watchChartChunk(page);
    const donutChunk = watchChunk(page, 'split-donut');
    await expect(page.getByLabel('Loan amount')).toHaveValue('5,00,000');
    await expect(page.getByLabel('Interest rate (% p.a.)')).toHaveValue('8.5');
    await expect(page.getByLabel('Loan tenure')).toHaveValue('1');
    await expect(page.getByLabel('Tenure unit')).toHaveValue('years');
    await expect(terms(page)).toHaveText(['Monthly EMI', 'Total Interest', 'Total Payment']);
    await expect(values(page)).toHaveText(['₹0', '₹0', '₹0']);
    await expect(page).not.toHaveURL(/\?/);
    expect(donutChunk, 'the donut is not downloaded before Calculate').toEqual([]);

    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(values(page)).toHaveText(['₹43,610', '₹23,319', '₹5,23,319']);
    await expect(page).toHaveURL(/\/emi-calculator\?loanAmount=5%2C00%2C000&rate=8\.5&loanTenure=1&unit=years$/);
    // After Calculate: the donut of principal against interest, in words as well. No schedule and no area
    // chart, whose code the EMI screen never downloads.
    const donut = page.getByRole('figure', { name: 'Principal vs Interest', exact: true });
    await expect(donut).toHaveAccessibleDescription(
      'Of a total payment of ₹5,23,319, principal is ₹5,00,000 (95.5%) and interest ₹23,319 (4.5%).',
    );
    await expect(donut.locator('path.recharts-sector')).toHaveCount(2);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('figure')).toHaveCount(1);
    expect(chartChunk).toEqual([]);
  });

  for (const [label, message] of [
    ['Loan amount', 'Enter a valid loan amount.'],
    ['Interest rate (% p.a.)', 'Enter a valid interest rate.'],
    ['Loan tenure', 'Enter a valid loan tenure (1 - 1000).'],
  ] as const) {
    test(`an empty ${label} shows "${message}" under the field`, async ({ page }) => {
      await page.getByLabel(label).fill('');
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
      await expect(values(page)).toHaveText(['₹0', '₹0', '₹0']);
    });
  }

  test('fields refuse letters, extra decimals and out-of-range values as they are typed', async ({ page }) => {
    await page.getByLabel('Loan amount').fill('');
    await page.getByLabel('Loan amount').pressSequentially('25a00000');
    await expect(page.getByLabel('Loan amount')).toHaveValue('25,00,000');
    await page.getByLabel('Interest rate (% p.a.)').fill('');
    await page.getByLabel('Interest rate (% p.a.)').pressSequentially('101');
    await expect(page.getByLabel('Interest rate (% p.a.)')).toHaveValue('10');
    await page.getByLabel('Loan tenure').fill('');
    await page.getByLabel('Loan tenure').pressSequentially('10001');
    await expect(page.getByLabel('Loan tenure')).toHaveValue('1000');
  });

  test('a failed Calculate keeps the last result', async ({ page }) => {
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(values(page)).toHaveText(['₹43,610', '₹23,319', '₹5,23,319']);
    await page.getByLabel('Interest rate (% p.a.)').fill('0');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('Enter a valid interest rate.')).toBeVisible();
    await expect(values(page)).toHaveText(['₹43,610', '₹23,319', '₹5,23,319']);
    await expect(page).toHaveURL(/rate=8\.5/);
  });
});

test.describe('Loan calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/loan-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'LOAN CALCULATOR' })).toBeVisible();
  });

  test('no results until Calculate EMI; then results, the Interest Breakdown table and a 300 px chart', async ({
    page,
  }) => {
    const chartChunk = watchChartChunk(page);
    await expect(terms(page)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('figure')).toHaveCount(0);

    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(terms(page)).toHaveText(['Monthly EMI', 'Total Interest', 'Total Payment']);
    await expect(values(page)).toHaveText(['₹43,610', '₹23,319', '₹5,23,319']);

    const table = page.getByRole('table', { name: 'Interest Breakdown' });
    await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Interest Paid', 'Principal Paid', 'Balance']);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first().getByRole('cell')).toHaveText(['1', '₹23,319', '₹5,00,000', '₹0']);
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);

    const chart = page.getByRole('figure', { name: CHART });
    await expect(chart).toBeVisible();
    await expect(chart).toContainText('Principal Paid');
    await expect(chart).toContainText('Interest Paid');
    await expect(chart.locator('path.recharts-area-area')).toHaveCount(2);
    const box = await chart.locator('svg.recharts-surface').first().boundingBox();
    expect(box?.height).toBe(300);
    await expect.poll(() => chartChunk.length).toBeGreaterThan(0);
  });

  test('a failed Calculate EMI shows the message and hides the results, table and chart', async ({ page }) => {
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(page.getByRole('figure', { name: CHART })).toBeVisible();
    await page.getByLabel('Loan amount').fill('0');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(page.getByLabel('Loan amount')).toHaveAccessibleDescription('Enter a valid loan amount.');
    await expect(terms(page)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('figure')).toHaveCount(0);
  });

  test('unit months: a Month column, 12 rows a page, Previous and Next', async ({ page }) => {
    await fillLoan(page, '5,00,000', '8.5', '18', 'Months');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    const table = page.getByRole('table', { name: 'Interest Breakdown' });
    const rows = table.locator('tbody tr');
    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(table.getByRole('columnheader').first()).toHaveText('Month');
    await expect(rows).toHaveCount(12);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(previous).toBeDisabled();

    await next.click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(6);
    await expect(rows.locator('td:first-child')).toHaveText(['13', '14', '15', '16', '17', '18']);
    await expect(rows.last().getByRole('cell').last()).toHaveText('₹0');
    await expect(next).toBeDisabled();
    // Paging shows another slice; it does not recalculate.
    await expect(values(page)).toHaveText(['₹29,684', '₹34,319', '₹5,34,319']);

    await previous.click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(rows.first().getByRole('cell').first()).toHaveText('1');
  });

  test('Download CSV saves loan-schedule.csv with every row in plain rupees', async ({ page }) => {
    await fillLoan(page, '5,00,000', '8.5', '18', 'Months');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('loan-schedule.csv');
    const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Month,Interest Paid,Principal Paid,Balance');
    expect(lines).toHaveLength(19);
    expect(lines[1]).toBe('1,3542,26143,473857');
    expect(lines[18]).toMatch(/^18,\d+,\d+,0$/);
    const sum = (column: number) => lines.slice(1).reduce((total, line) => total + Number(line.split(',')[column]), 0);
    expect(sum(1)).toBe(34319);
    expect(sum(2)).toBe(500000);
  });

  test('a shared link opens with the same inputs and results', async ({ page }) => {
    await fillLoan(page, '10,00,000', '10', '5', 'Years');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(values(page)).toHaveText(['₹21,247', '₹2,74,823', '₹12,74,823']);
    const link = page.url();
    expect(link).toMatch(/\/loan-calculator\?.*loanTenure=5/);

    const shared = await page.context().newPage();
    await shared.goto(link);
    await expect(shared.getByLabel('Loan amount')).toHaveValue('10,00,000');
    await expect(shared.getByLabel('Tenure unit')).toHaveValue('years');
    await expect(values(shared)).toHaveText(['₹21,247', '₹2,74,823', '₹12,74,823']);
    await expect(shared.getByRole('table', { name: 'Interest Breakdown' }).locator('tbody tr')).toHaveCount(5);
    await expect(shared.getByRole('figure', { name: CHART })).toBeVisible();
    await shared.close();
  });

  test('1000 years at 100% stays paged, and on a phone only the table scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await fillLoan(page, '50,00,000', '100', '1000', 'Years');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(page.getByText('Page 1 of 84')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Interest Breakdown' }).locator('tbody tr')).toHaveCount(12);
    await expect(page.getByRole('figure', { name: CHART }).locator('path.recharts-area-area')).toHaveCount(2);
    const widths = await page.evaluate(() => {
      const scroller = document.querySelector('table')?.parentElement;
      return {
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        tableBox: scroller?.clientWidth ?? 0,
        table: scroller?.scrollWidth ?? 0,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.table).toBeGreaterThan(widths.tableBox);
  });
});

test('/interest-breakdown shows the loan calculator', async ({ page }) => {
  await page.goto('/interest-breakdown');
  await expect(page.getByRole('heading', { level: 1, name: 'LOAN CALCULATOR' })).toBeVisible();
  await page.getByRole('button', { name: 'Calculate EMI' }).click();
  await expect(values(page)).toHaveText(['₹43,610', '₹23,319', '₹5,23,319']);
  await expect(page.getByRole('table', { name: 'Interest Breakdown' })).toBeVisible();
  await expect(page).toHaveURL(/\/interest-breakdown\?loanAmount=/);
});
