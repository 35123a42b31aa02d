import { expect, visitorTest as test } from '../../../e2e/support/fixtures';
import {
  expectLinkInFreshBrowser,
  field,
  openTool,
  pressCalculate,
  resultCard,
  resultValue,
} from '../../../e2e/support/tool-checks';

/*
 * Interest on a Motor Accident Claims Tribunal award, through the gateway: 10% above ₹50,000 in FY 2025-26
 * (section 194A(3)(ix)), no TDS in tax year 2026-27 (the Finance Act, 2026), each restored from its link.
 */

test('MACT interest of ₹2,00,000: ₹20,000.00 in FY 2025-26, no TDS in 2026-27, and their links', async ({
  page,
  browser,
}) => {
  await openTool(page, '/tds-calculator', 'TDS Calculator');
  await field(page, 'Tax year').selectOption({ label: 'FY 2025-26 (Income-tax Act, 1961)' });
  await field(page, 'Section').selectOption('194A_others');
  await field(page, 'Payer').selectOption({ label: 'Motor Accident Claims Tribunal award, to an individual' });
  await field(page, 'Amount (₹)').fill('200000');
  await pressCalculate(page);
  await expect(resultValue(page, 'TDS Amount')).toHaveText('₹20,000.00');
  await expect(
    page.getByText('Rate applied: 10% under section 194A (393) (interest on a Motor Accident Claims Tribunal award).', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/payer=mact/);
  await expectLinkInFreshBrowser(page, browser, { 'TDS Amount': '₹20,000.00' });

  await field(page, 'Tax year').selectOption({ label: 'Tax year 2026-27 (Income-tax Act, 2025)' });
  await pressCalculate(page);
  await expect(resultValue(page, 'TDS Amount')).toHaveText('No TDS applicable');
  await expect(resultCard(page).getByRole('paragraph')).toContainText(
    'awards to an individual is exempt from tax year 2026-27',
  );
  await expectLinkInFreshBrowser(page, browser, { 'TDS Amount': 'No TDS applicable' });
});
