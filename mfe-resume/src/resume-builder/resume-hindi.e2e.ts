import { execFileSync } from 'node:child_process';
import { expect, visitorTest as test } from '../../../e2e/support/fixtures';
import { axeViolations } from '../../../e2e/support/page-checks';
import { readPdf } from '../../../e2e/support/pdf-text';
import { openTool } from '../../../e2e/support/tool-checks';

/*
 * What only a browser shows of the resume builder in Hindi: the screen in Hindi, and the PDF it downloads with
 * the Devanagari the visitor typed shaped by the font's rules (decision 021), its text read back by poppler's
 * pdftotext; its first page is rendered to a picture (pdftoppm) beside the test's output, to look at. The
 * Devanagari fonts and their shaper load only then: never for an English resume.
 */

// A tool's folder depends on no test library: the page's type comes from the e2e's own helpers.
type Page = Parameters<typeof openTool>[0];

/** The PDF's Devanagari fonts the page asks for, by file name without its hash, as it asks. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const font = /\/(NotoSansDevanagari_\w+)\.[0-9a-f]{8}\.ttf$/.exec(new URL(request.url()).pathname)?.[1];
    if (font) fonts.push(font);
  });
  return fonts;
}

const form = (page: Page, name: string) => page.getByRole('form', { name });

async function downloadPdf(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return download;
}

test('in Hindi: a Devanagari resume downloads as a PDF whose text is the Unicode typed, shaped', async ({ page }) => {
  const fonts = fontRequests(page);
  await openTool(page, '/resume-builder?lang=hi', 'रिज़्यूमे बिल्डर');
  const builder = form(page, 'अपना रिज़्यूमे बनाएँ');
  await builder.getByLabel('नाम', { exact: true }).fill('क्षितिज शर्मा');
  await builder.getByLabel('सारांश', { exact: true }).fill('श्रीमती कमल के साथ दस वर्ष का अनुभव।');
  await builder.getByRole('button', { name: 'कार्य अनुभव जोड़ें' }).click();
  const job = builder.getByRole('group', { name: 'कार्य अनुभव 1' });
  await job.getByLabel('पद', { exact: true }).fill('लेखा प्रबंधक');
  await job.getByLabel('कंपनी', { exact: true }).fill('Rao & Co');
  const preview = page.getByRole('article', { name: 'रिज़्यूमे का प्रीव्यू' });
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText('क्षितिज शर्मा');
  await expect(preview.getByRole('heading', { level: 4 })).toHaveText(['अनुभव']);
  // Filling the form loads no font.
  expect(fonts).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect(await axeViolations(page)).toEqual([]);

  const download = await downloadPdf(page, 'PDF डाउनलोड करें');
  expect(download.suggestedFilename()).toBe('resume-क्षितिज-शर्मा.pdf');
  await expect(page.getByText('resume-क्षितिज-शर्मा.pdf डाउनलोड हो गई।')).toBeVisible();
  expect(fonts.sort()).toEqual(['NotoSansDevanagari_400Regular', 'NotoSansDevanagari_700Bold']);

  const file = test.info().outputPath('resume-hindi.pdf');
  const pdf = await readPdf(download, file, { layout: false });
  expect(pdf.header).toBe('%PDF-');
  expect(pdf.pageSize).toMatch(/\(A4\)$/);
  const lines = pdf.text.split('\n').map((line) => line.trim());
  // The same Unicode text back, conjuncts and vowel signs in their typed order; Latin in Times beside it.
  expect(lines).toContain('क्षितिज शर्मा');
  expect(lines).toContain('श्रीमती कमल के साथ दस वर्ष का अनुभव।');
  expect(lines).toContain('अनुभव');
  expect(pdf.text).toMatch(/लेखा प्रबंधक, ?Rao & Co/);
  expect(pdf.text).not.toContain('?');
  const fontsInPdf = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  // Embedded (jsPDF writes only the glyphs used, unmarked as a subset), with its ToUnicode map.
  expect(fontsInPdf).toMatch(/NotoSansDevanagari\s+CID TrueType\s+Identity-H\s+yes\s+no\s+yes/);
  expect(fontsInPdf).toContain('Times-Bold');

  // The first page as a picture, for a person to look at the shaping (the test's output folder).
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '')]);
  await test.info().attach('first page', { path: file.replace(/\.pdf$/, '.png'), contentType: 'image/png' });
});

test('in English: an English resume downloads without the Devanagari fonts', async ({ page }) => {
  const fonts = fontRequests(page);
  await openTool(page, '/resume-builder', 'Resume Builder');
  await form(page, 'Build Your Resume').getByLabel('Name', { exact: true }).fill('Asha Rao');
  const download = await downloadPdf(page, 'Download PDF');
  await expect(page.getByText('Downloaded resume-asha-rao.pdf.')).toBeVisible();
  const pdf = await readPdf(download, test.info().outputPath('resume-english.pdf'), { layout: false });
  expect(pdf.text).toContain('Asha Rao');
  expect(fonts).toEqual([]);
});
