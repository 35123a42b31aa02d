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
 * The Home Loan Tax Benefit through the gateway: issue 51's reference (₹50,00,000 at 8.5 % for 20 years, first
 * EMI April 2026, tax year 2026-27), restored from its link in a fresh page, and the new regime's note.
 */

const REFERENCE = {
  'Monthly EMI': '₹43,391',
  'Interest paid in the year': '₹4,21,182',
  'Principal repaid in the year': '₹99,511',
  'Interest deduction': '₹2,00,000',
  'Principal deduction': '₹99,511',
  'Tax without the loan': '₹4,13,400',
  'Tax with the loan': '₹3,19,953',
  'Tax saved': '₹93,447',
};

test('₹50,00,000 at 8.5% for 20 years from April 2026: tax saved ₹93,447, and its link', async ({ page, context }) => {
  await openTool(page, '/home-loan-tax-benefit', 'Home Loan Tax Benefit');
  await retype(page, 'Loan amount', '5000000');
  await retype(page, 'Interest rate (% p.a.)', '8.5');
  await retype(page, 'Tenure (years)', '20');
  await field(page, 'First EMI (month)').fill('2026-04');
  await field(page, 'Tax year').selectOption({ label: 'Tax year 2026-27 (Income-tax Act, 2025)' });
  await retype(page, 'Taxable income before the home loan (old regime)', '1950000');
  await retype(page, 'Other section 123 (80C) investments', '50000');
  await pressCalculate(page);
  await expectResults(page, REFERENCE);
  await expect(page.getByText("Under the new regime a self-occupied home's loan gives no deduction.")).toBeVisible();
  await expectSharedLink(page, context, '/home-loan-tax-benefit', ['year', '2026-27'], REFERENCE);
});
