import type { FastifyInstance } from 'fastify';

/**
 * Tools embedded in sibling products (embed.js, docs/embedding.md) call /api from other origins. The API
 * uses no cookies or credentials (the gateway holds the providers' keys), so any origin may read its
 * answers; per-client rate limits still apply. Preflight (POST /api/chat with a JSON body) is answered
 * here without reaching a route.
 */
export function registerApiCors(api: FastifyInstance): void {
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  api.options('/*', async (_request, reply) => {
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'Content-Type, Accept')
      .header('access-control-max-age', '600')
      .code(204)
      .send();
  });
}
