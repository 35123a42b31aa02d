import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AREA_NAME_PATTERN } from '@fintools/shared/catalogue/catalogue';
import { entryScriptUrl, folderOfFile, releasedHashOf } from '@fintools/shared/federation/remote-map';
import type { GatewayConfig } from './config';
import type { RemoteRegistry } from './remotes';
import { publishedFile } from './release/build-integrity';
import { CACHE_REVALIDATE, localAreas, PRIVATE_NO_STORE, remoteDist, REMOTE_FILE_HEADERS } from './static-files';
import { LEAVE_PREVIEW, PREVIEW_QUERY, type VisitorPreviews } from './preview/visitor-preview';

/**
 * `/mfe/<area>/embed.js` on the gateway runs what is live (docs/embedding.md): for every area of the live map,
 * new areas included, it answers a small script that loads the live build's own `embed.js`, so a sibling
 * page's one script tag gets each release on its next load. The build's `embed.js` then loads its own
 * `remoteEntry.js` beside it and checks every file against the hashes the gateway publishes in
 * `/remotes.json` (embed-host.ts), as the shell does. A per-release URL (`https://cdn…/v2/embed.js`) is the
 * build's file itself: a product that pins a build keeps it.
 */

/** The query under which the gateway serves its own copy's `embed.js` file (the stub's path is taken). */
export const BUILD_FILE_QUERY = 'build';

/**
 * The `embed.js` of the build a remote map URL names, beside its `remoteEntry.js`, with the URL's query (a
 * release URL's `?v=5`); a path stays a path (the browser resolves it against the stub's own URL).
 * @example buildEmbedUrl('https://cdn.example/tax/v2/mf-manifest.json?v=2') // 'https://cdn.example/tax/v2/embed.js?v=2'
 * @example buildEmbedUrl('/mfe/tax/v2/mf-manifest.json') // '/mfe/tax/v2/embed.js'
 */
export function buildEmbedUrl(mapUrl: string): string {
  const entry = entryScriptUrl(mapUrl);
  const relative = entry.startsWith('/') && !entry.startsWith('//');
  const parsed = new URL(entry, 'http://same-origin.invalid');
  parsed.pathname = parsed.pathname.replace(/[^/]*$/, 'embed.js');
  return relative ? `${parsed.pathname}${parsed.search}` : parsed.href;
}

