import { useSyncExternalStore } from 'react';
import { useT } from './language';
import styles from './ui.module.css';

/** What a tool that needs the network says instead of trying, while the browser is offline. */
export const OFFLINE_MESSAGE = 'You are offline.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it has a network (`navigator.onLine`), following its online/offline events.
 * `false` is certain (no network at all); `true` only means a request may work.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * "You are offline." while the browser is offline, and nothing otherwise: for the tools whose work
 * happens at a provider (media search, chat), which then do not try. A status, so screen readers say
 * it when it appears.
 */
export function OfflineNotice({ online }: { online: boolean }) {
  const t = useT();
  if (online) return null;
  return (
    <p role="status" className={styles.offline}>
      {t(OFFLINE_MESSAGE)}
    </p>
  );
}
