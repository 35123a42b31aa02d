/**
 * Time to interactive of one first visit, measured inside the page (`pnpm bench:monolith`,
 * `pnpm bench:integrity`): navigation start → the route's h1, rendered by React, is visible and its first
 * control enabled.
 */
import type { Browser } from '@playwright/test';

/** A route, what says it is interactive (its h1, and the control a visitor uses first), and the goal. */
export interface BenchRoute {
  path: string;
  /** Playwright selector of the h1 that only the real page renders (never a skeleton). */
  ready: string;
  /** The accessible name of the first control, which must be enabled; none on the dashboard. */
  control?: { role: 'button' | 'textbox'; name: string };
  /** Federated TTI / monolith TTI must stay at or below this. */
  goal: number;
}

/** What the page logs once it is interactive, followed by the ms since navigation start. */
const INTERACTIVE_MESSAGE = 'fintools-bench-interactive';

/**
 * Runs in the page before any of its scripts: logs INTERACTIVE_MESSAGE with the moment (ms since
 * navigation start) the route's h1 is visible and its first control enabled. A console message reaches
 * the bench without the bench running anything in the page: polling with waitForFunction made
 * Playwright inject its utility script (~15 ms of compiling and running on this machine) into the
 * main thread in the middle of the load, at a different moment in each load, on both builds.
 */
function watchForInteractive(
  target: { h1Text: string | null; role: string | null; name: string | null },
  message: string,
): void {
  let done = false;
  const controlReady = (): boolean => {
    if (!target.role) return true;
    const candidates =
      target.role === 'button'
        ? [...document.querySelectorAll('main button')].filter(
            (button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() === target.name,
          )
        : [...document.querySelectorAll('main textarea, main input')].filter(
            (input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim() === target.name,
          );
    return candidates.some((element) => !(element as HTMLButtonElement).disabled && element.checkVisibility());
  };
  // Rendered by React: not the static page the gateway may have sent first (inert, data-prerendered).
  const headingReady = (): boolean =>
    [...document.querySelectorAll(target.h1Text === null ? 'main h1' : 'h1')].some(
      (h1) =>
        !h1.closest('[data-prerendered]') &&
        h1.checkVisibility() &&
        (target.h1Text === null || h1.textContent?.includes(target.h1Text)),
    );
  const check = () => {
    if (done || !headingReady() || !controlReady()) return;
    done = true;
    console.log(message, performance.now());
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** One first visit: ms from navigation start until the route is interactive. */
export async function loadOnce(browser: Browser, baseUrl: string, route: BenchRoute): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const dashboard = /has-text\("(.+)"\)/.exec(route.ready)?.[1] ?? null;
    const target = { h1Text: dashboard, role: route.control?.role ?? null, name: route.control?.name ?? null };
    // tsx compiles this file with esbuild's keepNames, which wraps inner functions in a `__name` helper
    // that the page does not have: give it one that does nothing.
    await page.addInitScript({
      content:
        `var __name = (f) => f; ` +
        `(${watchForInteractive.toString()})(${JSON.stringify(target)}, ${JSON.stringify(INTERACTIVE_MESSAGE)});`,
    });
    const interactive = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith(`${INTERACTIVE_MESSAGE} `),
      timeout: 30_000,
    });
    await page.goto(new URL(route.path, baseUrl).href, { waitUntil: 'commit' });
    return Number((await interactive).text().slice(INTERACTIVE_MESSAGE.length + 1));
  } finally {
    await context.close();
  }
}
