/**
 * The shell's first paint, rendered by the gateway with the shell's own components: the shell's build
 * emits a Node bundle (shell/src/server/render-page.tsx) that the gateway loads, calls with the live
 * catalogue and caches per catalogue and path, then puts the page it returns into the HTML it serves
 * (gateway/src/page-html.ts).
 */
import type { CatalogueTool } from '../catalogue/catalogue';
import type { Language } from '../language/languages';
import type { Catalogue } from './translator';

/** The bundle in shell/dist: commonjs for Node, exporting `renderPage` (a `RenderPage`); the gateway does not serve the folder. */
export const RENDER_PAGE_FILE = 'server/render-page.cjs';

/** One page of the shell for a path, as the gateway sends it before the scripts run. */
export interface RenderedPage {
  /** The document title ("EMI Calculator · FinTools"). */
  title: string;
  /** The markup that goes inside `#root`: the layout and the page (a tool's skeleton, the dashboard…). */
  html: string;
  /**
   * The webpackChunkName of the page's own code (shell/src/navigation/pages.tsx), which the gateway
   * preloads; none for tools (their code comes from their remote).
   */
  chunk?: 'dashboard' | 'pages';
  /** 404 for a path that is neither a catalogue tool nor a page of the shell (the 404 page is in `html`). */
  status: 200 | 404;
}

/**
 * The page's language and its words: the shell's and the UI primitives' (shell/dist/messages/<language>.json)
 * and, on a tool's page, the tool's (its area's dist/messages/…), compiled. The gateway writes the same words
 * into the page as `<script type="application/json" id="fintools-messages">`, so the first render in the
 * browser needs no request for them. English needs none: it is the source.
 */
export interface PageWords {
  language: Language;
  messages: Catalogue;
}

/** The id of the page's `<script type="application/json">` with its `PageWords.messages`. */
export const MESSAGES_ELEMENT_ID = 'fintools-messages';

/** Where the shell's build writes its words in a translated language, for the gateway to read. */
export const shellMessagesFile = (language: Language) => `messages/${language}.json`;

/**
 * What `render-page.cjs` exports as `renderPage`. Pure: the same catalogue, path and words give the same
 * page, so the gateway may cache it per catalogue version, language and path. Paths match as the shell's
 * routes do: without regard to case or a trailing slash. The catalogue comes in the page's language already
 * (catalogue/tool-entry.ts `wordsIn`); without `words` the page is in English.
 */
export type RenderPage = (tools: CatalogueTool[], pathname: string, words?: PageWords) => RenderedPage;

/**
 * The cookie that carries the visitor's theme choice, `light` or `dark` (absent: the device's). The shell
 * keeps it equal to the choice it stores (shell/src/theme/theme.ts); the gateway writes it into the page
 * as `<html data-theme>`, so the first paint is already in the visitor's theme.
 */
export const THEME_COOKIE = 'fintools-theme';

/**
 * Marks the page's preload of one script that holds several of the shell's chunks (the gateway's
 * chunk-bundle.ts): the shell runs it as it starts (shell/src/navigation/chunk-bundle.ts), so those chunks
 * are there before the screen asks for them, and each comes from its own file only if the bundle did not run.
 */
export const CHUNK_BUNDLE_ATTRIBUTE = 'data-fintools-bundle';
