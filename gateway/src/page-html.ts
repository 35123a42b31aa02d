import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { CATALOGUE_ELEMENT_ID, toolAtPath, type CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { wordsIn } from '@fintools/shared/catalogue/tool-entry';
import { catalogueKey, plainText } from '@fintools/shared/federation/compiled-message';
import { interpolate, SOURCE_LANGUAGE, type Language, type Translate } from '@fintools/shared/language/languages';
import { REMOTE_MAP_ELEMENT_ID } from '@fintools/shared/federation/remote-map';
import {
  CHUNK_BUNDLE_ATTRIBUTE,
  MESSAGES_ELEMENT_ID,
  RENDER_PAGE_FILE,
  shellMessagesFile,
  THEME_COOKIE,
  type PageWords,
  type RenderedPage,
  type RenderPage,
} from '@fintools/shared/federation/shell-page';
import { PAGE_TOKEN_ELEMENT_ID } from '@fintools/shared/api/page-token';
import type { GatewayConfig } from './config';
import type { PageTokens } from './page-token';
import { clientAddress } from './rate-limit';
import { isInsideRoot } from './contained-path';
import { htmlLangOf, languageAlternates, requestLanguage } from './page-language';
import type { RemoteRegistry } from './remotes';
import { previewBannerHtml } from './preview/preview-banner';
import type { VisitorPreviews, VisitorView } from './preview/visitor-preview';
import { pageFiles, type PreloadFile } from './route-preload';
import { shellDist } from './static-files';

/**
 * Everything the gateway writes into the shell's index.html for one page, in this one module. A later
 * feature (per-visitor remote maps, say) changes what goes in, not how it is written.
 */
export interface PageParts {
  /** The page's language: `<html lang>` ("hi-IN") and its links to itself in every language (hreflang). */
  language?: { htmlLang: string; alternates: readonly { hreflang: string; href: string }[] };
  /** The words the shell paints the page with in a translated language (none in English, the source). */
  messages?: Catalogue;
  /** The document title of the page. */
  title?: string;
  /** The visitor's theme choice, as `<html data-theme>`; none: the device's (prefers-color-scheme). */
  theme?: 'light' | 'dark';
  /** The page as static HTML, for `#root` (React replaces it on its first render). */
  rootHtml?: string;
  /**
   * The remote map the shell would otherwise fetch from /remotes.json: the live map, plus any running
   * canaries under `canaries` (the shell picks its visitor's builds by bucket, as /remotes.json?bucket= does).
   */
  remoteMap?: object;
  /** The catalogue the page's shell routes with (the same JSON as `/tools.json`). */
  catalogue?: readonly CatalogueTool[];
  /**
   * What a visitor without JavaScript reads, as HTML for the page's `<noscript>`: what the page is, and the
   * tools as plain links, a way forward where the rendered page is inert.
   */
  noscriptHtml?: string;
  /**
   * HTML for the top of `<body>`, outside React's #root: the preview banner, or why a preview link opened nothing
   * (preview/preview-banner.ts).
   */
  banner?: string;
  /** The page's token (page-token.ts), which its load reports and chat requests carry. */
  pageToken?: string;
  /**
   * Scripts and styles the page runs next: `<link rel="preload">`, at low priority; a file with a recorded
   * hash with `integrity` and `crossorigin`, as the loader will request it (route-preload.ts).
   */
  preloads?: readonly (PreloadFile | string)[];
}

/** A page's compiled words (English message → its translation). */
type Catalogue = PageWords['messages'];

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that can sit inside a `<script>` element: no `</script>` or `<!--` can be spelled in it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const preloadTag = (file: PreloadFile | string) => {
  const { url, integrity, bundle } = typeof file === 'string' ? { url: file } : file;
  const as = url.endsWith('.css') ? 'style' : 'script';
  // The same mode and hash as the loader's request, or Chromium discards the preload and fetches again.
  const checked = integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"` : '';
  const runs = bundle ? ` ${CHUNK_BUNDLE_ATTRIBUTE}` : '';
  return `<link rel="preload" as="${as}" href="${escapeAttribute(url)}" fetchpriority="low"${checked}${runs}>`;
};

/** `<div id="root"></div>` as the build writes it (minified or not). */
const EMPTY_ROOT = /<div id=(["']?)root\1\s*><\/div>/;

/**
 * index.html with the page's parts written in: the visitor's theme on `<html>`; the title; the prerendered page in `#root`; the remote
 * map as `<script type="application/json">` (data, not code: the CSP is unaffected); and the
 * preloads at the end of the body, after the shell's own script and styles in document
 * order, at low priority, so the first paint is not slowed by what the page needs next (high-priority
 * `Link` headers for the same files moved Lighthouse's FCP from 0.8 to 1.8 s).
 */
export function composePage(indexHtml: string, parts: PageParts): string {
  let html = indexHtml;
  // Every insertion goes through a replacer function: a replacement *string* expands `$&`, `` $` `` and
  // `$'`, so one `$` in a tool's summary would copy the whole page into itself.
  if (parts.language) {
    const { htmlLang, alternates } = parts.language;
    html = html.replace(/(<html\b[^>]*?)\s+lang=(["']?)[\w-]*\2/, (_tag, start: string) => start);
    html = replaceFirst(html, /<html\b/, `<html lang="${escapeAttribute(htmlLang)}"`);
    const links = alternates
      .map(
        (link) =>
          `<link rel="alternate" hreflang="${escapeAttribute(link.hreflang)}" href="${escapeAttribute(link.href)}">`,
      )
      .join('');
    if (html.includes('</head>')) html = replaceFirst(html, '</head>', `${links}</head>`);
  }
  // After the language, so the theme comes first on <html> as before: <html data-theme="dark" lang="hi-IN">.
  if (parts.theme) html = replaceFirst(html, /<html\b/, `<html data-theme="${parts.theme}"`);
  if (parts.title !== undefined)
    html = replaceFirst(html, /<title>[^<]*<\/title>/, `<title>${escapeText(parts.title)}</title>`);
  if (parts.banner) {
    const banner = parts.banner;
    html = html.replace(/<body\b[^>]*>/, (body) => `${body}${banner}`);
  }
  if (parts.rootHtml) {
    const rootHtml = parts.rootHtml;
    html = html.replace(EMPTY_ROOT, (root) => replaceFirst(root, '></div>', `>${rootHtml}</div>`));
  }
  if (parts.noscriptHtml !== undefined) {
    html = replaceFirst(html, /<noscript>[\s\S]*?<\/noscript>/, `<noscript>${parts.noscriptHtml}</noscript>`);
  }
  const tail = [
    ...(parts.remoteMap
      ? [`<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">${scriptSafeJson(parts.remoteMap)}</script>`]
      : []),
    ...(parts.catalogue
      ? [`<script type="application/json" id="${CATALOGUE_ELEMENT_ID}">${scriptSafeJson(parts.catalogue)}</script>`]
      : []),
    ...(parts.messages
      ? [`<script type="application/json" id="${MESSAGES_ELEMENT_ID}">${scriptSafeJson(parts.messages)}</script>`]
      : []),
    ...(parts.pageToken
      ? [`<script type="application/json" id="${PAGE_TOKEN_ELEMENT_ID}">${scriptSafeJson(parts.pageToken)}</script>`]
      : []),
    ...(parts.preloads ?? []).map(preloadTag),
  ].join('');
  return html.includes('</body>') ? replaceFirst(html, '</body>', `${tail}</body>`) : `${html}${tail}`;
}

/** `text.replace(pattern, replacement)` with the replacement taken literally: no `$` pattern is expanded. */
export function replaceFirst(text: string, pattern: string | RegExp, replacement: string): string {
  return text.replace(pattern, () => replacement);
}

/** What a page without JavaScript says before its links (shell/src/hi.json has its translations). */
export const NOSCRIPT_TEXT = 'FinTools needs JavaScript to run its calculators. Turn it on, or open another tool:';

/**
 * The `<noscript>` text of a page: the tool it is (its title and summary) when it is one, that FinTools needs
 * JavaScript, and every tool of the catalogue as a plain link (each opens its own page and this same text). The
 * catalogue comes in the page's language; `messages` has the sentence's translation.
 */
export function noscriptHtml(catalogue: readonly CatalogueTool[], pathname: string, messages: Catalogue = {}): string {
  const tool = toolAtPath(catalogue, pathname);
  const about = tool ? `<p><strong>${escapeText(tool.title)}</strong>: ${escapeText(tool.summary)}</p>` : '';
  const links = catalogue
    .map((entry) => `<li><a href="${escapeAttribute(entry.path)}">${escapeText(entry.title)}</a></li>`)
    .join('');
  return `${about}<p>${escapeText(translatorOf(messages)(NOSCRIPT_TEXT))}</p><ul>${links}</ul>`;
}

/**
 * The gateway's own sentences (the noscript text, the preview banner) in a page's language, from the shell's
 * compiled words, read as the browser's translator reads a plain message (`plainText`). The gateway does not load
 * Lingui's runtime: these messages have plain placeholders only, and one with anything else (a plural) shows in
 * English, as a missing one does.
 * @example translatorOf({ 'No tool matches "{text}".': ['"', ['text'], '" से कोई टूल मेल नहीं खाता।'] })('No tool matches "{text}".', { text: 'ppf' }) // '"ppf" से कोई टूल मेल नहीं खाता।'
 */
export function translatorOf(messages: Catalogue = {}): Translate {
  return (message, values) => {
    const key = catalogueKey(messages, message);
    const translated = key === undefined ? undefined : messages[key];
    return (translated === undefined ? undefined : plainText(translated, values)) ?? interpolate(message, values);
  };
}

/** `fintools-theme=light` or `=dark` as one cookie of a Cookie header. */
const THEME_IN_COOKIES = new RegExp(`(?:^|;)\\s*${THEME_COOKIE}=(light|dark)\\s*(?:;|$)`);

/** The theme the visitor chose (the shell keeps it in the THEME_COOKIE cookie), if light or dark. */
export function themeFromCookies(cookieHeader: string | undefined): PageParts['theme'] {
  return THEME_IN_COOKIES.exec(cookieHeader ?? '')?.[1] as PageParts['theme'];
}

/** The shell's server build (shell/dist/server/render-page.cjs), loaded again when a deploy replaced it. */
let renderer:
  { file: string; mtimeMs: number; render: RenderPage; pages: WeakMap<object, Map<string, RenderedPage>> } | undefined;

function loadRenderer(config: GatewayConfig): typeof renderer {
  const file = path.join(shellDist(config), RENDER_PAGE_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return undefined; // a shell built without it is served with an empty #root
  }
  if (renderer?.file !== file || renderer.mtimeMs !== mtimeMs) {
    delete require.cache[file];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the shell's server build is CommonJS, found at run time
    const { renderPage } = require(file) as { renderPage: RenderPage };
    renderer = { file, mtimeMs, render: renderPage, pages: new WeakMap() };
  }
  return renderer;
}

/**
 * The page for a path of a catalogue, rendered by the shell's own components: its layout, title and the
 * page (a tool's skeleton with its heading and summary, the dashboard, the 404 page…). Cached per
 * catalogue (the registry hands out one array per set of live builds) and lower-case path.
 */
function renderedPage(
  config: GatewayConfig,
  catalogue: readonly CatalogueTool[],
  pathname: string,
  words: PageWords | undefined,
): RenderedPage | undefined {
  const loaded = loadRenderer(config);
  if (!loaded) return undefined;
  let pages = loaded.pages.get(catalogue);
  if (!pages) loaded.pages.set(catalogue, (pages = new Map()));
  const key = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  let page = pages.get(key);
  if (!page) {
    page = loaded.render([...catalogue], key, words);
    // Any path can be asked for: keep the catalogue's own pages, render the rest (404s) each time.
    if (page.status === 200) pages.set(key, page);
  }
  return page;
}

/** The catalogue in a language, one array per live catalogue and language (so the rendered pages cache by it). */
const catalogues = new WeakMap<readonly CatalogueTool[], Map<Language, readonly CatalogueTool[]>>();
export function catalogueIn(catalogue: readonly CatalogueTool[], language: Language): readonly CatalogueTool[] {
  let byLanguage = catalogues.get(catalogue);
  if (!byLanguage) catalogues.set(catalogue, (byLanguage = new Map()));
  let translated = byLanguage.get(language);
  if (!translated) byLanguage.set(language, (translated = catalogue.map((entry) => wordsIn(entry, language))));
  return translated;
}

/** The shell's words in a translated language (shell/dist/messages/<language>.json), read again when a deploy replaces it. */
const shellWords = new Map<string, { mtimeMs: number; messages: Catalogue }>();
function shellMessages(config: GatewayConfig, language: Language): Catalogue {
  const file = path.join(shellDist(config), shellMessagesFile(language));
  try {
    const { mtimeMs } = fs.statSync(file);
    const known = shellWords.get(file);
    if (known?.mtimeMs === mtimeMs) return known.messages;
    const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
    shellWords.set(file, { mtimeMs, messages });
    return messages;
  } catch {
    return {}; // a shell built without its words shows them in English
  }
}

/** A page as the gateway sends it: its HTML, its language, and the language its link chose (kept in the cookie). */
export interface ServedPage {
  html: string;
  language: Language;
  chosen: Language | undefined;
  /** What to do with the preview cookie (keep the link's token, or clear it), when the link or cookie named one. */
  previewCookie?: VisitorView['cookie'];
  /** A page made for one browser's preview: no cache, no service worker, no other visitor may be handed it. */
  inPreview?: boolean;
}

/**
 * The shell's page for a request, with its parts written in, in the visitor's language (page-language.ts);
 * undefined when the shell is not built. A shell built without the prerender or preload files is served with
 * what there is.
 */
export async function shellPage(
  config: GatewayConfig,
  registry: RemoteRegistry,
  request: FastifyRequest,
  tokens?: PageTokens,
  previews?: VisitorPreviews,
): Promise<ServedPage | undefined> {
  const indexFile = path.join(shellDist(config), 'index.html');
  let indexHtml: string;
  try {
    // index.html, like every file served, must not be a link out of the shell's folder.
    if (!(await isInsideRoot(shellDist(config), indexFile))) return undefined;
    indexHtml = await fs.promises.readFile(indexFile, 'utf8');
  } catch {
    return undefined;
  }
  const { language, chosen } = requestLanguage(request);
  // The browser's preview, if any: its build in place of the area's live one (preview/visitor-preview.ts).
  const view = previews?.viewOf(request) ?? { snapshot: registry.snapshot() };
  const preview = {
    ...(view.cookie ? { previewCookie: view.cookie } : {}),
    ...(view.preview ? { inPreview: true } : {}),
  };
  try {
    const pathname = request.url.split('?')[0] ?? '/';
    // One snapshot for the whole page: its catalogue, map and preloads name the same builds.
    const live = view.snapshot;
    const catalogue = catalogueIn(live.catalogue(), language);
    const words = language === SOURCE_LANGUAGE ? undefined : { language, messages: shellMessages(config, language) };
    const page = renderedPage(config, catalogue, pathname, words);
    const files = pageFiles(config, live, request, page?.chunk);
    const html = composePage(indexHtml, {
      language: {
        htmlLang: htmlLangOf(language),
        alternates: languageAlternates(request.url, config.publicOrigin),
      },
      messages: words?.messages,
      theme: themeFromCookies(request.headers.cookie),
      title: page?.title,
      rootHtml: page?.html,
      remoteMap: live.pageRemoteMap(),
      catalogue,
      noscriptHtml: noscriptHtml(catalogue, pathname, words?.messages),
      preloads: files.preloads,
      banner: previewBannerHtml(view, translatorOf(words?.messages)),
      pageToken: tokens?.issue(clientAddress(request)).token,
    });
    return { html, language, chosen, ...preview };
  } catch (error) {
    // What the gateway writes in only speeds the page up: a page is never refused for want of it.
    request.log.warn({ err: error }, 'page parts failed');
    return { html: indexHtml, language, chosen, ...preview };
  }
}
