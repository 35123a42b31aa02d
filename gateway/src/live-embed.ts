import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AREA_NAME_PATTERN } from '@fintools/shared/catalog/catalogue';
import { entryScriptUrl } from '@fintools/shared/federation/remote-map';
import type { GatewayConfig } from './config';
import type { RemoteRegistry } from './remotes';
import { CACHE_REVALIDATE, localAreas, remoteDist, REMOTE_FILE_HEADERS } from './static-files';

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
 * The stub: inserts the build's `embed.js` right after itself, in order with the page's other embeds
 * (`async = false`), naming this gateway (or the page's `data-gateway`) for `/api` and `/remotes.json`. Until
 * the build's script has run, `window.FinTools.mount` waits for it, as it waits for the host today.
 */
export function liveEmbedScript(buildEmbed: string): string {
  return `(function () {
  var me = document.currentScript;
  var base = me && me.src ? me.src : location.href;
  var script = document.createElement('script');
  script.src = new URL(${literal(buildEmbed)}, base).href;
  script.async = false;
  script.dataset.gateway = (me && me.dataset.gateway) || new URL(base).origin;
  var loaded = new Promise(function (resolve, reject) {
    script.addEventListener('load', resolve);
    script.addEventListener('error', function () { reject(new Error('embed.js did not load: ' + script.src)); });
  });
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

function sendScript(reply: FastifyReply, body: string) {
  return reply
    .header('cache-control', CACHE_REVALIDATE)
    .headers(REMOTE_FILE_HEADERS)
    .type('text/javascript; charset=utf-8')
    .send(body);
}

/** `/mfe/:area/embed.js`: the stub for a live area, this gateway's own file under `?build`, else 404. */
export function registerLiveEmbedRoutes(app: FastifyInstance, config: GatewayConfig, registry: RemoteRegistry): void {
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
    const live = registry.liveMap()[area];
    if (live === undefined) return reply.callNotFound();
    const buildEmbed = registry.servedHere(area) ? `embed.js?${BUILD_FILE_QUERY}` : buildEmbedUrl(live);
    return sendScript(reply, liveEmbedScript(buildEmbed));
  };
  // Each area served here has a static route of its own, which wins over its folder's file route; an area
  // that lives only on another origin falls to the parametric one.
  for (const area of localAreas(config)) app.get(`/mfe/${area}/embed.js`, handler);
  app.get('/mfe/:area/embed.js', handler);
}
