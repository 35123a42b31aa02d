import { EVENTS_PATH, type RemoteLoadReport } from '../api/events';
import { gatewayUrl } from '../platform/gateway-url';

/**
 * Sends a report without holding up the page: `navigator.sendBeacon` survives the visitor leaving, and
 * as text/plain it needs no CORS preflight when an embedded tool reports to the gateway's origin. Best
 * effort: where beacons are unavailable or refused, the report is dropped.
 */
export function sendRemoteLoadReport(report: RemoteLoadReport): void {
  const nav = (globalThis as { navigator?: { sendBeacon?: (url: string, data: Blob) => boolean } }).navigator;
  if (typeof nav?.sendBeacon !== 'function') return;
  try {
    const body = new Blob([JSON.stringify(report)], { type: 'text/plain' });
    nav.sendBeacon(gatewayUrl(EVENTS_PATH).href, body);
  } catch {
    // No gateway to resolve against, or the browser refused the beacon: the load itself is unaffected.
  }
}
