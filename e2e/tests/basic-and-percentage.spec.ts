import type { Page } from '@playwright/test';
import { expect, visitorTest as test } from '../support/fixtures';

test.describe('Basic Calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/basiccalc-calculator');
    await expect(page.getByLabel('Display')).toBeVisible();
  });

  const press = async (page: Page, keys: string[]) => {
    for (const key of keys) await page.getByRole('button', { name: key, exact: true }).click();
  };

  test('7 × 8 = 56, then C clears', async ({ page }) => {
    await press(page, ['7', '×', '8', '=']);
    await expect(page.getByLabel('Display')).toHaveText('56');
    await press(page, ['C']);
    await expect(page.getByLabel('Display')).toHaveText('');
  });

  test('a malformed expression shows Error', async ({ page }) => {
    await press(page, ['7', '+', '×', '=']);
    await expect(page.getByLabel('Display')).toHaveText('Error');
  });

  test('the keyboard works too', async ({ page }) => {
    await page.keyboard.type('9/3');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Display')).toHaveText('3');
  });
});

test.describe('Percentage Calculator', () => {
  test('shows each field’s error message, then the percentage after Calculate Percentage', async ({ page }) => {
    await page.goto('/percentage-calculator');
    await page.getByRole('button', { name: 'Calculate Percentage' }).click();
    await expect(page.getByText('Enter a valid number.')).toBeVisible();
    await expect(page.getByText('Total must be greater than zero.')).toBeVisible();
    await expect(page.getByLabel('Part')).toHaveAttribute('aria-describedby', /.+/);

    await page.getByLabel('Part').fill('25,000');
    await page.getByLabel('Total').fill('100000');
    await expect(page.getByLabel('Total')).toHaveValue('1,00,000');
    await page.getByRole('button', { name: 'Calculate Percentage' }).click();
    await expect(page.locator('dt')).toHaveText('Percentage');
    await expect(page.locator('dd')).toHaveText('25%');
    await expect(page).toHaveURL(/\?part=25%2C000&total=1%2C00%2C000$/);
  });

  test('a shared link fills the form and calculates once', async ({ page }) => {
    await page.goto('/percentage-calculator?part=1&total=3');
    await expect(page.getByLabel('Part')).toHaveValue('1');
    await expect(page.locator('dd')).toHaveText('33.33%');
  });
});

test.describe('Percentage of Total Value', () => {
  test('shows each field’s error message, then the value after Calculate Value', async ({ page }) => {
    await page.goto('/value-of-percentage');
    await expect(page.locator('dd')).toHaveCount(0);
    await page.getByRole('button', { name: 'Calculate Value' }).click();
    await expect(page.getByText('Enter a valid percentage.')).toBeVisible();
    await expect(page.getByText('Enter a valid total value.')).toBeVisible();

    await page.getByLabel('Percentage (%)').pressSequentially('150');
    await expect(page.getByLabel('Percentage (%)')).toHaveValue('15');
    await page.getByLabel('Total value').fill('2000');
    await page.getByRole('button', { name: 'Calculate Value' }).click();
    await expect(page.locator('dt')).toHaveText('Value');
    await expect(page.locator('dd')).toHaveText('300');
  });
});
