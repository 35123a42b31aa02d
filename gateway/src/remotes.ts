import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@fintools/shared';
import type { GatewayConfig } from './config';
import { CACHE_REVALIDATE } from './static-files';

/**
 * `GET /remotes.json` (docs/contracts.md "Names and places"): where the shell and sibling products find each
 * remote. A team moves its remote by changing REMOTE_<NAME>_URL here, without rebuilding the shell.
 */
export function registerRemotesRoute(app: FastifyInstance, config: GatewayConfig): void {
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', CACHE_REVALIDATE);
    return remoteMap(config);
  });
}

/**
 * Each remote's URL: REMOTE_<NAME>_URL verbatim, else the copy this gateway serves, named by its path
 * (hosts resolve it against remotes.json's own URL) or under PUBLIC_ORIGIN when set. Never from the
 * request's Host or X-Forwarded-Host: those are the client's words, and a cache in front of us would hand
 * one client's origin to everyone.
 */
export function remoteMap(config: GatewayConfig): Record<RemoteName, string> {
  const map = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    map[name] = config.remoteUrls[name] ?? `${config.publicOrigin ?? ''}/mfe/${name}/mf-manifest.json`;
  }
  return map;
}
