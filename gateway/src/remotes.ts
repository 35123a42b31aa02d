import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@fintools/shared';
import type { GatewayConfig } from './config';
import { CACHE_REVALIDATE } from './static-files';

/**
 * `GET /remotes.json` (docs/contracts.md "Names and places"): where the shell and sibling products find each
 * remote. A team moves its remote by changing REMOTE_<NAME>_URL here, without rebuilding the shell.
 */
export function registerRemotesRoute(app: FastifyInstance, config: GatewayConfig): void {
  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', CACHE_REVALIDATE);
    return remoteMap(config, request);
  });
}

export function remoteMap(config: GatewayConfig, request: FastifyRequest): Record<RemoteName, string> {
  // request.protocol and request.host read X-Forwarded-* only when Fastify's trustProxy is on (TRUST_PROXY=1).
  const origin = `${request.protocol}://${request.host}`;
  const map = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    map[name] = config.remoteUrls[name] ?? `${origin}/mfe/${name}/mf-manifest.json`;
  }
  return map;
}
