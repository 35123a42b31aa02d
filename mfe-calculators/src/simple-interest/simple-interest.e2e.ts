import { expect, visitorTest as test } from '../../../e2e/support/fixtures';
import {
  expectLinkInFreshBrowser,
  expectResults,
  field,
  openTool,
  pressCalculate,
  retype,
} from '../../../e2e/support/tool-checks';

/* The Simple Interest Calculator through the gateway: the reference case, and its link in a fresh browser. */

test('₹50,000 at 7.5% for 2 years 6 months → ₹9,375 / ₹59,375, and its link restores it', async ({ page, browser }) => {
  await openTool(page, '/simple-interest-calculator', 'Simple Interest Calculator');
  await pressCalculate(page);
  await expectResults(page, { Interest: '₹40,000', 'Total amount': '₹1,40,000' });
  await retype(page, 'Principal', '50000');
  await retype(page, 'Rate (% a year)', '7.5');
  await retype(page, 'Years', '2');
  await retype(page, 'Months', '6');
  await pressCalculate(page);
  const expected = { Interest: '₹9,375', 'Total amount': '₹59,375' };
  await expectResults(page, expected);
  await expect(field(page, 'Principal')).toHaveValue('50,000');
  await expect(page).toHaveURL(/principal=50%2C000/);
  await expectLinkInFreshBrowser(page, browser, expected);
});
