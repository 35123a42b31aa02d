import type { Download, Page } from '@playwright/test';
import { expect, visitorTest as test } from '../support/fixtures';
import { readPdf } from '../support/pdf-text';
import { axeViolations } from '../support/page-checks';

/*
 * The resume remote through the gateway and the shell: the form on the left (personal details, work
 * experience, education, projects, skills), the live preview on the right with safe links, the draft
 * kept in the browser across a reload, a real A4 PDF download, and printing that shows the preview
 * and nothing else.
 */

const DETAILS = {
  Name: 'Asha Rao',
  Summary: 'Chartered accountant with ten years in statutory audit.',
  Email: 'asha@example.com',
  Phone: '+91 98765 43210',
  LinkedIn: 'linkedin.com/in/x',
  GitHub: 'github.com/asha',
  Location: 'Pune, India',
} as const;

const form = (page: Page) => page.getByRole('form', { name: 'Build Your Resume' });
const preview = (page: Page) => page.getByRole('article', { name: 'Resume preview' });

async function fillDetails(page: Page, details: Partial<Record<keyof typeof DETAILS, string>> = DETAILS) {
  for (const [label, value] of Object.entries(details)) await form(page).getByLabel(label, { exact: true }).fill(value);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/resume-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();
});

test('the preview follows the form: name, summary, email and phone on one line, the websites on another, the location', async ({
  page,
}) => {
  await expect(page).toHaveTitle(/Resume Builder/);
  await expect(form(page).getByRole('group', { name: 'Personal Details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Live Preview' })).toBeVisible();
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveAttribute('placeholder', 'Full Name');

  // Key by key, as a visitor types.
  await form(page).getByLabel('Name', { exact: true }).pressSequentially('Asha');
  await expect(preview(page).getByRole('heading')).toHaveText('Asha');
  await form(page).getByLabel('Name', { exact: true }).pressSequentially(' Rao');
  await expect(preview(page).getByRole('heading')).toHaveText('Asha Rao');

  await fillDetails(page);
  await expect(preview(page).locator('p')).toHaveText([
    DETAILS.Summary,
    'asha@example.com | +91 98765 43210',
    'linkedin.com/in/x | github.com/asha',
    'Pune, India',
  ]);
  const link = (name: string) => preview(page).getByRole('link', { name, exact: true });
  await expect(link('asha@example.com')).toHaveAttribute('href', 'mailto:asha@example.com');
  await expect(link('+91 98765 43210')).toHaveAttribute('href', 'tel:+919876543210');
  await expect(link('linkedin.com/in/x')).toHaveAttribute('href', 'https://linkedin.com/in/x');
  await expect(link('github.com/asha')).toHaveAttribute('href', 'https://github.com/asha');

  // Emptied fields leave no separator behind, and an empty line disappears.
  await form(page).getByLabel('Email', { exact: true }).fill('');
  await form(page).getByLabel('LinkedIn', { exact: true }).fill('');
  await form(page).getByLabel('GitHub', { exact: true }).fill('   ');
  await expect(preview(page).locator('p')).toHaveText([DETAILS.Summary, '+91 98765 43210', 'Pune, India']);
});

test('a javascript: website, or typed markup, never becomes a link or an element', async ({ page }) => {
  await fillDetails(page, {
    Name: '<img src=x onerror=alert(1)>',
    LinkedIn: 'javascript:alert(1)',
    GitHub: 'JavaScript:alert(document.domain)',
  });
  await expect(preview(page).getByRole('heading')).toHaveText('<img src=x onerror=alert(1)>');
  await expect(preview(page).locator('p')).toHaveText(['javascript:alert(1) | JavaScript:alert(document.domain)']);
  await expect(preview(page).locator('a')).toHaveCount(0);
  await expect(preview(page).locator('img')).toHaveCount(0);
  // Clicking the text does nothing; an alert would fail the test (support/fixtures.ts).
  await preview(page).getByText('javascript:alert(1)').click();
  await expect(page).toHaveURL(/\/resume-builder$/);
});

