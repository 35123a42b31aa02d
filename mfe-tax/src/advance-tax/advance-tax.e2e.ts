import type { Page } from '@playwright/test';
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
 * The Advance Tax Calculator through the gateway: issue 51's reference for tax year 2026-27 (sections 425 and
 * 424), its table of the four due dates, the same instalments filed in September, and the result from its link.
 */

const referenceResults = (defaultInterest: string, totalInterest: string) => ({
  'Tax on total income': '₹4,99,200',
  'Advance tax payable (after TDS and TCS)': '₹3,99,200',
  'Interest for deferment (section 425)': '₹2,568',
  'Interest for default (section 424)': defaultInterest,
  'Total interest': totalInterest,
});

async function fillReference(page: Page) {
  await openTool(page, '/advance-tax-calculator', 'Advance Tax Calculator');
  await field(page, 'Tax year').selectOption({ label: 'Tax year 2026-27 (Income-tax Act, 2025)' });
  await retype(page, 'Estimated total income (after deductions)', '3000000');
  await retype(page, 'TDS and TCS', '100000');
  await retype(page, 'Paid by 15 June', '40000');
  await retype(page, 'Paid by 15 September', '110000');
  await retype(page, 'Paid by 15 December', '100000');
  await retype(page, 'Paid by 15 March', '100000');
}

test('₹30,00,000, new regime, filed 31 July 2027: interest ₹2,568 + ₹1,968, table and link', async ({
  page,
  context,
}) => {
  await fillReference(page);
  await expect(field(page, 'Return filed on')).toHaveValue('2027-07-31');
  await pressCalculate(page);
  const expected = referenceResults('₹1,968', '₹4,536');
  await expectResults(page, expected);
  const table = page.getByRole('main').getByRole('table', { name: 'Advance tax by due date' });
  await expect(table.locator('tbody tr')).toHaveText([
    /15 Jun 2026\s*₹59,880\s*₹40,000\s*₹19,880\s*₹594/,
    /15 Sept? 2026\s*₹1,79,640\s*₹1,50,000\s*₹29,640\s*₹0/,
    /15 Dec 2026\s*₹2,99,400\s*₹2,50,000\s*₹49,400\s*₹1,482/,
    /15 Mar 2027\s*₹3,99,200\s*₹3,50,000\s*₹49,200\s*₹492/,
  ]);
  await expect(page.getByText('1% a month for 4 months on ₹49,200', { exact: false })).toBeVisible();
  await expectSharedLink(page, context, '/advance-tax-calculator', ['year', '2026-27'], expected);
});

test('the same instalments with the return filed on 15 September 2027: default interest ₹2,952', async ({ page }) => {
  await fillReference(page);
  await field(page, 'Return filed on').fill('2027-09-15');
  await pressCalculate(page);
  await expectResults(page, referenceResults('₹2,952', '₹5,520'));
});
