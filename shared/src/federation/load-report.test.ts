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

/** jsdom has no requestIdleCallback: the report goes out on the next timer turn. */
const pageIdle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(expected);
    expect(data.type).toBe('text/plain');
    expect(JSON.parse(await blobText(data))).toEqual(report);
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
