import { expect, test } from '../support/fixtures';

test('a remote that fails to load costs only its own screen, and Retry really retries', async ({ page }) => {
  let blocked = true;
  await page.route('**/mfe/calculators/remoteEntry.js*', async (route) => {
    if (blocked) await route.abort('connectionrefused');
    else await route.continue();
  });

  await page.goto('/basiccalc-calculator');
  await expect(page.getByRole('heading', { name: 'This tool is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The rest of the product still works.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'What would you like to use?' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  // Back on the tool, the remote is back: Retry loads it.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('Display')).toBeVisible();
  await page.getByRole('button', { name: '7' }).click();
  await page.getByRole('button', { name: '×' }).click();
  await page.getByRole('button', { name: '8' }).click();
  await page.getByRole('button', { name: '=' }).click();
  await expect(page.getByLabel('Display')).toHaveText('56');
});
