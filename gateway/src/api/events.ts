import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_EVENT_BYTES, parseRemoteLoadReport } from '@fintools/shared/api/events';
import type { GatewayConfig } from '../config';
import { badRequest, HttpError } from '../errors';
import type { GatewayMetrics } from '../metrics';
import type { RemoteRegistry } from '../remotes';
import type { PageTokenGate } from '../page-token';
import { clientNetwork } from '../rate-limit';
import { clientKey, type LoadStats } from '../release/load-stats';

interface EventsDeps {
  config: GatewayConfig;
  registry: RemoteRegistry;
  loads: LoadStats;
  metrics: GatewayMetrics;
  tokens: PageTokenGate;
}

/**
 * `POST /api/events`: browsers report each remote load (loaded, failed, timed out) with
 * `navigator.sendBeacon` (contract: shared/src/api/events.ts). A report is counted for the build it
 * names, among the builds this gateway knows (live, canary, earlier), in `/metrics` and in the last
 * hour's counts of `/api/remotes`; nothing else is kept (no address, no page, no time but the minute).
 * Its own per-client limit (RATE_LIMIT_PER_MINUTE, counted apart from the other routes), so reports
 * never use up a visitor's API calls.
 *
 * The counts decide canaries, so they must be hard to forge: a report is taken only from the
 * shell's own pages and EMBED_ORIGINS (reportingPage) and with a valid page token for the client that sends
 * it (page-token.ts: a script must fetch a page from each address it reports from), and one client (an
 * address, IPv6 by its /64) counts at most
 * MAX_REPORTS_PER_CLIENT_PER_HOUR reports per build per hour (load-stats.ts); the rest are answered 204
 * like any other, and not counted anywhere, /metrics included.
 */
export function registerEventsRoute(
  api: FastifyInstance,
  { config, registry, loads, metrics, tokens }: EventsDeps,
): void {
  api.post(
    '/events',
    {
      bodyLimit: MAX_EVENT_BYTES,
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      if (!reportingPage(request, config)) throw new HttpError(403, NOT_OUR_PAGE);
      const parsed = parseRemoteLoadReport(request.body);
      if (!parsed.ok) throw badRequest(parsed.errors);
      const report = parsed.value;
      // A page a gateway served (or an embed that asked one) carries a token for its client: a script does not.
      await tokens.check(request, report.token, 'events', config.rateLimitPerMinute, NO_PAGE_TOKEN);
      const release = registry.snapshot().releaseOfEntry(report.remote, report.entry);
      // A build no gateway advertised (an old tab, a typo, a forged report) is counted as "unknown", so
      // the label values stay the few builds we know.
      // Counted by network (a /24, a /48) and on one build of the area only: what decides a canary must cost
      // more than a block of addresses.
      const counted = await loads.record(
        release?.url ?? UNKNOWN_BUILD,
        report.outcome,
        clientKey(clientNetwork(request)),
        release ? report.remote : OTHER_AREA,
      );
      if (counted) {
        // Labels only for builds a gateway advertised (so for areas it knows): any other report, whatever
        // area it names, is one "other" series, so no client can make a series per name it invents.
        metrics.remoteLoads.inc({
          remote: release ? report.remote : OTHER_AREA,
          build: release?.label ?? UNKNOWN_BUILD,
          outcome: report.outcome,
        });
      }
      return reply.code(204).send();
    },
  );
}

/** Reports about builds no gateway knows share one count (and one client cap). */
const UNKNOWN_BUILD = 'unknown';
/** The `remote` label of a report about a build no gateway knows, whatever area it names. */
export const OTHER_AREA = 'other';

export const NOT_OUR_PAGE = 'Load reports are taken from FinTools pages and the sites in EMBED_ORIGINS only';
export const NO_PAGE_TOKEN = 'Load reports need the token of a page the gateway served (reload the page)';

/**
 * Whether a report comes from a page that may send one: the shell's own pages, or a site in EMBED_ORIGINS
 * embedding a tool. Browsers say where a request comes from in `Sec-Fetch-Site`, which no page can set;
 * one too old to send it is judged by its `Origin`. A beacon always carries an Origin; a request with
 * neither is not from a browser page, and is refused.
 */
export function reportingPage(request: FastifyRequest, config: GatewayConfig): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && config.embedOrigins.includes(origin)) return true;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return origin !== undefined && origin === (config.publicOrigin ?? `${request.protocol}://${request.host}`);
}
