import type { EVENTS_PATH, RemoteLoadReport } from '../api/events';

/**
 * api/events.ts `EVENTS_PATH`, spelled out so a tool route does not download that module for one string
 * (every byte before a tool shows counts against its budget); the type keeps the two equal.
 */
const EVENTS: typeof EVENTS_PATH = '/api/events';

/**
 * Sends a report (to `gateway`'s origin when given, else the page's) without holding up the page: `navigator.sendBeacon` survives the visitor leaving, and
 * as text/plain it needs no CORS preflight when an embedded tool reports to the gateway's origin. Best
 * effort: where beacons are unavailable or refused, the report is dropped.
 */
export function sendRemoteLoadReport(report: RemoteLoadReport, gateway?: string): void {
  const nav = (globalThis as { navigator?: { sendBeacon?: (url: string, data: Blob) => boolean } }).navigator;
  if (typeof nav?.sendBeacon !== 'function') return;
  try {
    const body = new Blob([JSON.stringify(report)], { type: 'text/plain' });
    // The shell reports to its own origin; an embedded tool to its gateway's.
    nav.sendBeacon(gateway ? new URL(EVENTS, gateway).href : EVENTS, body);
  } catch {
    // A malformed gateway address, or the browser refused the beacon: the load itself is unaffected.
  }
}
