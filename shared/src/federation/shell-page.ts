/**
 * The shell's first paint, rendered by the gateway for the live catalogue: the shell's build emits a Node
 * build of its own components (RENDER_PAGE_FILE in shell/dist) whose `renderPage` the gateway calls and
 * caches per catalogue and path, then puts the markup into the HTML it serves (gateway/src/page-html.ts).
 */
import type { CatalogueTool } from '../catalog/catalogue';

/** The shell's server build, under shell/dist (the gateway does not serve the folder). */
export const RENDER_PAGE_FILE = 'server/render-page.cjs';

/** What `renderPage` answers for a path: 404 (and the 404 page) for a path of no page. */
export interface RenderedPage {
  status: 200 | 404;
  title: string;
  html: string;
  /**
   * The webpackChunkName of the page's own code (shell/src/navigation/pages.tsx), which the gateway
   * preloads; none for tools (their code comes from their remote).
   */
  chunk?: string;
}

/** The server build's export: one page of the catalogue, as static HTML (inert until React takes over). */
export type RenderPage = (tools: CatalogueTool[], pathname: string) => RenderedPage;

/**
 * The cookie that carries the visitor's theme choice, `light` or `dark` (absent: the device's). The shell
 * keeps it equal to the choice it stores (shell/src/theme/theme.ts); the gateway writes it into the page
 * as `<html data-theme>`, so the first paint is already in the visitor's theme.
 */
export const THEME_COOKIE = 'fintools-theme';