test('printing shows the preview and nothing else: not the form, the sidebar or the header', async ({ page }) => {
  await fillDetails(page);
  const sidebar = page.getByRole('navigation', { name: 'Main', includeHidden: true });
  const header = page.getByRole('banner', { includeHidden: true });
  const title = page.getByRole('heading', { level: 1, name: 'Resume Builder', includeHidden: true });
  const printButton = page.getByRole('button', { name: 'Print / Save as PDF', includeHidden: true });
  const theForm = page.getByRole('form', { name: 'Build Your Resume', includeHidden: true });
  for (const element of [sidebar, header, title, printButton, theForm]) await expect(element).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  for (const element of [sidebar, header, title, printButton, theForm]) {
    await expect(element).toHaveCount(1);
    await expect(element).toBeHidden();
  }
  await expect(preview(page)).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Asha Rao' })).toBeVisible();
  await expect(preview(page).getByText('asha@example.com | +91 98765 43210')).toBeVisible();
  await expect(preview(page).getByText('Pune, India')).toBeVisible();

  // At the top left of the page, black on white, links as their plain text.
  const box = await preview(page).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0 });
  const colours = await preview(page).evaluate((sheet) => {
    const link = sheet.querySelector('a');
    return {
      text: getComputedStyle(sheet).color,
      paper: getComputedStyle(sheet).backgroundColor,
      link: link ? getComputedStyle(link).color : null,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  expect(colours).toEqual({
    text: 'rgb(0, 0, 0)',
    paper: 'rgb(255, 255, 255)',
    link: 'rgb(0, 0, 0)',
    page: 'rgb(255, 255, 255)',
  });

  await page.emulateMedia({ media: 'screen' });
  for (const element of [sidebar, header, title, printButton, theForm]) await expect(element).toBeVisible();
});

test('"Print / Save as PDF" opens the browser print dialog', async ({ page }) => {
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
});

test('after leaving the builder, another tool prints whole', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'What would you like to use?' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'What would you like to use?' })).toBeVisible();
});

test('side by side on a wide screen; stacked on a phone without sideways scrolling', async ({ page }) => {
  const formBox = await form(page).boundingBox();
  const previewBox = await preview(page).boundingBox();
  expect(previewBox!.x).toBeGreaterThan(formBox!.x + formBox!.width);

  await page.setViewportSize({ width: 375, height: 812 });
  await fillEverything(page);
  await fillDetails(page, {
    LinkedIn: 'linkedin.com/in/a-very-long-profile-name-that-goes-on-and-on-without-any-break',
  });
  const stackedForm = await form(page).boundingBox();
  const stackedPreview = await preview(page).boundingBox();
  expect(stackedPreview!.y).toBeGreaterThan(stackedForm!.y + stackedForm!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Every control is at least 44 px tall.
  for (const control of await page.getByRole('main').locator('input, textarea, button').all()) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});

/** One job, education and project of the resume the tests build. */
const JOBS = [
  {
    'Job title': 'Audit Manager',
    Company: 'Rao & Co',
    Start: 'Jun 2021',
    End: 'Present',
    Description: 'Statutory audits of listed companies.\n- Led 12 audits a year\n- Trained 4 juniors',
  },
  { 'Job title': 'Audit Associate', Company: 'Mehta Partners', Start: '2016', End: '2021', Description: '' },
];
const EDUCATION = { Degree: 'B.Com', Institution: 'Savitribai Phule Pune University', Year: '2014' };
const PROJECT = { 'Project name': 'GST helper', Link: 'github.com/asha/gst', Description: '- Checks invoices' };
const SKILLS = 'Statutory audit, GST, Tally, Excel';

const section = (page: Page, name: string) => form(page).getByRole('group', { name, exact: true });

/** Presses "Add …" in a section and fills the new entry (its group is "<noun> <n>"). */
async function addEntry(page: Page, sectionName: string, add: string, entry: string, values: Record<string, string>) {
  await section(page, sectionName).getByRole('button', { name: add }).click();
  const group = section(page, sectionName).getByRole('group', { name: entry, exact: true });
  for (const [label, value] of Object.entries(values)) await group.getByLabel(label, { exact: true }).fill(value);
}

/** Fills every section of the form, as a visitor building a whole resume. */
async function fillEverything(page: Page) {
  await fillDetails(page);
  for (const [index, job] of JOBS.entries()) {
    await addEntry(page, 'Work Experience', 'Add work experience', `Work experience ${index + 1}`, job);
  }
  await addEntry(page, 'Education', 'Add education', 'Education 1', EDUCATION);
  await addEntry(page, 'Projects', 'Add project', 'Project 1', PROJECT);
  await section(page, 'Skills').getByLabel('Skills', { exact: true }).fill(SKILLS);
}

/** What poppler reads in a downloaded PDF, saved in the test's output folder. */
const readDownloadedPdf = (download: Download) =>
  readPdf(download, test.info().outputPath(download.suggestedFilename()));

const downloadPdf = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  return download;
};

