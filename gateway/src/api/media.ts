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
import { HttpError } from '../errors';
import { REDIS_KEYS, type RedisLink } from '../redis';
import { SingleFlight } from '../single-flight';
import { fetchUpstreamJson } from '../upstream';
import { WindowCounter } from '../window-counter';
import { MediaCache } from './media-cache';
import { perPage, searchQuery } from './query';

const SERVICE = 'media search service';
const HOUR_MS = 60 * 60 * 1000;

/** The provider's path and how to read its answer, per route. */
const SEARCHES: Record<MediaKind, { path: string; read: (body: unknown) => unknown }> = {
  images: { path: '/v1/search', read: (body) => ({ photos: readPhotos(body) }) },
  videos: { path: '/videos/search', read: (body) => ({ videos: readVideos(body) }) },
};

/**
 * `/api/images` and `/api/videos`. The provider's quota is the gateway's, shared by every visitor, so:
 * an identical search is answered from the cache (MEDIA_CACHE_SECONDS), concurrent identical searches
 * make one call, and beyond MEDIA_UPSTREAM_PER_HOUR calls an hour (across gateways on REDIS_URL) new
 * searches answer 503 "busy" while cached ones are still served, rather than one client spending the
 * key and everyone getting the provider's 429 as a 502.
 */
export function registerMediaRoutes(api: FastifyInstance, config: GatewayConfig, redis: RedisLink | undefined): void {
  const cache = new MediaCache(config.mediaCacheSeconds * 1000, redis);
  const budget = new WindowCounter(redis);
  const flights = new SingleFlight<string, string>();

  const callProvider = async (kind: MediaKind, query: string, count: number): Promise<string> => {
    const { current, ttl } = await budget.incr(REDIS_KEYS.mediaBudget, HOUR_MS);
    if (current > config.mediaUpstreamPerHour) {
      if (current === config.mediaUpstreamPerHour + 1) {
        api.log.warn(`MEDIA_UPSTREAM_PER_HOUR (${config.mediaUpstreamPerHour}) reached: new searches are refused`);
      }
      throw new HttpError(503, MEDIA_BUSY_MESSAGE, { 'retry-after': String(Math.ceil(ttl / 1000)) });
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
          const fresh = await callProvider(kind, query, count);
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
