import { expect, visitorTest as test } from '../../../e2e/support/fixtures';
import {
  expectResults,
  expectSharedLink,
  field,
  openTool,
  pressCalculate,
  retype,
} from '../../../e2e/support/tool-checks';

/*
 * The HRA Calculator's cities by year, through the gateway: the Bengaluru reference in both years (the
 * Income-tax Rules, 2026 list it; FY 2025-26 keeps the four metros), each restored from its link in a fresh
 * page, and the way to the rent receipts.
 */

const TAX_YEAR_2026 = 'Tax year 2026-27 (Income-tax Act, 2025)';
const FY_2025 = 'FY 2025-26 (Income-tax Act, 1961)';

test.beforeEach(async ({ page }) => openTool(page, '/hra-calculator', 'HRA Calculator'));

test.describe('basic + DA ₹50,000, HRA ₹25,000, rent ₹30,000 a month, in Bengaluru', () => {
  for (const [year, city, expected, yearParam] of [
    [
      TAX_YEAR_2026,
      'Bengaluru',
      {
        'Exempt HRA': '₹3,00,000',
        'Taxable HRA': '₹0',
        'HRA received': '₹3,00,000',
        'Rent paid minus 10% of salary': '₹3,00,000',
        '50% of salary': '₹3,00,000',
      },
      '2026-27',
    ],
    [
      FY_2025,
      'Other city',
      {
        'Exempt HRA': '₹2,40,000',
        'Taxable HRA': '₹60,000',
        'HRA received': '₹3,00,000',
        'Rent paid minus 10% of salary': '₹3,00,000',
        '40% of salary': '₹2,40,000',
      },
      '2025-26',
    ],
  ] as const) {
    test(`${year}: exempt ${expected['Exempt HRA']}, taxable ${expected['Taxable HRA']}, and its link`, async ({
      page,
      context,
    }) => {
      await field(page, 'Tax year').selectOption({ label: year });
      if (yearParam === '2025-26') {
        // FY 2025-26 names the four metros only: Bengaluru is "any other place".
        await expect(field(page, 'City').locator('option')).toHaveText([
          'Delhi',
          'Mumbai',
          'Kolkata',
          'Chennai',
          'Other city',
        ]);
      }
      await retype(page, 'Basic salary', '50000');
      await retype(page, 'HRA received', '25000');
      await retype(page, 'Rent paid', '30000');
      await field(page, 'City').selectOption({ label: city });
      await pressCalculate(page);
      await expectResults(page, expected);
      await expectSharedLink(page, context, '/hra-calculator', ['year', yearParam], expected);
    });
  }
});

test('the HRA screen leads to the rent receipts', async ({ page }) => {
  await page.getByRole('main').getByRole('link', { name: 'make rent receipts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rent Receipt Generator', exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/rent-receipt-generator');
});
