import { expect, visitorTest as test } from '../../../e2e/support/fixtures';
import {
  expectLinkInFreshBrowser,
  expectResults,
  field,
  openTool,
  pressCalculate,
  retype,
} from '../../../e2e/support/tool-checks';

/*
 * The XIRR Calculator through the gateway: the first reference case as it opens; the second pasted from a
 * spreadsheet (a real paste event with its clipboard data, as Chromium sends one); its link in a fresh browser.
 */

test('13.41% as it opens; ₹5,000 a month of 2025 pasted, worth ₹64,000 → 12.48%, and its link', async ({
  page,
  browser,
}) => {
  await openTool(page, '/xirr-calculator', 'XIRR Calculator');
  await pressCalculate(page);
  await expectResults(page, { XIRR: '13.41%', 'Total invested': '₹20,000', Gain: '₹2,000' });

  const lines = Array.from({ length: 12 }, (_, month) => `05/${String(month + 1).padStart(2, '0')}/2025\t5000`);
  const rows = page.getByRole('group', { name: /^Cash flow \d+$/ });
  await rows
    .first()
    .getByLabel('Amount')
    .evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, lines.join('\n'));
  await expect(rows).toHaveCount(12);
  await expect(rows.last().getByLabel('Date')).toHaveValue('2025-12-05');
  await retype(page, 'Current value', '64000');
  await field(page, 'Valuation date').fill('2026-01-05');
  await pressCalculate(page);
  const expected = { XIRR: '12.48%', 'Total invested': '₹60,000', Gain: '₹4,000' };
  await expectResults(page, expected);
  await expectLinkInFreshBrowser(page, browser, expected);
});
