import type { BrowserContext, Page, Request } from '@playwright/test';

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

/**
 * Makes the page's (or context's) requests to a gateway come from another network. Load reports count by network
 * (a /24, a /48) and a network on one build of an area an hour (gateway/src/release/load-stats.ts), and every
 * browser here is 127.0.0.1: a spec whose reports must count gives each visitor a network of its own. The gateway
 * must trust one proxy hop (TRUST_PROXY=1), which this plays.
 * @example
 * await fromNetwork(page, gateway.url, '10.0.1.1');
 */
export async function fromNetwork(target: Page | BrowserContext, gatewayUrl: string, address: string): Promise<void> {
  await target.route(`${gatewayUrl}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}
