import type { Page, Request } from '@playwright/test';

export interface SentRequest {
  url: string;
  /** Every header the browser sent, names in lower case. */
  headers: Record<string, string>;
}

/**
 * Records what the page sends, to check that no credential leaves the browser. Every request's URL is
 * recorded when it starts; its full headers once it is over, finished or failed: asked for earlier, a request
 * still in flight when the test ends (a prefetch, a chunk the page no longer waits for) never answers, and the
 * test would end waiting for it.
 * @example
 * const sent = watchRequests(page);
 * // … use the page …
 * for (const { url, headers } of await sent.headers()) expect(headers).not.toHaveProperty('authorization');
 */
export function watchRequests(page: Page): { urls: () => string[]; headers: () => Promise<SentRequest[]> } {
  const urls: string[] = [];
  const headers: Promise<SentRequest | null>[] = [];
  const record = (request: Request) =>
    headers.push(
      request.allHeaders().then(
        (sent) => ({ url: request.url(), headers: sent }),
        () => null,
      ),
    );
  page.on('request', (request) => urls.push(request.url()));
  page.on('requestfinished', record);
  page.on('requestfailed', record);
  return {
    urls: () => [...urls],
    headers: async () => (await Promise.all(headers)).filter((request): request is SentRequest => request !== null),
  };
}
