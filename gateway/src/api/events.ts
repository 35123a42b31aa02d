import type { FastifyInstance } from 'fastify';
import { MAX_EVENT_BYTES, parseRemoteLoadReport } from '@fintools/shared/api/events';
import type { GatewayConfig } from '../config';
import { badRequest } from '../errors';
import type { GatewayMetrics } from '../metrics';
import type { RemoteRegistry } from '../remotes';
import type { LoadStats } from '../release/load-stats';

interface EventsDeps {
  config: GatewayConfig;
  registry: RemoteRegistry;
  loads: LoadStats;
  metrics: GatewayMetrics;
}

/**
 * `POST /api/events`: browsers report each remote load (loaded, failed, timed out) with
 * `navigator.sendBeacon` (contract: shared/src/api/events.ts). A report is counted for the build it
 * names, among the builds this gateway knows (live, canary, earlier), in `/metrics` and in the last
 * hour's counts of `/api/remotes`; nothing else is kept (no address, no page, no time but the minute).
 * Its own per-client limit (RATE_LIMIT_PER_MINUTE, counted apart from the other routes), so reports
 * never use up a visitor's API calls.
 */
export function registerEventsRoute(api: FastifyInstance, { config, registry, loads, metrics }: EventsDeps): void {
  api.post(
    '/events',
    {
      bodyLimit: MAX_EVENT_BYTES,
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const parsed = parseRemoteLoadReport(request.body);
      if (!parsed.ok) throw badRequest(parsed.errors);
      const report = parsed.value;
      const release = registry.releaseOfEntry(report.remote, report.entry);
      // A build no gateway advertised (an old tab, a typo, a forged report) is counted as "unknown", so
      // the label values stay the few builds we know.
      metrics.remoteLoads.inc({ remote: report.remote, build: release?.label ?? 'unknown', outcome: report.outcome });
      if (release) await loads.record(release.url, report.outcome);
      return reply.code(204).send();
    },
  );
}
