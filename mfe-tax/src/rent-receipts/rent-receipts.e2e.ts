import { expect, visitorTest as test } from '../../../e2e/support/fixtures';
import { readPdf } from '../../../e2e/support/pdf-text';
import { field, openTool } from '../../../e2e/support/tool-checks';

/*
 * What only a browser shows of the Rent Receipt Generator: the PDF it downloads holds the receipts as real text
 * (read back by poppler's pdfinfo and pdftotext), two a page; and printing shows the receipts alone.
 */

test('three months: a PDF of real text, two receipts a page; printing shows the receipts alone', async ({ page }) => {
  await openTool(page, '/rent-receipt-generator', 'Rent Receipt Generator');
  await field(page, 'Tenant name').fill('Asha Rao');
  await field(page, 'Landlord name').fill('Vikram Mehta');
  await field(page, 'Landlord PAN').fill('ABCDE1234F');
  await field(page, 'Rented property address').fill('12 MG Road, Bengaluru 560001');
  await field(page, 'Monthly rent').pressSequentially('125000');
  await field(page, 'From (month)').fill('2026-04');
  await field(page, 'To (month)').fill('2026-06');
  await page.getByRole('button', { name: 'Generate receipts' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('rent-receipts-2026-04-to-2026-06.pdf');
  await expect(page.getByText('Downloaded rent-receipts-2026-04-to-2026-06.pdf.')).toBeVisible();
  const pdf = await readPdf(download, test.info().outputPath(download.suggestedFilename()), { layout: false });
  // Reading order, each receipt's wrapped lines joined again.
  const text = pdf.text.replace(/\s+/g, ' ');
  expect(pdf.header).toBe('%PDF-');
  expect(pdf.pageSize).toMatch(/\(A4\)$/);
  expect(pdf.pages).toBe(2);
  for (const month of ['April 2026', 'May 2026', 'June 2026']) {
    expect(text).toContain(`Rent receipt — ${month}`);
    expect(text).toContain(
      `Vikram Mehta received Rs.1,25,000 (One Lakh Twenty-Five Thousand Rupees Only) from Asha Rao as rent for 12 MG Road, Bengaluru 560001 for ${month}.`,
    );
  }
  expect(text).toContain('PAN: ABCDE1234F');
  expect(text).toContain('Signature of the landlord');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Rent receipt — April 2026' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate receipts' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
});
