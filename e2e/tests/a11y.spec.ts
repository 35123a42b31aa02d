import type { Locator, Page } from '@playwright/test';
import { expect, visitorTest as test } from '../support/fixtures';
import { axeViolations as violations } from '../support/page-checks';

// Every route as loaded is checked in routes.spec.ts; here, what a route shows after a visitor acts.
test.describe('axe (WCAG 2.1 A/AA)', () => {
  test('the EMI result after Calculate has no violations', async ({ page }) => {
    await page.goto('/emi-calculator');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByRole('main').locator('dd').first()).toHaveText('₹43,610');
    expect(await violations(page)).toEqual([]);
  });

  test('the loan schedule and chart after Calculate have no violations', async ({ page }) => {
    await page.goto('/loan-calculator');
    await page
      .getByRole('button', { name: /^Calculate/ })
      .first()
      .click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Principal vs Interest Over Time' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Principal vs Interest', exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('an EMI error message has no violations', async ({ page }) => {
    await page.goto('/emi-calculator');
    await page.getByLabel('Loan amount').fill('');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('Enter a valid loan amount.', { exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('axe on the tax tools with everything open', () => {
  for (const path of ['/old-regime-tax', '/new-regime-tax']) {
    test(`${path}: the itemise form with a cap note, the results and the breakdown`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await main.getByLabel('Total salary').fill('500001');
      await main.getByRole('button', { name: 'Calculate Tax' }).click();
      await main.getByRole('button', { name: 'Show breakdown' }).click();
      await expect(main.getByRole('table', { name: 'Tax by slab' })).toBeVisible();
      await main.getByRole('button', { name: 'Itemise deductions' }).click();
      const form = main.getByRole('group', { name: 'Deductions, item by item' });
      await form.getByLabel(/Section 123 \(80C\)|Employer NPS/).fill('200000');
      if (path === '/old-regime-tax') await expect(form.getByText('Capped at ₹1,50,000')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('/taxcompare-calculator: both itemise forms, the verdict and the break-even line', async ({ page }) => {
    await page.goto('/taxcompare-calculator');
    for (const name of ['Old Regime', 'New Regime (2025-2026)']) {
      const side = page.getByRole('region', { name, exact: true });
      await side.getByLabel('Total salary').fill('1500000');
      await side.getByRole('button', { name: 'Calculate Tax' }).click();
      await side.getByRole('button', { name: 'Itemise deductions' }).click();
      await expect(side.getByRole('group', { name: 'Deductions, item by item' })).toBeVisible();
    }
    await expect(page.getByText(/^The old regime would cost the same or less/)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

/**
 * The tools of issues 35 and 36 after Calculate: the result, and where there is one the yearly table and
 * the chart (their routes as loaded are in ROUTES already, from the catalogue).
 */
const CALCULATED: readonly { path: string; fill?: (main: Locator) => Promise<void>; chart?: boolean }[] = [
  { path: '/ppf-calculator', chart: true },
  { path: '/ssy-calculator', chart: true },
  { path: '/nps-calculator', chart: true },
  { path: '/epf-calculator', chart: true },
  { path: '/swp-calculator' },
  { path: '/goal-calculator' },
  { path: '/gst-calculator', fill: (main) => main.getByLabel('Amount', { exact: true }).fill('1000') },
  {
    path: '/hra-calculator',
    fill: async (main) => {
      await main.getByLabel('Basic salary', { exact: true }).fill('50000');
      await main.getByLabel('HRA received', { exact: true }).fill('20000');
      await main.getByLabel('Rent paid', { exact: true }).fill('18000');
    },
  },
  { path: '/salary-calculator', fill: (main) => main.getByLabel('Yearly CTC', { exact: true }).fill('1200000') },
  {
    path: '/gratuity-calculator',
    fill: async (main) => {
      await main.getByLabel('Last drawn monthly basic + DA', { exact: true }).fill('60000');
      await main.getByLabel('Years of service', { exact: true }).fill('10');
    },
  },
  {
    path: '/capital-gains-calculator',
    fill: async (main) => {
      await main.getByRole('radio', { name: 'Land or building' }).check();
      await main.getByLabel('Bought on', { exact: true }).fill('2005-06-01');
      await main.getByLabel('Purchase price', { exact: true }).fill('1000000');
      await main.getByLabel('Sold on', { exact: true }).fill('2025-08-01');
      await main.getByLabel('Sale price', { exact: true }).fill('6000000');
    },
  },
];

test.describe('axe on the savings and taxpayer tools after Calculate', () => {
  for (const { path, fill, chart } of CALCULATED) {
    test(`${path}: the result${chart ? ', the table and the chart' : ''}`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.locator('h1')).toBeVisible();
      await fill?.(main);
      await main.getByRole('button', { name: 'Calculate', exact: true }).click();
      await expect(main.getByRole('region', { name: 'Result' }).locator('dd').first()).not.toHaveText(/^₹0(\.00)?$/);
      if (chart) await expect(main.getByRole('figure', { name: 'Invested vs value' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

/** The focused element shows a focus ring: a non-none outline or a box-shadow. */
async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow && style.boxShadow !== 'none')
      ? 'visible'
      : `no ring on ${element.outerHTML.slice(0, 80)}`;
  });
  expect(ring).toBe('visible');
}

/** Presses Tab until `matches` says the focused element is the one wanted (at most `limit` presses). */
async function tabTo(page: Page, matches: () => boolean, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error('never reached the element with Tab');
}

test.describe('keyboard only', () => {
  test('tabs through the dashboard to the EMI card and opens it with Enter', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, () => {
      const element = document.activeElement;
      return !!element?.closest('main') && element.getAttribute('href') === '/emi-calculator';
    });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/emi-calculator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'EMI Calculator' })).toBeVisible();
  });

  test('tabs through the EMI form to Calculate and calculates with Enter', async ({ page }) => {
    await page.goto('/emi-calculator');
    await expect(page.getByLabel('Loan amount')).toHaveValue('5,00,000');
    await tabTo(page, () => document.activeElement === document.querySelector('main input'));
    await expectFocusVisible(page);
    await tabTo(page, () => {
      const element = document.activeElement;
      return element?.tagName === 'BUTTON' && element.textContent?.trim() === 'Calculate';
    });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').locator('dd').first()).toHaveText('₹43,610');
  });
});