/** A string as a JavaScript literal that is safe anywhere in a script. */
const literal = (text: string) =>
  JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The hashes a build's release recorded for its embed.js and the host chunk it loads (`embed-files.json`,
 * build-integrity.ts), from the live builds' published integrity: `entry` for embed.js itself (UNRELEASED_FILE
 * when the release recorded none, so it does not run), `chunks` by file name for the rest. Nothing for a build
 * with no hashes at all (this gateway's own copy, a starting map not yet read).
 */
export function embedIntegrity(
  buildEmbed: string,
  published: Record<string, string>,
): { entry: string; chunks: Record<string, string> } | undefined {
  const file = publishedFile(buildEmbed);
  const entry = releasedHashOf(published, file);
  if (entry === undefined) return undefined;
  const folder = folderOfFile(file);
  const chunks: Record<string, string> = {};
  for (const [url, hash] of Object.entries(published)) {
    const name = url.startsWith(folder) ? url.slice(folder.length) : '';
    if (/^embed-[\w.-]+\.js$/.test(name)) chunks[name] = hash;
  }
  return { entry, chunks };
}

/** What an embedded tool says when its build's script cannot run (as create-mount.tsx's boundary says it). */
const EMBED_UNAVAILABLE = 'This tool is temporarily unavailable. Please reload the page.';

/**
 * The stub: inserts the build's `embed.js` right after itself, in order with the page's other embeds
 * (`async = false`), naming this gateway (or the page's `data-gateway`) for `/api` and `/remotes.json`. Until
 * the build's script has run, `window.FinTools.mount` waits for it, as it waits for the host today. With the
 * release's hashes, embed.js loads only as released, and hands its host chunk's hash on (embed-entry.ts).
 */
export function liveEmbedScript(
  buildEmbed: string,
  integrity?: ReturnType<typeof embedIntegrity>,
  toolIds: readonly string[] = [],
  preview?: EmbedPreview,
): string {
  const checked = integrity
    ? `
  script.integrity = ${literal(integrity.entry)};
  script.crossOrigin = 'anonymous';
  script.dataset.integrity = ${literal(JSON.stringify(integrity.chunks))};`
    : '';
  return `(function () {
  var me = document.currentScript;
  var base = me && me.src ? me.src : location.href;
  var script = document.createElement('script');
  script.src = new URL(${literal(buildEmbed)}, base).href;
  script.async = false;${checked}
  script.dataset.gateway = (me && me.dataset.gateway) || new URL(base).origin;${preview ? previewPart(preview) : ''}
  var loaded = new Promise(function (resolve, reject) {
    script.addEventListener('load', resolve);
    script.addEventListener('error', function () {
      // Refused (not the released bytes) or not there: this area's tools say so, never a blank box.
      var ids = ${JSON.stringify(toolIds)}; // tool ids: [a-z0-9-] only (tools.json's schema)
      document.querySelectorAll('fintools-tool').forEach(function (element) {
        if (ids.indexOf(element.getAttribute('name')) >= 0) element.textContent = ${literal(EMBED_UNAVAILABLE)};
      });
      reject(new Error('embed.js did not load: ' + script.src));
    });
  });
  loaded.catch(function () {});
  if (!window.FinTools) {
    var waiting = {
      mount: function (element, options) {
        return loaded.then(function () {
          if (window.FinTools === waiting) throw new Error('embed.js did not start FinTools');
          return window.FinTools.mount(element, options);
        });
      },
    };
    window.FinTools = waiting;
  }
  if (me && me.parentNode) me.parentNode.insertBefore(script, me.nextSibling);
  else document.head.appendChild(script);
})();
`;
}

/** A preview an embed script loads for the browser holding its token: the token and what its banner says. */
export interface EmbedPreview {
  token: string;
  area: string;
  name: string;
  /** Whether this stub is the previewed area's (which shows the banner). */
  here: boolean;
}

/**
 * The stub's preview part: the build's embed.js reads the hashes with the token (`/remotes.json?preview=`, since a
 * sibling's fetch carries no cookie of ours), and the sibling's page shows which build it runs, with a way out
 * (the gateway's page with `?preview=leave`, which clears the browser's preview).
 */
function previewPart(preview: EmbedPreview): string {
  const token = `
  script.dataset.preview = ${literal(preview.token)};`;
  if (!preview.here) return token;
  const text = `Preview of ${preview.area}: ${preview.name}. Only this browser sees it.`;
  return `${token}
  var banner = document.createElement('p');
  banner.setAttribute('role', 'status');
  banner.setAttribute('aria-label', 'Preview');
  banner.setAttribute('data-fintools-preview', ${literal(preview.area)});
  banner.style.cssText = 'margin:0 0 8px;padding:6px 10px;background:#5b2a86;color:#fff;font:14px/1.4 system-ui,sans-serif';
  banner.textContent = ${literal(text)} + ' ';
  var leave = document.createElement('a');
  leave.href = new URL('/?${PREVIEW_QUERY}=${LEAVE_PREVIEW}', script.dataset.gateway).href;
  leave.textContent = 'Leave preview';
  leave.style.color = '#fff';
  banner.appendChild(leave);
  var first = document.querySelector('fintools-tool');
  if (first && first.parentNode) first.parentNode.insertBefore(banner, first);
  else document.body.insertBefore(banner, document.body.firstChild);`;
}

function sendScript(reply: FastifyReply, body: string, inPreview = false) {
  return (
    reply
      // A preview's stub names its token and build: that browser's alone, never in a shared cache.
      .header('cache-control', inPreview ? PRIVATE_NO_STORE : CACHE_REVALIDATE)
      .header('vary', 'Cookie')
      .headers(REMOTE_FILE_HEADERS)
      .type('text/javascript; charset=utf-8')
      .send(body)
  );
}

/** `/mfe/:area/embed.js`: the stub for a live area, this gateway's own file under `?build`, else 404. */
export function registerLiveEmbedRoutes(
  app: FastifyInstance,
  config: GatewayConfig,
  registry: RemoteRegistry,
  previews?: VisitorPreviews,
): void {
  const handler = async (request: FastifyRequest<{ Params: { area?: string } }>, reply: FastifyReply) => {
    const area = request.params.area ?? /^\/mfe\/([^/]+)\//.exec(request.url)?.[1] ?? '';
    if (!AREA_NAME_PATTERN.test(area)) return reply.callNotFound();
    const query = request.query as Record<string, unknown>;
    if (query[BUILD_FILE_QUERY] !== undefined) {
      // This gateway's own copy of the area's build (the stub of an area served here points at it).
      try {
        return sendScript(reply, await fs.promises.readFile(path.join(remoteDist(config, area), 'embed.js'), 'utf8'));
      } catch {
        return reply.callNotFound();
      }
    }
    // One snapshot: the stub names the build, hashes and tools of one moment (the browser's preview's, if any).
    const view = previews?.viewOf(request);
    const snapshot = view?.snapshot ?? registry.snapshot();
    // Every area's stub hands the token on (the first embed.js on a page starts the host that reads the hashes);
    // the banner shows where the previewed area's tools are.
    const preview = view?.preview
      ? {
          token: view.preview.token,
          area: view.preview.release.area,
          name: view.preview.release.name,
          here: view.preview.release.area === area,
        }
      : undefined;
    const live = snapshot.liveMap()[area];
    if (live === undefined) return reply.callNotFound();
    const toolIds = snapshot
      .catalogue()
      .filter((tool) => tool.area === area)
      .map((tool) => tool.id);
    if (snapshot.servedHere(area)) {
      return sendScript(reply, liveEmbedScript(`embed.js?${BUILD_FILE_QUERY}`, undefined, toolIds));
    }
    const buildEmbed = buildEmbedUrl(live);
    const integrity = embedIntegrity(buildEmbed, snapshot.integrityFor(undefined));
    return sendScript(reply, liveEmbedScript(buildEmbed, integrity, toolIds, preview), preview !== undefined);
  };
  // Each area served here has a static route of its own, which wins over its folder's file route; an area
  // that lives only on another origin falls to the parametric one.
  for (const area of localAreas(config)) app.get(`/mfe/${area}/embed.js`, handler);
  app.get('/mfe/:area/embed.js', handler);
}
