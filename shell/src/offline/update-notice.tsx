import { useSyncExternalStore } from 'react';
import { applyShellUpdate, shellUpdate } from './service-worker-client';
import styles from './update-notice.module.css';

/** The notice's words (issue contract). */
export const UPDATE_MESSAGE = 'A new version is available.';

/**
 * Says that a new build of FinTools is waiting, with Reload to switch to it. The live region is always
 * there (empty and hidden until needed), so screen readers announce the notice when it appears.
 */
export function UpdateNotice({
  store = shellUpdate,
  onReload = applyShellUpdate,
}: {
  store?: typeof shellUpdate;
  onReload?: () => void;
}) {
  const available = useSyncExternalStore(store.subscribe, store.isAvailable, () => false);
  return (
    <div role="status" className={styles.notice}>
      {available && (
        <>
          <span>{UPDATE_MESSAGE}</span>
          <button type="button" className={styles.reload} onClick={onReload}>
            Reload
          </button>
        </>
      )}
    </div>
  );
}