test('every section filled, kept across a reload, and downloaded as a real A4 PDF', async ({ page }) => {
  // Nothing typed ever leaves the browser.
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));

  await fillEverything(page);
  await expect(preview(page).getByRole('heading', { level: 4 })).toHaveText([
    'Experience',
    'Education',
    'Projects',
    'Skills',
  ]);
  await expect(preview(page).getByRole('listitem')).toHaveText([
    'Led 12 audits a year',
    'Trained 4 juniors',
    'Checks invoices',
    'Statutory audit',
    'GST',
    'Tally',
    'Excel',
  ]);
  await expect(preview(page)).toContainText('Audit Manager, Rao & CoJun 2021 – Present');
  await expect(form(page).getByText('Saved in this browser only.')).toBeVisible();
  const before = await preview(page).innerText();

  await page.reload();
  await expect(preview(page).getByRole('heading', { name: 'Asha Rao' })).toBeVisible();
  expect(await preview(page).innerText()).toBe(before);
  await expect(section(page, 'Work experience 2').getByLabel('Company', { exact: true })).toHaveValue('Mehta Partners');
  await expect(section(page, 'Education').getByLabel('Institution', { exact: true })).toHaveValue(
    EDUCATION.Institution,
  );
  await expect(section(page, 'Projects').getByLabel('Link', { exact: true })).toHaveValue(PROJECT.Link);
  await expect(section(page, 'Skills').getByLabel('Skills', { exact: true })).toHaveValue(SKILLS);
  await expect(form(page).getByLabel('Summary', { exact: true })).toHaveValue(DETAILS.Summary);

  const download = await downloadPdf(page);
  expect(download.suggestedFilename()).toBe('resume-asha-rao.pdf');
  await expect(page.getByText('Downloaded resume-asha-rao.pdf.')).toBeVisible();
  const pdf = await readDownloadedPdf(download);
  expect(pdf.header).toBe('%PDF-');
  expect(pdf.pageSize).toMatch(/\(A4\)$/);
  expect(pdf.pages).toBe(1);
  // Real text, in the preview's order.
  const order = [
    'Asha Rao',
    'asha@example.com',
    'Experience',
    'Audit Manager',
    'Audit Associate',
    'Education',
    'B.Com',
    'Projects',
    'GST helper',
    'Skills',
    'Tally',
  ];
  const positions = order.map((text) => pdf.text.indexOf(text));
  expect(
    positions.every((position) => position >= 0),
    `${order} in\n${pdf.text}`,
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(pdf.text).toContain('• Led 12 audits a year');

  expect(sent.filter((line) => /Asha|Audit Manager|Tally/.test(decodeURIComponent(line)))).toEqual([]);
});

