/**
 * The gateway's media search, as the screens use it. The browser never talks to the provider: it calls
 * `/api/images` and `/api/videos` on the FinTools gateway (gatewayUrl), and the gateway adds the key (docs/contracts.md
 * "Gateway and outside services"). Answers are read defensively, so one odd item is skipped rather than
 * breaking the grid, and only http(s) URLs ever reach an `<img src>` or `<a href>`.
 */
import {
  MEDIA_BUSY_MESSAGE,
  MEDIA_NOT_CONFIGURED_MESSAGES,
  MEDIA_PATHS,
  PHOTO_SIZES,
  webUrl,
  type Photo as PhotoAnswer,
  type Video,
  type VideoFile,
} from '@fintools/shared/api/media';
import { gatewayUrl } from '@fintools/shared/platform/gateway-url';

/**
 * A photo as the screens keep it: the gateway's shape, except that only the sizes that arrived as
 * http(s) URLs are kept (`medium` always: the thumbnail and Download All use it), so a size the answer
 * lacks is never offered for download.
 */
export type Photo = Omit<PhotoAnswer, 'src'> & { src: Partial<PhotoAnswer['src']> & { medium: string } };

/** What a failed search says, unless the gateway's answer is one written for the visitor (below). */
export const SEARCH_FAILED_MESSAGE = "Couldn't load results. Try again.";

/** A search that did not give results, with the sentence the screen shows. */
export class MediaSearchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaSearchError';
  }
}

/** The gateway's 503s whose words are written for the visitor, and shown as given. */
const VISITOR_MESSAGES: readonly string[] = [MEDIA_BUSY_MESSAGE, ...Object.values(MEDIA_NOT_CONFIGURED_MESSAGES)];

/**
 * The notice for a failed search. Two 503s of the gateway are written for the visitor and shown as
 * given: its hourly budget of provider calls is spent ("Image and video search is busy. Try again in a
 * few minutes."), or it has no provider key ("Image search is not configured"). Anything else (a 502
 * from the provider, a 429, a 400, a dropped connection) is worth a plain retry.
 */
export function searchFailureMessage(status: number, body: unknown): string {
  const error = isObject(body) && typeof body.error === 'string' ? body.error : '';
  return status === 503 && VISITOR_MESSAGES.includes(error) ? error : SEARCH_FAILED_MESSAGE;
}

export function searchImages(query: string, count: number): Promise<Photo[]> {
  return getFromGateway(MEDIA_PATHS.images, query, count).then(readPhotos);
}

export function searchVideos(query: string, count: number): Promise<Video[]> {
  return getFromGateway(MEDIA_PATHS.videos, query, count).then(readVideos);
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
  if (!response.ok) throw new MediaSearchError(searchFailureMessage(response.status, body));
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
