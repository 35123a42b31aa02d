import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/*
 * Hostile input for the fuzz spec: the values every field gets, and the checks every screen must pass
 * after each of them (docs/product.md §5 and §8: a message or a finite result, never a crash).
 */

export const XSS = '<img src=x onerror="window.__xss=1">';

/** Every field gets each of these, pasted (fill). */
export const HOSTILE = [
  '',
  '-',
  'e',
  '1e309',
  '٣٤٥',
  '  5  ',
  '5,00,000abc',
  '9'.repeat(60),
  '-5',
  '0',
  '0.0000001',
  XSS,
] as const;

/** A subset also typed key by key (pressSequentially), where the field's typing filter runs per key. */
export const TYPED = ['-5', '1e309', '5,00,000abc', '٣٤٥', XSS] as const;

const BAD_WORDS = ['NaN', 'Infinity', 'undefined', '[object Object]'];
const BUSY_BOUND_MS = 5_000;

/** The ASCII digits of a text, leading zeros dropped. */
export const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

/** The checks every screen passes after any input: readable text, no executed markup, no hang. */
export async function expectSane(page: Page, title: string, context: string) {
  // No spinner, busy region or loading line outlives the bound.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.querySelector('main');
          if (!main) return 'no main';
          if (main.querySelector('[aria-busy="true"]')) return 'aria-busy';
          return /(Loading|Searching)\.\.\./.test(main.textContent ?? '') ? 'loading line' : 'idle';
        }),
      { message: `${context}: still busy`, timeout: BUSY_BOUND_MS, intervals: [50, 100, 250] },
    )
    .toBe('idle');
  const state = await page.evaluate(() => ({
    text: document.querySelector('main')?.textContent ?? '',
    h1: [...document.querySelectorAll('main h1')].map((h) => (h as HTMLElement).innerText.trim()),
    xss: (window as unknown as { __xss?: unknown }).__xss,
    images: document.querySelectorAll('img[src="x"]').length,
  }));
  expect(state.h1, `${context}: heading`).toContain(title);
  for (const word of BAD_WORDS) expect(state.text, `${context}: main shows "${word}"`).not.toContain(word);
  expect(state.xss, `${context}: script ran`).toBe(undefined);
  expect(state.images, `${context}: markup rendered`).toBe(0);
}

/**
 * A digits field never loses what it kept of a value with digits: it either shows some of the value's
 * digits, or (a value past the field's maximum is refused) still holds what it had before.
 */
export async function expectKept(field: Locator, value: string, before: string, context: string) {
  const after = await field.inputValue();
  const wanted = digitsOf(value).replace(/^0+/, '');
  if (wanted === '') return;
  if (after === before) return;
  expect(digitsOf(after), `${context}: "${value}" left "${after}"`).not.toBe('');
}

/** Either one of the screen's messages or a finite result is on the screen. */
export async function expectMessageOrResult(page: Page, messages: readonly string[], context: string) {
  const main = page.getByRole('main');
  const text = (await main.textContent()) ?? '';
  if (messages.some((message) => text.includes(message))) return;
  const results = await main.locator('dd').allTextContents();
  expect(
    results.some((value) => /^(₹|-?\d|No TDS applicable|NO TAX)/.test(value.trim())),
    `${context}: neither a message nor a result (${text.slice(0, 200)})`,
  ).toBe(true);
}

/** Presses every enabled action button in main (copy and download buttons are not actions on input). */
export async function pressActions(page: Page, skip: RegExp = /copy link|download|print/i) {
  const names = await page.evaluate((source) => {
    const skipping = new RegExp(source, 'i');
    return [...document.querySelectorAll('main button')]
      .filter((button) => !(button as HTMLButtonElement).disabled && (button as HTMLElement).offsetParent !== null)
      .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim())
      .filter((name) => !skipping.test(name));
  }, skip.source);
  const seen = new Map<string, number>();
  for (const name of names) {
    const occurrence = seen.get(name) ?? 0;
    seen.set(name, occurrence + 1);
    const button = page.getByRole('main').getByRole('button', { name, exact: true });
    if ((await button.count()) <= occurrence) continue;
    const target = button.nth(occurrence);
    if (await target.isEnabled()) await target.click({ timeout: 5_000 });
  }
}
