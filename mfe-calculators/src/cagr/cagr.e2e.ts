import { visitorTest as test } from '../../../e2e/support/fixtures';
import {
  expectLinkInFreshBrowser,
  expectResults,
  openTool,
  pressCalculate,
  retype,
} from '../../../e2e/support/tool-checks';

/* The CAGR Calculator through the gateway: the reference cases, and a link in a fresh browser. */

test('₹1,00,000 → ₹2,00,000 in 5 years → 14.87%; ₹2,00,000 → ₹1,00,000 → -12.94%, and its link', async ({
  page,
  browser,
}) => {
  await openTool(page, '/cagr-calculator', 'CAGR Calculator');
  await pressCalculate(page);
  await expectResults(page, { CAGR: '14.87%', 'Absolute return': '100.00%' });
  await retype(page, 'Initial value', '200000');
  await retype(page, 'Final value', '100000');
  await pressCalculate(page);
  const expected = { CAGR: '-12.94%', 'Absolute return': '-50.00%' };
  await expectResults(page, expected);
  await expectLinkInFreshBrowser(page, browser, expected);
});
