import type { Page } from '@playwright/test';
import { todayIso } from '@fintools/shared/format/dates';
import { expect, visitorTest as test } from '../support/fixtures';
import { openTool } from '../support/tool-checks';

/** The `<dd>` that follows the `<dt>` with this exact name ("Maturity Amount"). */
function resultValue(page: Page, label: string) {
  return page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

/** Replaces a numeric field's text key by key, as a visitor types, so its typing limits apply. */
async function retype(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill('');
  if (text) await input.pressSequentially(text);
}

test.describe('FD Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/fd-calculator', 'FD Calculator'));

  test('defaults, ₹0 results, then 1,00,000 at 5% for 3 years → ₹1,16,075', async ({ page }) => {
    await expect(page.getByLabel('Investment amount', { exact: true })).toHaveValue('1,00,000');
    await expect(page.getByLabel('Interest rate (% p.a.)', { exact: true })).toHaveValue('5');
    await expect(page.getByLabel('Time period', { exact: true })).toHaveValue('3');
    await expect(page.getByLabel('Time unit', { exact: true })).toHaveValue('years');
    await expect(resultValue(page, 'Total Investment')).toHaveText('₹0');
    await expect(resultValue(page, 'Return Earned')).toHaveText('₹0');
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹0');
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'Total Investment')).toHaveText('₹1,00,000');
    await expect(resultValue(page, 'Return Earned')).toHaveText('₹16,075');
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹1,16,075');
    await expect(page).toHaveURL(/investment=1%2C00%2C000/);
  });

  test('each message, tied to its field, while the last result stays', async ({ page }) => {
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹1,16,075');

    await retype(page, 'Investment amount', '499');
    await retype(page, 'Interest rate (% p.a.)', '0');
    await retype(page, 'Time period', '0');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByLabel('Investment amount', { exact: true })).toHaveAccessibleDescription(
      'Please enter a valid investment amount (≥ 500).',
    );
    await expect(page.getByLabel('Interest rate (% p.a.)', { exact: true })).toHaveAccessibleDescription(
      'Please enter a valid interest rate.',
    );
    await expect(page.getByLabel('Time period', { exact: true })).toHaveAccessibleDescription(
      'Please enter a valid time period (1 - 50).',
    );
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹1,16,075');

    await page.getByLabel('Time unit', { exact: true }).selectOption({ label: 'Months' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('Please enter a valid time period (1 - 600).', { exact: true })).toBeVisible();
  });

  test('the typed period is capped at 50 years or 600 months', async ({ page }) => {
    await retype(page, 'Time period', '51');
    await expect(page.getByLabel('Time period', { exact: true })).toHaveValue('5');
    await page.getByLabel('Time unit', { exact: true }).selectOption({ label: 'Months' });
    await retype(page, 'Time period', '601');
    await expect(page.getByLabel('Time period', { exact: true })).toHaveValue('60');
    await retype(page, 'Time period', '600');
    await expect(page.getByLabel('Time period', { exact: true })).toHaveValue('600');
  });

  test('a shared link round trip: Calculate writes the inputs, the link fills and calculates once', async ({
    page,
    context,
  }) => {
    await retype(page, 'Investment amount', '50000');
    await retype(page, 'Interest rate (% p.a.)', '7');
    await page.getByLabel('Time unit', { exact: true }).selectOption({ label: 'Months' });
    await retype(page, 'Time period', '24');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹57,444');
    await expect(page).toHaveURL(/\/fd-calculator\?/);
    const sharedUrl = page.url();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sharedUrl);

    const visitor = await context.newPage();
    await visitor.goto(sharedUrl);
    await expect(visitor.getByLabel('Investment amount', { exact: true })).toHaveValue('50,000');
    await expect(visitor.getByLabel('Interest rate (% p.a.)', { exact: true })).toHaveValue('7');
    await expect(visitor.getByLabel('Time period', { exact: true })).toHaveValue('24');
    await expect(visitor.getByLabel('Time unit', { exact: true })).toHaveValue('months');
    await expect(resultValue(visitor, 'Total Investment')).toHaveText('₹50,000');
    await expect(resultValue(visitor, 'Maturity Amount')).toHaveText('₹57,444');
    await visitor.close();
  });
});

