import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { areaNameProblem } from '@fintools/shared/catalogue/catalogue';
import { isReleasedFile } from './released-files';
import { RENDER_PAGE_FILE } from '@fintools/shared/federation/shell-page';
import type { GatewayConfig } from './config';
import { isInsideRoot } from './contained-path';
import { HttpError } from './errors';
import { HASHED_FILE, registerHashedFileCache } from './hashed-file-cache';
import type { ServedPage } from './page-html';
import { htmlLangOf, languageCookie } from './page-language';
import { previewCookie } from './preview/visitor-preview';

export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Entry points (index.html, remoteEntry.js, manifests, embed.js) must be revalidated so a deploy shows at once. */
export const CACHE_REVALIDATE = 'no-cache';
/** What one browser's preview is made of (its page, map, catalogue, embed script): never kept anywhere. */
export const PRIVATE_NO_STORE = 'private, no-store';

export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.1a2b3c4d.js.br) is cached like the file it compresses.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED_FILE.test(name) ? CACHE_FOREVER : CACHE_REVALIDATE;
}

export function shellDist(config: GatewayConfig): string {
  return path.join(config.staticRoot, 'shell', 'dist');
}

/** Sibling products on other origins load a remote's scripts and fetch its manifest. */
export const REMOTE_FILE_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

export function remoteDist(config: GatewayConfig, name: string): string {
  return path.join(config.staticRoot, `mfe-${name}`, 'dist');
}

/**
 * The areas this gateway serves itself (the embedded default): each `mfe-<area>/` folder beside the shell, in
 * name order. Read once at start-up; areas on other origins join through REMOTE_<AREA>_URL or a release.
 */
export function localAreas(config: GatewayConfig): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(config.staticRoot);
  } catch {
    return [];
  }
  return names
    .map((name) => /^mfe-(.+)$/.exec(name)?.[1])
    .filter((area): area is string => area !== undefined && areaNameProblem(area) === undefined)
    .filter((area) => fs.statSync(path.join(config.staticRoot, `mfe-${area}`)).isDirectory())
    .sort();
}

/** Whether a path is one of the shell's pages: a catalogue tool's or the shell's own (build-gateway.ts gives it). */
export type IsPagePath = (pathname: string, request: FastifyRequest) => boolean;

/** The shell's page for a request, as the gateway serves it (page-html.ts); undefined when the shell is not built. */
export type ShellPage = (request: FastifyRequest) => Promise<ServedPage | undefined>;

/**
 * Refuses, as a plain 404, a file (or the compressed copy chosen for it) whose real path leaves `root`:
 * @fastify/static follows symlinks wherever they point.
 */
function confinedTo(root: string): (file: string) => Promise<void> {
  return async (file) => {
    if (!(await isInsideRoot(root, file))) throw new HttpError(404, 'Not found');
  };
}

/**
 * The embedded default: the shell at `/`, each remote at `/mfe/<name>/`. Folders are looked up per request,
 * so a remote built after start-up is served without a restart, and a missing one is a plain 404.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: GatewayConfig,
  shellPage: ShellPage = async () => undefined,
  isPagePath: IsPagePath = () => false,
): Promise<void> {
  const shellRoot = shellDist(config);
  const areas = localAreas(config);

  // The shell's page itself, with what the gateway writes into it (page-html.ts); the index.html file
  // as built when that is not possible. Before @fastify/static, whose wildcard would answer `/` too.
  app.get('/', async (request, reply) => {
    const page = await shellPage(request);
    if (page === undefined) return reply.callNotFound();
    return sendPage(request, reply, page);
  });

  registerHashedFileCache(
    app,
    [
      { prefix: '/', root: shellRoot, headers: {} },
      ...areas.map((name) => ({
        prefix: `/mfe/${name}/`,
        root: remoteDist(config, name),
        headers: REMOTE_FILE_HEADERS,
      })),
    ],
    CACHE_FOREVER,
  );

  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    // The build writes .br/.gz beside each text file; send those rather than compressing per request.
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    onFile: confinedTo(shellRoot),
    // The shell's server build renders pages here (page-html.ts); browsers have no use for it.
    allowedPath: (pathName) => !pathName.startsWith(`/${RENDER_PAGE_FILE.split('/')[0]}/`),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
      // The UI primitives' words, which an embedded tool on a sibling's page reads (shared's embed-words.ts).
      if (path.relative(shellRoot, filePath).startsWith(`messages${path.sep}`)) reply.headers(REMOTE_FILE_HEADERS);
    },
  });

  for (const name of areas) {
    await app.register(fastifyStatic, {
      root: remoteDist(config, name),
      prefix: `/mfe/${name}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      suppressWarning: true,
      onFile: confinedTo(remoteDist(config, name)),
      // Only the build's released files (released-files.ts): not its stats, the gateway's own lists or the
      // team's standalone page.
      allowedPath: (pathName) => isReleasedFile(pathName),
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        reply.headers(REMOTE_FILE_HEADERS);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => notFound(request, reply, shellPage, isPagePath));
}

function hasPrefix(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage, status = 200) {
  // The page carries the visitor's theme and language cookies (<html data-theme>, <html lang>) and, with no
  // language chosen, the browser's Accept-Language (page-html.ts): a cache must not hand one visitor's page
  // to another.
  const secure = request.protocol === 'https';
  if (page.chosen) reply.header('set-cookie', languageCookie(page.chosen, secure));
  if (page.previewCookie) reply.header('set-cookie', previewCookie(page.previewCookie, secure));
  return (
    reply
      .code(status)
      // A preview's page is one browser's: no shared cache and no service worker keeps it (shell's service-worker.ts).
      .header('cache-control', page.inPreview ? PRIVATE_NO_STORE : CACHE_REVALIDATE)
      .header('vary', 'Cookie, Accept-Language')
      .header('content-language', htmlLangOf(page.language))
      .type('text/html; charset=utf-8')
      .send(page.html)
  );
}

/**
 * Client-side routes get the shell's page: every page of the live catalogue (/emi-calculator, /Dashboard,
 * /help, …) whatever the client accepts (curl, a chat app's link preview and an uptime monitor accept any
 * type, or say nothing), and any other path a browser asks for as a page (the shell shows its 404 page).
 * Everything else that matched nothing is a JSON 404.
 */
async function notFound(request: FastifyRequest, reply: FastifyReply, shellPage: ShellPage, isPagePath: IsPagePath) {
  const url = request.url;
  const isPage = isPagePath(url.split('?')[0] ?? '', request);
  const isPageRequest =
    (request.method === 'GET' || request.method === 'HEAD') &&
    ((request.headers.accept ?? '').includes('text/html') || isPage) &&
    !hasPrefix(url, '/api') &&
    !hasPrefix(url, '/mfe');

  // A path of no page gets the shell's 404 page with the status that says so.
  const page = isPageRequest ? await shellPage(request) : undefined;
  if (page !== undefined) return sendPage(request, reply, page, isPage ? 200 : 404);
  const error = hasPrefix(url, '/api') ? `No API route ${request.method} ${url.split('?')[0]}` : 'Not found';
  return reply.code(404).send({ error });
}
