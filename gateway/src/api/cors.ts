import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_PATH } from '@fintools/shared/api/chat';
import { PAGE_TOKEN_HEADER, PAGE_TOKEN_PATH } from '@fintools/shared/api/page-token';
import type { GatewayConfig } from '../config';
import { HttpError } from '../errors';

export const CHAT_NOT_OPEN_MESSAGE =
  'This site may not use FinTools chat: the gateway lists the sites that may embed it in EMBED_ORIGINS';

/**
 * Who may call /api from other origins (docs/embedding.md). The API uses no cookies or credentials (the
 * gateway holds the providers' keys), and rates, images and videos cost little and are rate-limited, so
 * any page may read them: tools embedded in sibling products call them from their own origin.
 *
 * Chat is different: each reply is paid for on our key, so a page of another origin gets it only when
 * that origin is listed in EMBED_ORIGINS. Others get no CORS headers (their browser refuses to read the
 * answer), their preflight fails, and a request that skips the preflight is refused before it costs
 * anything. Requests from our own pages, and clients that are not browsers (no Origin), are unaffected.
 */
export function registerApiCors(api: FastifyInstance, config: GatewayConfig): void {
  const embedOrigins = new Set(config.embedOrigins);

  api.addHook('onRequest', async (request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (!isChat(request)) {
      reply.header('access-control-allow-origin', '*');
      return;
    }
    // The answer depends on the Origin: a cache must not hand one site's answer to another.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin !== undefined && embedOrigins.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      return;
    }
    if (request.method !== 'OPTIONS' && isOtherOrigin(request, config)) throw new HttpError(403, CHAT_NOT_OPEN_MESSAGE);
  });

  // Preflight (POST /api/chat with a JSON body) is answered here without reaching a route.
  api.options('/*', async (request, reply) => {
    if (isChat(request) && !reply.hasHeader('access-control-allow-origin')) {
      throw new HttpError(403, CHAT_NOT_OPEN_MESSAGE);
    }
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', `Content-Type, Accept, ${PAGE_TOKEN_HEADER}`)
      .header('access-control-max-age', '600')
      .code(204)
      .send();
  });
}

/** Chat, and the page tokens that open it: for our pages and EMBED_ORIGINS only. */
function isChat(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return path === CHAT_PATH || path === PAGE_TOKEN_PATH;
}

/**
 * Whether a browser sent this from a page of another origin. Browsers say so themselves
 * (`Sec-Fetch-Site`, which no page can forge); one too old to say is judged by its Origin against ours.
 * No Origin at all is not a page of another origin (a same-origin GET, or a client that is not a browser).
 */
export function isOtherOrigin(request: FastifyRequest, config: GatewayConfig): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  return origin !== (config.publicOrigin ?? `${request.protocol}://${request.host}`);
}
