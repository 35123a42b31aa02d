import { expect, visitorTest as test } from '../../../e2e/support/fixtures';
import {
  expectLinkInFreshBrowser,
  expectResults,
  openTool,
  pressCalculate,
  retype,
} from '../../../e2e/support/tool-checks';

/* The Retirement Planner through the gateway: the reference plan, its chart, and its link in a fresh browser. */

test('30 → 60 → 85, ₹50,000 a month: corpus ₹7,71,48,478, SIP ₹17,612; ₹21,856 with no savings', async ({
  page,
  browser,
}) => {
  await openTool(page, '/retirement-calculator', 'Retirement Planner');
  await pressCalculate(page);
  await expectResults(page, {
    'Monthly expenses at retirement': '₹2,87,175',
    'Corpus needed at retirement': '₹7,71,48,478',
    'Savings today grow to': '₹1,49,79,961',
    'Monthly SIP needed': '₹17,612',
  });
  await expect(page.getByRole('figure', { name: 'Corpus by age' }).locator('svg').first()).toBeVisible();
  await retype(page, 'Savings today', '0');
  await pressCalculate(page);
  const expected = {
    'Monthly expenses at retirement': '₹2,87,175',
    'Corpus needed at retirement': '₹7,71,48,478',
    'Savings today grow to': '₹0',
    'Monthly SIP needed': '₹21,856',
  };
  await expectResults(page, expected);
  await expectLinkInFreshBrowser(page, browser, expected);
});
