import { expect, visitorTest as test } from '../../../e2e/support/fixtures';
import {
  expectLinkInFreshBrowser,
  expectResults,
  field,
  openTool,
  pressCalculate,
} from '../../../e2e/support/tool-checks';

/* The Compound Interest Calculator through the gateway: the reference case, its chart, its link in a fresh browser. */

test('₹1,00,000 at 8% for 5 years → ₹1,48,595 quarterly, ₹1,48,985 monthly; the link restores it', async ({
  page,
  browser,
}) => {
  await openTool(page, '/compound-interest-calculator', 'Compound Interest Calculator');
  await pressCalculate(page);
  await expectResults(page, { Principal: '₹1,00,000', Interest: '₹48,595', 'Maturity amount': '₹1,48,595' });
  await expect(page.getByRole('figure', { name: 'Invested vs value' }).locator('svg').first()).toBeVisible();
  await field(page, 'Compounding').selectOption('Monthly');
  await pressCalculate(page);
  const expected = { Principal: '₹1,00,000', Interest: '₹48,985', 'Maturity amount': '₹1,48,985' };
  await expectResults(page, expected);
  await expect(page).toHaveURL(/compounding=monthly/);
  await expectLinkInFreshBrowser(page, browser, expected);
});
