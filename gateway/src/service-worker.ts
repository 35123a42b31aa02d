import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';
import { CACHE_REVALIDATE } from './static-files';

/**
 * What /sw.js is with SERVICE_WORKER=off: a worker that, once a browser updates to it, deletes the
 * caches the shell's worker made (`fintools-*` and Workbox's precache: shell/src/service-worker) and
 * unregisters itself. It has no fetch handler, so not even its short life puts anything between the
 * page and the network.
 */
export const SELF_REMOVING_WORKER = `// FinTools: the service worker is turned off on this gateway (SERVICE_WORKER=off).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => /^(fintools-|workbox-)/.test(name)).map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
`;

export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The content security policy of the worker itself. A browser keeps the policy that came with the
 * worker's script for as long as that script does not change, so the page's policy (connect-src naming
 * today's remote origins) would stop the worker from fetching a remote moved to a new origin by a
 * redeploy: the tool would fail for every visitor who has the worker. The worker only fetches what a
 * page asked for (already checked against the page's own policy) and the remotes `/remotes.json` names.
 */
export const SERVICE_WORKER_CSP = "default-src 'self'; connect-src 'self' https: http:; script-src 'self'";

/**
 * /sw.js: the shell's built worker with its own content security policy, or with SERVICE_WORKER=off a
 * worker that removes itself, answered before the built one would be served.
 */
export function registerServiceWorkerRoute(app: FastifyInstance, config: GatewayConfig): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] === SERVICE_WORKER_PATH) reply.header('content-security-policy', SERVICE_WORKER_CSP);
    return payload;
  });
  if (config.serviceWorker) return;
  app.get(SERVICE_WORKER_PATH, async (_request, reply) =>
    reply.header('cache-control', CACHE_REVALIDATE).type('text/javascript; charset=utf-8').send(SELF_REMOVING_WORKER),
  );
}
