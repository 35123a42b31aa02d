import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { REMOTE_MAP_ELEMENT_ID } from '@fintools/shared/federation/remote-map';
import {
  OTHER_PATHS,
  PRERENDERED_PAGES_FILE,
  THEME_COOKIE,
  type PrerenderedPage,
} from '@fintools/shared/federation/shell-page';
import type { GatewayConfig } from './config';
import { isInsideRoot } from './contained-path';
import type { RemoteRegistry } from './remotes';
import { pageFiles, readBuildJson } from './route-preload';
import { shellDist } from './static-files';

/**
 * Everything the gateway writes into the shell's index.html for one page, in this one module. A later
 * feature (per-visitor remote maps, say) changes what goes in, not how it is written.
 */
export interface PageParts {
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
  /** Scripts and styles the page runs next: `<link rel="preload">`, at low priority. */
  preloads?: string[];
  /**
   * A tool screen's own chunks: `<link rel="prefetch">`. Chromium answers a later request for a
   * *preload* that failed with that same failure, so a remote that was down at page load could not come
   * back with Retry; a failed prefetch leaves nothing behind, and a prefetched chunk (content-hashed,
   * cached for a year) is taken from the HTTP cache when the remote asks for it.
   */
  prefetches?: string[];
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that can sit inside a `<script>` element: no `</script>` or `<!--` can be spelled in it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const linkTag = (rel: 'preload' | 'prefetch', url: string) => {
  const as = url.endsWith('.css') ? 'style' : 'script';
  const priority = rel === 'preload' ? ' fetchpriority="low"' : '';
  return `<link rel="${rel}" as="${as}" href="${escapeAttribute(url)}"${priority}>`;
};

/** `<div id="root"></div>` as the build writes it (minified or not). */
const EMPTY_ROOT = /<div id=(["']?)root\1\s*><\/div>/;

/**
 * index.html with the page's parts written in: the visitor's theme on `<html>`; the title; the prerendered page in `#root`; the remote
 * map as `<script type="application/json">` (data, not code: the CSP is unaffected); and the
 * preloads and prefetches at the end of the body, after the shell's own script and styles in document
 * order, at low priority, so the first paint is not slowed by what the page needs next (high-priority
 * `Link` headers for the same files moved Lighthouse's FCP from 0.8 to 1.8 s).
 */
export function composePage(indexHtml: string, parts: PageParts): string {
  let html = indexHtml;
  if (parts.theme) html = html.replace(/<html\b/, `<html data-theme="${parts.theme}"`);
  if (parts.title !== undefined)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(parts.title)}</title>`);
  if (parts.rootHtml) html = html.replace(EMPTY_ROOT, (root) => root.replace('></div>', `>${parts.rootHtml}</div>`));
  const tail = [
    ...(parts.remoteMap
      ? [`<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">${scriptSafeJson(parts.remoteMap)}</script>`]
      : []),
    ...(parts.preloads ?? []).map((url) => linkTag('preload', url)),
    ...(parts.prefetches ?? []).map((url) => linkTag('prefetch', url)),
  ].join('');
  return html.includes('</body>') ? html.replace('</body>', `${tail}</body>`) : `${html}${tail}`;
}

/** `fintools-theme=light` or `=dark` as one cookie of a Cookie header. */
const THEME_IN_COOKIES = new RegExp(`(?:^|;)\\s*${THEME_COOKIE}=(light|dark)\\s*(?:;|$)`);

/** The theme the visitor chose (the shell keeps it in the THEME_COOKIE cookie), if light or dark. */
export function themeFromCookies(cookieHeader: string | undefined): PageParts['theme'] {
  return THEME_IN_COOKIES.exec(cookieHeader ?? '')?.[1] as PageParts['theme'];
}

/** The prerendered page for a path ("/EMI-Calculator/" finds "/emi-calculator"), or the 404 page's. */
function prerenderedPage(config: GatewayConfig, pathname: string): PrerenderedPage | undefined {
  const pages = readBuildJson<Record<string, PrerenderedPage>>(path.join(shellDist(config), PRERENDERED_PAGES_FILE));
  if (!pages) return undefined;
  const wanted = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return pages[wanted] ?? pages[OTHER_PATHS];
}

/**
 * The shell's page for a request, with its parts written in; undefined when the shell is not built.
 * A shell built without the prerender or preload files is served with what there is.
 */
export async function shellPage(
  config: GatewayConfig,
  registry: RemoteRegistry,
  request: FastifyRequest,
): Promise<string | undefined> {
  const indexFile = path.join(shellDist(config), 'index.html');
  let indexHtml: string;
  try {
    // index.html, like every file served, must not be a link out of the shell's folder.
    if (!(await isInsideRoot(shellDist(config), indexFile))) return undefined;
    indexHtml = await fs.promises.readFile(indexFile, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = prerenderedPage(config, pathname);
    const files = pageFiles(config, registry, request, page?.chunk);
    return composePage(indexHtml, {
      theme: themeFromCookies(request.headers.cookie),
      title: page?.title,
      rootHtml: page?.html,
      remoteMap: registry.pageRemoteMap(),
      preloads: files.preloads,
      prefetches: files.prefetches,
    });
  } catch (error) {
    // What the gateway writes in only speeds the page up: a page is never refused for want of it.
    request.log.warn({ err: error }, 'page parts failed');
    return indexHtml;
  }
}
