/**
 * The gateway's media search, as the screens use it. The browser never talks to the provider: it calls
 * `/api/images` and `/api/videos` on the FinTools gateway (gatewayUrl), and the gateway adds the key (docs/contracts.md
 * "Gateway and outside services"). Answers are read defensively, so one odd item is skipped rather than
 * breaking the grid, and only http(s) URLs ever reach an `<img src>` or `<a href>`.
 */
import { gatewayUrl } from '@fintools/shared/platform/gateway-url';

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
  /** '' when the provider sent none. */
  photographerUrl: string;
  /** The photo's page on the provider's site; '' when unknown. */
  pageUrl: string;
  /** The original's pixel size; 0 when unknown. */
  width: number;
  height: number;
  /** Size name → URL; `medium` is always present (the thumbnail and Download All use it). */
  src: Partial<Record<PhotoSize, string>> & { medium: string };
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
  /** The preview picture; '' when unknown. */
  image: string;
  /** Seconds. */
  duration: number;
  url: string;
  user: { name: string; url: string };
  files: VideoFile[];
}

/** What a failed search says, unless the gateway says the service is not set up (docs/product.md §8, docs/contracts.md). */
export const SEARCH_FAILED_MESSAGE = "Couldn't load results. Try again.";

/** A search that did not give results, with the sentence the screen shows. */
export class MediaSearchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaSearchError';
  }
}

/**
 * The notice for a failed search. A service without its key answers 503 with words written for the
 * visitor ("Image search is not configured"), and those are shown as given; anything else (a 502 from
 * the provider, a 429, a 400, a dropped connection) is worth a plain retry.
 */
export function searchFailureMessage(body: unknown): string {
  const error = isObject(body) && typeof body.error === 'string' ? body.error.trim() : '';
  return /\bis not configured\b/i.test(error) && error.length <= 200 ? error : SEARCH_FAILED_MESSAGE;
}

export function searchImages(query: string, count: number): Promise<Photo[]> {
  return getFromGateway('/api/images', query, count).then(readPhotos);
}

export function searchVideos(query: string, count: number): Promise<Video[]> {
  return getFromGateway('/api/videos', query, count).then(readVideos);
}

async function getFromGateway(path: string, query: string, count: number): Promise<unknown> {
  const url = gatewayUrl(path);
  url.searchParams.set('query', query);
  url.searchParams.set('per_page', String(count));
  let response: Response;
  try {
    response = await fetch(url.href, { headers: { Accept: 'application/json' } });
  } catch {
    throw new MediaSearchError(SEARCH_FAILED_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new MediaSearchError(searchFailureMessage(body));
  return body;
}

/** The gateway's `{ photos }`, keeping each photo that has an id and a medium picture. */
export function readPhotos(body: unknown): Photo[] {
  const items = isObject(body) ? body.photos : undefined;
  if (!Array.isArray(items)) throw new MediaSearchError(SEARCH_FAILED_MESSAGE);
  const photos: Photo[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    if (!isObject(item)) continue;
    const id = wholeNumber(item.id);
    const source = isObject(item.src) ? item.src : {};
    const medium = webUrl(source.medium);
    if (id === null || !medium || seen.has(id)) continue;
    seen.add(id);
    const src: Photo['src'] = { medium };
    for (const size of PHOTO_SIZES) {
      const url = webUrl(source[size]);
      if (url) src[size] = url;
    }
    photos.push({
      id,
      alt: text(item.alt),
      photographer: text(item.photographer),
      photographerUrl: webUrl(item.photographerUrl),
      pageUrl: webUrl(item.pageUrl),
      width: positiveNumber(item.width),
      height: positiveNumber(item.height),
      src,
    });
  }
  return photos;
}

/** The gateway's `{ videos }`, keeping each video that has an id and at least one file to download. */
export function readVideos(body: unknown): Video[] {
  const items = isObject(body) ? body.videos : undefined;
  if (!Array.isArray(items)) throw new MediaSearchError(SEARCH_FAILED_MESSAGE);
  const videos: Video[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    if (!isObject(item)) continue;
    const id = wholeNumber(item.id);
    if (id === null || seen.has(id)) continue;
    const files: VideoFile[] = [];
    for (const file of Array.isArray(item.files) ? item.files : []) {
      if (!isObject(file)) continue;
      const fileId = wholeNumber(file.id);
      const link = webUrl(file.link);
      if (fileId === null || !link || files.some((kept) => kept.id === fileId)) continue;
      files.push({
        id: fileId,
        link,
        quality: typeof file.quality === 'string' && file.quality.trim() ? file.quality.trim() : null,
        width: positiveNumber(file.width) || null,
        height: positiveNumber(file.height) || null,
        fileType: typeof file.fileType === 'string' ? file.fileType : null,
      });
    }
    if (files.length === 0) continue;
    seen.add(id);
    const user = isObject(item.user) ? item.user : {};
    videos.push({
      id,
      image: webUrl(item.image),
      duration: positiveNumber(item.duration),
      url: webUrl(item.url),
      user: { name: text(user.name), url: webUrl(user.url) },
      files,
    });
  }
  return videos;
}

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** A size or a duration: a finite number above zero, else 0 ("unknown"), so no NaN reaches the page. */
function positiveNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function webUrl(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : '';
  } catch {
    return '';
  }
}
