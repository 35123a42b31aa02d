import type { RemoteLoadReport } from '../api/events';
import { setGatewayBase } from '../platform/gateway-url';
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

describe('sendRemoteLoadReport', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'sendBeacon', original);
    else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    setGatewayBase(undefined);
  });

  test('beacons the report as text to the gateway’s /api/events', async () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    setGatewayBase('https://fintools.example');
    sendRemoteLoadReport(report);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('https://fintools.example/api/events');
    expect(data.type).toBe('text/plain');
    expect(JSON.parse(await blobText(data))).toEqual(report);
  });

  test('does nothing where the browser has no beacons', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    expect(() => sendRemoteLoadReport(report)).not.toThrow();
  });
});
