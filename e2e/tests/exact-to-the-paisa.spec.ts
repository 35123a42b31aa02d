import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { resultValue } from '../support/tool-checks';

/**
 * Amounts the audit found a paisa off, and the calculator's large and tiny results, through the built
 * product in Chromium (docs/rounding.md).
 */

test.describe('SIP: the exact maturity, rounded half up', () => {
  test('₹92,200 a month at 13% for 14 years → ₹4,39,76,182.97 (exactly .974999…)', async ({ page }) => {
    await page.goto('/sip-calculator?investmentType=sip&monthlyInvestment=92200&rate=13&timePeriod=14');
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹4,39,76,182.97');
    await expect(resultValue(page, 'Total Investment')).toHaveText('₹1,54,89,600.00');
    await expect(resultValue(page, 'Return Earned')).toHaveText('₹2,84,86,582.97');
  });

  test('a lump sum of ₹7,04,383 at 24% for 13 years → ₹1,15,42,257.87 (exactly .874999…)', async ({ page }) => {
    await page.goto('/sip-calculator?investmentType=lumpsum&lumpSumAmount=704383&rate=24&timePeriod=13');
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹1,15,42,257.87');
  });
});

test.describe('TDS', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tds-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'TDS Calculator' })).toBeVisible();
  });

  test('an exact half paisa rounds up: 10% of ₹10,000.05 is ₹1,000.01', async ({ page }) => {
    await page.getByLabel('Section', { exact: true }).selectOption('193');
    await page.getByLabel('Amount (₹)', { exact: true }).fill('10000.05');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'TDS Amount')).toHaveText('₹1,000.01');
  });

  test('194C: a payment that takes the year past ₹1,00,000 bears TDS on the whole year’s total', async ({ page }) => {
    await page.getByLabel('Section', { exact: true }).selectOption('194C');
    await page.getByLabel('Amount (₹)', { exact: true }).fill('80000');
    await page.getByLabel('Total paid this year (₹)', { exact: true }).fill('105000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'TDS Amount')).toHaveText('₹1,050.00');
    await expect(
      page.getByText(
        "Rate applied: 1% under section 393 (194C) (payment to a contractor who is an individual or HUF), on the whole year's total of ₹1,05,000, as this payment takes it past ₹1,00,000, so the earlier ₹25,000 bears TDS too.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/yearTotal=105000/);
  });
});

test.describe('Basic Calculator: large and tiny results keep calculating', () => {
  const press = async (page: Page, keys: string) => {
    for (const key of keys) await page.getByRole('button', { name: key, exact: true }).click();
  };

  test.beforeEach(async ({ page }) => {
    await page.goto('/basiccalc-calculator');
    await expect(page.getByLabel('Display')).toBeVisible();
  });

  test('1 ÷ 1000000000000 shows 1e-12, and × 1000 then gives 1e-9', async ({ page }) => {
    await press(page, '1÷1000000000000=');
    await expect(page.getByLabel('Display')).toHaveText('1e-12');
    await press(page, '×1000=');
    await expect(page.getByLabel('Display')).toHaveText('1e-9');
  });

  test('999999999999 × 999999999999 shows 9.99999999998e+23; = and operators go on from it', async ({ page }) => {
    await press(page, '999999999999×999999999999=');
    await expect(page.getByLabel('Display')).toHaveText('9.99999999998e+23');
    await press(page, '=');
    await expect(page.getByLabel('Display')).toHaveText('9.99999999998e+23');
    await press(page, '÷9=');
    await expect(page.getByLabel('Display')).toHaveText('1.11111111111e+23');
    // The keyboard too: 0.1 + 0.2 is 0.3 exactly.
    await page.keyboard.type('.1+.2');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Display')).toHaveText('0.3');
  });
});
