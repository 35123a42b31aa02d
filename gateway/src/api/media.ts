import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import { HttpError } from '../errors';
import { fetchUpstreamJson } from '../upstream';
import { perPage, searchQuery } from './query';

// The browser-facing shapes (other teams build screens against them: keep them stable).

export const PHOTO_SIZES = [
  'original',
  'large2x',
  'large',
  'medium',
  'small',
  'portrait',
  'landscape',
  'tiny',
] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export interface Photo {
  id: number;
  alt: string;
  photographer: string;
  photographerUrl: string;
  pageUrl: string;
  width: number;
  height: number;
  src: Record<PhotoSize, string>;
}

export interface VideoFile {
  id: number;
  link: string;
  quality: string | null;
  width: number | null;
  height: number | null;
  fileType: string | null;
}

export interface Video {
  id: number;
  image: string;
  duration: number;
  url: string;
  user: { name: string; url: string };
  files: VideoFile[];
}

const SERVICE = 'media search service';

export function registerMediaRoutes(api: FastifyInstance, config: GatewayConfig): void {
  const search = async (path: string, query: string, count: number): Promise<unknown> => {
    const url = `${config.mediaBaseUrl}${path}?query=${encodeURIComponent(query)}&per_page=${count}`;
    return fetchUpstreamJson(url, {
      service: SERVICE,
      provider: 'media',
      // Pexels takes the bare key, not "Bearer <key>".
      headers: { Authorization: config.mediaApiKey ?? '', Accept: 'application/json' },
      timeoutMs: config.upstreamTimeoutMs,
    });
  };

  api.get('/images', async (request) => {
    const query = searchQuery(request);
    const count = perPage(request);
    if (!config.mediaApiKey) throw new HttpError(503, 'Image search is not configured');
    return { photos: readPhotos(await search('/v1/search', query, count)) };
  });

  api.get('/videos', async (request) => {
    const query = searchQuery(request);
    const count = perPage(request);
    if (!config.mediaApiKey) throw new HttpError(503, 'Video search is not configured');
    return { videos: readVideos(await search('/videos/search', query, count)) };
  });
}

// Provider answers are read defensively: a malformed item is skipped rather than failing the search,
// and every URL must be http(s), since the screens put them in <img src> and <a href>.

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

/** The URL untouched (Pexels `src` URLs carry query strings the CDN needs), or '' if it is not http(s). */
function webUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : '';
  } catch {
    return '';
  }
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
