import type { RemoteLoadReport } from '../api/events';
import { sendRemoteLoadReport } from './load-report';

const report: RemoteLoadReport = {
  type: 'remote-load',
  remote: 'tax',
  entry: 'https://cdn.example/tax/v2/remoteEntry.js',
  outcome: 'failed',
  ms: 812,
};

/** jsdom's Blob has no text(). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** jsdom has no requestIdleCallback: the report goes out on the next timer turn (after its token is read). */
const pageIdle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A token as the gateway writes it into its pages (the form of api/page-token.ts, an expiry far ahead). */
const PAGE_TOKEN = `${Math.ceil(Date.now() / 1000 + 3600).toString(36)}.bm9uY2Utbm9uY2U.c2lnbmF0dXJlLXNpZ25hdHVyZQ`;

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !condition(); tries++) await pageIdle();
}

describe('sendRemoteLoadReport', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'sendBeacon', original);
    else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  });

  test.each<[string, string | undefined, string]>([
    ['to the gateway that served embed.js', 'https://fintools.example/', 'https://fintools.example/api/events'],
    ['to the page’s own origin (the shell)', undefined, '/api/events'],
  ])('beacons the report as text %s', async (_where, gateway, expected) => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    sendRemoteLoadReport(report, gateway);
    await pageIdle();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(expected);
    expect(data.type).toBe('text/plain');
    expect(JSON.parse(await blobText(data))).toEqual(report);
  });

  test("on the gateway's own page the report carries the page's token", async () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="fintools-page-token">${JSON.stringify(PAGE_TOKEN)}</script>`,
    );
    try {
      sendRemoteLoadReport(report);
      await pageIdle();
      expect(JSON.parse(await blobText(sendBeacon.mock.calls[0]![1]))).toEqual({ ...report, token: PAGE_TOKEN });
    } finally {
      document.getElementById('fintools-page-token')?.remove();
    }
  });

  test('an embedded tool asks its gateway for a token first', async () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    // jsdom has no Response: the fields pageTokenFor reads.
    const fetchToken = jest.fn(async (_url: URL) => ({ ok: true, json: async () => ({ token: PAGE_TOKEN }) }));
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchToken as unknown as typeof fetch;
    try {
      sendRemoteLoadReport(report, 'https://gateway.example/');
      await waitUntil(() => sendBeacon.mock.calls.length > 0);
      expect(String(fetchToken.mock.calls[0]![0])).toBe('https://gateway.example/api/page-token');
      expect(JSON.parse(await blobText(sendBeacon.mock.calls[0]![1]))).toEqual({ ...report, token: PAGE_TOKEN });
    } finally {
      globalThis.fetch = originalFetch;
    }
  });

  test('a load that worked is reported once the page is idle, not in front of the screen being drawn', async () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    sendRemoteLoadReport({ ...report, outcome: 'loaded' });
    expect(sendBeacon).not.toHaveBeenCalled();
    await pageIdle();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await blobText(sendBeacon.mock.calls[0]![1]))).toMatchObject({ outcome: 'loaded' });
  });

  test('does nothing where the browser has no beacons', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    expect(() => sendRemoteLoadReport(report)).not.toThrow();
    expect(() => sendRemoteLoadReport({ ...report, outcome: 'loaded' })).not.toThrow();
    await expect(pageIdle()).resolves.toBeUndefined();
  });
});