/** The draft format the builder stores (mfe-resume/src/resume-builder/resume-draft.ts), for a long resume. */
function longDraft() {
  const job = (n: number) => ({
    id: `job-${n}`,
    position: `Job title ${n}`,
    company: `Company ${n}`,
    startDate: `${2000 + n}`,
    endDate: `${2001 + n}`,
    description: Array.from(
      { length: 4 },
      (_, line) => `- Achievement ${n}.${line + 1}: ${'closed the books early '.repeat(4)}`,
    ).join('\n'),
  });
  return JSON.stringify({
    version: 1,
    resume: {
      personalDetails: {
        name: 'Asha Rao',
        summary: '',
        email: '',
        phone: '',
        website1: '',
        website2: '',
        location: '',
      },
      workExperience: Array.from({ length: 12 }, (_, index) => job(index + 1)),
      education: [],
      projects: [],
      skills: 'Excel, Tally',
      extras: {},
    },
  });
}

test('a long resume flows onto a second page instead of being cut', async ({ page }) => {
  await page.evaluate((draft) => localStorage.setItem('fintools.resume-builder.draft', draft), longDraft());
  await page.reload();
  await expect(preview(page).getByText('Job title 12', { exact: true })).toBeVisible();
  const pdf = await readDownloadedPdf(await downloadPdf(page));
  expect(pdf.pages).toBeGreaterThanOrEqual(2);
  expect(pdf.text).toContain('Achievement 12.4');
  expect(pdf.text.indexOf('Achievement 12.4')).toBeLessThan(pdf.text.indexOf('Excel'));
  expect(pdf.text.split('\f').filter((page) => page.trim() !== '').length).toBe(pdf.pages);
});

test('an unreadable stored draft is ignored: the builder opens blank and keeps working', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('fintools.resume-builder.draft', '{"version":1,"resume":'));
  await page.reload();
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue('');
  await fillDetails(page, { Name: 'Asha Rao' });
  await expect(preview(page).getByRole('heading', { name: 'Asha Rao' })).toBeVisible();
});

test('Start over asks first, then clears the form, the preview and the draft', async ({ page }) => {
  await fillEverything(page);
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue('Asha Rao');

  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('button', { name: 'Clear everything' }).click();
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(preview(page)).toHaveText('Your resume takes shape here as you fill in the form.');
  await page.reload();
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(section(page, 'Work Experience').getByRole('group')).toHaveCount(0);
});

test('entries move from the keyboard, and the focus stays on the entry that moved', async ({ page }) => {
  for (const [index, title] of ['First', 'Second', 'Third'].entries()) {
    await addEntry(page, 'Education', 'Add education', `Education ${index + 1}`, { Degree: title });
  }
  const degrees = () =>
    section(page, 'Education')
      .getByLabel('Degree', { exact: true })
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  await section(page, 'Education').getByRole('button', { name: 'Move up Third' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(degrees).toEqual(['First', 'Third', 'Second']);
  await expect(page.getByRole('button', { name: 'Move up Third' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(degrees).toEqual(['Third', 'First', 'Second']);
  await expect(page.getByRole('button', { name: 'Move up Third' })).toBeFocused();
  // Tab reaches Move down of the same entry next; two presses take it back to the bottom.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move down Third' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(degrees).toEqual(['First', 'Second', 'Third']);
  await expect(page.getByRole('button', { name: 'Move down Third' })).toBeFocused();
  await expect(preview(page).locator('strong')).toHaveText(['First', 'Second', 'Third']);
});

test('the filled builder and the Start over question have no axe violations (WCAG 2.1 A/AA)', async ({ page }) => {
  await fillEverything(page);
  const scan = () => axeViolations(page);
  expect(await scan()).toEqual([]);
  await page.getByRole('button', { name: 'Start over' }).click();
  expect(await scan()).toEqual([]);
});
