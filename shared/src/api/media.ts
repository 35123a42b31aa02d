/**
 * The contract of `GET /api/images` and `GET /api/videos`, for both sides of the wire: the gateway checks
 * the query and shapes the provider's answer with it, the media screens build the query and read the
 * answer with it (docs/decisions/009-one-contract-per-wire.md). Plain TypeScript: no React, no DOM.
 *
 * `?query=<keyword>&per_page=<count>` → `{ photos: Photo[] }` or `{ videos: Video[] }`; errors are JSON
 * `{ error }`. `readImageAnswer` and `readVideoAnswer` are the one reader of that shape: the gateway reads
 * the provider's items with them (after renaming its fields), the screens read the gateway's answer.
 */

export const MEDIA_PATHS = { images: '/api/images', videos: '/api/videos' } as const;
export type MediaKind = keyof typeof MEDIA_PATHS;

/** The keyword, trimmed: 1 to 100 characters. */
export const MEDIA_QUERY_MAX_LENGTH = 100;

/** How many results a search asks for (docs/product.md §9: "Image and video count range 1 to 80, default 10"). */
export const MIN_MEDIA_COUNT = 1;
export const MAX_MEDIA_COUNT = 80;
export const DEFAULT_MEDIA_COUNT = 10;

/**
 * A count brought into 1–80: both sides clamp rather than refuse (docs/product.md §5).
 * @example clampMediaCount(200) // 80
 * @example clampMediaCount(-4) // 1
 */
export function clampMediaCount(count: number): number {
  return Math.min(MAX_MEDIA_COUNT, Math.max(MIN_MEDIA_COUNT, count));
}

/**
 * The one media failure a visitor is told about: the gateway has spent its budget of calls to the provider,
 * for the hour or the day (503, MEDIA_UPSTREAM_PER_HOUR, MEDIA_UPSTREAM_PER_DAY), or the visitor's network
 * has spent its share of the day (429, MEDIA_NETWORK_SHARE_PERCENT). Searches it has answered recently still
 * work from its cache.
 */
export const MEDIA_BUSY_MESSAGE = 'Image and video search is busy. Try again in a few minutes.';

/** 503 when the gateway has no provider key: written for the visitor, shown as given. */
export const MEDIA_NOT_CONFIGURED_MESSAGES = {
  images: 'Image search is not configured',
  videos: 'Video search is not configured',
} as const satisfies Record<MediaKind, string>;

/** Every size the provider offers for a photo, in the order the Download Sizes list shows them. */
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
  /** '' when the provider sent none (or not an http(s) URL). */
  photographerUrl: string;
  /** The photo's page on the provider's site; '' when unknown. */
  pageUrl: string;
  /** The original's pixel size; 0 when unknown. */
  width: number;
  height: number;
  /** Every size, an http(s) URL each; a size the provider left out is the original's URL. */
  src: Record<PhotoSize, string>;
}

export interface VideoFile {
  id: number;
  link: string;
  /** "hd", "sd", …; null when the provider does not say (Pexels sends null for some renditions). */
  quality: string | null;
  width: number | null;
  height: number | null;
  /** "video/mp4"; null when unknown. */
  fileType: string | null;
}

export interface Video {
  id: number;
  /** The preview picture; '' when unknown. */
  image: string;
  /** Seconds; 0 when unknown. */
  duration: number;
  url: string;
  user: { name: string; url: string };
  /** At least one file: a video without a file to download is left out. */
  files: VideoFile[];
}

export interface ImageSearchAnswer {
  photos: Photo[];
}

export interface VideoSearchAnswer {
  videos: Video[];
}

/**
 * The URL guard of every link and picture in an answer: the URL untouched when it is http(s) (Pexels `src`
 * URLs carry query strings its CDN needs), else ''. The screens put these in `<img src>` and `<a href>`, so
 * `javascript:` or `data:` must never get through, on either side.
 * @example webUrl('https://images.pexels.com/photos/1/a.jpeg?h=350') // the same URL
 * @example webUrl('javascript:alert(1)') // ''
 */