test.describe('RD Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/rd-calculator', 'RD Calculator'));

  test('hidden until Calculate; 1,000 at 5% for 12 months → ₹12,329; hidden again by a failed one', async ({
    page,
  }) => {
    await expect(page.getByLabel('Monthly investment', { exact: true })).toHaveValue('1,000');
    await expect(page.getByLabel('Interest rate (% p.a.)', { exact: true })).toHaveValue('5');
    await expect(page.getByLabel('Time period', { exact: true })).toHaveValue('1');
    await expect(page.getByLabel('Time unit', { exact: true })).toHaveValue('years');
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);

    await page.getByLabel('Time unit', { exact: true }).selectOption({ label: 'Months' });
    await retype(page, 'Time period', '12');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'Total Investment')).toHaveText('₹12,000');
    await expect(resultValue(page, 'Return Earned')).toHaveText('₹329');
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹12,329');
    await expect(page).toHaveURL(/timePeriod=12/);

    await retype(page, 'Monthly investment', '100');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('Enter a valid monthly investment (≥ ₹500).', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);
  });

  test('each message', async ({ page }) => {
    await retype(page, 'Monthly investment', '499');
    await retype(page, 'Interest rate (% p.a.)', '0');
    await retype(page, 'Time period', '0');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByLabel('Monthly investment', { exact: true })).toHaveAccessibleDescription(
      'Enter a valid monthly investment (≥ ₹500).',
    );
    await expect(page.getByLabel('Interest rate (% p.a.)', { exact: true })).toHaveAccessibleDescription(
      'Enter a valid interest rate (0–100%).',
    );
    await expect(page.getByLabel('Time period', { exact: true })).toHaveAccessibleDescription(
      'Enter a valid time period.',
    );
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);
  });
});

test.describe('SIP Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/sip-calculator', 'SIP Calculator'));

  test('₹0.00 at first; the defaults → ₹12,809.33', async ({ page }) => {
    await expect(page.getByRole('radio', { name: 'SIP (monthly)' })).toBeChecked();
    await expect(page.getByLabel('Monthly investment', { exact: true })).toHaveValue('1,000');
    await expect(page.getByLabel('Expected return rate (% p.a.)', { exact: true })).toHaveValue('12');
    await expect(page.getByLabel('Time period (years)', { exact: true })).toHaveValue('1');
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹0.00');

    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'Total Investment')).toHaveText('₹12,000.00');
    await expect(resultValue(page, 'Return Earned')).toHaveText('₹809.33');
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹12,809.33');
  });

  test('the investment type switches the fields; a lump sum of 1,00,000 at 12% for 1 year → ₹1,12,000.00', async ({
    page,
  }) => {
    await page.getByRole('radio', { name: 'Lump sum' }).check();
    await expect(page.getByLabel('Monthly investment', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Lump sum amount', { exact: true })).toHaveValue('1,00,000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'Total Investment')).toHaveText('₹1,00,000.00');
    await expect(resultValue(page, 'Return Earned')).toHaveText('₹12,000.00');
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹1,12,000.00');

    await page.getByRole('radio', { name: 'SIP (monthly)' }).check();
    await expect(page.getByLabel('Lump sum amount', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Monthly investment', { exact: true })).toHaveValue('1,000');
  });

  test('each message', async ({ page }) => {
    await retype(page, 'Monthly investment', '499');
    await retype(page, 'Expected return rate (% p.a.)', '0');
    await retype(page, 'Time period (years)', '0');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByLabel('Monthly investment', { exact: true })).toHaveAccessibleDescription(
      'Please enter monthly investment (min ₹500)',
    );
    await expect(page.getByLabel('Expected return rate (% p.a.)', { exact: true })).toHaveAccessibleDescription(
      'Please enter valid rate of interest',
    );
    await expect(page.getByLabel('Time period (years)', { exact: true })).toHaveAccessibleDescription(
      'Please enter valid time period (min 1 year)',
    );

    await page.getByRole('radio', { name: 'Lump sum' }).check();
    await retype(page, 'Lump sum amount', '999');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByLabel('Lump sum amount', { exact: true })).toHaveAccessibleDescription(
      'Please enter lump sum amount (min ₹1000)',
    );
    await expect(resultValue(page, 'Maturity Amount')).toHaveText('₹0.00');
  });
});

