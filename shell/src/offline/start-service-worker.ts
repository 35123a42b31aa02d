/**
 * A pause after the page's load event before the worker starts: a tool page is still fetching its
 * remote's screen then, and on a slow phone network the worker's downloads (its client, then the files
 * it keeps for offline use) must not compete with what the visitor is waiting for.
 */
const START_AFTER_LOAD_MS = 3000;

/**
 * Starts the service worker a moment after the page has loaded, when the browser is idle, so the page's
 * own files come first; the rest of it downloads then, so the first script of every page carries only this.
 * Only in production builds (a development server's files change on every save), and only where service
 * workers exist.
 */
export function startServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const run = () =>
    void import(/* webpackChunkName: "service-worker-client" */ './service-worker-client')
      .then(({ start }) => start())
      .catch(() => undefined);
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, START_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
