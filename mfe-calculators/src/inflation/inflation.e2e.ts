import { visitorTest as test } from '../../../e2e/support/fixtures';
import { expectLinkInFreshBrowser, expectResults, openTool, pressCalculate } from '../../../e2e/support/tool-checks';

/* The Inflation Calculator through the gateway: the reference case, and its link in a fresh browser. */

test('₹1,00,000 at 6% for 10 years → ₹1,79,085 and ₹55,839, and its link restores it', async ({ page, browser }) => {
  await openTool(page, '/inflation-calculator', 'Inflation Calculator');
  await pressCalculate(page);
  const expected = { 'Future cost': '₹1,79,085', "Value in today's money": '₹55,839' };
  await expectResults(page, expected);
  await expectLinkInFreshBrowser(page, browser, expected);
});
