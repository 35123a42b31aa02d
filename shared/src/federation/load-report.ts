import type { EVENTS_PATH, RemoteLoadReport } from '../api/events';
import { pageTokenFor } from '../api/page-token';

/**
 * api/events.ts `EVENTS_PATH`, spelled out so a tool route does not download that module for one string
 * (every byte before a tool shows counts against its budget); the type keeps the two equal.
 */
const EVENTS: typeof EVENTS_PATH = '/api/events';

/**
 * Sends a report (to `gateway`'s origin when given, else the page's) without holding up the page:
 * `navigator.sendBeacon` survives the visitor leaving, and as text/plain it needs no CORS preflight when
 * an embedded tool reports to the gateway's origin. A load that worked is reported once the page is
 * idle, so the beacon (~3 ms of main thread on a slow CPU) never comes before the screen it reports on
 * is drawn; a failure at once (there is no screen to wait for). Each carries the page's token (the
 * gateway's, asked for when the page is not one it served: api/page-token.ts), without which the gateway
 * counts nothing. Best effort: where beacons are unavailable or refused, or the visitor leaves before the
 * page was idle, the report is dropped.
 */
export function sendRemoteLoadReport(report: RemoteLoadReport, gateway?: string): void {
  if (report.outcome === 'loaded') whenIdle(() => beacon(report, gateway));
  else beacon(report, gateway);
}

/** At most this long after a load, even on a page that is never idle. */
const IDLE_WAIT_LIMIT_MS = 2000;

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_WAIT_LIMIT_MS });
  else setTimeout(run, 0);
}

function beacon(report: RemoteLoadReport, gateway?: string): void {
  const nav = (globalThis as { navigator?: { sendBeacon?: (url: string, data: Blob) => boolean } }).navigator;
  if (typeof nav?.sendBeacon !== 'function') return;
  const page = (globalThis as { location?: { href: string } }).location?.href;
  const tokenFrom = gateway ?? page;
  void (tokenFrom ? pageTokenFor(tokenFrom) : Promise.resolve(undefined)).then((token) => {
    try {
      const body = new Blob([JSON.stringify(token ? { ...report, token } : report)], { type: 'text/plain' });
      // The shell reports to its own origin; an embedded tool to its gateway's.
      nav.sendBeacon!(gateway ? new URL(EVENTS, gateway).href : EVENTS, body);
    } catch {
      // A malformed gateway address, or the browser refused the beacon: the load itself is unaffected.
    }
  });
}
