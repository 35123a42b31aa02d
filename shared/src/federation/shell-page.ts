/**
 * The shell's prerendered pages, written by its build (shell/src/prerender/prerender-pages.tsx) and read
 * by the gateway, which puts a page's markup into the HTML it serves (gateway/src/page-html.ts).
 */

/** The file in shell/dist: a JSON object of lower-case path → PrerenderedPage. */
export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';

/** The key of the page every path without one of its own gets (the 404 page). */
export const OTHER_PATHS = '*';

/** One page: its document title, the markup that goes inside `#root`, and the chunk with its code. */
export interface PrerenderedPage {
  title: string;
  html: string;
  /**
   * The webpackChunkName of the page's own code (shell/src/navigation/pages.tsx), which the gateway
   * preloads; none for tools (their code comes from their remote).
   */
  chunk?: string;
}

/**
 * The cookie that carries the visitor's theme choice, `light` or `dark` (absent: the device's). The shell
 * keeps it equal to the choice it stores (shell/src/theme/theme.ts); the gateway writes it into the page
 * as `<html data-theme>`, so the first paint is already in the visitor's theme.
 */
export const THEME_COOKIE = 'fintools-theme';
