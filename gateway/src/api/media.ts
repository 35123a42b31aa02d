import type { FastifyInstance } from 'fastify';
import {
  MEDIA_BUSY_MESSAGE,
  MEDIA_NOT_CONFIGURED_MESSAGES,
  PHOTO_SIZES,
  webUrl,
  type MediaKind,
  type Photo,
  type PhotoSize,
  type Video,
  type VideoFile,
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

// Provider answers are read defensively: a malformed item is skipped rather than failing the search,
// and every URL goes through the contract's guard (webUrl), since the screens put them in <img src>
// and <a href>.

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown): Loose[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function readPhotos(body: unknown): Photo[] {
  const photos: Photo[] = [];
  for (const item of list(isObject(body) ? body.photos : undefined)) {
    const id = num(item.id);
    const src = isObject(item.src) ? item.src : {};
    const original = webUrl(src.original);
    if (id === null || !original) continue;
    // A missing size falls back to the original rather than dropping the photo.
    const sizes = Object.fromEntries(PHOTO_SIZES.map((size) => [size, webUrl(src[size]) || original])) as Record<
      PhotoSize,
      string
    >;
    photos.push({
      id,
      alt: str(item.alt),
      photographer: str(item.photographer),
      photographerUrl: webUrl(item.photographer_url),
      pageUrl: webUrl(item.url),
      width: num(item.width) ?? 0,
      height: num(item.height) ?? 0,
      src: sizes,
    });
  }
  return photos;
}

export function readVideos(body: unknown): Video[] {
  const videos: Video[] = [];
  for (const item of list(isObject(body) ? body.videos : undefined)) {
    const id = num(item.id);
    if (id === null) continue;
    const files: VideoFile[] = [];
    for (const file of list(item.video_files)) {
      const fileId = num(file.id);
      const link = webUrl(file.link);
      if (fileId === null || !link) continue;
      files.push({
        id: fileId,
        link,
        // Pexels sends null quality/width/height for some renditions; keep null, the screen labels it.
        quality: typeof file.quality === 'string' ? file.quality : null,
        width: num(file.width),
        height: num(file.height),
        fileType: typeof file.file_type === 'string' ? file.file_type : null,
      });
    }
    if (files.length === 0) continue;
    const user = isObject(item.user) ? item.user : {};
    videos.push({
      id,
      image: webUrl(item.image),
      duration: num(item.duration) ?? 0,
      url: webUrl(item.url),
      user: { name: str(user.name), url: webUrl(user.url) },
      files,
    });
  }
  return videos;
}
