// The page's side of the service worker (docs/offline.md), loaded in idle time after the page
// (start-service-worker.ts): registers /sw.js, asks it to keep every calculator and tax route for
// offline use, and offers a new shell build with a notice instead of letting an open page run on with
// a worker of another build.
import {
  IS_BUILD_OF_PAGE,
  KEEP_FOR_OFFLINE,
  SKIP_WAITING,
  type OfflineReport,
  type WorkerMessage,
} from '../service-worker/messages';

/** Where the gateway serves the worker; at the root, so its scope is the whole shell. */
export const SERVICE_WORKER_URL = '/sw.js';
/** A tab left open looks for a new shell build this often (a page load always does). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function ask<T>(worker: ServiceWorker, message: WorkerMessage): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as T);
    worker.postMessage(message, [channel.port2]);
  });
}

/** The visitor chose Reload: the new worker takes over, then the page loads again under it. */
function switchTo(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: SKIP_WAITING } satisfies WorkerMessage);
}

/** A worker of another build is ready to take over: offer it, unless this page already runs its build. */
async function offerUpdate(worker: ServiceWorker): Promise<void> {
  const scripts = Array.from(document.scripts, (script) => script.src).filter(Boolean);
  if (await ask<boolean>(worker, { type: IS_BUILD_OF_PAGE, scripts })) return;
  const { showUpdateNotice } = await import(/* webpackChunkName: "update-notice" */ './update-notice');
  showUpdateNotice(() => switchTo(worker));
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const consider = (worker: ServiceWorker | null) => {
    // Without a controller this is the first worker ever: nothing to update from.
    if (worker?.state === 'installed' && navigator.serviceWorker.controller) void offerUpdate(worker);
  };
  consider(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => consider(worker));
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/** Registers the worker, watches for new builds and asks for everything to be kept for offline use. */
export async function start(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  watchForUpdates(registration);
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  const report = await ask<OfflineReport>(active, { type: KEEP_FOR_OFFLINE });
  // What the worker reported, for anyone who needs to know the tools now open offline (the e2e wait for it).
  document.documentElement.dataset.offline = report?.ready ? 'ready' : 'incomplete';
}
