import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/*
 * The resume remote through the gateway and the shell: personal details typed on the left, the live
 * preview on the right with safe links, and printing that shows the preview and nothing else.
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
  await fillDetails(page, {
    ...DETAILS,
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
