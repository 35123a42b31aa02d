import type { FastifyInstance } from 'fastify';
import {
  isRecord,
  MEDIA_BUSY_MESSAGE,
  MEDIA_NOT_CONFIGURED_MESSAGES,
  readImageAnswer,
  readVideoAnswer,
  type MediaKind,
  type Photo,
  type Video,
} from '@fintools/shared/api/media';
import type { GatewayConfig } from '../config';
import { DailyBudget } from '../daily-budget';
import { HttpError } from '../errors';
import { clientNetwork } from '../rate-limit';
import { REDIS_KEYS, type RedisLink } from '../redis';
import { SingleFlight } from '../single-flight';
import { fetchUpstreamJson } from '../upstream';
import { MediaCache } from './media-cache';
import { perPage, searchQuery } from './query';

const SERVICE = 'media search service';

/** The provider's path and how to read its answer, per route. */
const SEARCHES: Record<MediaKind, { path: string; read: (body: unknown) => unknown }> = {
  images: { path: '/v1/search', read: (body) => ({ photos: readPhotos(body) }) },
  videos: { path: '/videos/search', read: (body) => ({ videos: readVideos(body) }) },
};

/** The variable behind each way the budget can be spent, for the log line of the first refusal. */
const SPENT_BY = {
  network: 'MEDIA_NETWORK_SHARE_PERCENT',
  hour: 'MEDIA_UPSTREAM_PER_HOUR',
  day: 'MEDIA_UPSTREAM_PER_DAY',
} as const;

/**
 * `/api/images` and `/api/videos`. The provider's quota is the gateway's, shared by every visitor, so:
 * an identical search is answered from the cache (MEDIA_CACHE_SECONDS), concurrent identical searches
 * make one call, and new searches spend a budget (across gateways on REDIS_URL) of MEDIA_UPSTREAM_PER_DAY
 * calls a day, of which one network may spend MEDIA_NETWORK_SHARE_PERCENT, and MEDIA_UPSTREAM_PER_HOUR
 * calls an hour. Beyond it they answer "busy" (429 for a network past its share, 503 for everyone) while
 * cached ones are still served, rather than a few clients spending the key and everyone getting the
 * provider's 429 as a 502.
 *
 * The hourly cap stays beside the day's: Pexels counts 200 calls an hour as well as 20,000 a month, and a day's
 * budget spent within one hour would meet the provider's 429 (a 502 for everyone, cache or not) before our own
 * "busy"; it also keeps one busy hour from spending the whole day's searches.
 */
export function registerMediaRoutes(api: FastifyInstance, config: GatewayConfig, redis: RedisLink | undefined): void {
  const cache = new MediaCache(config.mediaCacheSeconds * 1000, redis);
  const budget = new DailyBudget(
    REDIS_KEYS.mediaBudget,
    {
      perDay: config.mediaUpstreamPerDay,
      networkSharePercent: config.mediaNetworkSharePercent,
      perHour: config.mediaUpstreamPerHour,
    },
    redis,
  );
  const flights = new SingleFlight<string, string>();

  const callProvider = async (kind: MediaKind, query: string, count: number, network: string): Promise<string> => {
    const refusal = await budget.spend(network);
    if (refusal) {
      if (refusal.first) {
        const who = refusal.spent === 'network' ? `network ${network}` : 'all networks';
        api.log.warn(`${SPENT_BY[refusal.spent]} reached for ${who}: new searches are refused`);
      }
      throw new HttpError(refusal.spent === 'network' ? 429 : 503, MEDIA_BUSY_MESSAGE, {
        'retry-after': String(refusal.retryAfterS),
      });
    }
    const url = `${config.mediaBaseUrl}${SEARCHES[kind].path}?query=${encodeURIComponent(query)}&per_page=${count}`;
    const body = await fetchUpstreamJson(url, {
      service: SERVICE,
      provider: 'media',
      // Pexels takes the bare key, not "Bearer <key>".
      headers: { Authorization: config.mediaApiKey ?? '', Accept: 'application/json' },
      timeoutMs: config.upstreamTimeoutMs,
    });
    return JSON.stringify(SEARCHES[kind].read(body));
  };

  for (const kind of ['images', 'videos'] as const) {
    api.get(`/${kind}`, async (request, reply) => {
      const query = searchQuery(request);
      const count = perPage(request);
      if (!config.mediaApiKey) throw new HttpError(503, MEDIA_NOT_CONFIGURED_MESSAGES[kind]);
      const key = MediaCache.key(kind, query, count);
      const answer =
        (await cache.get(key)) ??
        (await flights.run(key, async () => {
          // Identical searches from other networks at the same moment share this call, charged to this one.
          const fresh = await callProvider(kind, query, count, clientNetwork(request));
          await cache.set(key, fresh);
          return fresh;
        }));
      return reply.type('application/json; charset=utf-8').send(answer);
    });
  }
}

// The provider's answer is read by the contract's own reader (readImageAnswer, readVideoAnswer), which skips a
// malformed item rather than failing the search and lets only http(s) URLs through, since the screens put them
// in <img src> and <a href>. All the gateway adds is the provider's field names (Pexels' snake_case) mapped to
// the contract's.

/** Pexels' `{ photos }` as the contract's photos; no list reads as no photos. */
export function readPhotos(body: unknown): Photo[] {
  const items = isRecord(body) && Array.isArray(body.photos) ? body.photos : [];
  const renamed = items.map((item) =>
    isRecord(item) ? { ...item, photographerUrl: item.photographer_url, pageUrl: item.url } : item,
  );
  return readImageAnswer({ photos: renamed })?.photos ?? [];
}

/** Pexels' `{ videos }` (`video_files`, `file_type`) as the contract's videos; no list reads as no videos. */
export function readVideos(body: unknown): Video[] {
  const items = isRecord(body) && Array.isArray(body.videos) ? body.videos : [];
  const renamed = items.map((item) => {
    if (!isRecord(item)) return item;
    const files = Array.isArray(item.video_files) ? item.video_files : [];
    return { ...item, files: files.map((file) => (isRecord(file) ? { ...file, fileType: file.file_type } : file)) };
  });
  return readVideoAnswer({ videos: renamed })?.videos ?? [];
}
