import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What every page is checked against: WCAG 2.1, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every axe violation on the page as "rule: target (summary)", so a failure says what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe.run() in the page itself. The default (runPartial) opens a blank page per scan to
  // finish the run there, which only matters for cross-origin iframes, and our pages have none. The same
  // rules pass on /emi-calculator, /taxcompare-calculator and /loan-calculator; a scan takes about 330 ms
  // instead of 600–900 ms, and the suite makes some 250 scans.
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`,
    ),
  );
}

/** The page's scroll width against its width: wider means the visitor can scroll it sideways. */
export function noHorizontalScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
}

/**
 * Touch targets under `scope` (a CSS selector) that are visible and under 44 px tall: every button, input,
 * select and link, except links inside running text (p, li text, dd).
 */
export function smallTargets(page: Page, scope: string) {
  return page.evaluate((selector) => {
    const small: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      for (const element of root.querySelectorAll<HTMLElement>(
        'button, input:not([type=hidden]), select, textarea, a[href]',
      )) {
        // A radio or checkbox is tapped through its label: the label is the target.
        const target = element.matches('input[type=radio], input[type=checkbox]')
          ? (element.closest('label') ?? element)
          : element;
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
        if (element.tagName === 'A' && element.closest('p, dd, td, figcaption')) continue; // inline text links
        if (box.height < 44)
          small.push(
            `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" ${box.height.toFixed(0)}px`,
          );
      }
    }
    return small;
  }, scope);
}
