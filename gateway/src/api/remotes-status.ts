import type { FastifyInstance } from 'fastify';
import type { RemoteRegistry } from '../remotes';
import type { LoadStats } from '../release/load-stats';

/**
 * `GET /api/remotes`: per remote, the live build (URL, label, compatible with this gateway's shell,
 * loads reported over the last hour), the canary and its share if one runs, the previous build, and
 * what this gateway advertises now (release/remote-status.ts). `pnpm release --status` prints it.
 * Nothing in it is secret: the same URLs are in /remotes.json.
 */
export function registerRemotesStatusRoute(api: FastifyInstance, registry: RemoteRegistry, loads: LoadStats): void {
  api.get('/remotes', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return registry.status(loads);
  });
}
