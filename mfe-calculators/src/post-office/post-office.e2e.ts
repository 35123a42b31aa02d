import { expect, visitorTest as test } from '../../../e2e/support/fixtures';
import {
  expectLinkInFreshBrowser,
  expectResults,
  field,
  openTool,
  pressCalculate,
  retype,
} from '../../../e2e/support/tool-checks';

/* Post Office Schemes through the gateway: each scheme's reference case, and a link in a fresh browser. */

test('SCSS ₹30,750 a quarter; POMIS ₹5,550 a month; NSC ₹1,44,903; KVP ₹1,00,000 in 115 months; the link', async ({
  page,
  browser,
}) => {
  await openTool(page, '/post-office-calculator', 'Post Office Schemes');
  await expect(field(page, 'Rate (% a year)')).toHaveAccessibleDescription('8.2% as notified for January–March 2026.');
  await pressCalculate(page);
  await expectResults(page, { 'Interest every quarter': '₹30,750', 'Interest over 5 years': '₹6,15,000' });

  await field(page, 'Scheme').selectOption('Monthly Income Scheme (POMIS)');
  await retype(page, 'Deposit', '900000');
  await pressCalculate(page);
  await expectResults(page, { 'Income every month': '₹5,550', 'Income over 5 years': '₹3,33,000' });

  await field(page, 'Scheme').selectOption('National Savings Certificate (NSC)');
  await retype(page, 'Deposit', '100000');
  await pressCalculate(page);
  await expectResults(page, { 'Maturity amount': '₹1,44,903', Interest: '₹44,903' });

  await field(page, 'Scheme').selectOption('Kisan Vikas Patra (KVP)');
  await retype(page, 'Deposit', '50000');
  await pressCalculate(page);
  const expected = { 'Maturity amount': '₹1,00,000', 'Matures in': '115 months (9 years 7 months)' };
  await expectResults(page, expected);
  await expectLinkInFreshBrowser(page, browser, expected);
});
