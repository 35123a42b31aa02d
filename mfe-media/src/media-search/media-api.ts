/**
 * The gateway's media search, as the screens use it. The browser never talks to the provider: it calls
 * `/api/images` and `/api/videos` on the FinTools gateway (gatewayUrl), and the gateway adds the key (docs/contracts.md
 * "Gateway and outside services"). Answers are read by the contract's reader, the gateway's own
 * (`readImageAnswer`, `readVideoAnswer`): one odd item is skipped rather than breaking the grid, and only
 * http(s) URLs ever reach an `<img src>` or `<a href>`.
 */
import {
  isRecord,
  MEDIA_BUSY_MESSAGE,
  MEDIA_NOT_CONFIGURED_MESSAGES,
  MEDIA_PATHS,
  readImageAnswer,
  readVideoAnswer,
  type Photo,
  type Video,
} from '@fintools/shared/api/media';
import { gatewayUrl } from '@fintools/shared/platform/gateway-url';

export type { Photo };

/** What a failed search says, unless the gateway's answer is one written for the visitor (below). */
export const SEARCH_FAILED_MESSAGE = "Couldn't load results. Try again.";

/** A search that did not give results, with the sentence the screen shows. */
export class MediaSearchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaSearchError';
  }
}

/** The gateway's answers whose words are written for the visitor, by status, and shown as given. */
const VISITOR_MESSAGES: Readonly<Record<number, readonly string[]>> = {
  503: [MEDIA_BUSY_MESSAGE, ...Object.values(MEDIA_NOT_CONFIGURED_MESSAGES)],
  429: [MEDIA_BUSY_MESSAGE],
};

/**
 * The notice for a failed search. A few answers of the gateway are written for the visitor and shown as
 * given: its budget of provider calls is spent ("Image and video search is busy. Try again in a few
 * minutes.": 503 for everyone, 429 when the visitor's network has spent its share of the day), or it has
 * no provider key ("Image search is not configured", 503). Anything else (a 502 from the provider, the
 * per-client rate limit's 429, a 400, a dropped connection) is worth a plain retry.
 */
export function searchFailureMessage(status: number, body: unknown): string {
  const error = isRecord(body) && typeof body.error === 'string' ? body.error : '';
  return VISITOR_MESSAGES[status]?.includes(error) ? error : SEARCH_FAILED_MESSAGE;
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

/** The gateway's `{ photos }`; an answer without a photos list is a failed search. */
export function readPhotos(body: unknown): Photo[] {
  const answer = readImageAnswer(body);
  if (answer === null) throw new MediaSearchError(SEARCH_FAILED_MESSAGE);
  return answer.photos;
}

/** The gateway's `{ videos }`; an answer without a videos list is a failed search. */
export function readVideos(body: unknown): Video[] {
  const answer = readVideoAnswer(body);
  if (answer === null) throw new MediaSearchError(SEARCH_FAILED_MESSAGE);
  return answer.videos;
}