export function webUrl(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : '';
  } catch {
    return '';
  }
}

/**
 * Reads `{ photos }` defensively: an item without a whole-number id, without an http(s) picture, or
 * repeating an id is skipped rather than failing the search; every URL goes through `webUrl`; a size the
 * item lacks is its `original` (or, without one, its `medium`), so every photo offers every size; a width
 * or height that is not a number above 0 reads 0. Null when the answer holds no photos list.
 * @example readImageAnswer({ photos: [{ id: 1, src: { original: 'https://i.example/1.jpg' } }] })?.photos[0]?.src.tiny
 * // 'https://i.example/1.jpg'
 * @example readImageAnswer({ error: 'busy' }) // null
 */
export function readImageAnswer(body: unknown): ImageSearchAnswer | null {
  const items = isRecord(body) ? body.photos : undefined;
  return Array.isArray(items) ? { photos: uniqueById(items.map(readPhoto)) } : null;
}

/**
 * Reads `{ videos }` defensively: a video needs a whole-number id and at least one file with a
 * whole-number id and an http(s) link (files and videos repeating an id are skipped); a quality that is
 * blank, or a width or height that is not a number above 0, is null ("unknown"); a duration that is not a
 * number above 0 reads 0. Null when the answer holds no videos list.
 * @example readVideoAnswer({ videos: [{ id: 7, files: [] }] }) // { videos: [] }: nothing to download
 */
export function readVideoAnswer(body: unknown): VideoSearchAnswer | null {
  const items = isRecord(body) ? body.videos : undefined;
  return Array.isArray(items) ? { videos: uniqueById(items.map(readVideo)) } : null;
}

function readPhoto(item: unknown): Photo | null {
  if (!isRecord(item)) return null;
  const id = wholeNumber(item.id);
  const source = isRecord(item.src) ? item.src : {};
  const fallback = webUrl(source.original) || webUrl(source.medium);
  if (id === null || !fallback) return null;
  const src = Object.fromEntries(PHOTO_SIZES.map((size) => [size, webUrl(source[size]) || fallback]));
  return {
    id,
    alt: text(item.alt),
    photographer: text(item.photographer),
    photographerUrl: webUrl(item.photographerUrl),
    pageUrl: webUrl(item.pageUrl),
    width: positiveNumber(item.width) ?? 0,
    height: positiveNumber(item.height) ?? 0,
    src: src as Record<PhotoSize, string>,
  };
}

function readVideo(item: unknown): Video | null {
  if (!isRecord(item)) return null;
  const id = wholeNumber(item.id);
  const files = uniqueById(Array.isArray(item.files) ? item.files.map(readVideoFile) : []);
  if (id === null || files.length === 0) return null;
  const user = isRecord(item.user) ? item.user : {};
  return {
    id,
    image: webUrl(item.image),
    duration: positiveNumber(item.duration) ?? 0,
    url: webUrl(item.url),
    user: { name: text(user.name), url: webUrl(user.url) },
    files,
  };
}

function readVideoFile(file: unknown): VideoFile | null {
  if (!isRecord(file)) return null;
  const id = wholeNumber(file.id);
  const link = webUrl(file.link);
  if (id === null || !link) return null;
  return {
    id,
    link,
    // Pexels sends null quality, width and height for some renditions: kept null, the screen labels it.
    quality: text(file.quality).trim() || null,
    width: positiveNumber(file.width),
    height: positiveNumber(file.height),
    fileType: text(file.fileType) || null,
  };
}

/** The items read, without the unreadable ones and without a second item of the same id. */
function uniqueById<T extends { id: number }>(items: readonly (T | null)[]): T[] {
  const seen = new Set<number>();
  return items.filter((item): item is T => item !== null && !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/** A JSON object (not an array, not null): what every item and nested record must be to be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** A size or a duration: a finite number above zero, else null ("unknown"), so no NaN reaches a page. */
function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