test.describe('TDS Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/tds-calculator', 'TDS Calculator'));

  test('194J professional fees of 1,00,000 with PAN → ₹10,000.00 at 10%', async ({ page }) => {
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await page
      .getByLabel('Section', { exact: true })
      .selectOption({ label: '393 (194J) — Fees for professional or technical services' });
    await expect(page.getByLabel('Section', { exact: true })).toHaveAccessibleDescription('Threshold: ₹50,000');
    await expect(page.getByLabel('Fee type', { exact: true })).toHaveValue('professional');
    await page.getByLabel('Amount (₹)', { exact: true }).fill('100000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'TDS Amount')).toHaveText('₹10,000.00');
    await expect(
      page.getByText('Rate applied: 10% under section 393 (194J) (fees for professional services).', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/section=194J/);
  });

  test('194H commission of 30,000 without PAN → ₹6,000.00 at 20% under section 397 (206AA)', async ({ page }) => {
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel('Section', { exact: true }).selectOption('194H');
    await page.getByLabel('Amount (₹)', { exact: true }).fill('30000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'TDS Amount')).toHaveText('₹6,000.00');
    await expect(page.getByText(/^Rate applied: 20% under section 397 \(206AA\): PAN not furnished/)).toBeVisible();
  });

  test('193 interest of 5,000 → No TDS applicable', async ({ page }) => {
    await page.getByLabel('Section', { exact: true }).selectOption('193');
    await page.getByLabel('Amount (₹)', { exact: true }).fill('5000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'TDS Amount')).toHaveText('No TDS applicable');
  });

  test('each calculation clears the previous result and error', async ({ page }) => {
    await page.getByLabel('Section', { exact: true }).selectOption('194J');
    await page.getByLabel('Amount (₹)', { exact: true }).fill('100000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'TDS Amount')).toHaveText('₹10,000.00');

    await page.getByLabel('Amount (₹)', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('Please enter a valid amount', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Amount (₹)', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);

    await page.getByLabel('Amount (₹)', { exact: true }).fill('40000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('Please enter a valid amount', { exact: true })).toHaveCount(0);
    await expect(resultValue(page, 'TDS Amount')).toHaveText('No TDS applicable');
  });

  test('194C asks the payee and the optional year total', async ({ page }) => {
    await page.getByLabel('Section', { exact: true }).selectOption('194C');
    await expect(page.getByLabel('Payee', { exact: true })).toBeVisible();
    await page.getByLabel('Amount (₹)', { exact: true }).fill('20000');
    // The year was past ₹1,00,000 before this payment, so this payment alone bears TDS.
    await page.getByLabel('Total paid this year (₹)', { exact: true }).fill('130000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(resultValue(page, 'TDS Amount')).toHaveText('₹200.00');
  });
});

test.describe('DOB Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/dob-calculator', 'DOB CALCULATOR'));

  test('nothing until Calculate Age; 31 Jan 2000 → 29 Feb 2000 is 0 y 0 m 29 d', async ({ page }) => {
    await expect(page.getByLabel('Current date', { exact: true })).toHaveValue(todayIso());
    await expect(page.getByLabel('Date of birth', { exact: true })).toHaveAttribute('max', todayIso());
    await page.getByLabel('Date of birth', { exact: true }).fill('2000-01-31');
    await page.getByLabel('Current date', { exact: true }).fill('2000-02-29');
    await expect(page.getByLabel('Current date', { exact: true })).toHaveAttribute('min', '2000-01-31');
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);

    await page.getByRole('button', { name: 'Calculate Age' }).click();
    await expect(page.getByRole('main').locator('dt')).toHaveText([
      'Years',
      'Months',
      'Days',
      'Weeks',
      'Hours',
      'Minutes',
      'Seconds',
    ]);
    await expect(resultValue(page, 'Years')).toHaveText('0');
    await expect(resultValue(page, 'Months')).toHaveText('0');
    await expect(resultValue(page, 'Days')).toHaveText('29');
    await expect(resultValue(page, 'Weeks')).toHaveText('4');
    await expect(resultValue(page, 'Seconds')).toHaveText('25,05,600');
    await expect(page).toHaveURL(/dob=2000-01-31/);
  });

  test('each message', async ({ page }) => {
    await page.getByRole('button', { name: 'Calculate Age' }).click();
    await expect(page.getByLabel('Date of birth', { exact: true })).toHaveAccessibleDescription(
      'Please select Date of Birth.',
    );

    await page.getByLabel('Date of birth', { exact: true }).fill('2030-01-01');
    await page.getByLabel('Current date', { exact: true }).fill('2026-11-22');
    await page.getByRole('button', { name: 'Calculate Age' }).click();
    await expect(page.getByLabel('Date of birth', { exact: true })).toHaveAccessibleDescription(
      'DOB cannot be after current date.',
    );
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);
  });
});

test.describe('Find Day Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/dayfind-calculator', 'FIND DAY CALCULATOR'));

  test('prefilled with today, nothing until Find Day; 22 Nov 2026 → Day is: Sunday', async ({ page }) => {
    const date = page.getByLabel('Date', { exact: true });
    await expect(date).toHaveValue(todayIso());
    await expect(date).toHaveAttribute('min', '1900-01-01');
    await expect(date).toHaveAttribute('max', '2999-12-31');
    await expect(page.getByText(/Day is:/)).toHaveCount(0);

    await date.fill('2026-11-22');
    await expect(page.getByText(/Day is:/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Find Day' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Day is:' })).toHaveText('Day is: Sunday');
    await expect(page).toHaveURL(/date=2026-11-22/);
  });

  test('an empty date → Please select a valid date.', async ({ page }) => {
    await page.getByLabel('Date', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Find Day' }).click();
    await expect(page.getByLabel('Date', { exact: true })).toHaveAccessibleDescription('Please select a valid date.');
    await expect(page.getByText(/Day is:/)).toHaveCount(0);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const [path, button] of [
    ['/fd-calculator', 'Calculate'],
    ['/rd-calculator', 'Calculate'],
    ['/sip-calculator', 'Calculate'],
    ['/tds-calculator', 'Calculate'],
    ['/dob-calculator', 'Calculate Age'],
    ['/dayfind-calculator', 'Find Day'],
  ] as const) {
    test(`${path} has no horizontal scroll and 44 px touch targets`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: button, exact: true }).click();
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: button, exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const controls = main.locator('input:not([type="radio"]), select, button, label:has(> input[type="radio"])');
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        if (box)
          expect(
            box.height,
            await control.evaluate((element) => element.outerHTML.slice(0, 80)),
          ).toBeGreaterThanOrEqual(44);
      }
    });
  }
});
