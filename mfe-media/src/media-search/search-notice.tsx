import { OfflineNotice } from '@fintools/shared/ui/offline-notice';
import { uiClasses } from '@fintools/shared/ui/screen';
import styles from './media.module.css';

/**
 * A failed search or download, said in a small notice that blocks nothing: the results stay usable
 * beneath it, and the visitor can dismiss it (a new search or a successful one clears it too). Offline,
 * "You are offline." says why searching does nothing.
 */
export function SearchNotice({
  message,
  onDismiss,
  online,
}: {
  message: string | null;
  onDismiss: () => void;
  online: boolean;
}) {
  return (
    <>
      <OfflineNotice online={online} />
      {message && (
        <div role="alert" className={`${uiClasses.alert} ${styles.notice}`}>
          <span className={styles.noticeText}>{message}</span>
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}
