import { productCatalogue } from '../support/catalogue';
import { expect, visitorTest as test } from '../support/fixtures';

test('the sidebar: order, auto-expanded group, current item, toggles, products', async ({ page }) => {
  await page.goto('/fd-calculator');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const topLevel = nav.locator(':scope > ul > li > :first-child');
  await expect(topLevel).toHaveText([
    'Dashboard',
    'ChatBot',
    'Get Img/Video',
    'Calculators',
    'Tax Tools',
    'Products',
    'Settings',
    'Help',
  ]);
  await expect(nav.getByRole('button', { name: 'Calculators' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'FD', exact: true })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('button', { name: 'Products' }).click();
  const products = nav.getByRole('link', { name: /opens in a new tab/ });
  await expect(products).toHaveCount(7);
  for (const link of await products.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await nav.getByRole('button', { name: 'Products' }).click();
  await expect(products).toHaveCount(0);

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the profile popup starts closed and closes on an outside click and on Escape', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Profile' });
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(popup).toContainText('Guest');
  await page.getByRole('heading', { name: 'What would you like to use?' }).click();
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('dashboard cards navigate to their tools', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('main').getByRole('link');
  // One card per catalogue tool with `dashboard: true`.
  await expect(cards).toHaveCount(productCatalogue().filter((tool) => tool.dashboard).length);
  await cards.filter({ hasText: 'Percentage' }).first().click();
  await expect(page).toHaveURL(/\/percentage-calculator$/);
  await expect(page.getByRole('heading', { name: 'Percentage Calculator' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Interest Breakdown' }).click();
  await expect(page).toHaveURL(/\/interest-breakdown$/);
  await expect(page).toHaveTitle('Interest Breakdown · FinTools');
});

test('on a phone the sidebar is a drawer that closes after following a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Calculators' }).click();
  await page.getByRole('link', { name: 'Calculator', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByLabel('Display')).toBeVisible();
});

test('the 404 page leads back to the dashboard', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'What would you like to use?' })).toBeVisible();
});

test('a theme chosen in Settings survives a reload', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  // The page as the gateway sends it is already dark, before any script runs (no flash of the device's theme).
  const served = await page.request.get('/emi-calculator', { headers: { accept: 'text/html' } });
  expect(await served.text()).toMatch(/<html data-theme="dark"/);
  await page.getByRole('radio', { name: 'Same as my device' }).check();
  const device = await page.request.get('/emi-calculator', { headers: { accept: 'text/html' } });
  expect(await device.text()).not.toContain('data-theme');
});
